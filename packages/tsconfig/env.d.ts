// Asset imports handled by Rsbuild, typed once for every part.
declare module '*.css';
declare module '*.svg' {
  const url: string;
  export default url;
}
// ?url: always a file of its own, never inlined as a data URI in the script (Rsbuild's asset query)
declare module '*.svg?url' {
  const url: string;
  export default url;
}
declare module '*.png' {
  const url: string;
  export default url;
}
declare module '*.jpg' {
  const url: string;
  export default url;
}
declare module '*.webp' {
  const url: string;
  export default url;
}

/** A part's version and build id, defined by the presets (packages/build-preset/src/build-env.ts): a hub's, or the shell's. */
declare const __NATURVERSE_HUB_VERSION__: string;
declare const __NATURVERSE_BUILD_ID__: string;

// The repository's whole view of federation, as its tools import it: this repository's registry
// (registry.ts: PORTS, REMOTES, the registry files) and what the parts share (the published
// @naturverse/build-preset/shares). A hub outside the repository imports the preset's ./rsbuild
// and ./shares, never this module.
export * from '@naturverse/build-preset/shares';
export * from './registry.js';

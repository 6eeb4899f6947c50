// The repository's whole view of federation, as its tools have imported it: this repository's
// registry (registry.ts: PORTS, REMOTES, the registry files; reads registry/ of the checkout)
// and what the parts share (shares.ts: nothing of the repository). A hub outside the
// repository imports ./rsbuild and ./shares, never this module.
export * from './shares.js';
export * from './registry.js';

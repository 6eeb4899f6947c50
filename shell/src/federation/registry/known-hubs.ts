/**
 * The six hubs Naturverse is made of, built into the shell for one purpose only: to
 * name the fault when the registry (/remotes.json) is missing, broken or lacks a hub.
 * A family opening /zones then reads that this part cannot be reached right now, with
 * Try again — never 'Page not found' for a page that exists. Where a hub's code lives
 * still comes only from the registry. The list is the build's own (REMOTES in
 * packages/build-preset/src/registry.ts), put in by shell/rsbuild.config.ts.
 */
import type { KnownHub } from './types';

declare const __NATURVERSE_HUBS__: readonly KnownHub[];

export const KNOWN_HUBS: readonly KnownHub[] = __NATURVERSE_HUBS__;

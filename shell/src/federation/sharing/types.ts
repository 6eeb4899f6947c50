/**
 * The shapes of the sharing room, each said once: what the shell's build provides the hubs
 * (ProvidedShare, from packages/build-preset/src/shares.ts), how the shell hands it to `init`
 * (ShareConfig), and a copy of a shared package as the page's share scope holds it
 * (ScopeShare, a ShareCopy of the skew rule with where it sits and who uses it). Types only.
 */
import type { ShareCopy } from '@naturverse/contracts/skew-rule';

export type { ProvidedShare } from '@naturverse/build-preset/shares';

/** One entry of the `shared` option the shell passes to Module Federation's `init`. */
export interface ShareConfig {
  version: string;
  lib: () => unknown;
  shareConfig: { singleton: true; requiredVersion: string };
}

/** One copy of a shared package registered in the page's share scope (share-scope.ts reads them). */
export interface ScopeShare extends ShareCopy {
  /** the share scope it is registered in ("default") */
  scope: string;
  name: string;
  /** the parts running on this copy: its provider once it is in use, and every part that consumed it */
  usedBy: string[];
}

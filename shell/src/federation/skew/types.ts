/**
 * The shapes of the version-skew room. The rule and its types live in
 * @naturverse/contracts/skew-rule (the deploy command's check applies the same rule); this file
 * names them for the shell, so the guard, its error, the fallback and the tests import types
 * from one place. Types only.
 */
export type { ManifestShared, Mismatch, Satisfies, ShareCopy } from '@naturverse/contracts/skew-rule';

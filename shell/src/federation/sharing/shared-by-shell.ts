/**
 * What the shell offers the hubs through Module Federation's share scope: its own, already
 * loaded copies of every shared library (`lib`), so a hub's consume finds them loaded and
 * never fetches a copy of its own (shareStrategy 'loaded-first'). One React, one router,
 * one zustand and one copy of each workspace package in the page, whoever imports them.
 *
 * Lives in the lazy federation chunk (loading/runtime.ts): the namespaces below keep every export
 * of the workspace packages, and the shell's first render needs only the few it uses.
 * The names and versions come from the build (providedShares in packages/build-preset/src/shares.ts).
 */
import React from 'react';
import ReactDOM from 'react-dom';
// the shared subset of react-router (the shell's rsbuild config aliases it), 'react-router' key
import * as router from 'react-router';
import * as zustand from 'zustand';
import * as ui from '@naturverse/ui';
import * as auth from '@naturverse/auth';
import * as platform from '@naturverse/platform';
import type { ProvidedShare, ShareConfig } from './types';

declare const __NATURVERSE_SHARED__: Record<string, ProvidedShare>;

export const SHELL_MODULES: Record<string, unknown> = {
  react: React,
  'react-dom': ReactDOM,
  'react-router': router,
  zustand,
  '@naturverse/ui': ui,
  '@naturverse/auth': auth,
  '@naturverse/platform': platform,
};

/** The `shared` option of the shell's `init`; a name the build lists but the shell does not hold is a build fault. */
export function sharedByShell(provided: Record<string, ProvidedShare> = __NATURVERSE_SHARED__): Record<string, ShareConfig> {
  const out: Record<string, ShareConfig> = {};
  for (const [name, { version, requiredVersion }] of Object.entries(provided)) {
    if (!(name in SHELL_MODULES)) throw new Error(`The shell is built to share "${name}" but does not hold it (shared-by-shell.ts)`);
    const module = SHELL_MODULES[name];
    out[name] = { version, lib: () => module, shareConfig: { singleton: true, requiredVersion } };
  }
  return out;
}

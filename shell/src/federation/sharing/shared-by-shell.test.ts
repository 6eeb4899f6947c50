import { fileURLToPath } from 'node:url';
import React from 'react';
import * as zustand from 'zustand';
import * as ui from '@naturverse/ui';
import { describe, expect, it } from 'vitest';
import { REMOTES, hubSharedSingletons, providedShares } from '@naturverse/site/federation';
import { SHELL_MODULES, sharedByShell } from './shared-by-shell';

const shellDir = fileURLToPath(new URL('../../..', import.meta.url));
const hubDir = (name: string) => fileURLToPath(new URL(`../../../../remotes/${name}`, import.meta.url));

describe('what the shell shares with the hubs', () => {
  it('hands over its own, already loaded modules, with the build’s versions, as singletons', () => {
    const shared = sharedByShell({
      react: { version: '19.3.1', requiredVersion: '^19.3.1' },
      zustand: { version: '5.1.0', requiredVersion: '^5.1.0' },
      '@naturverse/ui': { version: '1.0.0', requiredVersion: '^1.0.0' },
    });
    expect(shared.react!.lib()).toBe(React);
    expect(shared.zustand!.lib()).toBe(zustand);
    expect(shared['@naturverse/ui']!.lib()).toBe(ui);
    expect(shared.react).toMatchObject({ version: '19.3.1', shareConfig: { singleton: true, requiredVersion: '^19.3.1' } });
  });

  it('refuses a name the build lists but the shell does not hold', () => {
    expect(() => sharedByShell({ 'left-pad': { version: '1.0.0', requiredVersion: '^1.0.0' } })).toThrow('"left-pad"');
  });

  it('holds every library the build offers, and the build offers every library a hub shares', () => {
    const offered = providedShares(shellDir);
    expect(Object.keys(SHELL_MODULES).sort()).toEqual(Object.keys(offered).sort());
    for (const hub of REMOTES) {
      for (const name of Object.keys(hubSharedSingletons(hubDir(hub.name)))) expect(offered, `${hub.name} shares ${name}`).toHaveProperty([name]);
    }
  });
});

import { readFileSync, readdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import * as runtimeCore from '@module-federation/runtime-core';
import provideRuntimeCore, { PROVIDED_RUNTIME_CORE } from './provide-runtime-core';

/**
 * The hubs' federated build bundles @module-federation/runtime (the thin wrapper) and takes
 * runtime-core from the shell: every name that wrapper imports from runtime-core must be
 * provided, or a hub fails at its first load. Read from the installed package, so an
 * upgrade that needs a new name fails here rather than in a family's browser.
 */
function namesTheHubRuntimeImports(): string[] {
  // the @module-federation/runtime the build bundles (rspack resolves it the same way)
  const enhanced = createRequire(import.meta.url).resolve('@module-federation/enhanced/runtime');
  const dist = dirname(createRequire(enhanced).resolve('@module-federation/runtime'));
  const names = new Set<string>();
  for (const file of readdirSync(dist).filter((f) => f.endsWith('.js') && f !== 'core.js')) {
    const src = readFileSync(join(dist, file), 'utf8');
    if (/import \* as \w+ from "@module-federation\/runtime-core"/.test(src)) throw new Error(`${file} imports all of runtime-core`);
    for (const m of src.matchAll(/import \{([^}]*)\} from "@module-federation\/runtime-core"/g)) {
      for (const name of m[1]!.split(',')) names.add(name.trim().split(' as ')[0]!);
    }
  }
  return [...names].filter(Boolean).sort();
}

describe('the runtime-core the shell provides to the hubs', () => {
  it('holds every name the hubs\u2019 runtime imports from runtime-core, each the real one', () => {
    const needed = namesTheHubRuntimeImports();
    expect(needed.length).toBeGreaterThan(5);
    for (const name of needed) {
      expect(PROVIDED_RUNTIME_CORE, name).toHaveProperty(name);
      expect(PROVIDED_RUNTIME_CORE[name as keyof typeof PROVIDED_RUNTIME_CORE]).toBe(runtimeCore[name as keyof typeof runtimeCore]);
    }
  });

  it('sets the global before the shell\u2019s runtime initialises, and never replaces one already set', () => {
    const global = runtimeCore.Global as unknown as Record<string, unknown>;
    delete global._FEDERATION_RUNTIME_CORE;
    const plugin = provideRuntimeCore();
    const args = { options: { name: 'shell' } } as unknown as Parameters<NonNullable<typeof plugin.beforeInit>>[0];
    expect(plugin.beforeInit!(args)).toBe(args);
    expect(global._FEDERATION_RUNTIME_CORE).toBe(PROVIDED_RUNTIME_CORE);
    const other = {};
    global._FEDERATION_RUNTIME_CORE = other;
    plugin.beforeInit!(args);
    expect(global._FEDERATION_RUNTIME_CORE).toBe(other);
    delete global._FEDERATION_RUNTIME_CORE;
  });
});

// What a hub outside the repository loads of the preset (./rsbuild, ./shares, ./hub-identity)
// never reaches the repository's registry module: registry.ts reads registry/ of a checkout and
// refuses to load without one, so one import of it would break every team's build.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const SRC = new URL('./', import.meta.url);

/** The package's own modules a module loads, transitively (relative imports, type-only ones left out: they are erased). */
function loadedFrom(file: string, seen = new Set<string>()): Set<string> {
  seen.add(file);
  const text = readFileSync(new URL(file, SRC), 'utf8');
  for (const [, typeOnly, target] of text.matchAll(/^(?:import|export)\s+(type\s+)?[^;]*?from\s+'\.\/([\w-]+)\.js'/gm)) {
    const next = `${target}.ts`;
    if (!typeOnly && !seen.has(next)) loadedFrom(next, seen);
  }
  return seen;
}

describe('the preset a hub outside the repository loads', () => {
  it.each(['rsbuild.ts', 'shares.ts', 'hub-identity.ts'])('%s never loads the repository registry', (entry) => {
    const loaded = loadedFrom(entry);
    expect(loaded).not.toContain('registry.ts');
    expect(loaded).not.toContain('federation.ts');
  });

  it('the check sees a module that does load it', () => {
    expect(loadedFrom('federation.ts')).toContain('registry.ts');
    expect(loadedFrom('rsbuild.ts')).toContain('shares.ts');
  });
});

import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { localOnlyReason, resolveTarget, siteHosts } from './target';

describe('resolveTarget', () => {
  it('tests the local builds on the suite’s offset by default', () => {
    expect(resolveTarget({})).toEqual({ kind: 'local', baseURL: 'http://localhost:3100', registryUrl: 'http://localhost:3100/remotes.json', offset: 100 });
    expect(resolveTarget({ E2E_PORT_OFFSET: '600' })).toMatchObject({ baseURL: 'http://localhost:3600', offset: 600 });
  });

  it('tests a deployed site when E2E_BASE_URL is set, its registry read from the site unless named', () => {
    expect(resolveTarget({ E2E_BASE_URL: 'https://preview.naturverse.example/', E2E_PORT_OFFSET: '600' })).toEqual({
      kind: 'deployed',
      baseURL: 'https://preview.naturverse.example',
      registryUrl: 'https://preview.naturverse.example/remotes.json',
    });
    expect(resolveTarget({ E2E_BASE_URL: 'http://localhost:3650', E2E_REGISTRY_URL: 'https://cdn.example/registry/preview.json' }).registryUrl).toBe(
      'https://cdn.example/registry/preview.json',
    );
  });

  it('refuses what it cannot use, naming the variable', () => {
    expect(() => resolveTarget({ E2E_BASE_URL: 'preview.naturverse.example' })).toThrow(/E2E_BASE_URL must be an absolute http\(s\) URL/);
    expect(() => resolveTarget({ E2E_BASE_URL: 'ftp://x.example' })).toThrow(/E2E_BASE_URL must be an http\(s\) URL/);
    expect(() => resolveTarget({ E2E_REGISTRY_URL: 'https://x.example/remotes.json' })).toThrow(/needs E2E_BASE_URL/);
    expect(() => resolveTarget({ E2E_PORT_OFFSET: 'abc' })).toThrow(/E2E_PORT_OFFSET/);
  });
});

describe('siteHosts', () => {
  it('allows the shell’s host and every host the registry names, relative manifests included', () => {
    const target = resolveTarget({ E2E_BASE_URL: 'https://preview.example' });
    const registry = { remotes: [{ manifest: 'https://zones.cdn.example/mf-manifest.json' }, { manifest: '/hubs/passport/mf-manifest.json' }] };
    expect(siteHosts(target, registry).sort()).toEqual(['preview.example', 'zones.cdn.example']);
    expect(siteHosts(target, null)).toEqual(['preview.example']);
  });
});

// ---- the list of local-only specs is complete ------------------------------------------------

const E2E = resolve(dirname(fileURLToPath(import.meta.url)), '..');
/** The harness itself defines these names; it is not a spec reaching for local control. */
const HARNESS = new Set(['support/fixtures.ts', 'support/target.ts', 'support/browser.ts']);
/** What only a local run can do: its ports, its build folders, its servers, its test backend, policies derived for its origin. */
const LOCAL_CONTROL = [
  /\bpartUrl\(/,
  /E2E_PORT_OFFSET/,
  /\bdistOf\(/,
  /\bcreateStaticServer\(/,
  /\bhubServer\(/,
  /\bdeployedAs\(/,
  /\buseSupabase\(/,
  /from '[./]+\/backend\/fixture'/,
  /from '[./]+\/support\/(hub-build|policy|registry)'/,
];

function specFiles(dir = E2E): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'support' ? [] : specFiles(path);
    return entry.name.endsWith('.spec.ts') ? [path] : [];
  });
}

/** The file and every e2e file it imports by a relative path (the harness excluded). */
function withImports(file: string, seen = new Set<string>()): string[] {
  const rel = relative(E2E, file);
  if (seen.has(file) || HARNESS.has(rel) || !file.startsWith(E2E)) return [];
  seen.add(file);
  const text = readFileSync(file, 'utf8');
  for (const [, spec = ''] of text.matchAll(/from '(\.[^']+)'/g)) {
    const target = resolve(dirname(file), spec);
    for (const candidate of [`${target}.ts`, join(target, 'index.ts'), target]) {
      try {
        readFileSync(candidate);
        withImports(candidate, seen);
        break;
      } catch {
        // not this form of the path
      }
    }
  }
  return [...seen];
}

describe('LOCAL_ONLY', () => {
  const deployed = resolveTarget({ E2E_BASE_URL: 'https://preview.example' });

  it('names every spec that reaches for local control, so none fails against a deployed site instead of skipping', () => {
    const missing = specFiles()
      .filter((spec) => withImports(spec).some((file) => LOCAL_CONTROL.some((marker) => marker.test(readFileSync(file, 'utf8')))))
      .map((spec) => relative(E2E, spec))
      .filter((spec) => !localOnlyReason(spec, deployed));
    expect(missing).toEqual([]);
  });

  it('lets the cross-hub journeys run anywhere, and skips nothing locally', () => {
    expect(localOnlyReason('cross/stamps.spec.ts', deployed)).toBeUndefined();
    expect(localOnlyReason('synced/stamps.spec.ts', deployed)).toMatch(/^Needs the local site \(E2E_BASE_URL is set\): signs in/);
    expect(localOnlyReason('synced/stamps.spec.ts', resolveTarget({}))).toBeUndefined();
  });
});

// Every react-router name a part imports must be in the shared subset, or it would be
// undefined at run time (the subset is what the page actually gets).
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = join(__dirname, '..', '..', '..');
const subset = readFileSync(join(__dirname, 'react-router-subset.ts'), 'utf8');
const provided = new Set(
  [...subset.matchAll(/export \{([^}]*)\}/g)].flatMap((m) =>
    m[1]!
      .split(',')
      .map((n) => n.trim())
      .filter(Boolean),
  ),
);

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (name === 'node_modules' || name === 'dist') return [];
    if (statSync(path).isDirectory()) return sources(path);
    return /\.(ts|tsx)$/.test(name) ? [path] : [];
  });
}

/** Value (non-type) names imported from 'react-router' in one file. */
export function routerImports(code: string): string[] {
  const names: string[] = [];
  for (const m of code.matchAll(/import\s+(type\s+)?\{([^}]*)\}\s+from\s+['"]react-router['"]/g)) {
    if (m[1]) continue; // import type { … }
    for (const part of m[2]!.split(',')) {
      const name = part.trim();
      if (name && !name.startsWith('type ')) names.push(name.split(/\s+as\s+/)[0]!);
    }
  }
  return names;
}

describe('react-router subset', () => {
  it('parses value imports and skips type-only ones', () => {
    expect(routerImports("import { Link, type LinkProps, useParams as p } from 'react-router';")).toEqual(['Link', 'useParams']);
    expect(routerImports("import type { LinkProps } from 'react-router';")).toEqual([]);
  });

  it('provides every name the shell, the hubs and the packages import', () => {
    const dirs = ['shell/src', 'packages/ui/src', 'packages/auth/src', 'packages/platform/src'];
    for (const hub of readdirSync(join(root, 'remotes'))) dirs.push(`remotes/${hub}/src`);
    const missing: string[] = [];
    for (const dir of dirs) {
      for (const file of sources(join(root, dir))) {
        for (const name of routerImports(readFileSync(file, 'utf8'))) {
          if (!provided.has(name)) missing.push(`${name} (${file.slice(root.length + 1)})`);
        }
      }
    }
    expect(missing).toEqual([]);
    expect(provided.size).toBeGreaterThan(5);
  });
});

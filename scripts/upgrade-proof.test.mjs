import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { upgradableEntries, withVersions } from './upgrade-proof.mjs';

const yaml = readFileSync(new URL('../pnpm-workspace.yaml', import.meta.url), 'utf8');

describe('upgrade proof: which catalog entries move', () => {
  it('names Module Federation, Rsbuild and React (not their types, not supabase-js)', () => {
    const names = upgradableEntries(yaml).map(([, name]) => name);
    expect(names).toEqual(
      expect.arrayContaining([
        '@module-federation/enhanced',
        '@module-federation/rsbuild-plugin',
        '@module-federation/runtime',
        '@rsbuild/core',
        '@rsbuild/plugin-react',
        'react',
        'react-dom',
      ]),
    );
    expect(names).not.toContain('@types/react');
    expect(names).not.toContain('@supabase/supabase-js');
    expect(names).not.toContain('react-router');
  });

  it('writes each new version in place, exact, leaving every other line as it was', () => {
    const out = withVersions(yaml, { '@rsbuild/core': '9.9.9', react: '20.0.0' });
    expect(out).toContain('  "@rsbuild/core": 9.9.9\n');
    expect(out).toContain('  react: 20.0.0\n');
    expect(out.split('\n').filter((line, i) => line !== yaml.split('\n')[i])).toHaveLength(2);
  });
});

import { satisfy } from '@module-federation/enhanced/runtime';
import { describe, expect, it } from 'vitest';
import { compareVersions, describeSkew, findMismatches, pageCopy } from './skew';
import { HubSkewError } from './skew-error';
import type { ManifestShared, ShareCopy } from './types';

const shell = (version: string, inUse = true): ShareCopy => ({ version, from: 'shell', inUse });
const ui = (requiredVersion: string | false, singleton = true): ManifestShared => ({ name: '@naturverse/ui', version: '1.0.0', requiredVersion, singleton });

describe('range comparison (Module Federation’s own satisfy)', () => {
  it('a page copy inside the range is no mismatch', () => {
    expect(findMismatches([ui('^1.0.0')], { '@naturverse/ui': [shell('1.4.2')] }, satisfy)).toEqual([]);
  });

  it('a range above the page copy: the hub needs a newer version', () => {
    expect(findMismatches([ui('^9.0.0')], { '@naturverse/ui': [shell('1.0.0')] }, satisfy)).toEqual([
      { name: '@naturverse/ui', required: '^9.0.0', provided: '1.0.0', from: 'shell', needs: 'newer' },
    ]);
    expect(findMismatches([ui('^1.2.0')], { '@naturverse/ui': [shell('1.1.9')] }, satisfy)[0]?.needs).toBe('newer');
  });

  it('a range below the page copy: the hub needs an older version', () => {
    expect(findMismatches([ui('^1.0.0')], { '@naturverse/ui': [shell('2.0.0')] }, satisfy)[0]?.needs).toBe('older');
    expect(findMismatches([ui('~1.0.0')], { '@naturverse/ui': [shell('1.1.0')] }, satisfy)[0]?.needs).toBe('older');
  });

  it('ignores what is not a singleton, has no range, or the page does not share', () => {
    const page = { '@naturverse/ui': [shell('1.0.0')] };
    expect(findMismatches([ui('^9.0.0', false), ui(false), ui('*')], page, satisfy)).toEqual([]);
    expect(findMismatches([{ name: 'left-pad', requiredVersion: '^9', singleton: true }], page, satisfy)).toEqual([]);
  });

  it('a singleton resolves to the copy in use, else the highest registered', () => {
    expect(pageCopy([shell('1.0.0'), { version: '9.0.0', from: 'zones', inUse: false }])?.version).toBe('1.0.0');
    expect(pageCopy([shell('1.0.0', false), { version: '1.3.0', from: 'zones', inUse: false }])?.version).toBe('1.3.0');
    expect(pageCopy([])).toBeUndefined();
    expect(compareVersions('^1.10.0', '1.9.9')).toBeGreaterThan(0);
    expect(compareVersions('1.0.0', '1.0.0')).toBe(0);
  });
});

describe('what a family and a grown-up read', () => {
  it('names the package in plain words', () => {
    const mismatches = findMismatches(
      [ui('^9.0.0'), { name: 'react', requiredVersion: '^18.0.0', singleton: true }],
      { '@naturverse/ui': [shell('1.0.0')], react: [shell('19.3.1')] },
      satisfy,
    );
    expect(describeSkew('Zones', mismatches)).toBe(
      'The Zones hub needs a newer version of @naturverse/ui, and an older version of react than this page has, so it is not shown. The rest of Naturverse works.',
    );
    const error = new HubSkewError('zones', mismatches);
    expect(error.message).toBe('hub "zones" needs @naturverse/ui@^9.0.0 (page has 1.0.0 from shell), react@^18.0.0 (page has 19.3.1 from shell)');
  });
});

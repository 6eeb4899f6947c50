// The hub-tag check and the --hub slice, on reports shaped as
// `playwright test --list --reporter=json` writes them.
import { describe, expect, it } from 'vitest';
import { untagged } from './e2e-tags.mjs';
import { hubGrep, partTags } from '@naturverse/site/tags';

const spec = (file, line, title, tags) => ({ file, line, title, tags });

describe('e2e hub tags', () => {
  it('names every test without a hub tag by file, line and title, however deep its describe', () => {
    const report = {
      suites: [
        { specs: [spec('zones/a.spec.ts', 3, 'tagged', ['zones'])], suites: [{ specs: [spec('zones/a.spec.ts', 9, 'nested, untagged', [])] }] },
        { specs: [spec('new/b.spec.ts', 5, 'only a non-hub tag', ['slow']), spec('new/b.spec.ts', 7, 'cross', ['cross'])] },
      ],
    };
    expect(untagged(report)).toEqual(['zones/a.spec.ts:9 › nested, untagged', 'new/b.spec.ts:5 › only a non-hub tag']);
  });

  it("a hub's slice is its tests and the journeys across hubs, and nothing that merely starts with its name", () => {
    const slice = new RegExp(hubGrep('zones'));
    expect(slice.test('zones/a.spec.ts a @zones')).toBe(true);
    expect(slice.test('cross/b.spec.ts b @cross')).toBe(true);
    expect(slice.test('shell/c.spec.ts c @shell')).toBe(false);
    expect(slice.test('x @zones-extra')).toBe(false);
    expect(() => hubGrep('zone')).toThrow('Unknown hub "zone": one of shell, zones, marketplace');
  });

  it('route groups map to their hubs: Worlds is the shell’s, a group of two hubs is both', () => {
    expect(partTags('worlds')).toEqual(['@shell']);
    expect(partTags('navatar and passport')).toEqual(['@navatar', '@passport']);
    expect(() => partTags('birds')).toThrow('No hub tag for the part "birds"');
  });
});

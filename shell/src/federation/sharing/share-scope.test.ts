import { describe, expect, it } from 'vitest';
import { copiesByName, isInUse, shareCopies } from './share-scope';

describe('the page’s share scope, read once for the status page and the skew guard', () => {
  it('lists each registered copy with its scope, provider, whether it is in use and by whom', () => {
    const lib = () => ({});
    const map = {
      default: {
        react: {
          '19.3.0': { from: 'shell', loaded: true, useIn: ['zones', 'zones'], lib },
          '19.2.0': { from: 'zones', useIn: [] },
        },
        zustand: { '5.1.0': { from: 'zones', lib, useIn: ['zones'] } },
        'react-dom': { '19.3.0': { from: 'shell', loaded: true, useIn: [], lib } },
      },
    };
    expect(shareCopies(map)).toEqual([
      { scope: 'default', name: 'react', version: '19.2.0', from: 'zones', inUse: false, usedBy: [] },
      { scope: 'default', name: 'react', version: '19.3.0', from: 'shell', inUse: true, usedBy: ['shell', 'zones'] },
      // the provider of a loaded copy uses it, even if no hub took it through the runtime
      { scope: 'default', name: 'react-dom', version: '19.3.0', from: 'shell', inUse: true, usedBy: ['shell'] },
      { scope: 'default', name: 'zustand', version: '5.1.0', from: 'zones', inUse: true, usedBy: ['zones'] },
    ]);
  });

  it('an empty or odd map gives no copies rather than an error', () => {
    expect(shareCopies(undefined)).toEqual([]);
    expect(shareCopies({ default: { react: null, x: { '1.0.0': null } } })).toEqual([
      { scope: 'default', name: 'x', version: '1.0.0', from: 'unknown', inUse: false, usedBy: [] },
    ]);
  });

  it('one rule for "in use": loaded, handed over as a lib, or being loaded', () => {
    expect(isInUse({ loaded: true })).toBe(true);
    expect(isInUse({ lib: () => ({}) })).toBe(true);
    // where the two old rules disagreed: a copy whose load has started (a hub fetching its own
    // copy) is the one Module Federation hands on under 'loaded-first'; the status page used to
    // call it not in use while the skew guard counted it
    expect(isInUse({ loading: Promise.resolve() })).toBe(true);
    expect(isInUse({ loaded: false, loading: null })).toBe(false);
    // a lib that is not a function is not a loaded module (the runtime's own test)
    expect(isInUse({ lib: 'not a module' })).toBe(false);
    expect(isInUse({})).toBe(false);
  });

  it('a copy being loaded is in use in the list, and its provider runs on it', () => {
    const map = { default: { '@naturverse/ui': { '1.1.0': { from: 'zones', loading: Promise.resolve(), useIn: [] } } } };
    expect(shareCopies(map)).toEqual([{ scope: 'default', name: '@naturverse/ui', version: '1.1.0', from: 'zones', inUse: true, usedBy: ['zones'] }]);
  });

  it('groups one scope’s copies by package for the skew rule', () => {
    const map = {
      default: { '@naturverse/ui': { '1.0.0': { from: 'shell', loaded: true }, '1.1.0': { from: 'zones', loaded: false, loading: null } } },
      other: { '@naturverse/ui': { '9.0.0': { from: 'elsewhere', loaded: true } } },
    };
    expect(copiesByName(shareCopies(map))).toEqual({
      '@naturverse/ui': [
        { scope: 'default', name: '@naturverse/ui', version: '1.0.0', from: 'shell', inUse: true, usedBy: ['shell'] },
        { scope: 'default', name: '@naturverse/ui', version: '1.1.0', from: 'zones', inUse: false, usedBy: [] },
      ],
    });
    expect(copiesByName([])).toEqual({});
  });
});

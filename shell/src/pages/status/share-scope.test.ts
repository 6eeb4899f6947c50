import { describe, expect, it } from 'vitest';
import { sharedRows } from './share-scope';

describe('shared packages from the share scope', () => {
  it('lists each provided version with its provider, whether it is in use and by whom', () => {
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
    expect(sharedRows(map)).toEqual([
      { name: 'react', version: '19.2.0', providedBy: 'zones', inUse: false, usedBy: [] },
      { name: 'react', version: '19.3.0', providedBy: 'shell', inUse: true, usedBy: ['shell', 'zones'] },
      // the provider of a loaded copy uses it, even if no hub took it through the runtime
      { name: 'react-dom', version: '19.3.0', providedBy: 'shell', inUse: true, usedBy: ['shell'] },
      { name: 'zustand', version: '5.1.0', providedBy: 'zones', inUse: true, usedBy: ['zones'] },
    ]);
  });

  it('an empty or odd map gives no rows rather than an error', () => {
    expect(sharedRows(undefined)).toEqual([]);
    expect(sharedRows({ default: { react: null, x: { '1.0.0': null } } })).toEqual([
      { name: 'x', version: '1.0.0', providedBy: 'unknown', inUse: false, usedBy: [] },
    ]);
  });
});

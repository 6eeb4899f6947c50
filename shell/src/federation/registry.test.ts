import { describe, expect, it, vi } from 'vitest';
import { parseRegistry, remoteForPath } from './registry';

const registry = parseRegistry({
  remotes: [
    { name: 'zones', title: 'Zones', manifest: 'http://localhost:3001/mf-manifest.json', prefixes: ['/zones'] },
    { name: 'marketplace', manifest: 'http://x/mf-manifest.json', prefixes: ['/marketplace', '/cart', '/wishlist'] },
  ],
});

describe('parseRegistry', () => {
  it('keeps valid entries and defaults the title to the name', () => {
    expect(registry.remotes.map((r) => [r.name, r.title])).toEqual([
      ['zones', 'Zones'],
      ['marketplace', 'marketplace'],
    ]);
  });

  it('drops malformed entries instead of failing the whole site', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const parsed = parseRegistry({
      remotes: [
        { name: 'ok', manifest: 'http://a/m.json', prefixes: ['/ok'] },
        { name: 'Bad Name', manifest: 'http://a/m.json', prefixes: ['/x'] },
        { name: 'noprefix', manifest: 'http://a/m.json', prefixes: ['relative'] },
        { manifest: 'http://a/m.json' },
        null,
      ],
    });
    expect(parsed.remotes.map((r) => r.name)).toEqual(['ok']);
  });

  it('turns a missing or broken file into an empty registry', () => {
    expect(parseRegistry(null)).toEqual({ remotes: [] });
    expect(parseRegistry({ remotes: 'nope' })).toEqual({ remotes: [] });
  });
});

describe('remoteForPath', () => {
  it('matches a prefix and its sub-paths only', () => {
    expect(remoteForPath(registry, '/zones')?.name).toBe('zones');
    expect(remoteForPath(registry, '/zones/arcade')?.name).toBe('zones');
    expect(remoteForPath(registry, '/cart')?.name).toBe('marketplace');
    expect(remoteForPath(registry, '/cartoon')).toBeUndefined();
    expect(remoteForPath(registry, '/')).toBeUndefined();
  });
});

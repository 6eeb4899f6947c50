import { describe, expect, it, vi } from 'vitest';
import { EMPTY_REGISTRY, parseRegistry, remoteForPath } from './registry';

const zones = { name: 'zones', title: 'Zones', manifest: 'http://localhost:3001/mf-manifest.json', prefixes: ['/zones'] };
const marketplace = { name: 'marketplace', title: 'Marketplace', manifest: 'http://x/mf-manifest.json', prefixes: ['/marketplace', '/cart', '/wishlist'] };
const registry = parseRegistry({ remotes: [zones, marketplace] });

describe('parseRegistry', () => {
  it('keeps a valid registry; no overrides section means no override allowed', () => {
    expect(registry.remotes.map((r) => [r.name, r.title])).toEqual([
      ['zones', 'Zones'],
      ['marketplace', 'Marketplace'],
    ]);
    expect(registry.overrides.allowedOrigins).toEqual([]);
  });

  it('refuses the whole file when one entry is wrong, and logs every fault', () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const parsed = parseRegistry({ remotes: [zones, { ...marketplace, colour: 'green' }, { ...zones, name: 'Bad Name', prefixes: ['relative'] }] });
    expect(parsed).toEqual(EMPTY_REGISTRY);
    const message = String(logged.mock.calls[0]?.[0]);
    expect(message).toContain('/remotes.json is invalid');
    expect(message).toContain('remotes[1].colour: unknown field (not allowed)');
    expect(message).toContain('remotes[2].name');
    expect(message).toContain('remotes[2].prefixes[0]');
  });

  it('refuses overlapping prefixes', () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(parseRegistry({ remotes: [zones, { ...marketplace, prefixes: ['/zones/shop'] }] })).toEqual(EMPTY_REGISTRY);
    expect(String(logged.mock.calls[0]?.[0])).toContain('prefix "/zones/shop" of "marketplace" overlaps "/zones" of "zones"');
  });

  it('turns a missing or broken file into an empty registry', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(parseRegistry(null)).toEqual(EMPTY_REGISTRY);
    expect(parseRegistry({ remotes: 'nope' })).toEqual(EMPTY_REGISTRY);
    expect(parseRegistry({ remotes: [] })).toEqual(EMPTY_REGISTRY);
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

import { describe, expect, it } from 'vitest';
import { REGISTRY_SCHEMA, checkRegistry, originAllowed, prefixesOverlap } from './registry-schema.js';

const hub = (name: string, prefixes: string[], extra: Record<string, unknown> = {}) => ({
  name,
  title: name.toUpperCase(),
  manifest: `http://localhost:3001/${name}/mf-manifest.json`,
  prefixes,
  ...extra,
});
const errorsOf = (raw: unknown) => checkRegistry(raw).errors;

describe('registry schema', () => {
  it('schema 2 names the live shell; a shell without schema 2, schema 2 without a shell or a newer schema is refused', () => {
    const shell = { version: '1.0.0', shared: { react: { version: '19.0.0', requiredVersion: '^19.0.0' } } };
    const live = checkRegistry({ schema: REGISTRY_SCHEMA, remotes: [hub('zones', ['/zones'])], revision: 3, shell });
    expect(live.ok && live.registry.shell).toEqual(shell);
    expect(errorsOf({ remotes: [hub('zones', ['/zones'])], shell })).toEqual([
      `a registry names its live shell exactly when it says schema ${REGISTRY_SCHEMA}`,
    ]);
    expect(errorsOf({ schema: 2, remotes: [hub('zones', ['/zones'])] })).toEqual([
      `a registry names its live shell exactly when it says schema ${REGISTRY_SCHEMA}`,
    ]);
    expect(errorsOf({ schema: 3, remotes: [hub('zones', ['/zones'])], shell })).toEqual(['schema: must be a whole number from 2 to 2']);
    expect(errorsOf({ schema: 2, remotes: [hub('zones', ['/zones'])], shell: { ...shell, shared: { react: { version: 19 } } } })[0]).toMatch(
      /^shell\.shared\.react\.version/,
    );
  });

  it('accepts an optional fallback manifest and reads a missing overrides section as none allowed', () => {
    const checked = checkRegistry({ remotes: [hub('zones', ['/zones'], { fallback: 'https://cdn.example.org/zones/mf-manifest.json' })] });
    expect(checked.ok).toBe(true);
    expect(checked.registry?.overrides).toEqual({ allowedOrigins: [] });
  });

  it('refuses unknown fields at every level, naming where', () => {
    expect(errorsOf({ remotes: [hub('zones', ['/zones'], { colour: 1 })], extra: true, overrides: { allowedOrigins: [], mode: 'x' } })).toEqual([
      'remotes[0].colour: unknown field (not allowed)',
      'overrides.mode: unknown field (not allowed)',
      'extra: unknown field (not allowed)',
    ]);
  });

  it('requires name, title, an http(s) manifest URL and paths as prefixes', () => {
    expect(errorsOf({ remotes: [{ name: 'zones', manifest: 'zones.json', prefixes: ['zones', '/', '/x/'] }] })).toEqual([
      'remotes[0].title: required field is missing',
      'remotes[0].manifest: manifest must be an http(s) URL or a path on the site starting with "/"',
      expect.stringMatching(/^remotes\[0\]\.prefixes\[0\]: a prefix is 1–6 segments/),
      expect.stringMatching(/^remotes\[0\]\.prefixes\[1\]/),
      expect.stringMatching(/^remotes\[0\]\.prefixes\[2\]/),
    ]);
    expect(errorsOf({ remotes: [hub('zones', ['/zones'], { fallback: 'javascript:alert(1)' })] })).toEqual([
      'remotes[0].fallback: fallback must be an http(s) URL or a path on the site starting with "/"',
    ]);
    expect(errorsOf({ remotes: [hub('zones', ['/zones'], { manifest: '/hubs/zones/mf-manifest.json' })] })).toEqual([]);
    expect(errorsOf({ remotes: [hub('zones', ['/zones'], { manifest: '//evil.example/mf-manifest.json' })] })).toHaveLength(1);
    expect(errorsOf({ remotes: [] })).toEqual(['remotes: remotes must name at least one hub']);
    expect(errorsOf('<html>')).toEqual(['the registry must be an object']);
  });

  it('refuses overlapping prefixes and a hub listed twice', () => {
    expect(errorsOf({ remotes: [hub('zones', ['/zones']), hub('shop', ['/cart', '/zones/shop'])] })).toEqual([
      'prefix "/zones/shop" of "shop" overlaps "/zones" of "zones"',
    ]);
    expect(errorsOf({ remotes: [hub('zones', ['/zones']), hub('zones', ['/other'])] })).toEqual(['hub "zones" is listed twice']);
    expect(prefixesOverlap('/cart', '/cartoon')).toBe(false);
    expect(prefixesOverlap('/cart', '/cart')).toBe(true);
  });

  it('allowed origins: exact origin, or host with any port via ":*"; nothing else', () => {
    const allowed = ['http://localhost:*', 'https://zones.preview.naturverse.example'];
    expect(originAllowed('http://localhost:3456/mf-manifest.json', allowed)).toBe(true);
    expect(originAllowed('http://localhost/mf-manifest.json', allowed)).toBe(true);
    expect(originAllowed('https://zones.preview.naturverse.example/v2/mf-manifest.json', allowed)).toBe(true);
    expect(originAllowed('https://zones.preview.naturverse.example:8443/mf-manifest.json', allowed)).toBe(false);
    expect(originAllowed('https://localhost:3456/mf-manifest.json', allowed)).toBe(false);
    expect(originAllowed('http://localhost.evil.example/mf-manifest.json', allowed)).toBe(false);
    expect(originAllowed('not a url', allowed)).toBe(false);
    expect(originAllowed('http://localhost:3001/mf-manifest.json', [])).toBe(false);
    expect(errorsOf({ remotes: [hub('zones', ['/zones'])], overrides: { allowedOrigins: ['http://*.example.org', 'https://x.org/'] } })).toHaveLength(2);
  });
});

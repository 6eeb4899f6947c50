import { describe, expect, it } from 'vitest';
import { OVERRIDES_OFF, allowedOrigins, overrideRefusal, overrideRequests, parseOverrideParam, resolveOverrides, withoutOverrideParams } from './overrides';

const ZONES = { name: 'zones', title: 'Zones', manifest: 'http://localhost:3001/mf-manifest.json', prefixes: ['/zones'] };
const PASSPORT = { name: 'passport', title: 'Passport', manifest: 'http://localhost:3005/mf-manifest.json', prefixes: ['/passport'] };
const V2 = 'http://localhost:3551/mf-manifest.json';

const open = { remotes: [ZONES, PASSPORT], overrides: { allowedOrigins: ['http://localhost:3551'] } };
const closed = { remotes: [ZONES, PASSPORT], overrides: { allowedOrigins: [] } };

describe('the override parameter', () => {
  it('reads hub@url, clear, and refuses anything else', () => {
    expect(parseOverrideParam(`zones@${V2}`)).toEqual({ kind: 'set', name: 'zones', manifest: V2 });
    expect(parseOverrideParam('clear')).toEqual({ kind: 'clear' });
    expect(parseOverrideParam('zones')).toEqual({ kind: 'invalid', text: 'zones' });
    expect(parseOverrideParam('@http://x')).toEqual({ kind: 'invalid', text: '@http://x' });
    expect(parseOverrideParam('zones@')).toEqual({ kind: 'invalid', text: 'zones@' });
  });

  it('is read in order from the query string and taken out of it', () => {
    const search = `?a=1&override=clear&override=${encodeURIComponent(`zones@${V2}`)}&b=2`;
    expect(overrideRequests(search)).toEqual([{ kind: 'clear' }, { kind: 'set', name: 'zones', manifest: V2 }]);
    expect(withoutOverrideParams(search)).toBe('?a=1&b=2');
    expect(withoutOverrideParams('?override=clear')).toBe('');
  });
});

describe('which overrides are allowed', () => {
  it('reads the allow-list as the registry gives it', () => {
    expect(allowedOrigins({ overrides: { allowedOrigins: ['http://localhost:*'] } })).toEqual(['http://localhost:*']);
  });

  it('allows any port of a host listed with :*, and nothing else of it', () => {
    const local = { remotes: [ZONES], overrides: { allowedOrigins: ['http://localhost:*'] } };
    expect(overrideRefusal(local, 'zones', 'http://localhost:3559/mf-manifest.json')).toBeNull();
    expect(overrideRefusal(local, 'zones', 'https://localhost:3559/mf-manifest.json')).toMatch(/^https:\/\/localhost:3559 is not one of the origins/);
    expect(overrideRefusal(local, 'zones', 'http://evil.example/mf-manifest.json')).toBe(
      'http://evil.example is not one of the origins this site allows overrides from (http://localhost:*).',
    );
  });

  it('allows an allowed origin for a known hub', () => {
    expect(overrideRefusal(open, 'zones', V2)).toBeNull();
  });

  it('refuses, in plain words: an empty allow-list, another origin, a non-URL, an unknown hub', () => {
    expect(overrideRefusal(closed, 'zones', V2)).toBe(OVERRIDES_OFF);
    expect(overrideRefusal(open, 'zones', 'http://localhost:3559/mf-manifest.json')).toBe(
      'http://localhost:3559 is not one of the origins this site allows overrides from (http://localhost:3551).',
    );
    expect(overrideRefusal(open, 'zones', 'javascript:alert(1)')).toMatch(/is not a web address/);
    expect(overrideRefusal(open, 'nope', V2)).toBe('There is no hub called “nope” in this site’s registry.');
  });
});

describe('resolving overrides at start-up', () => {
  it('applies an allowed URL override to that hub only, and stores it', () => {
    const out = resolveOverrides(open, {}, [{ kind: 'set', name: 'zones', manifest: V2 }]);
    expect(out.registry.remotes).toEqual([{ ...ZONES, manifest: V2 }, PASSPORT]);
    expect(out.active).toEqual([{ name: 'zones', title: 'Zones', manifest: V2, original: ZONES.manifest }]);
    expect(out.refused).toEqual([]);
    expect(out.store).toEqual({ zones: V2 });
  });

  it('applies a stored override without writing again', () => {
    const out = resolveOverrides(open, { zones: V2 }, []);
    expect(out.registry.remotes[0]!.manifest).toBe(V2);
    expect(out.store).toBeNull();
  });

  it('refuses a URL override towards another origin: not applied, not stored', () => {
    const out = resolveOverrides(open, {}, [{ kind: 'set', name: 'zones', manifest: 'http://localhost:3559/mf-manifest.json' }]);
    expect(out.registry.remotes).toEqual([ZONES, PASSPORT]);
    expect(out.active).toEqual([]);
    expect(out.refused).toEqual([
      expect.objectContaining({ name: 'zones', source: 'url', reason: expect.stringContaining('http://localhost:3559 is not one of the origins') }),
    ]);
    expect(out.store).toBeNull();
  });

  it('does not apply a stored override once the allow-list no longer has its origin (production default)', () => {
    const out = resolveOverrides(closed, { zones: V2 }, []);
    expect(out.registry.remotes).toEqual([ZONES, PASSPORT]);
    expect(out.refused).toEqual([{ name: 'zones', manifest: V2, source: 'stored', reason: OVERRIDES_OFF }]);
    expect(out.store).toBeNull();
  });

  it('clear removes every stored override, and a later set in the same URL still applies', () => {
    expect(resolveOverrides(open, { zones: V2 }, [{ kind: 'clear' }])).toMatchObject({ active: [], store: {} });
    const out = resolveOverrides(open, { passport: V2 }, [{ kind: 'clear' }, { kind: 'set', name: 'zones', manifest: V2 }]);
    expect(out.store).toEqual({ zones: V2 });
    expect(out.active.map((a) => a.name)).toEqual(['zones']);
  });

  it('reports a malformed parameter and a stored override for a hub the registry no longer names', () => {
    const out = resolveOverrides(open, { gone: V2 }, [{ kind: 'invalid', text: 'zones' }]);
    expect(out.refused.map((r) => r.reason)).toEqual([
      '“zones” is not an override: write override=<hub>@<manifest URL> or override=clear.',
      'There is no hub called “gone” in this site’s registry.',
    ]);
    expect(out.registry.remotes).toEqual([ZONES, PASSPORT]);
  });

  it('an override equal to the registry’s URL is no override', () => {
    const out = resolveOverrides({ ...open, overrides: { allowedOrigins: ['http://localhost:3001'] } }, { zones: ZONES.manifest }, []);
    expect(out.active).toEqual([]);
    expect(out.refused).toEqual([]);
  });
});

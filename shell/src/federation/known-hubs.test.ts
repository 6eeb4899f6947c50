import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { REMOTES } from '@naturverse/config/federation';
import { KNOWN_HUBS } from './known-hubs';
import { hubForPath, parseRegistry } from './registry';

describe('KNOWN_HUBS', () => {
  it('names the same hubs, titles and prefixes as the build’s list of remotes', () => {
    expect(KNOWN_HUBS).toEqual(REMOTES);
  });

  it('names the same hubs, titles and prefixes as the shipped registry', () => {
    const shipped = parseRegistry(JSON.parse(readFileSync(new URL('../../public/remotes.json', import.meta.url), 'utf8')));
    expect(KNOWN_HUBS.map(({ name, title, prefixes }) => ({ name, title, prefixes }))).toEqual(
      shipped.remotes.map(({ name, title, prefixes }) => ({ name, title, prefixes })),
    );
  });

  it('tells a hub path (to name the fault) from a path of no page', () => {
    expect(hubForPath(KNOWN_HUBS, '/wishlist')?.title).toBe('Marketplace');
    expect(hubForPath(KNOWN_HUBS, '/zones/arcade')?.name).toBe('zones');
    expect(hubForPath(KNOWN_HUBS, '/no/such/place')).toBeUndefined();
    expect(hubForPath(KNOWN_HUBS, '/zonesx')).toBeUndefined();
  });
});

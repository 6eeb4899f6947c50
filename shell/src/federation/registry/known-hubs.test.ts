import { readFileSync } from 'node:fs';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { REMOTES, registryFileOf } from '@naturverse/site/federation';
import type { KnownHub } from './types';
import { hubForPath, parseRegistry } from './registry';

let KNOWN_HUBS: readonly KnownHub[];

beforeAll(async () => {
  // what shell/rsbuild.config.ts defines at build time
  vi.stubGlobal('__NATURVERSE_HUBS__', REMOTES);
  ({ KNOWN_HUBS } = await import('./known-hubs'));
});

describe('KNOWN_HUBS', () => {
  it('the shipped registry names the same hubs, titles and prefixes as the build', () => {
    const shipped = parseRegistry(JSON.parse(readFileSync(registryFileOf('local'), 'utf8')));
    expect(shipped.remotes.map(({ name, title, prefixes }) => ({ name, title, prefixes }))).toEqual(KNOWN_HUBS);
  });

  it('tells a hub path (to name the fault) from a path of no page', () => {
    expect(hubForPath(KNOWN_HUBS, '/wishlist')?.title).toBe('Marketplace');
    expect(hubForPath(KNOWN_HUBS, '/zones/arcade')?.name).toBe('zones');
    expect(hubForPath(KNOWN_HUBS, '/no/such/place')).toBeUndefined();
    expect(hubForPath(KNOWN_HUBS, '/zonesx')).toBeUndefined();
  });
});

import { describe, expect, it } from 'vitest';
import { allowsIdlePrefetch, routeMatches } from './in-reach.js';

describe('allowsIdlePrefetch (spec §9)', () => {
  it('prefetches when the connection is unknown or fast enough', () => {
    expect(allowsIdlePrefetch(undefined)).toBe(true);
    expect(allowsIdlePrefetch({})).toBe(true);
    expect(allowsIdlePrefetch({ downlink: 1 })).toBe(true);
    expect(allowsIdlePrefetch({ downlink: 10, saveData: false })).toBe(true);
  });

  it('does not prefetch in data-saver mode or below 1 Mbit/s', () => {
    expect(allowsIdlePrefetch({ saveData: true, downlink: 50 })).toBe(false);
    expect(allowsIdlePrefetch({ downlink: 0.99 })).toBe(false);
  });
});

describe('routeMatches: a link path against a route', () => {
  it('matches the same segments, a :name segment standing for any one', () => {
    expect(routeMatches('/zones/music', '/zones/music')).toBe(true);
    expect(routeMatches('/marketplace/:slug', '/marketplace/turian-plush')).toBe(true);
    expect(routeMatches('/naturversity/course/:slug', '/naturversity/course/nature-101/')).toBe(true);
    expect(routeMatches('/cart', '/cart')).toBe(true);
  });

  it('does not match another page: fewer or more segments, another word', () => {
    expect(routeMatches('/marketplace/:slug', '/marketplace')).toBe(false);
    expect(routeMatches('/marketplace/:slug', '/marketplace/a/b')).toBe(false);
    expect(routeMatches('/zones/music', '/zones/musics')).toBe(false);
    expect(routeMatches('/zones/music', '/passport')).toBe(false);
  });
});

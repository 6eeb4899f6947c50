import { describe, expect, it } from 'vitest';
import { browserFamily } from './browser-family';
import { hubOfPath, pathAt, routePattern } from './route-pattern';

const PREFIXES = { zones: ['/zones'], marketplace: ['/marketplace', '/cart', '/wishlist'], navatar: ['/navatar'] };
const ALL = Object.values(PREFIXES).flat();

describe('route patterns: never the address', () => {
  it("keeps the hub's prefix and hides every further segment", () => {
    expect(routePattern('/zones/music', ALL)).toBe('/zones/:seg');
    expect(routePattern('/marketplace/product/my-dragon-story', ALL)).toBe('/marketplace/:seg/:seg');
    expect(routePattern('/', ALL)).toBe('/');
    expect(routePattern('/navatar', ALL)).toBe('/navatar');
  });

  it('hides an unknown first segment too (a mistyped address can carry a name)', () => {
    expect(routePattern('/ada-lovelace', ALL)).toBe('/:seg');
  });
});

describe('attribution of a vital to the hub that owned the route at the time', () => {
  const timeline = [
    { at: 0, pathname: '/' },
    { at: 1200.5, pathname: '/zones/music' },
    { at: 5000, pathname: '/cart' },
  ];

  it('finds the path at a moment, including fractional times and the exact switch', () => {
    expect(pathAt(timeline, 800)).toBe('/');
    expect(pathAt(timeline, 1200.4)).toBe('/');
    expect(pathAt(timeline, 1200.5)).toBe('/zones/music');
    expect(pathAt(timeline, 4999.9)).toBe('/zones/music');
    expect(pathAt(timeline, 9000)).toBe('/cart');
    expect(pathAt([], 10)).toBeNull();
  });

  it('names the hub by prefix; the shell owns the rest', () => {
    expect(hubOfPath('/zones/music', PREFIXES)).toBe('zones');
    expect(hubOfPath('/cart', PREFIXES)).toBe('marketplace');
    expect(hubOfPath('/zonesque', PREFIXES)).toBeNull();
    expect(hubOfPath('/', PREFIXES)).toBeNull();
  });
});

describe('browser family', () => {
  it('is one of four words, nothing more', () => {
    expect(browserFamily('Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Safari/537.36')).toBe('chromium');
    expect(browserFamily('Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/156.0.0.0 Safari/537.36')).toBe('chromium');
    expect(browserFamily('Mozilla/5.0 (Windows NT 10.0; rv:140.0) Gecko/20100101 Firefox/140.0')).toBe('firefox');
    expect(
      browserFamily('Mozilla/5.0 (iPad; CPU OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1'),
    ).toBe('safari');
    expect(browserFamily('curl/8.0')).toBe('other');
  });
});

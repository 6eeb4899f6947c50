import { describe, expect, it } from 'vitest';
import { hubPrefixes, pageFileCandidates, START_PAGE } from './page-files.js';

describe('which HTML file answers a route (static server, nginx, service worker)', () => {
  const hubs = ['/zones', '/marketplace', '/cart'];

  it("a route's own prerendered page first, `/` included, with or without a trailing slash", () => {
    expect(pageFileCandidates('/', hubs)).toEqual(['/index.html', START_PAGE]);
    expect(pageFileCandidates('/about', hubs)).toEqual(['/about/index.html', START_PAGE, '/index.html']);
    expect(pageFileCandidates('/worlds/thailandia/', hubs)[0]).toBe('/worlds/thailandia/index.html');
  });

  it("then the page of the hub whose prefix holds the path, never a prefix's namesake", () => {
    expect(pageFileCandidates('/zones/arcade/music', hubs)).toEqual(['/zones/arcade/music/index.html', '/zones/index.html', START_PAGE, '/index.html']);
    expect(pageFileCandidates('/zones', hubs)).toEqual(['/zones/index.html', START_PAGE, '/index.html']);
    expect(pageFileCandidates('/cartoons', hubs)).toEqual(['/cartoons/index.html', START_PAGE, '/index.html']);
  });

  it("the start-up page before a part's index.html (a hub's standalone page has only the latter)", () => {
    expect(START_PAGE).toBe('/app.html');
    expect(pageFileCandidates('/profile')).toEqual(['/profile/index.html', '/app.html', '/index.html']);
  });

  it('reads the prefixes of a registry, and none from a broken one', () => {
    expect(hubPrefixes({ remotes: [{ prefixes: ['/zones'] }, { prefixes: ['/marketplace', '/cart', 7, 'x', '/'] }] })).toEqual([
      '/zones',
      '/marketplace',
      '/cart',
    ]);
    expect(hubPrefixes(null)).toEqual([]);
    expect(hubPrefixes({ remotes: 'x' })).toEqual([]);
    expect(hubPrefixes({ remotes: [null, { prefixes: null }] })).toEqual([]);
  });
});

import { describe, expect, it } from 'vitest';
import { fileFor, prerenderedPages } from './pages';
import { isPrerenderedFor, markStarted, pagePath, pageStarted } from '../lib/prerendered-page';

describe('the pages the build prerenders', () => {
  const pages = prerenderedPages({
    worlds: [
      { slug: 'thailandia', characters: [{ name: 'chang' }] },
      { slug: 'chilandia', characters: [] },
    ],
    textPages: ['about', 'terms'],
    hubs: [
      { title: 'Zones', prefixes: ['/zones'] },
      { title: 'Marketplace', prefixes: ['/marketplace', '/cart'] },
    ],
  });

  it('every shell page with static content, each world and character, the text pages, Turian, Log in and 404', () => {
    expect(pages.filter((p) => p.kind === 'page').map((p) => p.path)).toEqual([
      '/',
      '/worlds',
      '/worlds/thailandia',
      '/worlds/thailandia/characters/chang',
      '/worlds/chilandia',
      '/about',
      '/terms',
      '/turian',
      '/login',
      '/404',
    ]);
  });

  it("each page links its own chunk's stylesheet (Home and 404 ship in the first render)", () => {
    const chunk = Object.fromEntries(pages.filter((p) => p.kind === 'page').map((p) => [p.path, p.chunk]));
    expect(chunk).toMatchObject({ '/': undefined, '/worlds/chilandia': 'worlds', '/about': 'text', '/turian': 'turian', '/login': 'login', '/404': undefined });
  });

  it("one page per hub prefix with the hub's title, and the start-up page as app.html", () => {
    expect(pages.filter((p) => p.kind !== 'page')).toEqual([
      { kind: 'hub', path: '/zones', file: 'zones/index.html', title: 'Zones' },
      { kind: 'hub', path: '/marketplace', file: 'marketplace/index.html', title: 'Marketplace' },
      { kind: 'hub', path: '/cart', file: 'cart/index.html', title: 'Marketplace' },
      { kind: 'start', path: '/', file: 'app.html' },
    ]);
  });

  it('writes a route as <path>/index.html, and no two pages to one file', () => {
    expect(fileFor('/')).toBe('index.html');
    expect(fileFor('/worlds/thailandia')).toBe('worlds/thailandia/index.html');
    expect(new Set(pages.map((p) => p.file)).size).toBe(pages.length);
  });

  it('the browser hydrates the HTML of its own route only, trailing slash or not', () => {
    const root = (path: string | null) => ({ getAttribute: () => path });
    expect(pagePath('/about/')).toBe('/about');
    expect(pagePath('/')).toBe('/');
    expect(isPrerenderedFor(root('/about'), '/about')).toBe(true);
    expect(isPrerenderedFor(root('/about'), '/about/')).toBe(true);
    expect(isPrerenderedFor(root('/'), '/')).toBe(true);
    expect(isPrerenderedFor(root('/about'), '/terms')).toBe(false);
    // a hub's page on a deeper path of the hub, and the start-up page (no route): rendered afresh
    expect(isPrerenderedFor(root('/zones'), '/zones')).toBe(true);
    expect(isPrerenderedFor(root('/zones'), '/zones/arcade')).toBe(false);
    expect(isPrerenderedFor(root(null), '/profile')).toBe(false);
  });

  it('the page counts as started once its first render has marked it (later renders are navigations)', () => {
    const removed: string[] = [];
    expect(pageStarted()).toBe(false);
    markStarted({ getElementById: () => ({ removeAttribute: (name: string) => removed.push(name) }) as unknown as HTMLElement });
    expect(pageStarted()).toBe(true);
    expect(removed).toEqual(['data-prerendered']);
  });
});

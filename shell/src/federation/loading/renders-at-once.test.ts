import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Registry } from '../registry/types';

const state = vi.hoisted(() => ({ loaded: new Set<string>() }));
const REGISTRY: Registry = {
  remotes: [
    { name: 'marketplace', title: 'Marketplace', manifest: 'http://localhost:3002/mf-manifest.json', prefixes: ['/marketplace', '/cart', '/wishlist'] },
    { name: 'navatar', title: 'Navatar', manifest: 'http://localhost:3006/mf-manifest.json', prefixes: ['/navatar'] },
  ],
  overrides: { allowedOrigins: [] },
} as Registry;

vi.mock('./remotes', () => ({
  getRegistry: () => REGISTRY,
  loadedHub: (name: string) => (state.loaded.has(name) ? () => null : undefined),
}));

const { rendersAtOnce } = await import('./renders-at-once');

describe('rendersAtOnce', () => {
  beforeEach(() => state.loaded.clear());

  it('home is in the first load', () => {
    expect(rendersAtOnce('/')).toBe(true);
  });

  it("a loaded hub's landing page (its first prefix) renders at once", () => {
    state.loaded.add('marketplace');
    expect(rendersAtOnce('/marketplace')).toBe(true);
  });

  it('a hub not loaded yet keeps the transition (the current page stays until it arrives)', () => {
    expect(rendersAtOnce('/marketplace')).toBe(false);
    expect(rendersAtOnce('/navatar')).toBe(false);
  });

  it("a loaded hub's other pages may be loaded on their visit: transition", () => {
    state.loaded.add('marketplace');
    expect(rendersAtOnce('/cart')).toBe(false);
    expect(rendersAtOnce('/marketplace/apple-seeds')).toBe(false);
    expect(rendersAtOnce('/marketplace/')).toBe(false);
  });

  it("the shell's other pages and unknown paths: transition", () => {
    state.loaded.add('marketplace');
    for (const path of ['/worlds', '/login', '/status', '/no/such/place', '/marketplacex']) expect(rendersAtOnce(path)).toBe(false);
  });
});

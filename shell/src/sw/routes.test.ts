import { describe, expect, it } from 'vitest';
import { isAppNavigation, isHashedAsset, isHubManifest, isRegistryFile, pageFileFor } from './routes';

const SITE = 'http://localhost:3000';
const url = (href: string) => new URL(href, SITE);

describe('service worker route matching', () => {
  it('registry: the site’s own /remotes.json and /config.json only', () => {
    expect(isRegistryFile(url('/remotes.json'), SITE)).toBe(true);
    expect(isRegistryFile(url('/config.json'), SITE)).toBe(true);
    expect(isRegistryFile(url('/remotes.json?probe=1'), SITE)).toBe(false);
    expect(isRegistryFile(url('http://localhost:3001/remotes.json'), SITE)).toBe(false);
    expect(isRegistryFile(url('/zones/remotes.json'), SITE)).toBe(false);
    expect(isRegistryFile(url('/mf-stats.json'), SITE)).toBe(false);
  });

  it('hub manifests: mf-manifest.json on any http(s) origin and folder', () => {
    expect(isHubManifest(url('http://localhost:3001/mf-manifest.json'))).toBe(true);
    expect(isHubManifest(url('https://cdn.example.org/hubs/zones/v7/mf-manifest.json'))).toBe(true);
    expect(isHubManifest(url('http://localhost:3001/mf-manifest-stats.json'))).toBe(false);
    expect(isHubManifest(url('http://localhost:3001/static/js/zones.286fdbe5fe.js'))).toBe(false);
  });

  it('hashed files: under /static/ with a content hash, on the site or a hub origin', () => {
    expect(isHashedAsset(url('/static/js/index.2f2cdc2fb0.js'))).toBe(true);
    expect(isHashedAsset(url('http://localhost:3004/static/js/async/5.c1cb4ce298.js'))).toBe(true);
    expect(isHashedAsset(url('http://localhost:3001/static/css/async/i.0badc0de11.css'))).toBe(true);
    // not hashed, or not build output: never cached forever
    expect(isHashedAsset(url('/theme.js'))).toBe(false);
    expect(isHashedAsset(url('/static/js/index.js'))).toBe(false);
    expect(isHashedAsset(url('/worlds/thailandia/characters/turian.png'))).toBe(false);
    expect(isHashedAsset(url('https://x.supabase.co/storage/v1/object/public/avatars/ab12cd34ef.png'))).toBe(false);
  });

  it('navigations to app routes get the app shell; files and other origins do not', () => {
    expect(isAppNavigation(url('/'), SITE, 'navigate')).toBe(true);
    expect(isAppNavigation(url('/zones/arcade'), SITE, 'navigate')).toBe(true);
    expect(isAppNavigation(url('/worlds/thailandia/characters/turian'), SITE, 'navigate')).toBe(true);
    expect(isAppNavigation(url('/login?next=%2Fpassport'), SITE, 'navigate')).toBe(true);
    expect(isAppNavigation(url('/remotes.json'), SITE, 'navigate')).toBe(false);
    expect(isAppNavigation(url('/sw.js'), SITE, 'navigate')).toBe(false);
    expect(isAppNavigation(url('http://localhost:3001/zones'), SITE, 'navigate')).toBe(false);
    expect(isAppNavigation(url('/zones/arcade'), SITE, 'cors')).toBe(false);
  });

  it("a navigation's HTML file: its own precached page, else its hub's page, else the start-up page", () => {
    const precached = new Set(['/index.html', '/about/index.html', '/zones/index.html', '/app.html']);
    const has = (file: string) => precached.has(file);
    const hubs = ['/zones', '/marketplace'];
    expect(pageFileFor('/', hubs, has)).toBe('/index.html');
    expect(pageFileFor('/about', hubs, has)).toBe('/about/index.html');
    expect(pageFileFor('/zones/arcade', hubs, has)).toBe('/zones/index.html');
    // a hub whose page this build did not make, and a route only the app knows
    expect(pageFileFor('/marketplace/stickers', hubs, has)).toBe('/app.html');
    expect(pageFileFor('/profile', hubs, has)).toBe('/app.html');
    // a worker precaching none of them (an older build's list): the last candidate
    expect(pageFileFor('/profile', hubs, () => false)).toBe('/index.html');
  });
});

import { describe, expect, it, vi } from 'vitest';
import { assetUrlsFromManifest, manifestUrlsFromRegistry } from './hub-assets';

const MANIFEST_URL = 'http://localhost:3001/mf-manifest.json';

function group(js: { sync?: unknown; async?: unknown }, css: { sync?: unknown; async?: unknown } = {}) {
  return { assets: { js, css } };
}

/** The shape the Module Federation build writes (trimmed to what matters here). */
const manifest = {
  metaData: { publicPath: 'auto', remoteEntry: { name: 'static/js/zones.286fdbe5fe.js', path: '' } },
  shared: [
    group({ sync: ['static/js/async/3.2a06a84790.js'], async: [] }),
    group({ sync: ['static/js/async/e.9d19e6bb15.js'], async: [] }, { sync: ['static/css/ui.1234abcd99.css'] }),
  ],
  exposes: [
    group(
      { sync: ['static/js/async/__federation_expose_routes.ca829541ee.js'], async: ['static/js/async/i.efc4cc7413.js'] },
      { async: ['static/css/async/i.0badc0de11.css'] },
    ),
  ],
};

describe('assetUrlsFromManifest', () => {
  it('lists the remote entry and every sync and async JS and CSS file, beside the manifest', () => {
    expect(assetUrlsFromManifest(manifest, MANIFEST_URL)).toEqual([
      'http://localhost:3001/static/js/zones.286fdbe5fe.js',
      'http://localhost:3001/static/js/async/3.2a06a84790.js',
      'http://localhost:3001/static/js/async/e.9d19e6bb15.js',
      'http://localhost:3001/static/css/ui.1234abcd99.css',
      'http://localhost:3001/static/js/async/__federation_expose_routes.ca829541ee.js',
      'http://localhost:3001/static/js/async/i.efc4cc7413.js',
      'http://localhost:3001/static/css/async/i.0badc0de11.css',
    ]);
  });

  it('resolves files against a hub that lives in a folder of another host', () => {
    const urls = assetUrlsFromManifest(manifest, 'https://cdn.example.org/hubs/zones/v7/mf-manifest.json');
    expect(urls[0]).toBe('https://cdn.example.org/hubs/zones/v7/static/js/zones.286fdbe5fe.js');
  });

  it('uses an explicit publicPath (absolute, or relative to the manifest) and the entry path', () => {
    const explicit = { ...manifest, metaData: { publicPath: 'https://files.example.org/z', remoteEntry: { name: 'zones.js', path: 'entry/' } } };
    expect(assetUrlsFromManifest(explicit, MANIFEST_URL)[0]).toBe('https://files.example.org/z/entry/zones.js');
    const relative = { ...manifest, metaData: { publicPath: '/zones-files/', remoteEntry: { name: 'zones.js' } } };
    expect(assetUrlsFromManifest(relative, MANIFEST_URL)[0]).toBe('http://localhost:3001/zones-files/zones.js');
  });

  it("leaves out a hub's own copy of a library the shell provides, keeps the rest", () => {
    const named = {
      ...manifest,
      shared: [
        { name: 'react', ...group({ sync: ['static/js/async/react.11111111.js'] }) },
        { name: 'left-pad', ...group({ sync: ['static/js/async/left-pad.22222222.js'] }) },
        // a file the exposed module needs too stays, whoever else lists it
        { name: 'zustand', ...group({ sync: ['static/js/async/i.efc4cc7413.js'] }) },
      ],
    };
    const urls = assetUrlsFromManifest(named, MANIFEST_URL, new Set(['react', 'zustand']));
    expect(urls).toEqual([
      'http://localhost:3001/static/js/zones.286fdbe5fe.js',
      'http://localhost:3001/static/js/async/left-pad.22222222.js',
      'http://localhost:3001/static/js/async/__federation_expose_routes.ca829541ee.js',
      'http://localhost:3001/static/js/async/i.efc4cc7413.js',
      'http://localhost:3001/static/css/async/i.0badc0de11.css',
    ]);
    // without the shell's list, every shared file is warmed (a hub the shell provides nothing for)
    expect(assetUrlsFromManifest(named, MANIFEST_URL)).toContain('http://localhost:3001/static/js/async/react.11111111.js');
  });

  it('lists a file named twice once', () => {
    const twice = { ...manifest, exposes: [group({ sync: ['static/js/async/3.2a06a84790.js'] })] };
    const urls = assetUrlsFromManifest(twice, MANIFEST_URL);
    expect(urls.filter((u) => u.endsWith('3.2a06a84790.js'))).toHaveLength(1);
  });

  it('skips entries that are not file names, keeps the rest', () => {
    const odd = {
      ...manifest,
      shared: [null, 'lib', { assets: 'x' }, group({ sync: [42, '', null, 'static/js/a.12345678.js'], async: 'nope' })],
      exposes: 'x',
    };
    expect(assetUrlsFromManifest(odd, MANIFEST_URL)).toEqual([
      'http://localhost:3001/static/js/zones.286fdbe5fe.js',
      'http://localhost:3001/static/js/a.12345678.js',
    ]);
  });

  it('refuses what it does not understand instead of guessing', () => {
    expect(() => assetUrlsFromManifest(null, MANIFEST_URL)).toThrow('not a manifest object');
    expect(() => assetUrlsFromManifest('<html>', MANIFEST_URL)).toThrow('not a manifest object');
    expect(() => assetUrlsFromManifest({ metaData: {} }, MANIFEST_URL)).toThrow('no remoteEntry');
    expect(() => assetUrlsFromManifest({ metaData: 'zones' }, MANIFEST_URL)).toThrow('no remoteEntry');
    expect(() => assetUrlsFromManifest({ metaData: { remoteEntry: 'zones.js' } }, MANIFEST_URL)).toThrow('no remoteEntry');
    expect(() => assetUrlsFromManifest({ metaData: { remoteEntry: { name: '' } } }, MANIFEST_URL)).toThrow('no remoteEntry');
    const badPublicPath = { ...manifest, metaData: { ...manifest.metaData, publicPath: 42 } };
    expect(() => assetUrlsFromManifest(badPublicPath, MANIFEST_URL)).toThrow('publicPath is not a string');
    const fn = { ...manifest, metaData: { ...manifest.metaData, getPublicPath: 'return window.x' } };
    expect(() => assetUrlsFromManifest(fn, MANIFEST_URL)).toThrow('getPublicPath is not supported');
    const js = { ...manifest, metaData: { ...manifest.metaData, publicPath: 'javascript:alert(1)//' } };
    expect(() => assetUrlsFromManifest(js, MANIFEST_URL)).toThrow('not an http(s) URL');
    const file = { ...manifest, shared: [group({ sync: ['data:text/javascript,alert(1)'] })] };
    expect(() => assetUrlsFromManifest(file, MANIFEST_URL)).toThrow('is not an http(s) URL');
  });
});

describe('manifestUrlsFromRegistry', () => {
  const registry = {
    remotes: [
      { name: 'zones', title: 'Zones', manifest: 'http://localhost:3001/mf-manifest.json', prefixes: ['/zones'] },
      { name: 'passport', title: 'Passport', manifest: '/hubs/passport/mf-manifest.json', prefixes: ['/passport'] },
      { name: 'again', title: 'Again', manifest: 'http://localhost:3001/mf-manifest.json', prefixes: ['/again'] },
    ],
  };

  it('warms a hub’s canary beside its stable version (the worker cannot know a page’s bucket: both must play offline)', () => {
    const withCanary = {
      remotes: [
        {
          name: 'zones',
          title: 'Zones',
          manifest: '/hubs/zones/1.3.0/mf-manifest.json',
          prefixes: ['/zones'],
          canary: { manifest: '/hubs/zones/1.4.0/mf-manifest.json', share: 10 },
        },
      ],
    };
    expect(manifestUrlsFromRegistry(withCanary, 'http://localhost:3000/sw.js')).toEqual([
      'http://localhost:3000/hubs/zones/1.3.0/mf-manifest.json',
      'http://localhost:3000/hubs/zones/1.4.0/mf-manifest.json',
    ]);
  });

  it('resolves every hub manifest against the site, once each', () => {
    expect(manifestUrlsFromRegistry(registry, 'http://localhost:3000/sw.js')).toEqual([
      'http://localhost:3001/mf-manifest.json',
      'http://localhost:3000/hubs/passport/mf-manifest.json',
    ]);
  });

  it('gives nothing for a registry it cannot read, and drops entries that are not http(s)', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(manifestUrlsFromRegistry(null, 'http://localhost:3000/')).toEqual([]);
    expect(manifestUrlsFromRegistry({ remotes: 'x' }, 'http://localhost:3000/')).toEqual([]);
    const bad = { remotes: [{ name: 'zones', manifest: 'javascript:alert(1)', prefixes: ['/zones'] }] };
    expect(manifestUrlsFromRegistry(bad, 'http://localhost:3000/')).toEqual([]);
  });
});

// The static "all JS of /" set on a synthetic dist: the shell's first load, the pages it
// preloads at idle (not their own lazy imports, not on-demand-* chunks), and each main
// hub's entry and ./routes.
import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { MAIN_HUBS, homeAllJs } from './all-js.ts';
import { HOME_ALL_JS, measureBudgets } from './budgets.ts';

const root = mkdtempSync(join(tmpdir(), 'nv-all-js-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));
function write(dir, file, body) {
  mkdirSync(join(dir, file, '..'), { recursive: true });
  writeFileSync(join(dir, file), body);
}

const shell = join(root, 'shell', 'dist');
const files = {
  index: 'static/js/index.aaaaaaaa11.js',
  app: 'static/js/async/app.bbbbbbbb22.js',
  worlds: 'static/js/async/worlds.cccccccc33.js',
  three: 'static/js/async/3.dddddddd44.js',
  mf: 'static/js/async/mf.a1a1a1a1a1.js', // the federation runtime's library: wanted by the idle hub prefetch
  fd: 'static/js/async/after-paint-federation.b2b2b2b2b2.js',
  workbox: 'static/js/async/7.eeeeeeee55.js',
  deep: 'static/js/async/deep.ffffffff66.js',
  confetti: 'static/js/async/on-demand-confetti.abababab77.js',
  supabase: 'static/js/async/on-demand-supabase.cdcdcdcd88.js',
};
write(shell, 'index.html', `<script defer src="/${files.index}"></script>`);
for (const [name, file] of Object.entries(files)) write(shell, file, name);
const chunk = (id, names, chunkFiles, children = []) => ({ id, names, files: chunkFiles, children, initial: false });
// the app chunk (first load) preloads two pages and workbox, loads confetti and supabase only on
// demand; a page's own lazy import (deep) is not preloaded
write(
  join(shell, '..'),
  'build-stats/load-graph.json',
  JSON.stringify({
    entrypoints: { index: { chunks: ['q'] } },
    namedChunkGroups: { 'first-render': { chunks: ['app'] }, 'after-paint-federation': { chunks: ['mf', 'fd'] } },
    chunks: [
      { ...chunk('q', ['index'], [files.index], ['app', 'mf', 'fd']), initial: true },
      chunk('app', ['first-render'], [files.app], ['w1', 3, 7, 'o1', 'm']),
      chunk('w1', ['worlds'], ['static/css/async/worlds.cccccccc33.css', files.worlds], ['deep']),
      chunk(3, [], [files.three]),
      chunk('mf', [], [files.mf]),
      chunk('fd', ['after-paint-federation'], [files.fd]),
      chunk(7, [], [files.workbox]),
      chunk('deep', [], [files.deep]),
      chunk('o1', ['on-demand-confetti'], [files.confetti]),
      chunk('m', ['on-demand-supabase'], [files.supabase]),
    ],
  }),
);

const hubs = MAIN_HUBS.map((name) => {
  const dist = join(root, name);
  write(dist, `static/js/${name}.1234567890.js`, `${name} entry`);
  write(dist, 'static/js/async/__federation_expose_routes.0987654321.js', `${name} routes`);
  write(
    dist,
    'mf-manifest.json',
    JSON.stringify({
      metaData: { remoteEntry: { name: `static/js/${name}.1234567890.js`, path: '' } },
      exposes: [{ name: 'routes', path: './routes', assets: { js: { sync: ['static/js/async/__federation_expose_routes.0987654321.js'], async: [] } } }],
    }),
  );
  return { name, dist };
});

describe('all JS of /', () => {
  it('counts the first load, the pages preloaded at idle and each main hub’s entry and routes, not on-demand chunks', () => {
    const all = homeAllJs(shell, hubs);
    expect(all.shell.sort()).toEqual(['static/js/async/app.bbbbbbbb22.js', 'static/js/index.aaaaaaaa11.js']);
    expect(all.idle.sort()).toEqual([
      'static/js/async/3.dddddddd44.js',
      'static/js/async/7.eeeeeeee55.js',
      'static/js/async/after-paint-federation.b2b2b2b2b2.js',
      'static/js/async/mf.a1a1a1a1a1.js',
      'static/js/async/worlds.cccccccc33.js',
    ]);
    expect(all.hubs.map((h) => h.name)).toEqual(MAIN_HUBS);
    expect(all.hubs[0].files).toEqual(['static/js/zones.1234567890.js', 'static/js/async/__federation_expose_routes.0987654321.js']);
  });

  it('is a budget group once the shell and every main hub are built', () => {
    const group = measureBudgets([{ name: 'shell', dist: shell }, ...hubs]).find((g) => g.id === HOME_ALL_JS);
    expect(group.files).toHaveLength(2 + 5 + 2 * MAIN_HUBS.length);
    expect(group.files.map((f) => f.file)).toContain('marketplace:static/js/marketplace.1234567890.js');
    expect(group.total.gzip).toBe(group.files.reduce((a, f) => a + f.gzip, 0));
  });
});

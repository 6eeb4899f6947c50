// The static "all JS of /" set on a synthetic dist: the shell's first load, the pages it
// preloads at idle (not their own lazy imports, not on-demand-* chunks), and each main
// hub's entry and ./routes.
import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { MAIN_HUBS, chunkNames, homeAllJs } from './lib/all-js.mjs';
import { HOME_ALL_JS, measureBudgets } from './lib/budgets.mjs';

const root = mkdtempSync(join(tmpdir(), 'nv-all-js-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));
function write(dir, file, body) {
  mkdirSync(join(dir, file, '..'), { recursive: true });
  writeFileSync(join(dir, file), body);
}

const shell = join(root, 'shell');
write(shell, 'index.html', '<script defer src="/static/js/index.aaaaaaaa11.js"></script>');
write(
  shell,
  'static/js/index.aaaaaaaa11.js',
  'f.u=e=>"static/js/async/"+(({m:"on-demand-supabase",o1:"on-demand-confetti",w1:"worlds",fd:"after-paint-federation"})[e]||e)+"."+({})[e]+".js";' +
    '!async function(){Promise.all([r.e("app")]).then(r.bind(r,"y"));Promise.all([r.e("mf"),r.e("fd")]).then(r.bind(r,"z"))}();',
);
// the app chunk (first load): preloads two pages and workbox, loads confetti and supabase only on demand
write(shell, 'static/js/async/app.bbbbbbbb22.js', 'q(()=>t.e("w1"));q(()=>t.e(3));t.e(7);t.e("o1");t.e("m");');
write(shell, 'static/js/async/worlds.cccccccc33.js', 't.e("deep")'); // a page's own lazy import: not preloaded
write(shell, 'static/js/async/3.dddddddd44.js', '3');
write(shell, 'static/js/async/mf.a1a1a1a1a1.js', 'federation runtime library'); // wanted by the idle hub prefetch
write(shell, 'static/js/async/after-paint-federation.b2b2b2b2b2.js', 'federation runtime');
write(shell, 'static/js/async/7.eeeeeeee55.js', 'workbox');
write(shell, 'static/js/async/deep.ffffffff66.js', 'deep');
write(shell, 'static/js/async/on-demand-confetti.abababab77.js', 'confetti');
write(shell, 'static/js/async/on-demand-supabase.cdcdcdcd88.js', 'supabase');

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
  it('maps named chunks from the runtime’s chunk-filename function', () => {
    expect(chunkNames('f.u=e=>"static/js/async/"+(({m:"on-demand-supabase",o1:"x"})[e]||e)+".js"').get('o1')).toBe('x');
  });

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

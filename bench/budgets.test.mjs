// The budget checker on a synthetic dist: it must pass under the limits and fail,
// naming the file and the overage, when a limit is exceeded (negative control).
import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { budgetsFrom, checkBudgets, measureBudgets } from './lib/budgets.mjs';
import { consumedShares, initialScripts, moduleChunkLoads, providerChunks, shellFirstLoad } from './lib/first-load.mjs';

const root = mkdtempSync(join(tmpdir(), 'nv-budgets-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

// random hex does not compress much, so sizes are predictable
const filler = (bytes) => `/*${randomBytes(bytes / 2).toString('hex')}*/`;
function write(dir, file, body) {
  mkdirSync(join(dir, file, '..'), { recursive: true });
  writeFileSync(join(dir, file), body);
}

const shellDist = join(root, 'shell');
write(
  shellDist,
  'index.html',
  '<html><head><script type="application/ld+json">{}</script><script defer src="/static/js/lib.aaaaaaaa11.js"></script><script defer src="/static/js/index.bbbbbbbb22.js"></script></head></html>',
);
write(shellDist, 'static/js/lib.aaaaaaaa11.js', filler(2000));
write(
  shellDist,
  'static/js/index.bbbbbbbb22.js',
  'factory:()=>__webpack_require__.e("lazy"),__webpack_require__.consumesLoadingData={chunkMapping:{e1:["se"],w:["On"]},moduleIdToConsumeDataMapping:{se:{shareScope:"default",shareKey:"react",import:"react"},On:{shareScope:"default",shareKey:"react-dom",import:"react-dom"}}};' +
    '!async function(){let e=Promise.all([r.e(6),r.e("e1"),r.e("w")]).then(r.bind(r,"ji"))}();' +
    filler(4000),
);
write(shellDist, 'static/js/async/6.cccccccc33.js', filler(1000));
write(shellDist, 'static/js/async/w.dddddddd44.js', filler(1000));
write(shellDist, 'static/css/async/6.cdcdcdcd33.css', filler(400)); // chunk 6's styles, built as a file
write(shellDist, 'static/css/async/lazy.cececece55.css', filler(400)); // a lazy page's: not first load
write(shellDist, 'static/js/async/lazy.eeeeeeee55.js', filler(30000)); // a lazy page: not first load
write(shellDist, 'static/js/async/r.ffffffff66.js', filler(500));
write(shellDist, 'static/js/async/rd.abababab77.js', filler(500));
write(
  shellDist,
  'mf-manifest.json',
  JSON.stringify({
    shared: [
      { name: 'react', assets: { js: { sync: ['static/js/async/r.ffffffff66.js'], async: [] } } },
      { name: 'react-dom', assets: { js: { sync: ['static/js/async/rd.abababab77.js'], async: [] } } },
    ],
  }),
);

const hubDist = join(root, 'zones');
write(hubDist, 'static/js/zones.1234567890.js', filler(3000));
write(hubDist, 'static/js/async/__federation_expose_routes.0987654321.js', filler(1500));
write(hubDist, 'static/css/async/__federation_expose_routes.5678901234.css', filler(300));
write(
  hubDist,
  'mf-manifest.json',
  JSON.stringify({
    metaData: { remoteEntry: { name: 'static/js/zones.1234567890.js', path: '' } },
    exposes: [{ name: 'routes', path: './routes', assets: { js: { sync: ['static/js/async/__federation_expose_routes.0987654321.js'], async: [] }, css: { sync: ['static/css/async/__federation_expose_routes.5678901234.css'], async: [] } } }],
  }),
);

const parts = [
  { name: 'shell', dist: shellDist },
  { name: 'zones', dist: hubDist },
];

describe('first-load discovery', () => {
  it('reads the initial scripts, skipping JSON-LD', () => {
    expect(initialScripts('<script type="application/ld+json">{}</script><script defer src="/a.js"></script>')).toEqual(['a.js']);
  });
  it('follows the module code’s chunk loads, not the runtime share tables', () => {
    expect(moduleChunkLoads('__webpack_require__.e("x");Promise.all([r.e(6),r.e("w")])')).toEqual(['6', 'w']);
    // a minified runtime: the share tables' loads go through a short name too
    const minified = 'x={fallback:()=>Promise.all([f.e("u"),f.e("d")]).then(()=>()=>f("fc")),y:1},' +
      'z={factory:()=>f.e("zt").then(()=>()=>f("G5"))};Promise.all([r.e(9),r.e("r")]).then(r.bind(r,"y"))';
    expect(moduleChunkLoads(minified)).toEqual(['9', 'r']);
    expect(consumedShares('consumesLoadingData={chunkMapping:{e1:["se"]},x:{se:{shareScope:"default",shareKey:"react",}').get('e1')).toEqual(['react']);
  });
  it('reads the chunks of the shell’s own provider of each shared module', () => {
    const js = 'scopeToSharingDataMapping:{default:[{name:"react-dom",version:"19.3.1",factory:()=>Promise.all([__webpack_require__.e("e1"),__webpack_require__.e(4)]).then(()=>()=>x),eager:0}]}';
    expect(providerChunks(js).get('react-dom')).toEqual(['e1', '4']);
  });
  it('counts initial scripts, bootstrap chunks and consumed shared modules, not lazy pages', () => {
    const { files } = shellFirstLoad(shellDist);
    expect(files.sort()).toEqual(
      [
        'static/js/lib.aaaaaaaa11.js',
        'static/js/index.bbbbbbbb22.js',
        'static/js/async/6.cccccccc33.js',
        'static/js/async/w.dddddddd44.js',
        'static/js/async/r.ffffffff66.js',
        'static/js/async/rd.abababab77.js',
      ].sort(),
    );
  });
});

describe('budget check', () => {
  const groups = measureBudgets(parts);

  it('passes when every group is under its limit', () => {
    const result = checkBudgets(groups, { budgets: budgetsFrom(groups) });
    expect(result.failed).toBe(0);
    expect(result.lines.at(-1)).toBe('5 passed, 0 failed');
  });

  it('counts the CSS files that come with the first load and with ./routes, not lazy pages', () => {
    const files = (id) => groups.find((g) => g.id === id).files.map((f) => f.file);
    expect(files('shell first-load CSS')).toEqual(['static/css/async/6.cdcdcdcd33.css']);
    expect(files('zones ./routes CSS')).toEqual(['static/css/async/__federation_expose_routes.5678901234.css']);
  });

  it('fails, naming the file and the overage in bytes and %, when a limit is exceeded', () => {
    const budgets = budgetsFrom(groups);
    const routes = groups.find((g) => g.id === 'zones ./routes');
    budgets['zones ./routes'] = { gzip: routes.total.gzip - 100, brotli: routes.total.brotli + 1000 };
    const result = checkBudgets(groups, { budgets });
    expect(result.failed).toBe(1);
    expect(result.lines.at(-1)).toBe('4 passed, 1 failed');
    const line = result.lines.find((l) => l.startsWith('FAIL'));
    expect(line).toContain('zones ./routes');
    expect(line).toContain('__federation_expose_routes.0987654321.js');
    expect(line).toMatch(/by 100 B \(\+\d+\.\d%\)/);
  });

  it('fails a group that has no limit at all', () => {
    const result = checkBudgets(groups, { budgets: {} });
    expect(result.failed).toBe(5);
  });
});

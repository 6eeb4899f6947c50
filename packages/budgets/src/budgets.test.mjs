// The budget checker on a synthetic dist: it must pass under the limits and fail,
// naming the file and the overage, when a limit is exceeded (negative control).
import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { budgetsFrom, checkBudgets, measureBudgets, targetFor } from './budgets.ts';
import { INLINE_SCRIPTS, inlineScripts, shellFirstLoad } from './first-load.ts';

const root = mkdtempSync(join(tmpdir(), 'nv-budgets-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

// random hex does not compress much, so sizes are predictable
const filler = (bytes) => `/*${randomBytes(bytes / 2).toString('hex')}*/`;
function write(dir, file, body) {
  mkdirSync(join(dir, file, '..'), { recursive: true });
  writeFileSync(join(dir, file), body);
}

const shellDist = join(root, 'shell', 'dist');
write(
  shellDist,
  'index.html',
  '<html><head><script>' +
    filler(600) +
    '</script><script type="application/ld+json">{}</script><script defer src="/static/js/index.bbbbbbbb22.js"></script></head></html>',
);
write(shellDist, 'static/js/index.bbbbbbbb22.js', filler(4000));
write(shellDist, 'static/js/async/6.cccccccc33.js', filler(1000));
write(shellDist, 'static/js/async/w.dddddddd44.js', filler(1000));
write(shellDist, 'static/js/async/lib-react.abababab77.js', filler(1500));
write(shellDist, 'static/css/async/6.cdcdcdcd33.css', filler(400)); // chunk 6's styles, built as a file
write(shellDist, 'static/css/async/lazy.cececece55.css', filler(400)); // a lazy page's: not first load
write(shellDist, 'static/js/async/lazy.eeeeeeee55.js', filler(30000)); // a lazy page: not first load
write(shellDist, 'static/js/async/mf.ffffffff66.js', filler(5000)); // the federation runtime's library: after paint
write(shellDist, 'static/js/async/after-paint-federation.a1a1a1a188.js', filler(2000));
// the load graph the shell's build writes beside dist (rspack stats JSON, pluginLoadGraph):
// the entry, the app's group (first render) and the federation runtime's (only when a hub is wanted)
const chunk = (id, names, files, children = []) => ({ id, names, files, children, initial: false });
write(
  join(shellDist, '..'),
  'build-stats/load-graph.json',
  JSON.stringify({
    entrypoints: { index: { chunks: ['q'] } },
    namedChunkGroups: { 'first-render': { chunks: [6, 're', 'w'] }, 'after-paint-federation': { chunks: ['re', 'mf', 'fd'] } },
    chunks: [
      { ...chunk('q', ['index'], ['static/js/index.bbbbbbbb22.js'], [6, 're', 'w', 'mf', 'fd']), initial: true },
      chunk(6, [], ['static/css/async/6.cdcdcdcd33.css', 'static/js/async/6.cccccccc33.js'], ['lazy']),
      chunk('w', [], ['static/js/async/w.dddddddd44.js']),
      chunk('re', ['lib-react'], ['static/js/async/lib-react.abababab77.js']),
      chunk('lazy', [], ['static/css/async/lazy.cececece55.css', 'static/js/async/lazy.eeeeeeee55.js']),
      chunk('mf', [], ['static/js/async/mf.ffffffff66.js']),
      chunk('fd', ['after-paint-federation'], ['static/js/async/after-paint-federation.a1a1a1a188.js']),
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
    exposes: [
      {
        name: 'routes',
        path: './routes',
        assets: {
          js: { sync: ['static/js/async/__federation_expose_routes.0987654321.js'], async: [] },
          css: { sync: ['static/css/async/__federation_expose_routes.5678901234.css'], async: [] },
        },
      },
    ],
  }),
);

const parts = [
  { name: 'shell', dist: shellDist },
  { name: 'zones', dist: hubDist },
];

describe('first-load discovery', () => {
  it('reads the inline scripts that run (the theme before first paint), not data blocks or script files', () => {
    const html =
      '<script>a()</script><script type="application/ld+json">{}</script><script defer src="/a.js"></script><script type="module">b()</script><script> </script>';
    expect(inlineScripts(html)).toEqual(['a()', 'b()']);
  });
  it('counts the entry and the first-render group from the load graph (named chunks by their file), not lazy pages or the federation runtime', () => {
    const { files, styles } = shellFirstLoad(shellDist);
    expect(files.sort()).toEqual(
      ['static/js/index.bbbbbbbb22.js', 'static/js/async/6.cccccccc33.js', 'static/js/async/w.dddddddd44.js', 'static/js/async/lib-react.abababab77.js'].sort(),
    );
    expect(styles).toEqual(['static/css/async/6.cdcdcdcd33.css']);
  });
  it('fails, saying what to do, when the shell has no load graph or the graph has no first-render group', () => {
    expect(() => shellFirstLoad(join(root, 'zones'))).toThrow(/load-graph\.json is missing: build the shell/);
    const graph = { entrypoints: { index: { chunks: ['q'] } }, namedChunkGroups: {}, chunks: [] };
    expect(() => shellFirstLoad(shellDist, graph)).toThrow('no chunk group "first-render"');
  });
});

describe('budget check', () => {
  const groups = measureBudgets(parts);

  it("counts the shell page's inline scripts with its first-load script files", () => {
    const first = groups.find((g) => g.id === 'shell first-load JS');
    const inline = first.files.find((f) => f.file === INLINE_SCRIPTS);
    expect(inline.raw).toBe(604); // the page's one inline script body (filler(600) is 604 characters)
    expect(first.total.raw).toBe(first.files.reduce((a, f) => a + f.raw, 0));
  });

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

  it('an update never sets a limit above the issue’s target: measured + 10 % is capped, per group or per last word', () => {
    const routes = groups.find((g) => g.id === 'zones ./routes');
    const entry = groups.find((g) => g.id === 'zones remoteEntry');
    const targets = { _about: 'why', remoteEntry: { gzip: entry.total.gzip + 1 }, 'zones ./routes': { brotli: 10 } };
    const budgets = budgetsFrom(groups, 0.1, targets);
    expect(budgets['zones remoteEntry'].gzip).toBe(entry.total.gzip + 1);
    expect(budgets['zones ./routes'].brotli).toBe(10);
    expect(budgets['zones ./routes'].gzip).toBeGreaterThan(routes.total.gzip); // no target: +10 %
    expect(targetFor(targets, 'marketplace remoteEntry')).toEqual(targets.remoteEntry);
    expect(targetFor(targets, 'remoteEntry extra')).toEqual({});
    // a limit at the target fails the build as soon as a change goes past it
    expect(checkBudgets(groups, { budgets }).failed).toBe(1);
  });

  it('fails a group that has no limit at all', () => {
    const result = checkBudgets(groups, { budgets: {} });
    expect(result.failed).toBe(5);
  });
});

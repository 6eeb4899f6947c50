#!/usr/bin/env node
// Naturverse performance bench. See bench/README.md.
// Usage: node bench/run.mjs [--skip-build] [--runs 5] [--lh-runs 3] [--no-lighthouse] [--offset 600]
//   [--no-low-end | --low-end-only | --trace-only] [--no-tap] [--no-trace] [--no-commits] [--profiling-offset 800]
//   [--no-deploy] [--routes /,/zones] [--compare <label>=<url of another served build>[,<url of its measuring build>]]…
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { cpus, loadavg } from 'node:os';
import { fileURLToPath } from 'node:url';
import { PORTS, REMOTES } from '@naturverse/site/federation';
import { PARTS, ROOT, distOf, serveAll } from '@naturverse/site/serve';
import { createStaticServer } from '@naturverse/serving/static-server';
import { launchBrowser } from './lib/browser.mjs';
import { buildFloor } from './lib/floor.mjs';
import { inlineScriptBytes, remoteFiles, shellFirstLoad } from '@naturverse/budgets/first-load';
import { MAIN_HUBS, homeAllJs } from '@naturverse/budgets/all-js';
import { sizesOf } from '@naturverse/budgets/compress';
import { measureHomeAllJs } from './lib/measure-all-js.mjs';
import { runLighthouse } from './lib/lighthouse.mjs';
import { measureClick, measureDeepLink, measureFirstLoad, measureReactCopies } from './lib/measure-page.mjs';
import { measureLowEnd } from './lib/low-end.mjs';
import { findControl, measureFirstTap } from './lib/first-tap.mjs';
import { measureNextPages } from './lib/next-page.mjs';
import { measureTrace } from './lib/trace-row.mjs';
import { startProfilingSite } from './lib/profiling-site.mjs';
import { FLOOR_LH_PATH, toMarkdown } from './lib/report.mjs';
import { measureSequencer } from './lib/sequencer.mjs';
import { summarize } from './lib/stats.mjs';

const args = process.argv.slice(2);
const opt = (name, fallback) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 ? Number(args[i + 1]) : fallback;
};
const RUNS = opt('runs', 5);
const LH_RUNS = opt('lh-runs', 3);
const OFFSET = opt('offset', 600);
const FLOOR_PORT = PORTS.shell + OFFSET + 50; // 3650 at the default offset
const text = (name, fallback) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 ? args[i + 1] : fallback;
};
const LH_PAGES = text('routes', '/,/zones,/zones/arcade,/marketplace,/naturbank,/passport').split(',');
// --low-end-only: just the low-end profile (quick to iterate), written to results-low-end.*
// so a full run's results stay; --compare: the same routes of another served build (e.g. the
// build before a change, `node scripts/serve.mjs --offset N` in another checkout), interleaved
// with this one's in the low-end rounds, so a lever is read A/B in one run.
// --trace-only: the low-end rounds with the real-throttled trace alone (no Lighthouse, no tap): a quick A/B of its counts
const TRACE_ONLY = args.includes('--trace-only');
const LOW_END_ONLY = args.includes('--low-end-only') || TRACE_ONLY;
const LOW_END = !args.includes('--no-low-end');
// the trace row (lib/trace-row.mjs) beside each low-end run; its React commits need the measuring builds
const TRACE = !args.includes('--no-trace');
const COMMITS = TRACE && !args.includes('--no-commits');
// --compare <label>=<url>[,<url>], repeatable: each a whole site served elsewhere (its own checkout),
// and optionally that checkout's measuring build (lib/profiling-site.mjs) for its React commits
const COMPARE = args
  .flatMap((arg, i) => (args[i - 1] === '--compare' ? [arg] : []))
  .map((item) => {
    const at = item.indexOf('=');
    const [url, profilingUrl] = item.slice(at + 1).split(',');
    if (at <= 0 || ![url, ...(profilingUrl === undefined ? [] : [profilingUrl])].every((u) => /^https?:\/\//.test(u)))
      throw new Error(`--compare ${item}: give <label>=<url of a served site>[,<url of its measuring build>], e.g. main=http://localhost:3700`);
    return { label: item.slice(0, at), url: url.replace(/\/$/, ''), profilingUrl: profilingUrl?.replace(/\/$/, '') ?? null };
  });
const out = (name) => fileURLToPath(new URL(name, import.meta.url));
const log = (...a) => console.log('[bench]', ...a);

async function repeat(n, fn) {
  const results = [];
  for (let i = 0; i < n; i++) results.push(await fn(i));
  return results;
}

// 1. Production build of every part, timed.
let buildSeconds = null;
if (!args.includes('--skip-build')) {
  log('building all parts…');
  const t0 = performance.now();
  const res = spawnSync('pnpm', ['-r', '--filter', './shell', '--filter', './remotes/*', 'build'], { cwd: ROOT, stdio: ['ignore', 'ignore', 'inherit'] });
  if (res.status !== 0) throw new Error('build failed');
  buildSeconds = (performance.now() - t0) / 1000;
  log(`built in ${buildSeconds.toFixed(1)} s`);
} else {
  // each part's own build writes its compressed files and preloads (packages/build-preset/src/build-plugins.ts)
  for (const p of PARTS) if (!existsSync(distOf(p.name))) throw new Error(`${p.name} not built; drop --skip-build`);
}
log('building the floor app…');
const floor = await buildFloor();

// 2. Serve everything (the project's own static server).
const site = await serveAll({ offset: OFFSET });
const floorServer = createStaticServer({ root: floor.dist.replace(/\/$/, ''), port: FLOOR_PORT });
await floorServer.listen();
const base = site.url;
const floorUrl = `http://localhost:${FLOOR_PORT}`;
const hubs = REMOTES.map((r) => ({ name: r.name, path: r.prefixes[0] }));

const browser = await launchBrowser();
const results = {
  date: new Date().toISOString(),
  env: { node: process.version, cpus: cpus().length, chromium: browser.version(), loadAverageAtStart: loadavg().map((v) => +v.toFixed(1)) },
  runs: RUNS,
};
const partOfPort = (port) => Object.keys(PORTS).find((n) => PORTS[n] + OFFSET === port) ?? null;
let profiling = null;
try {
  if (!LOW_END_ONLY) {
    // one throw-away load of each page first (the server's file cache, Chromium's code paths);
    // every measured run uses a fresh browser context
    await measureFirstLoad(browser, `${base}/`);
    await measureFirstLoad(browser, `${floorUrl}/`);
    for (const hub of hubs) await measureDeepLink(browser, `${base}${hub.path}`);

    log('first load of / and of the floor…');
    // the page's inline scripts (the theme before first paint) are JavaScript every first load runs:
    // counted with the script responses (brotli, as the HTML travels; gzip -9 in the all-JS figure)
    const inline = sizesOf(inlineScriptBytes(distOf('shell')));
    const withInline = (run) => ({ ...run, compressed: run.compressed + inline.brotli, raw: run.raw + inline.raw });
    const shellRuns = (await repeat(RUNS, () => measureFirstLoad(browser, `${base}/`))).map(withInline);
    const floorRuns = await repeat(RUNS, () => measureFirstLoad(browser, `${floorUrl}/`));
    const staticSet = shellFirstLoad(distOf('shell'))
      .files.map((f) => `/${f}`)
      .sort();
    const browserSet = shellRuns[0].files.map((f) => new URL(f.url).pathname).sort();
    results.firstLoad = {
      counted: 'script responses whose request started before max(load event, first visible h1)',
      shell: {
        compressed: summarize(shellRuns.map((r) => r.compressed)),
        transfer: summarize(shellRuns.map((r) => r.transfer)),
        raw: summarize(shellRuns.map((r) => r.raw)),
        h1Ms: summarize(shellRuns.map((r) => r.h1Ms)),
        files: shellRuns[0].files,
        afterCutoff: shellRuns[0].afterCutoff,
        inlineScripts: inline,
        errors: shellRuns.flatMap((r) => r.errors),
      },
      floor: {
        compressed: summarize(floorRuns.map((r) => r.compressed)),
        raw: summarize(floorRuns.map((r) => r.raw)),
        h1Ms: summarize(floorRuns.map((r) => r.h1Ms)),
        files: floorRuns[0].files,
      },
      ratio: summarize(shellRuns.map((r, i) => r.compressed / floorRuns[i].compressed)),
      staticSet,
      browserSet,
      staticMatchesBrowser: JSON.stringify(staticSet) === JSON.stringify(browserSet),
    };

    log('all JS of / with the idle prefetch of the main hubs…');
    const partOf = (url) => {
      const { port, pathname } = new URL(url);
      const name = Object.keys(PORTS).find((n) => PORTS[n] + OFFSET === Number(port));
      return { name, file: pathname.replace(/^\//, '') };
    };
    const hubOrigins = MAIN_HUBS.map((n) => `http://localhost:${PORTS[n] + OFFSET}`);
    const allRuns = await repeat(RUNS, () => measureHomeAllJs(browser, `${base}/`, hubOrigins));
    // gzip -9 of the very files Chromium fetched, read from dist (the unit)
    const gzipOf = (run) =>
      run.files.reduce((a, f) => {
        const { name, file } = partOf(f.url);
        return a + sizesOf(readFileSync(join(distOf(name), file))).gzip;
      }, 0);
    const staticAll = homeAllJs(
      distOf('shell'),
      MAIN_HUBS.map((name) => ({ name, dist: distOf(name) })),
    );
    const staticAllSet = [...staticAll.shell, ...staticAll.idle]
      .map((f) => `shell:${f}`)
      .concat(staticAll.hubs.flatMap((h) => h.files.map((f) => `${h.name}:${f}`)))
      .sort();
    const browserAllSet = allRuns[0].files
      .map((f) => partOf(f.url))
      .map((p) => `${p.name}:${p.file}`)
      .sort();
    results.allJs = {
      counted: "every script the page fetched until each main hub's ./routes had arrived and the network was quiet for 500 ms (service worker blocked)",
      gzip: summarize(allRuns.map((r) => gzipOf(r) + inline.gzip)),
      compressed: summarize(allRuns.map((r) => r.compressed + inline.brotli)),
      inlineScripts: inline,
      fileCount: allRuns[0].files.length,
      files: allRuns[0].files,
      staticSet: staticAllSet,
      browserSet: browserAllSet,
      staticMatchesBrowser: JSON.stringify(staticAllSet) === JSON.stringify(browserAllSet),
      errors: allRuns.flatMap((r) => r.errors),
    };
    results.remoteEntries = REMOTES.map((r) => {
      const { remoteEntry } = remoteFiles(distOf(r.name));
      return { name: r.name, gzip: sizesOf(readFileSync(join(distOf(r.name), remoteEntry[0]))).gzip };
    });

    log('React copies…');
    results.reactCopies = await measureReactCopies(
      browser,
      base,
      hubs.map((h) => h.path),
    );

    log('click → hub route, deep links…');
    results.hubs = [];
    for (const hub of hubs) {
      const withPrefetch = await repeat(RUNS, () => measureClick(browser, base, hub.path, { prefetch: true }));
      const without = await repeat(RUNS, () => measureClick(browser, base, hub.path, { prefetch: false }));
      const deep = await repeat(RUNS, () => measureDeepLink(browser, `${base}${hub.path}`));
      results.hubs.push({
        ...hub,
        h1: deep[0].h1,
        clickPrefetch: summarize(withPrefetch.map((r) => r.ms)),
        clickPrefetchScriptsAfterClick: withPrefetch.map((r) => r.scriptsAfterClick),
        clickCold: summarize(without.map((r) => r.ms)),
        deepLink: summarize(deep.map((r) => r.ms)),
        errors: [...withPrefetch, ...without, ...deep].flatMap((r) => r.errors),
      });
    }

    log('a tap between two pages of a loaded hub…');
    results.nextPage = await measureNextPages(browser, base, RUNS);

    log('sequencer jitter…');
    results.sequencer = await measureSequencer(browser, base);

    if (!args.includes('--no-lighthouse')) {
      // The floor app is measured in the same run, interleaved with the site's routes, so a route's
      // score is read as a difference from the floor's: the machine's load moves both.
      const targets = [{ path: FLOOR_LH_PATH, url: `${floorUrl}/` }, ...LH_PAGES.map((path) => ({ path, url: `${base}${path}` }))];
      const runsOf = new Map(targets.map((t) => [t.path, []]));
      for (let i = 0; i < LH_RUNS; i++) {
        for (const { path, url } of targets) {
          log(`lighthouse ${path} (${i + 1}/${LH_RUNS})…`);
          runsOf.get(path).push(await runLighthouse(url));
        }
      }
      results.lighthouse = targets.map(({ path }) => {
        const runs = runsOf.get(path);
        return {
          path,
          performance: summarize(runs.map((r) => r.performance)),
          accessibility: summarize(runs.map((r) => r.accessibility)),
          bestPractices: summarize(runs.map((r) => r.bestPractices)),
          metrics: runs.map((r) => r.metrics),
          failingAudits: runs[0].failingAudits,
        };
      });
    }
  }

  if (LOW_END || LOW_END_ONLY) {
    // the measuring builds (React commits), served beside this site
    profiling = COMMITS ? await startProfilingSite({ offset: opt('profiling-offset', OFFSET + 200), skipBuild: args.includes('--skip-build'), log }) : null;
    const targets = [{ path: FLOOR_LH_PATH, url: `${floorUrl}/`, profilingUrl: profiling && `${profiling.floorUrl}/` }];
    for (const path of LH_PAGES) {
      targets.push({ path, url: `${base}${path}`, profilingUrl: profiling && `${profiling.base}${path}` });
      for (const other of COMPARE)
        targets.push({ path: `${other.label} ${path}`, url: `${other.url}${path}`, profilingUrl: other.profilingUrl && `${other.profilingUrl}${path}` });
    }
    // the first tap beside each Lighthouse run (--no-tap leaves it out); where to tap is found once per page
    const controls = new Map();
    const tap =
      args.includes('--no-tap') || TRACE_ONLY
        ? null
        : async (url) => {
            if (!controls.has(url)) controls.set(url, await findControl(browser, url));
            return measureFirstTap(browser, url, controls.get(url));
          };
    const trace = TRACE ? (target) => measureTrace(browser, target) : null;
    results.lowEnd = await measureLowEnd({ targets, rounds: LH_RUNS, partOfPort, tap, trace, lighthouse: !TRACE_ONLY, log });
    results.env.loadAverageAtEnd = loadavg().map((v) => +v.toFixed(1));
  }
} finally {
  await browser.close();
  await site.close();
  await floorServer.close();
  await profiling?.close();
}

results.build = { seconds: buildSeconds === null ? null : summarize([buildSeconds]), floorMs: floor.ms };
if (buildSeconds === null) {
  // keep the last measured build time when --skip-build
  try {
    const previous = JSON.parse(readFileSync(out('./results.json'), 'utf8'));
    if (previous.build?.seconds) results.build.seconds = { ...previous.build.seconds, note: 'from the previous run' };
  } catch {
    /* no previous run */
  }
}
const name = LOW_END_ONLY ? 'results-low-end' : 'results';
writeFileSync(out(`./${name}.json`), JSON.stringify(results, null, 2) + '\n');
const md = toMarkdown(results);
writeFileSync(out(`./${name}.md`), md);
console.log('\n' + md);

// The deploy rows: a root in object storage against a folder root (a real Ceph gateway started
// for them, e2e/object-store/deploy-speed.measure.ts; needs ceph-mon, ceph-osd and radosgw). --no-deploy skips them.
if (!LOW_END_ONLY && !args.includes('--no-deploy')) {
  log('deploy speed: a bucket root against a folder root…');
  const res = spawnSync('pnpm', ['exec', 'playwright', 'test', '--config', 'e2e/object-store/measure.config.ts'], { cwd: ROOT, stdio: 'inherit' });
  if (res.status !== 0) log('deploy rows failed (see above); bench/results-deploy.json not written');
}

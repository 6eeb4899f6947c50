#!/usr/bin/env node
// A route's main-thread CPU profile at CPU ×10 (the bench's real-throttled trace, lib/trace-record.mjs,
// with V8's sampler on), read by function (lib/cpu-profile.mjs): what Lighthouse's bootup-time
// charges to a hub's remote entry, and the entry's own functions' self and total time.
// Serve a build first (node scripts/serve.mjs --offset N), then:
//   node bench/cpu-profile.mjs --offset N [--route /zones] [--hub zones] [--runs 3] [--out file.json]
// --base <url> (repeatable, beside --offset) profiles other served builds in the same rounds, interleaved.
import { writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { PORTS } from '@naturverse/site/federation';
import { launchBrowser } from './lib/browser.mjs';
import { TRACE_CATEGORIES, TRACE_WINDOW_MS, recordTrace } from './lib/trace-record.mjs';
import { LOW_END_CPU_SLOWDOWN, runLighthouse } from './lib/lighthouse.mjs';
import { chargedTo, functionTimes, samplesOf } from './lib/cpu-profile.mjs';
import { mainThreadOf } from './lib/long-tasks.mjs';
import { traceCounts } from './lib/trace-counts.mjs';

const args = process.argv.slice(2);
const text = (name, fallback) => (args.includes(`--${name}`) ? args[args.indexOf(`--${name}`) + 1] : fallback);
const offset = Number(text('offset', '600'));
const route = text('route', '/zones');
const hub = text('hub', 'zones');
const runs = Number(text('runs', '3'));
// --rate 1: unthrottled, as Lighthouse's simulation records its trace (then × its multiplier)
const rate = Number(text('rate', '10'));
const out = text('out', null);
// --lighthouse: profile Lighthouse's own low-end run (its trace: unthrottled, times × 10 as it
// simulates them; its whole run, not 8 s) and print its bootup-time row for the entry beside it
const viaLighthouse = args.includes('--lighthouse');
const PROFILER = 'disabled-by-default-v8.cpu_profiler';
const bases = [`http://localhost:${PORTS.shell + offset}`, ...args.flatMap((a, i) => (args[i - 1] === '--base' ? [a] : []))];

/** The hub's remote entry as its served manifest names it (the hub's origin: the base's port + the hub's). */
async function remoteEntryOf(base) {
  const port = PORTS[hub] + Number(new URL(base).port) - PORTS.shell;
  const origin = `http://localhost:${port}`;
  const manifest = await (await fetch(`${origin}/mf-manifest.json`)).json();
  return `${origin}/${manifest.metaData.remoteEntry.path ? `${manifest.metaData.remoteEntry.path}/` : ''}${manifest.metaData.remoteEntry.name}`;
}

/** The page's script requests (Lighthouse's jsURLs: its network records of type Script). */
const scriptsOf = (events) =>
  new Set(events.filter((e) => e.name === 'ResourceSendRequest' && /\.m?js$/.test(new URL(e.args.data.url).pathname)).map((e) => e.args.data.url));

const browser = await launchBrowser();
const results = [];
try {
  for (let round = 1; round <= runs; round++) {
    for (const base of bases) {
      const scriptUrl = await remoteEntryOf(base);
      const load = loadavg()[0];
      let traced;
      let lighthouse = null;
      if (viaLighthouse) {
        const lh = await runLighthouse(`${base}${route}`, { cpuSlowdownMultiplier: LOW_END_CPU_SLOWDOWN, traceCategories: [PROFILER] });
        traced = { events: lh.trace, pageUrl: lh.pageUrl };
        const row = lh.mainThread?.byScript.find((s) => s.url === scriptUrl) ?? null;
        lighthouse = { performance: lh.performance, tbt: lh.metrics.tbt, bootupOfEntry: row, mainThreadMs: lh.mainThread?.totalMs };
        console.log(
          `\nLighthouse ×10: perf ${lh.performance}, TBT ${Math.round(lh.metrics.tbt)} ms, main thread ${lighthouse.mainThreadMs} ms; bootup-time of the entry:`,
          row,
        );
      } else {
        traced = await recordTrace(browser, `${base}${route}`, { rate, categories: [...TRACE_CATEGORIES, PROFILER] });
      }
      if (args.includes('--keep-traces'))
        writeFileSync(
          `${out ?? 'cpu-profile'}.${round}.${new URL(base).port}.trace.json`,
          JSON.stringify({ pageUrl: traced.pageUrl, scriptUrl, events: traced.events }),
        );
      const windowMs = viaLighthouse ? Infinity : TRACE_WINDOW_MS;
      const main = mainThreadOf(traced.events, traced.pageUrl);
      const samples = samplesOf(traced.events, main).filter((s) => s.ts >= main.navStart && s.ts < main.navStart + windowMs * 1000);
      const inEntry = (url) => url === scriptUrl;
      const busyMs = traceCounts(traced.events, { pageUrl: traced.pageUrl, windowMs }).busyMs;
      const run = {
        base,
        round,
        load: Math.round(load * 100) / 100,
        busyMs,
        scriptUrl,
        lighthouse,
        charged: chargedTo(traced.events, { pageUrl: traced.pageUrl, scriptUrl, windowMs, jsUrls: scriptsOf(traced.events) }),
        entryFunctions: functionTimes(samples, { inScript: inEntry, keep: 25 }),
        byScriptTotal: functionTimes(samples, { keep: 40 }).self,
      };
      results.push(run);
      console.log(
        `\n=== ${base}${route} round ${round} (load ${run.load}) — trace CPU ${busyMs} ms; charged to ${scriptUrl.split('/').at(-1)} (Lighthouse's attribution): ${run.charged.selfMs} ms, sampled ${run.charged.sampledMs} ms, in ${run.charged.tasks} tasks`,
      );
      console.log('  charged, by the event that brought the entry in:', run.charged.byBringer.map((x) => `${x.key} ${x.ms}`).join(' | '));
      console.log('  charged, by script running:', run.charged.byScript.map((x) => `${x.key} ${x.ms}`).join(' | '));
      console.log('  charged, by function running:\n    ' + run.charged.byFunction.map((x) => `${x.ms} ${x.key}`).join('\n    '));
      console.log('  entry functions, total (whole 8 s):\n    ' + run.entryFunctions.total.map((x) => `${x.ms} ${x.key}`).join('\n    '));
      console.log(
        '  entry functions, self:\n    ' +
          run.entryFunctions.self
            .slice(0, 12)
            .map((x) => `${x.ms} ${x.key}`)
            .join('\n    '),
      );
    }
  }
} finally {
  await browser.close();
}
if (out) writeFileSync(out, JSON.stringify({ route, hub, loadAtEnd: loadavg(), results }, null, 2));

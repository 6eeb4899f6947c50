// Bundle budgets: measure the deterministic parts of the build (compressed bytes)
// and compare them with the limits (budgets.json beside this package's src/ and dist/).
// No browser; reads dist folders only. `npm test` and the bench check the whole site with
// them; the deploy command checks the hub about to go live.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { type Sizes, sizesOf, sumSizes } from './compress.js';
import { INLINE_SCRIPTS, inlineScriptBytes, remoteFiles, shellFirstLoad } from './first-load.js';
import { MAIN_HUBS, homeAllJs } from './all-js.js';

/** The limits: { budgets: { <group id>: { gzip, brotli } }, targets }, rewritten by `pnpm --filter @naturverse/bench budgets --update`. */
export const BUDGETS_FILE: string = fileURLToPath(new URL('../budgets.json', import.meta.url));

/** Every script `/` fetches, the idle prefetch of the main hubs included (all-js.ts). */
export const HOME_ALL_JS = '/ all JS incl. idle prefetch';

export type Limit = { gzip: number; brotli: number };
export interface BudgetsConfig {
  budgets: Record<string, Limit>;
  targets?: Record<string, Partial<Limit>>;
}
export interface BudgetGroup {
  id: string;
  dist: string;
  files: Array<{ file: string } & Sizes>;
  total: Sizes;
}

/** @param parts the shell first, then the remotes */
export function measureBudgets(parts: ReadonlyArray<{ name: string; dist: string }>): BudgetGroup[] {
  const groups: BudgetGroup[] = [];
  const add = (id: string, dist: string, files: string[]) => {
    const sized = files.map((file) => ({ file, ...sizesOf(readFileSync(join(dist, file))) }));
    groups.push({ id, dist, files: sized, total: sumSizes(sized) });
  };
  // files from several dists: named `<part>:<file>`
  const addAcross = (id: string, list: Array<{ part: string; dist: string; file: string }>) => {
    const sized = list.map(({ part, dist, file }) => ({ file: `${part}:${file}`, ...sizesOf(readFileSync(join(dist, file))) }));
    groups.push({ id, dist: '', files: sized, total: sumSizes(sized) });
  };
  // the shell page's inline scripts: run by every first load, counted with its script files
  const withInlineScripts = (group: BudgetGroup | undefined, dist: string) => {
    const body = inlineScriptBytes(dist);
    if (!body.length || !group) return;
    group.files.push({ file: INLINE_SCRIPTS, ...sizesOf(body) });
    group.total = sumSizes(group.files);
  };
  for (const part of parts) {
    if (part.name === 'shell') {
      const { files, styles } = shellFirstLoad(part.dist);
      add('shell first-load JS', part.dist, files);
      withInlineScripts(groups.at(-1), part.dist);
      // CSS is built as files (no <style> injected at run time: the CSP forbids it), so it
      // is counted on its own; before, it travelled inside the JS counted above
      add('shell first-load CSS', part.dist, styles);
    } else {
      const { remoteEntry, routes, routesCss } = remoteFiles(part.dist);
      add(`${part.name} remoteEntry`, part.dist, remoteEntry);
      add(`${part.name} ./routes`, part.dist, routes);
      add(`${part.name} ./routes CSS`, part.dist, routesCss);
    }
  }
  const shell = parts.find((p) => p.name === 'shell');
  const hubs = MAIN_HUBS.map((name) => parts.find((p) => p.name === name));
  if (shell && hubs.every((h) => h !== undefined)) {
    const all = homeAllJs(shell.dist, hubs);
    addAcross(HOME_ALL_JS, [
      ...[...all.shell, ...all.idle].map((file) => ({ part: 'shell', dist: shell.dist, file })),
      ...all.hubs.flatMap((h) => h.files.map((file) => ({ part: h.name, dist: hubs.find((x) => x.name === h.name)?.dist ?? '', file }))),
    ]);
    withInlineScripts(groups.at(-1), shell.dist);
  }
  return groups;
}

const fmt = (n: number): string => n.toLocaleString('en-US');

export function checkBudgets(groups: readonly BudgetGroup[], config: BudgetsConfig): { lines: string[]; passed: number; failed: number } {
  const lines: string[] = [];
  let passed = 0;
  let failed = 0;
  for (const g of groups) {
    const limit = config.budgets[g.id];
    const fileList = g.files.map((f) => f.file).join(', ');
    if (!limit) {
      failed++;
      lines.push(`FAIL ${g.id}: no limit in budgets.json (measured gzip ${fmt(g.total.gzip)} B, brotli ${fmt(g.total.brotli)} B; files ${fileList})`);
      continue;
    }
    const overs: string[] = [];
    for (const kind of ['gzip', 'brotli'] as const) {
      const over = g.total[kind] - limit[kind];
      if (over > 0) {
        const pct = ((over / limit[kind]) * 100).toFixed(1);
        overs.push(`${kind} ${fmt(g.total[kind])} B exceeds ${fmt(limit[kind])} B by ${fmt(over)} B (+${pct}%)`);
      }
    }
    const summary = `gzip ${fmt(g.total.gzip)}/${fmt(limit.gzip)} B, brotli ${fmt(g.total.brotli)}/${fmt(limit.brotli)} B`;
    if (overs.length) {
      failed++;
      const biggest = [...g.files].sort((a, b) => b.gzip - a.gzip)[0];
      lines.push(`FAIL ${g.id}: ${overs.join('; ')} — files: ${g.files.map((f) => `${f.file} (${fmt(f.gzip)} B gzip)`).join(', ')}; largest ${biggest?.file}`);
    } else {
      passed++;
      lines.push(`ok   ${g.id.padEnd(26)} ${summary}  (${g.files.length} file${g.files.length === 1 ? '' : 's'})`);
    }
  }
  lines.push(`${passed} passed, ${failed} failed`);
  return { lines, passed, failed };
}

/** Limits a little above what was measured (+10%, rounded up to 100 B). */
export function budgetsFrom(groups: readonly BudgetGroup[], headroom = 0.1, targets: Record<string, Partial<Limit>> = {}): Record<string, Limit> {
  const up = (n: number) => Math.ceil((n * (1 + headroom)) / 100) * 100;
  return Object.fromEntries(
    groups.map((g) => {
      const target = targetFor(targets, g.id);
      const cap = (kind: keyof Limit) => Math.min(up(g.total[kind]), target[kind] ?? Infinity);
      return [g.id, { gzip: cap('gzip'), brotli: cap('brotli') }];
    }),
  );
}

/**
 * A group's target (budgets.json `targets`, the issue's own figures): keyed by the group's id, or
 * by its last word(s) for every part ("remoteEntry" caps each hub's remote entry). Measured + 10 %
 * never goes above it, so CI holds the target itself, not only the last build.
 */
export function targetFor(targets: Record<string, Partial<Limit>>, id: string): Partial<Limit> {
  const key = Object.keys(targets).find((k) => !k.startsWith('_') && (k === id || id.endsWith(` ${k}`)));
  return (key && targets[key]) || {};
}

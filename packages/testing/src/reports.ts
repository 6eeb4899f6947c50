/**
 * Where a run's reports go: Playwright's HTML report (traces and screenshots
 * of failures), a JUnit XML file and timings.json (every test's time and retries) side by side.
 * E2E_REPORT_DIR moves them, e.g. one folder per shard on a QA machine with more cores.
 */
import { readFileSync, existsSync } from 'node:fs';
import { resolve } from 'node:path';

export interface TestTiming {
  location: string;
  title: string;
  tags: string[];
  /** wall time of all attempts together */
  ms: number;
  retries: number;
  outcome: 'expected' | 'unexpected' | 'flaky' | 'skipped';
  firstError?: string;
  /** documents the test's pages opened (main-frame navigations, fixtures.ts) */
  documents?: number;
}

export interface Timings {
  wallMs: number;
  status: string;
  shard: { current: number; total: number } | null;
  tests: TestTiming[];
}

interface AreaSum {
  tests: number;
  ms: number;
  documents: number;
}

/** The reports' folder: E2E_REPORT_DIR, or reports/e2e, resolved from `base` (the project's root; the working folder when not given). */
export function reportDir(env: Record<string, string | undefined> = process.env, base: string = process.cwd()): string {
  return resolve(base, env.E2E_REPORT_DIR?.trim() || 'reports/e2e');
}

/** The timings a run wrote, or null if it wrote none (it did not get that far). */
export function readTimings(dir: string = reportDir()): Timings | null {
  const file = resolve(dir, 'timings.json');
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as Timings) : null;
}

/** The annotation each test carries with the number of documents its pages opened (fixtures.ts). */
export const DOCUMENTS_ANNOTATION: string = 'documents';

/** The documents a test's annotations report, or undefined when it reported none (it did not run). */
export function documentsOf(annotations: ReadonlyArray<{ type: string; description?: string }>): number | undefined {
  const counts = annotations.filter((a) => a.type === DOCUMENTS_ANNOTATION).map((a) => Number(a.description));
  return counts.length ? counts.reduce((sum, n) => sum + n, 0) : undefined;
}

/**
 * Where the time went, one line per e2e folder, costliest first: tests, test time, documents
 * opened, and the test time per document (a page load is the suite's unit of cost).
 */
export function areaLines(timings: Timings): string[] {
  const areas = new Map<string, AreaSum>();
  const total: AreaSum = { tests: 0, ms: 0, documents: 0 };
  for (const t of timings.tests) {
    const area = t.location.split('/')[0] ?? '';
    const sums = areas.get(area) ?? { tests: 0, ms: 0, documents: 0 };
    areas.set(area, sums);
    for (const sum of [sums, total]) {
      sum.tests += 1;
      sum.ms += t.ms;
      sum.documents += t.documents ?? 0;
    }
  }
  const line = (name: string, a: AreaSum) =>
    `${name.padEnd(13)} ${String(a.tests).padStart(4)} tests ${(a.ms / 1000).toFixed(0).padStart(6)} s ${String(a.documents).padStart(5)} documents` +
    (a.documents ? ` ${(a.ms / 1000 / a.documents).toFixed(2).padStart(6)} s per document` : '');
  return [...[...areas].sort((a, b) => b[1].ms - a[1].ms).map(([name, a]) => line(name, a)), line('all', total)];
}

/** "12.3 s  e2e/zones/x.spec.ts:12 › title" lines for the `count` slowest tests. */
export function slowestLines(timings: Timings, count = 10): string[] {
  return [...timings.tests]
    .sort((a, b) => b.ms - a.ms)
    .slice(0, count)
    .map((t) => `${(t.ms / 1000).toFixed(1).padStart(6)} s  ${t.location} › ${t.title}`);
}

/** One line per test that needed a retry, with what each failed attempt said first. */
export function retryLines(timings: Timings): string[] {
  return timings.tests
    .filter((t) => t.retries > 0)
    .map((t) => `${t.location} › ${t.title}: ${t.retries} retr${t.retries === 1 ? 'y' : 'ies'}, ${t.outcome} (${t.firstError ?? 'no message'})`);
}

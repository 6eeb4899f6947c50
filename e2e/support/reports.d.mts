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
export function reportDir(env?: Record<string, string | undefined>): string;
export function readTimings(dir?: string): Timings | null;
export function slowestLines(timings: Timings, count?: number): string[];
export function retryLines(timings: Timings): string[];
export const DOCUMENTS_ANNOTATION: string;
export function documentsOf(annotations: ReadonlyArray<{ type: string; description?: string }>): number | undefined;
export function areaLines(timings: Timings): string[];

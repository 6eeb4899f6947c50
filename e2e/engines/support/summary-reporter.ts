/**
 * A Vitest reporter writing the run's readable summary (summary.md) beside its JUnit XML: each
 * journey's outcome and time, why any was skipped, and the first error of any that failed.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, basename } from 'node:path';
import type { Reporter, TestModule } from 'vitest/node';
import { summaryMarkdown, type JourneyResult } from './reports';

/** Set by the global setup (the same process) once the browser has said its version. */
export const VERSION_VARIABLE = 'ENGINE_BROWSER_VERSION';

export default class SummaryReporter implements Reporter {
  private started = Date.now();

  constructor(private readonly options: { engine: string; outputFile: string }) {}

  onTestRunStart(): void {
    this.started = Date.now();
  }

  onTestRunEnd(modules: ReadonlyArray<TestModule>): void {
    const results: JourneyResult[] = [];
    for (const module of modules) {
      for (const test of module.children.allTests()) {
        const result = test.result();
        // left out by a filter (-t, a hub): not part of this run
        if (result.state === 'skipped' && test.options.mode !== 'run') continue;
        const note = result.state === 'skipped' ? result.note : result.errors?.[0]?.message;
        results.push({ file: basename(module.moduleId), title: test.fullName, state: result.state, ms: test.diagnostic()?.duration ?? 0, note });
      }
    }
    const markdown = summaryMarkdown(this.options.engine, process.env[VERSION_VARIABLE] ?? '', results, Date.now() - this.started);
    mkdirSync(dirname(this.options.outputFile), { recursive: true });
    writeFileSync(this.options.outputFile, markdown);
    console.log(`\n${markdown}\nReports: ${this.options.outputFile} and junit.xml beside it`);
  }
}

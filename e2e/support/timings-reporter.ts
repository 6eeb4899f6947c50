/**
 * A Playwright reporter beside list, html and junit: at the end of a run it
 * prints the ten slowest tests and every test that needed a retry, and writes them all to
 * timings.json in the report folder, where scripts/test.mjs reads them for its closing lines.
 * Retries are listed by name because CI keeps `retries: 1` only as a net: a retry that was
 * needed is a flaky test to fix, not a pass to forget.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import type { FullConfig, FullResult, Reporter, Suite, TestCase } from '@playwright/test/reporter';
import { ROOT } from '@naturverse/site/serve';
import { areaLines, documentsOf, reportDir, retryLines, slowestLines, type TestTiming, type Timings } from '@naturverse/testing/reports';

/** Playwright colours its error messages (ESC [ … m): a JSON file and a log line want the words. */
const COLOURS = new RegExp(`${String.fromCharCode(27)}\\[[0-9;]*m`, 'g');
const stripAnsi = (text: string) => text.replace(COLOURS, '');

export default class TimingsReporter implements Reporter {
  private root = '';
  private suite: Suite | undefined;
  private shard: Timings['shard'] = null;
  private started = Date.now();

  onBegin(config: FullConfig, suite: Suite): void {
    this.root = config.rootDir;
    this.suite = suite;
    this.shard = config.shard;
    this.started = Date.now();
  }

  private timing(test: TestCase): TestTiming {
    const failed = test.results.find((r) => r.status !== 'passed' && r.status !== 'skipped');
    const firstError = failed?.errors[0]?.message;
    return {
      location: `${relative(this.root, test.location.file).replaceAll('\\', '/')}:${test.location.line}`,
      title: test.titlePath().slice(3).join(' › '),
      tags: test.tags,
      ms: test.results.reduce((sum, r) => sum + r.duration, 0),
      retries: Math.max(0, test.results.length - 1),
      outcome: test.outcome(),
      documents: documentsOf(test.results.flatMap((r) => r.annotations)),
      ...(firstError ? { firstError: stripAnsi(firstError).split('\n')[0]!.slice(0, 200) } : {}),
    };
  }

  onEnd(result: FullResult): void {
    const tests = (this.suite?.allTests() ?? []).filter((t) => t.results.length > 0).map((t) => this.timing(t));
    const timings: Timings = { wallMs: Date.now() - this.started, status: result.status, shard: this.shard, tests };
    const dir = reportDir(process.env, ROOT);
    mkdirSync(dir, { recursive: true });
    writeFileSync(join(dir, 'timings.json'), JSON.stringify(timings, null, 2));
    if (tests.length === 0) return;
    console.log(`\nTest time and documents opened, by area (all attempts):\n${areaLines(timings).join('\n')}`);
    console.log(`\nTen slowest tests (all attempts):\n${slowestLines(timings).join('\n')}`);
    const retried = retryLines(timings);
    console.log(retried.length ? `\nRetries (flaky until fixed at the cause):\n${retried.join('\n')}` : '\nNo test needed a retry.');
    console.log(`\nReports: ${dir}/html/index.html (npx playwright show-report ${relative(process.cwd(), join(dir, 'html')) || '.'}), ${dir}/junit.xml`);
  }

  printsToStdio(): boolean {
    return false;
  }
}

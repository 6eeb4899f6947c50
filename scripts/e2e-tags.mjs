// Every e2e test carries at least one hub tag (@naturverse/site/tags), so a hub's
// slice (`npm run test:e2e -- --hub <name>`) misses none of its tests. Lists the suite without
// running it (`playwright test --list`: no server, no database) and names every untagged test
// by file, line and title, so whoever adds a spec knows exactly what to tag.
import { spawnSync } from 'node:child_process';
import { ROOT } from './lib/run.mjs';
import { HUB_TAGS } from '@naturverse/site/tags';

/** Every test of a Playwright JSON report (suites nest: files, then describes). */
function* specsOf(suite) {
  for (const spec of suite.specs ?? []) yield spec;
  for (const child of suite.suites ?? []) yield* specsOf(child);
}

/** The tests without a hub tag, as "file:line › title" lines. */
export function untagged(report) {
  const missing = [];
  for (const suite of report.suites ?? []) {
    for (const spec of specsOf(suite)) {
      if (!spec.tags.some((tag) => HUB_TAGS.includes(`@${tag}`) || HUB_TAGS.includes(tag))) missing.push(`${spec.file}:${spec.line} › ${spec.title}`);
    }
  }
  return missing;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const listed = spawnSync('pnpm', ['exec', 'playwright', 'test', '--list', '--reporter=json'], {
    cwd: ROOT,
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  if (listed.status !== 0) {
    console.error(listed.stderr || listed.stdout);
    process.exit(1);
  }
  const report = JSON.parse(listed.stdout);
  const total = [...(report.suites ?? []).flatMap((s) => [...specsOf(s)])].length;
  const missing = untagged(report);
  if (missing.length) {
    console.error(`${missing.length} of ${total} e2e tests have no hub tag (one of ${HUB_TAGS.join(' ')}).`);
    console.error("Add { tag: ['@<hub>'] } to the test or its file's test.describe (e2e/README.md, Running it as QA):");
    for (const line of missing) console.error(`  ${line}`);
    process.exit(1);
  }
  console.log(`e2e hub tags: all ${total} tests tagged`);
}

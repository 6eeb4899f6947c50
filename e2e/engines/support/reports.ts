/** The readable summary of an engine's run (summary.md beside its junit.xml in reports/engines/<engine>/). */

export interface JourneyResult {
  file: string;
  title: string;
  state: 'passed' | 'failed' | 'skipped' | 'pending';
  ms: number;
  /** why it was skipped, or its first error */
  note?: string;
}

const MARK = { passed: '✔', failed: '✘', skipped: '–', pending: '…' } as const;

/** The summary as Markdown: totals and wall time, then one line per journey, by hub file. */
export function summaryMarkdown(engine: string, version: string, results: JourneyResult[], wallMs: number): string {
  const count = (state: JourneyResult['state']) => results.filter((r) => r.state === state).length;
  const lines = [
    `# Journeys in ${engine}${version ? ` (${version})` : ''}`,
    '',
    `${count('passed')} passed, ${count('failed')} failed, ${count('skipped')} skipped in ${(wallMs / 1000).toFixed(1)} s.`,
    '',
    '| | journey | time | note |',
    '|---|---|---|---|',
    ...results.map(
      (r) =>
        `| ${MARK[r.state]} | ${r.file} › ${r.title} | ${(r.ms / 1000).toFixed(1)} s | ${(r.note ?? '').replace(/\s+/g, ' ').replaceAll('|', '\\|').slice(0, 300)} |`,
    ),
  ];
  return `${lines.join('\n')}\n`;
}

import { describe, expect, it } from 'vitest';
import { areaLines, documentsOf, DOCUMENTS_ANNOTATION, type Timings } from './reports.js';

const timing = (location: string, ms: number, documents?: number) => ({
  location,
  title: 't',
  tags: [],
  ms,
  retries: 0,
  outcome: 'expected' as const,
  documents,
});

describe('documents per test', () => {
  it('adds the counts of every attempt, and is undefined when a test reported none', () => {
    const doc = (n: number) => ({ type: DOCUMENTS_ANNOTATION, description: String(n) });
    expect(documentsOf([doc(3), { type: 'issue', description: '27' }, doc(2)])).toBe(5);
    expect(documentsOf([{ type: 'skip', description: 'no backend' }])).toBeUndefined();
  });

  it('sums test time and documents per e2e folder, costliest first, with a total', () => {
    const timings: Timings = {
      wallMs: 0,
      status: 'passed',
      shard: null,
      tests: [
        timing('zones/a.spec.ts:1', 4_000, 2),
        timing('a11y/axe.spec.ts:9', 30_000, 11),
        timing('zones/b.spec.ts:5', 2_000, 1),
        timing('zones/c.spec.ts:7', 1_000),
      ],
    };
    const lines = areaLines(timings);
    expect(lines.map((l) => l.split(/\s+/).slice(0, 7).join(' '))).toEqual([
      'a11y 1 tests 30 s 11 documents',
      'zones 3 tests 7 s 3 documents',
      'all 4 tests 37 s 14 documents',
    ]);
    expect(lines[0]).toMatch(/2\.73 s per document$/);
    expect(lines[2]).toMatch(/2\.64 s per document$/);
  });
});

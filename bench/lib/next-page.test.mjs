import { describe, expect, it } from 'vitest';
import { nextPageRows } from './next-page.mjs';
import { summarize } from './stats.mjs';

const row = (values, loadingLines, errors = []) => ({
  from: '/marketplace',
  heading: 'Turian Plush',
  viewport: '1280 px',
  ms: summarize(values),
  loadingLines,
  taps: values.length,
  errors,
});

describe('the tap between two pages of a loaded hub', () => {
  it('passes at ≤ 100 ms with no loading line in any run', () => {
    const [line] = nextPageRows([row([40, 60, 55], 0)]);
    expect(line).toEqual([
      'Tap /marketplace → "Turian Plush" shown, 1280 px, no throttling',
      '55 ms',
      '40–60 (3 runs); loading line in 0 of 3',
      '≤ 100 ms, no loading line',
      'pass',
    ]);
  });

  it('misses when slower, when a loading line showed once, or when a run failed', () => {
    expect(nextPageRows([row([620, 640, 651], 3)])[0][4]).toBe('**miss**');
    expect(nextPageRows([row([40, 60, 55], 1)])[0][4]).toBe('**miss**');
    expect(nextPageRows([row([40, 60], 0, ['timeout'])])[0][4]).toBe('**miss**');
    expect(nextPageRows([{ ...row([], 0, ['no h1']), ms: null }])[0].slice(1, 2)).toEqual(['not available']);
  });
});

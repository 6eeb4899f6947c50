import { describe, expect, it } from 'vitest';
import { mainThreadOfReport, summarizeMainThread } from './main-thread.mjs';

const REACT = 'http://localhost:3000/static/js/async/lib-react.0123456789.js';
// the two audits as Lighthouse 12 writes them (details.items), trimmed to what is read
const audits = (other, react, unattributable) => ({
  'mainthread-work-breakdown': {
    numericValue: other + 400,
    details: {
      items: [
        { group: 'other', groupLabel: 'Other', duration: other },
        { group: 'scriptEvaluation', groupLabel: 'Script Evaluation', duration: 400 },
      ],
    },
  },
  'bootup-time': {
    details: {
      items: [
        { url: 'Unattributable', total: unattributable, scripting: 10, scriptParseCompile: 0 },
        ...(react ? [{ url: REACT, total: react, scripting: react - 20, scriptParseCompile: 20 }] : []),
      ],
    },
  },
});

describe("Lighthouse's main-thread breakdown", () => {
  it('reads the total, each category and each script of one report', () => {
    expect(mainThreadOfReport(audits(1000.4, 300, 900))).toEqual({
      totalMs: 1400,
      byCategory: { Other: 1000, 'Script Evaluation': 400 },
      byScript: [
        { url: 'Unattributable', totalMs: 900, scriptingMs: 10, parseCompileMs: 0 },
        { url: REACT, totalMs: 300, scriptingMs: 280, parseCompileMs: 20 },
      ],
    });
    expect(mainThreadOfReport({})).toBeNull();
  });

  it('takes medians over runs, a script a run did not list counting 0 there', () => {
    const label = (url) => (url.includes('://') ? 'shell lib-react.js' : url);
    const s = summarizeMainThread(
      [mainThreadOfReport(audits(1000, 300, 900)), mainThreadOfReport(audits(2000, null, 700)), mainThreadOfReport(audits(1500, 500, 800))],
      { label },
    );
    expect(s.total.median).toBe(1900);
    expect(s.byCategory.Other.median).toBe(1500);
    expect(s.byScript.map((x) => [x.script, x.total.median, x.total.values])).toEqual([
      ['Unattributable', 800, [900, 700, 800]],
      ['shell lib-react.js', 300, [300, 0, 500]],
    ]);
    expect(summarizeMainThread([null, undefined])).toBeNull();
  });
});

import { describe, expect, it } from 'vitest';
import { INP_MS, MAX_SOURCE_SHARE, MIN_INP, MIN_LOADS, MIN_SOURCES, canaryGate } from './gate.ts';
import { gateFromRows } from './health.ts';

const healthy = (version, over = {}) => ({
  version,
  loads: 1000,
  failures: 10,
  inpSamples: 400,
  inpP75: 80,
  sources: 100,
  topSourceReports: 20,
  reports: 1400,
  addresses: 100,
  topAddressReports: 20,
  ...over,
});

describe('canary gate', () => {
  it('passes a canary as healthy as stable', () => {
    expect(canaryGate(healthy('1.2.0'), healthy('1.3.0', { failures: 12, inpP75: 84 }))).toEqual({ ok: true, reasons: [] });
  });

  it('refuses a canary whose load failures are worse beyond 1 pp and beyond noise, naming the figures', () => {
    const verdict = canaryGate(healthy('1.2.0'), healthy('1.3.0', { failures: 40 }));
    expect(verdict.ok).toBe(false);
    expect(verdict.reasons).toEqual([expect.stringMatching(/^load failures: 1\.3\.0 4\.00 % vs 1\.2\.0 1\.00 % \(worse by 3\.00 %/)]);
  });

  it('does not refuse a difference inside the noise of small samples', () => {
    // 3 % vs 1 % on 200 loads each: 2 pp worse, but 2 SE of the difference is 2.8 pp
    const verdict = canaryGate(healthy('1.2.0', { loads: 200, failures: 2 }), healthy('1.3.0', { loads: 200, failures: 6 }));
    expect(verdict).toEqual({ ok: true, reasons: [] });
  });

  it('refuses a canary whose p75 INP is more than 20 % and 20 ms worse, not one that is only one of them', () => {
    expect(canaryGate(healthy('a'), healthy('b', { inpP75: 120 })).reasons).toEqual(['INP p75: b 120 ms vs a 80 ms (margin ×1.2 and +20 ms)']);
    expect(canaryGate(healthy('a'), healthy('b', { inpP75: 80 + INP_MS })).ok).toBe(true); // +25 %, but only +20 ms
    expect(canaryGate(healthy('a', { inpP75: 400 }), healthy('b', { inpP75: 470 })).ok).toBe(true); // +70 ms, but +17.5 %
  });

  it('refuses when either version has too few samples', () => {
    const verdict = canaryGate(healthy('a'), healthy('b', { loads: MIN_LOADS - 1, inpSamples: MIN_INP - 1 }));
    expect(verdict.ok).toBe(false);
    expect(verdict.reasons).toEqual([
      `not enough data: b has ${MIN_LOADS - 1} of ${MIN_LOADS} loads`,
      `not enough data: b has ${MIN_INP - 1} of ${MIN_INP} INP samples`,
    ]);
  });
});

describe('the gate on stored rows', () => {
  const row = (version, over = {}) => {
    const r = { ...healthy(version), renderErrors: 0, canaryFallbacks: 0, lcpP75: null, clsP75: null, lastSeen: null, ...over };
    return { ...r, capped: { loads: r.loads, failures: r.failures, canaryFallbacks: r.canaryFallbacks, inpSamples: r.inpSamples, ...over.capped } };
  };

  it('counts a canary fallback as a failed load of the canary: 40 fallbacks in 1,000 visits refuse it', () => {
    const rows = [row('1.2.0'), row('1.3.0', { canaryFallbacks: 40 })];
    const verdict = gateFromRows(rows, '1.2.0', '1.3.0');
    expect(verdict.ok).toBe(false);
    expect(verdict.reasons).toEqual([expect.stringMatching(/^load failures: 1\.3\.0 4\.81 % vs 1\.2\.0 1\.00 %/)]);
    expect(gateFromRows([row('1.2.0'), row('1.3.0')], '1.2.0', '1.3.0').ok).toBe(true);
  });

  it('weighs the capped figures, not the rows: 5,000 stored loads from one source count as its capped 10', () => {
    // the canary's rows say 5,600 loads and 30 failures (0.5 %); capped, 610 loads and 30 failures (4.9 %)
    const canary = row('1.3.0', { loads: 5600, failures: 30, reports: 5900, topSourceReports: 300, capped: { loads: 610, failures: 30 } });
    const verdict = gateFromRows([row('1.2.0'), canary], '1.2.0', '1.3.0');
    expect(verdict.ok).toBe(false);
    expect(verdict.reasons).toContainEqual(expect.stringMatching(/^load failures: 1\.3\.0 4\.92 % vs 1\.2\.0 1\.00 %/));
  });
});

describe('sources, not rows', () => {
  it('refuses a version reported by fewer than MIN_SOURCES sources, however many its rows', () => {
    const verdict = canaryGate(healthy('a'), healthy('b', { sources: MIN_SOURCES - 1, topSourceReports: 50 }));
    expect(verdict).toEqual({ ok: false, reasons: [`not enough data: b has ${MIN_SOURCES - 1} of ${MIN_SOURCES} sources`] });
    expect(canaryGate(healthy('a'), healthy('b', { sources: MIN_SOURCES, topSourceReports: 50 })).ok).toBe(true);
  });

  it('says "suspicious" when one source sent more than a fifth of a version\'s reports, instead of promoting', () => {
    const verdict = canaryGate(healthy('a'), healthy('b', { topSourceReports: 300, reports: 1200 }));
    expect(verdict).toEqual({ ok: false, reasons: ["suspicious: one source sent 25.00 % of b's reports (at most 20.00 %)"] });
    // exactly the share allowed is not suspicious
    expect(canaryGate(healthy('a'), healthy('b', { topSourceReports: MAX_SOURCE_SHARE * 1000, reports: 1000 })).ok).toBe(true);
  });

  it('needs its MIN_SOURCES from distinct addresses: one address making up a new user agent on every call is still one address', () => {
    // 75 made-up agents from one address (its day's 1,500 reports), each capped at 10 loads
    const made = healthy('b', { loads: 750, inpSamples: 0, sources: 75, topSourceReports: 20, reports: 1500, addresses: 1, topAddressReports: 1500 });
    expect(canaryGate(healthy('a'), made)).toEqual({
      ok: false,
      reasons: [
        `not enough data: b has 1 of ${MIN_SOURCES} addresses`,
        `not enough data: b has 0 of ${MIN_INP} INP samples`,
        "suspicious: one address sent 100.00 % of b's reports (at most 20.00 %)",
      ],
    });
    // a classroom behind one address among enough others: its share is what is weighed
    expect(canaryGate(healthy('a'), healthy('b', { addresses: MIN_SOURCES - 1 })).reasons).toEqual([
      `not enough data: b has ${MIN_SOURCES - 1} of ${MIN_SOURCES} addresses`,
    ]);
    expect(canaryGate(healthy('a'), healthy('b', { addresses: MIN_SOURCES })).ok).toBe(true);
    expect(canaryGate(healthy('a'), healthy('b', { topAddressReports: 350, reports: 1400 })).reasons).toEqual([
      "suspicious: one address sent 25.00 % of b's reports (at most 20.00 %)",
    ]);
    expect(canaryGate(healthy('a'), healthy('b', { topAddressReports: MAX_SOURCE_SHARE * 1400, reports: 1400 })).ok).toBe(true);
  });

  // The three scenarios, as the view gives their figures (supabase/tests/report-limits.test.ts
  // produces the same rows on PostgreSQL). Each of 300 families sent 2 loads and 1 INP sample.
  const families = (version, failures) => ({
    version,
    loads: 600,
    failures,
    inpSamples: 300,
    inpP75: 80,
    sources: 300,
    topSourceReports: 3,
    reports: 900,
    addresses: 300,
    topAddressReports: 3,
  });

  it('one source sending 10,000 loads for a canary: its allowance (300 a day) stored, capped at 10 — not enough data', () => {
    const flood = {
      version: 'c',
      loads: 10,
      failures: 0,
      inpSamples: 0,
      inpP75: null,
      sources: 1,
      topSourceReports: 300,
      reports: 300,
      addresses: 1,
      topAddressReports: 300,
    };
    const verdict = canaryGate(families('s', 6), flood);
    expect(verdict.ok).toBe(false);
    expect(verdict.reasons).toEqual([
      `not enough data: c has 1 of ${MIN_SOURCES} sources`,
      `not enough data: c has 10 of ${MIN_LOADS} loads`,
      `not enough data: c has 0 of ${MIN_INP} INP samples`,
      "suspicious: one source sent 100.00 % of c's reports (at most 20.00 %)",
    ]);
  });

  it('5,000 forged successes from one source cannot hide a 5 % failure rate reported by 300 sources', () => {
    // 300 of the 5,000 stored (the day's allowance), weighed as 10 loads: 30 failures in 610
    const canary = { ...families('c', 30), loads: 610, sources: 301, topSourceReports: 300, reports: 1200, addresses: 301, topAddressReports: 300 };
    const verdict = canaryGate(families('s', 6), canary);
    expect(verdict.ok).toBe(false);
    expect(verdict.reasons).toEqual([
      "suspicious: one source sent 25.00 % of c's reports (at most 20.00 %)",
      expect.stringMatching(/^load failures: c 4\.92 % vs s 1\.00 %/),
    ]);
  });

  it("300 sources at a family's rate: the gate decides as it did on rows", () => {
    const asRows = (v) => ({ ...v, sources: 1000, topSourceReports: 1, reports: 1000, addresses: 1000, topAddressReports: 1 });
    for (const [stable, canary] of [
      [families('s', 6), families('c', 30)],
      [families('s', 6), families('c', 8)],
    ]) {
      expect(canaryGate(stable, canary)).toEqual(canaryGate(asRows(stable), asRows(canary)));
    }
    expect(canaryGate(families('s', 6), families('c', 30)).ok).toBe(false);
    expect(canaryGate(families('s', 6), families('c', 8)).ok).toBe(true);
  });
});

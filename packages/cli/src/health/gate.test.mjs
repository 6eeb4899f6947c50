import { describe, expect, it } from 'vitest';
import { INP_MS, MIN_INP, MIN_LOADS, canaryGate } from './gate.ts';
import { gateFromRows } from './health.ts';

const healthy = (version, over = {}) => ({ version, loads: 1000, failures: 10, inpSamples: 400, inpP75: 80, ...over });

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
  const row = (version, over = {}) => ({ ...healthy(version), renderErrors: 0, canaryFallbacks: 0, lcpP75: null, clsP75: null, lastSeen: null, ...over });

  it('counts a canary fallback as a failed load of the canary: 40 fallbacks in 1,000 visits refuse it', () => {
    const rows = [row('1.2.0'), row('1.3.0', { canaryFallbacks: 40 })];
    const verdict = gateFromRows(rows, '1.2.0', '1.3.0');
    expect(verdict.ok).toBe(false);
    expect(verdict.reasons).toEqual([expect.stringMatching(/^load failures: 1\.3\.0 4\.81 % vs 1\.2\.0 1\.00 %/)]);
    expect(gateFromRows([row('1.2.0'), row('1.3.0')], '1.2.0', '1.3.0').ok).toBe(true);
  });
});

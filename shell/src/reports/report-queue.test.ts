import { afterEach, describe, expect, it, vi } from 'vitest';
import { REPORT_LIMITS, type HubReport } from '@naturverse/contracts/report-shape';
import { ReportQueue, clsValue, coarseMs } from './report-queue';

const load = (i = 0): HubReport => ({
  hub: 'zones',
  version: '1.3.0',
  build: `b${i}`,
  route: '/zones/:seg',
  event: 'load',
  kind: null,
  value: 120,
  browser: 'chromium',
});

afterEach(() => vi.restoreAllMocks());

describe('report queue', () => {
  it('drops and logs a report that does not fit the shape (a typed title never leaves)', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const q = new ReportQueue();
    expect(q.add({ ...load(), title: 'My dragon story' } as HubReport)).toBe(false);
    expect(q.add({ ...load(), route: '/zones/stories?title=My%20dragon' })).toBe(false);
    expect(q.add(load())).toBe(true);
    expect(warn).toHaveBeenCalledWith('[naturverse] a hub report was dropped: unknown keys: title');
    const bodies = q.takeBodies();
    expect(bodies).toEqual([JSON.stringify([load()])]);
    expect(bodies.join()).not.toMatch(/dragon/i);
  });

  it('cuts batches at 20 reports and 8 KiB, keeps order, and empties itself', () => {
    const q = new ReportQueue();
    for (let i = 0; i < 45; i++) q.add(load(i));
    const bodies = q.takeBodies();
    expect(bodies.map((b) => JSON.parse(b).length)).toEqual([20, 20, 5]);
    expect(bodies.flatMap((b) => JSON.parse(b).map((r: HubReport) => r.build))).toEqual(Array.from({ length: 45 }, (_, i) => `b${i}`));
    expect(q.size).toBe(0);
    expect(q.takeBodies()).toEqual([]);
  });

  it('never makes a body over the byte limit', () => {
    const q = new ReportQueue();
    const big = (i: number): HubReport => ({
      ...load(),
      build: `${'x'.repeat(60)}${String(i).padStart(4, '0')}`.slice(-64),
      version: `1.0.0-${'a'.repeat(26)}`,
    });
    for (let i = 0; i < 60; i++) q.add(big(i));
    const bodies = q.takeBodies();
    for (const body of bodies) expect(new TextEncoder().encode(body).length).toBeLessThanOrEqual(REPORT_LIMITS.maxBytes);
    expect(bodies.reduce((n, b) => n + JSON.parse(b).length, 0)).toBe(60);
  });

  it('coarse numbers: ms to 10, CLS × 1000, within range', () => {
    expect(coarseMs(123.4)).toBe(120);
    expect(coarseMs(125)).toBe(130);
    expect(coarseMs(-3)).toBe(0);
    expect(coarseMs(1e9)).toBe(REPORT_LIMITS.maxValue);
    expect(clsValue(0.1234)).toBe(123);
  });
});

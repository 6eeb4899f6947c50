import { describe, expect, it } from 'vitest';
import { SequencerStats, benchEnabled } from './sequencer-stats';

describe('sequencer bench stats', () => {
  it('exists only with ?bench=1', () => {
    expect(benchEnabled('?bench=1')).toBe(true);
    expect(benchEnabled('?x=2&bench=1')).toBe(true);
    expect(benchEnabled('')).toBe(false);
    expect(benchEnabled('?bench=0')).toBe(false);
  });

  it('records ideal vs scheduled times, lead and display lag', () => {
    const stats = new SequencerStats(8);
    stats.rebase(0, 1, 0.15);
    stats.recordScheduled(0, 1, 0.95);
    stats.recordScheduled(1, 1.1505, 1.1);
    stats.recordShown(0, 1.004);
    expect(stats.entries()).toEqual([
      { step: 0, idealTime: 1, scheduledTime: 1, leadTime: expect.closeTo(0.05, 9), shownAt: 1.004 },
      { step: 1, idealTime: 1.15, scheduledTime: 1.1505, leadTime: expect.closeTo(0.0505, 9), shownAt: null },
    ]);
    const summary = stats.summary();
    expect(summary.count).toBe(2);
    expect(summary.maxScheduleErrorMs).toBeCloseTo(0.5, 6);
    expect(summary.minLeadMs).toBeCloseTo(50, 6);
    expect(summary.meanDisplayLagMs).toBeCloseTo(4, 6);
  });

  it('is a ring buffer keeping the newest entries', () => {
    const stats = new SequencerStats(4);
    stats.rebase(0, 0, 0.1);
    for (let i = 0; i < 10; i += 1) stats.recordScheduled(i, i * 0.1, i * 0.1 - 0.05);
    expect(stats.entries().map((e) => e.step)).toEqual([6, 7, 8, 9]);
    stats.clear();
    expect(stats.entries()).toEqual([]);
    expect(stats.summary()).toMatchObject({ count: 0, meanDisplayLagMs: null });
  });
});

/**
 * Timing evidence for the bench (only with ?bench=1): a ring buffer of the last
 * steps the sequencer scheduled. For each step it keeps
 * - idealTime: where the step belongs on a perfect grid from the run's start
 *   (re-based when the tempo changes),
 * - scheduledTime: the AudioContext time the notes were scheduled at,
 * - leadTime: how far ahead of the audio clock it was scheduled (must be > 0),
 * - shownAt: the audio clock when the playhead showed it (null until shown).
 * All times are seconds on the AudioContext clock.
 */
export interface StepRecord {
  step: number;
  idealTime: number;
  scheduledTime: number;
  leadTime: number;
  shownAt: number | null;
}

export interface StatsSummary {
  count: number;
  /** Largest |scheduledTime − idealTime|, in ms. */
  maxScheduleErrorMs: number;
  /** Smallest look-ahead margin, in ms (negative would mean a late note). */
  minLeadMs: number;
  /** Average and worst delay of the playhead display behind the sound, in ms. */
  meanDisplayLagMs: number | null;
  maxDisplayLagMs: number | null;
}

export const STATS_CAPACITY = 512;

export class SequencerStats {
  private records: StepRecord[] = [];
  private gridStart: { time: number; step: number; stepSeconds: number } | null = null;

  constructor(readonly capacity = STATS_CAPACITY) {}

  /** A new run or a tempo change: the ideal grid restarts at this step. */
  rebase(step: number, time: number, stepSeconds: number): void {
    this.gridStart = { step, time, stepSeconds };
  }

  recordScheduled(step: number, scheduledTime: number, now: number): void {
    const grid = this.gridStart ?? { step, time: scheduledTime, stepSeconds: 0 };
    const idealTime = grid.time + (step - grid.step) * grid.stepSeconds;
    this.records.push({ step, idealTime, scheduledTime, leadTime: scheduledTime - now, shownAt: null });
    if (this.records.length > this.capacity) this.records.splice(0, this.records.length - this.capacity);
  }

  recordShown(step: number, now: number): void {
    for (let i = this.records.length - 1; i >= 0; i -= 1) {
      const record = this.records[i];
      if (record && record.step === step) {
        if (record.shownAt === null) record.shownAt = now;
        return;
      }
    }
  }

  entries(): StepRecord[] {
    return this.records.map((r) => ({ ...r }));
  }

  clear(): void {
    this.records = [];
    this.gridStart = null;
  }

  summary(): StatsSummary {
    const ms = (s: number) => Math.round(s * 1e6) / 1e3;
    const lags = this.records.filter((r) => r.shownAt !== null).map((r) => (r.shownAt ?? 0) - r.scheduledTime);
    return {
      count: this.records.length,
      maxScheduleErrorMs: ms(Math.max(0, ...this.records.map((r) => Math.abs(r.scheduledTime - r.idealTime)))),
      minLeadMs: this.records.length ? ms(Math.min(...this.records.map((r) => r.leadTime))) : 0,
      meanDisplayLagMs: lags.length ? ms(lags.reduce((a, b) => a + b, 0) / lags.length) : null,
      maxDisplayLagMs: lags.length ? ms(Math.max(...lags)) : null,
    };
  }
}

/** The stats object exists only when the page URL has ?bench=1. */
export function benchEnabled(search: string): boolean {
  return new URLSearchParams(search).get('bench') === '1';
}

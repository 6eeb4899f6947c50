/**
 * The page's pending reports and how they leave: checked one by one against the
 * shared shape (a report that does not fit is dropped and logged, never sent), then cut into
 * beacon bodies the database accepts (at most 20 reports and 8 KiB each). Pure: no timers,
 * no network; reporter.ts decides when to flush and sends.
 */
import { REPORT_LIMITS, reportFault, type HubReport } from '@naturverse/contracts/report-shape';

/** Milliseconds as reports carry them: rounded to 10 ms, within the stored range. */
export function coarseMs(ms: number): number {
  return Math.min(REPORT_LIMITS.maxValue, Math.max(0, Math.round(ms / 10) * 10));
}

/** A layout shift score as reports carry it: × 1000, whole. */
export function clsValue(score: number): number {
  return Math.min(REPORT_LIMITS.maxValue, Math.max(0, Math.round(score * 1000)));
}

export class ReportQueue {
  private pending: HubReport[] = [];

  /** Queue a report; false (and a console warning naming the fault) when it does not fit. */
  add(report: HubReport): boolean {
    const fault = reportFault(report);
    if (fault) {
      console.warn(`[naturverse] a hub report was dropped: ${fault}`);
      return false;
    }
    this.pending.push(report);
    return true;
  }

  get size(): number {
    return this.pending.length;
  }

  /** Everything pending as beacon bodies (JSON arrays), oldest first; the queue is left empty. */
  takeBodies(): string[] {
    const bodies: string[] = [];
    let batch: HubReport[] = [];
    const close = () => {
      if (batch.length) bodies.push(JSON.stringify(batch));
      batch = [];
    };
    for (const report of this.pending) {
      const next = JSON.stringify([...batch, report]);
      if (batch.length && (batch.length >= REPORT_LIMITS.maxReports || new TextEncoder().encode(next).length > REPORT_LIMITS.maxBytes)) close();
      batch.push(report);
    }
    close();
    this.pending = [];
    return bodies;
  }
}

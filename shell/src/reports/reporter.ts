/**
 * A page visit's reporter: takes reports, and when the page is hidden sends what
 * is pending as beacons — or, when reporting is off for this browser, keeps the bodies it
 * would have sent, with the reason, so /status can show exactly what leaves the device.
 * The network and the clock are handed in; reporting.ts wires the browser's.
 *
 * A body leaves once or never: a beacon's answer is never read, so a call the database refused
 * for a limit (HTTP 429, supabase/README.md "Limits") is dropped like one the browser would not
 * queue — never retried, never put back in the queue. Retrying into a limit would only spend the
 * family's allowance and the server's time.
 */
import type { HubReport } from '@naturverse/contracts/report-shape';
import type { Endpoint } from './privacy';
import { ReportQueue } from './report-queue';

export interface SentBody {
  /** The JSON body, exactly as sent (or as it would have been). */
  body: string;
  /** Whether the browser took the beacon. */
  sent: boolean;
  /** Why it was not sent, when it was not. */
  why: string | null;
}

export interface ReporterDeps {
  endpoint: Endpoint;
  /** Whether this page visit is in the sample (decided once per visit, never stored). */
  sampled: boolean;
  /** navigator.sendBeacon, in effect: true when the browser queued it. */
  send: (url: string, body: string) => boolean;
}

/** How many bodies /status keeps to show. */
export const LOG_SIZE = 10;

export function createReporter({ endpoint, sampled, send }: ReporterDeps) {
  const queue = new ReportQueue();
  let log: readonly SentBody[] = [];
  const listeners = new Set<() => void>();

  const remember = (entry: SentBody) => {
    log = [...log, entry].slice(-LOG_SIZE);
    for (const listener of listeners) listener();
  };

  return {
    /** Queue a report (dropped when it does not fit the shape). */
    report(report: HubReport): void {
      queue.add(report);
    },
    /** Send what is pending (the page is being hidden or left). */
    flush(): void {
      for (const body of queue.takeBodies()) {
        if (!sampled) remember({ body, sent: false, why: 'this visit is not in the sample (reportSample)' });
        else if (endpoint.url === null) remember({ body, sent: false, why: endpoint.why });
        else {
          const sent = send(endpoint.url, body);
          remember({ body, sent, why: sent ? null : 'the browser refused the beacon' });
        }
      }
    },
    pending: (): number => queue.size,
    /** Where reports go from this visit, or why they do not, in words for /status. */
    destination: (): string =>
      !sampled
        ? 'Not sent: this visit is not in the sample (reportSample).'
        : endpoint.url === null
          ? `Not sent: ${endpoint.why}.`
          : `Sent to ${endpoint.url.replace(/([?&]apikey=)[^&]*/, '$1…')} when the page is hidden.`,
    log: (): readonly SentBody[] => log,
    subscribe(listener: () => void): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

export type Reporter = ReturnType<typeof createReporter>;

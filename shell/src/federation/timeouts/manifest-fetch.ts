/**
 * Fetching a hub's mf-manifest.json with a time budget. A brief blip (connection
 * refused while a server restarts, a 5xx) is retried after a short pause; a request
 * that hangs is aborted when the budget is spent, so the family sees the fallback
 * instead of 'Loading…' forever. The body is read inside the budget too: a server
 * that sends headers and then stalls is a hang as well.
 */
import { DeadlineError, withDeadline } from './deadline';
import type { ManifestFetchOptions } from './types';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function fetchOnce(url: string, init: RequestInit, ms: number, fetchImpl: typeof fetch): Promise<Response> {
  const controller = new AbortController();
  const read = fetchImpl(url, { ...init, signal: controller.signal }).then(async (res) => {
    const body = await res.text();
    return new Response(body, { status: res.status, statusText: res.statusText, headers: res.headers });
  });
  return withDeadline(read, ms, url, () => controller.abort());
}

/** The answer to one attempt: a usable response, or a failure and whether asking again may help. */
async function attemptOnce(
  url: string,
  init: RequestInit,
  ms: number,
  fetchImpl: typeof fetch,
): Promise<{ res: Response } | { failure: Error; retryable: boolean }> {
  try {
    const res = await fetchOnce(url, init, ms, fetchImpl);
    if (res.ok) return { res };
    // a 4xx will not heal by asking again; a server error may
    return { failure: new Error(`${url} answered ${res.status}`), retryable: res.status >= 500 };
  } catch (error) {
    // a hang already spent the budget; a network error (connection refused) may be a blip
    const failure = error instanceof Error ? error : new Error(String(error));
    return { failure, retryable: !(error instanceof DeadlineError) };
  }
}

export async function fetchManifest(url: string, init: RequestInit, options: ManifestFetchOptions): Promise<Response> {
  const { budgetMs, attempts = 3, retryDelayMs = 250, fetchImpl = fetch, now = () => performance.now() } = options;
  const started = now();
  const left = () => budgetMs - (now() - started);
  for (let attempt = 1; ; attempt++) {
    const outcome = await attemptOnce(url, init, Math.max(left(), 0), fetchImpl);
    if ('res' in outcome) return outcome.res;
    if (!outcome.retryable || attempt >= attempts || left() <= retryDelayMs) throw outcome.failure;
    await sleep(retryDelayMs);
  }
}

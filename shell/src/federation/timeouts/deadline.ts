/**
 * Give up on a promise that does not settle in time. A request that never answers
 * (a hung server, a captive portal) must not keep a family on a loading screen: after
 * the deadline the caller shows defaults or a fallback and the late result is ignored.
 */
export class DeadlineError extends Error {
  constructor(what: string, ms: number) {
    super(`${what} did not answer within ${ms} ms`);
    this.name = 'DeadlineError';
  }
}

/**
 * Settle with `work`, or reject with a DeadlineError after `ms`. `onTimeout` runs first
 * (e.g. to abort the request, so the browser drops it and a retry starts afresh).
 */
export function withDeadline<T>(work: Promise<T>, ms: number, what: string, onTimeout?: () => void): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => {
      onTimeout?.();
      reject(new DeadlineError(what, ms));
    }, ms);
    work.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error instanceof Error ? error : new Error(String(error)));
      },
    );
  });
}

/** Read a JSON file, or null when it is unreachable, not OK, not JSON or too slow (aborted). */
export async function fetchJSONWithin(url: string, ms: number, fetchImpl: typeof fetch = fetch): Promise<unknown> {
  const controller = new AbortController();
  try {
    // the server sends Cache-Control: no-cache, so this revalidates and can use the <link rel=preload>
    const read = fetchImpl(url, { signal: controller.signal }).then((res) => {
      if (!res.ok) throw new Error(`${url} answered ${res.status}`);
      return res.json() as Promise<unknown>;
    });
    return await withDeadline(read, ms, url, () => controller.abort());
  } catch (error) {
    console.error(`[naturverse] could not read ${url}`, error);
    return null;
  }
}

/** The shapes of the time-limits room. Types only. */

/** How a hub's manifest is read (manifest-fetch.ts): a budget for the whole read, retries for blips. */
export interface ManifestFetchOptions {
  budgetMs: number;
  /** tries in all, the first included (default 3) */
  attempts?: number;
  retryDelayMs?: number;
  fetchImpl?: typeof fetch;
  now?: () => number;
}

/** The reporter has started in this page visit (for tools and the e2e suite). */
export const REPORTING_MARK = 'naturverse:reporting';

/** A canary that failed to load, so the stable version was used: detail { hub, kind }. */
export const CANARY_FALLBACK_MARK = 'naturverse:canary-fallback';

export interface CanaryFallbackDetail {
  hub: string;
  /** a load-failure kind (federation/loading/failure-kind.ts) */
  kind: string;
  /**
   * The canary's version as its deploy-root URL names it (`/hubs/zones/1.4.0/…` → 1.4.0), or
   * "unknown": the report counts against the version that failed — the stable one loaded after
   * it, and an unreachable canary's own manifest never said its version.
   */
  version: string;
}

/** The reporter has started in this page visit (for tools and the e2e suite). */
export const REPORTING_MARK = 'naturverse:reporting';

/** A canary that failed to load, so the stable version was used (issue 28): detail { hub, kind }. */
export const CANARY_FALLBACK_MARK = 'naturverse:canary-fallback';

export interface CanaryFallbackDetail {
  hub: string;
  /** a load-failure kind (failure-kind.ts) */
  kind: string;
}

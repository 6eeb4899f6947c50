/**
 * What the page notes for hub health reports before the reporter has loaded (it starts after
 * the first paint, or not at all where nothing would be sent): performance marks, which the
 * browser keeps in its own timeline with their time. A mark costs the first load one call and
 * no state of ours. Only a hub name and an error's NAME go in a mark's detail, never a message.
 */
export const RENDER_ERROR_MARK = 'naturverse:render-error';
/** The reporter has started in this page visit. */
export const REPORTING_MARK = 'naturverse:reporting';
/** A canary that failed to load, so the stable version was used: detail { hub, kind }. */
export const CANARY_FALLBACK_MARK = 'naturverse:canary-fallback';

export interface RenderErrorDetail {
  hub: string;
  name: string;
}

export interface CanaryFallbackDetail {
  hub: string;
  kind: string;
}

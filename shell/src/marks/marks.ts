/**
 * What the page notes for hub health reports before the reporter has loaded (it starts after
 * the first paint, or not at all where nothing would be sent): performance marks, which the
 * browser keeps in its own timeline with their time. A mark costs the first load one call and
 * no state of ours; marks only the reporter uses are in reporter-marks.ts, outside the first
 * load. Only a hub name and an error's NAME go in a mark's detail, never a message.
 */
export const RENDER_ERROR_MARK = 'naturverse:render-error';

export interface RenderErrorDetail {
  hub: string;
  name: string;
}

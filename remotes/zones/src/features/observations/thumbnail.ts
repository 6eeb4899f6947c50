/** Thumbnail rules (spec §9): max side 320 px, JPEG quality 0.8. */
export const THUMB_MAX_SIDE = 320;
export const THUMB_QUALITY = 0.8;

/** Largest side ≤ `max`, aspect kept, never enlarged, at least 1 px each way. */
export function thumbnailSize(width: number, height: number, max = THUMB_MAX_SIDE): { width: number; height: number } {
  if (!(width > 0) || !(height > 0)) throw new Error('image has no size');
  const scale = Math.min(1, max / Math.max(width, height));
  return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) };
}

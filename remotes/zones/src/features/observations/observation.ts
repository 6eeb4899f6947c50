/**
 * The Observation record (spec §3) and the rules for its fields: tags, the title a file
 * suggests, and the check every record read back from storage or an import must pass.
 * Pure, so it is unit tested without a browser.
 */
export interface Observation {
  id: string;
  title: string;
  notes: string;
  tags: string[];
  /** ISO date-time the photo was saved. */
  takenAt: string;
  /** null when the location was denied, unavailable or timed out. */
  lat: number | null;
  lon: number | null;
  /** Average colour as #rrggbb. */
  color: string;
  /** Full image as a data URL. */
  src: string;
  /** Small JPEG data URL (max side 320 px). */
  thumb: string;
}

/**
 * A record without its full image: what the Gallery lists. The full image is read only when
 * one photo is opened, so dozens of photos do not sit in a phone's memory at once.
 */
export type ObservationSummary = Omit<Observation, 'src'>;

export function summaryOf({ src: _src, ...summary }: Observation): ObservationSummary {
  return summary;
}

export const TITLE_MAX = 80;
export const NOTES_MAX = 500;
export const TAG_MAX = 30;
export const TAGS_MAX = 20;

/** 'My river.photo.png' → 'My river.photo' (only the last extension goes). */
export function titleFromFileName(name: string): string {
  const dot = name.lastIndexOf('.');
  const base = dot > 0 ? name.slice(0, dot) : name;
  return base.slice(0, TITLE_MAX);
}

/** Enter in the tag field: a trimmed, non-blank tag not already present is appended. */
export function addTag(tags: readonly string[], raw: string): string[] {
  const tag = raw.trim().slice(0, TAG_MAX);
  if (!tag || tags.includes(tag) || tags.length >= TAGS_MAX) return [...tags];
  return [...tags, tag];
}

export function removeTag(tags: readonly string[], tag: string): string[] {
  return tags.filter((t) => t !== tag);
}

/** Typed tags first, then auto tags that are not already there. */
export function mergeTags(typed: readonly string[], auto: readonly string[]): string[] {
  return auto.reduce((all, tag) => (all.includes(tag) ? all : [...all, tag]), [...typed]);
}

/** Only image data URLs may be shown as a photo (never an html or script URL). */
export function isImageDataUrl(value: unknown): value is string {
  return typeof value === 'string' && /^data:image\/[a-z0-9.+-]+[;,]/i.test(value);
}

const HEX = /^#[0-9a-f]{6}$/i;
const finiteOrNull = (v: unknown): v is number | null => v === null || (typeof v === 'number' && Number.isFinite(v));
const isText = (v: unknown, max: number): v is string => typeof v === 'string' && v.length <= max;

/** A stored or imported value → Observation, or null when any field is missing or wrong. */
export function parseObservation(value: unknown): Observation | null {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return null;
  const v = value as Record<string, unknown>;
  const lat = v.lat ?? null;
  const lon = v.lon ?? null;
  if (typeof v.id !== 'string' || v.id === '' || v.id.length > 100) return null;
  if (!isText(v.title, TITLE_MAX) || !isText(v.notes, NOTES_MAX)) return null;
  if (!Array.isArray(v.tags) || v.tags.length > TAGS_MAX + 6 || !v.tags.every((t) => isText(t, TAG_MAX))) return null;
  if (typeof v.takenAt !== 'string' || Number.isNaN(Date.parse(v.takenAt))) return null;
  if (!finiteOrNull(lat) || !finiteOrNull(lon) || (lat === null) !== (lon === null)) return null;
  if (lat !== null && lon !== null && (Math.abs(lat) > 90 || Math.abs(lon) > 180)) return null;
  if (typeof v.color !== 'string' || !HEX.test(v.color)) return null;
  if (!isImageDataUrl(v.src) || !isImageDataUrl(v.thumb)) return null;
  return {
    id: v.id,
    title: v.title,
    notes: v.notes,
    tags: [...(v.tags as string[])],
    takenAt: v.takenAt,
    lat,
    lon,
    color: v.color.toLowerCase(),
    src: v.src,
    thumb: v.thumb,
  };
}

/** Newest first (spec §2 Gallery); ties keep a stable order by id. */
export function newestFirst<T extends Pick<Observation, 'takenAt' | 'id'>>(records: readonly T[]): T[] {
  return [...records].sort((a, b) => Date.parse(b.takenAt) - Date.parse(a.takenAt) || a.id.localeCompare(b.id));
}

/** '12.3457, -45.6789' (4 decimals ≈ 11 m: enough to find the pond again, no more). */
export function formatLocation(o: Pick<Observation, 'lat' | 'lon'>): string | null {
  if (o.lat === null || o.lon === null) return null;
  return `${o.lat.toFixed(4)}, ${o.lon.toFixed(4)}`;
}

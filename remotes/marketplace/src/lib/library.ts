/**
 * The Library of favourites (spec §3 Library item, §9 limit 200). Pure rules: newest
 * at the front, one entry per id, at most LIBRARY_LIMIT entries, toggle = save/remove.
 */
import * as v from 'valibot';
import { parserOf, warnDropped } from '@naturverse/platform';
import { STORAGE_KEYS } from '@naturverse/platform/storage-keys';

export interface LibraryItem {
  id: string;
  kind: string;
  title: string;
  href: string;
}

export const LIBRARY_KEY = STORAGE_KEYS.marketplaceLibrary;
export const LIBRARY_LIMIT = 200;

export function productLibraryItem(product: { id: string; name: string; href: string }): LibraryItem {
  return { id: `product:${product.id}`, kind: 'product', title: product.name, href: product.href };
}

/**
 * The site's own page for a Library id (`product:<slug>`), or '' for an id it does not
 * know. A stored href is never used: a tampered one could link off-site.
 */
export function libraryHref(id: string): string {
  const slug = /^product:(.+)$/.exec(id)?.[1];
  return slug ? `/marketplace/${encodeURIComponent(slug)}` : '';
}

export function isInLibrary(items: readonly LibraryItem[], id: string): boolean {
  return items.some((item) => item.id === id);
}

/** Put the item first (moving it if it was already there) and keep the newest LIBRARY_LIMIT. */
export function addToLibrary(items: readonly LibraryItem[], item: LibraryItem): LibraryItem[] {
  return [item, ...items.filter((i) => i.id !== item.id)].slice(0, LIBRARY_LIMIT);
}

export function removeFromLibrary(items: readonly LibraryItem[], id: string): LibraryItem[] {
  return items.filter((i) => i.id !== id);
}

/** Save when absent, remove when present; `saved` says which happened (for the toast). */
export function toggleLibrary(items: readonly LibraryItem[], item: LibraryItem): { items: LibraryItem[]; saved: boolean } {
  return isInLibrary(items, item.id) ? { items: removeFromLibrary(items, item.id), saved: false } : { items: addToLibrary(items, item), saved: true };
}

const storedItemSchema = v.object({ id: v.pipe(v.string(), v.minLength(1)), kind: v.string(), title: v.string() });

/**
 * Stored value → items (valid ones, first occurrence of an id, capped, href rebuilt from the id);
 * a bad entry is dropped and logged, the others kept. Not a list → invalid (an empty Library).
 */
export const librarySchema = v.pipe(
  v.array(v.unknown()),
  v.transform((entries) => {
    const seen = new Set<string>();
    const out: LibraryItem[] = [];
    for (const entry of entries) {
      const result = v.safeParse(storedItemSchema, entry);
      if (!result.success || seen.has(result.output.id)) {
        warnDropped('library item', entry);
        continue;
      }
      const { id, kind, title } = result.output;
      seen.add(id);
      out.push({ id, kind, title, href: libraryHref(id) });
      if (out.length === LIBRARY_LIMIT) break;
    }
    return out;
  }),
);
export const parseStoredLibrary = parserOf(librarySchema);

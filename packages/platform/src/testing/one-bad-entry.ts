/**
 * One bad stored entry must cost only itself. For a store that holds a
 * list (or a map), a stored value with one malformed entry among good ones reads exactly
 * as the good ones alone do (and that is not the store's default: they are really kept);
 * the bad one is dropped and logged (console.warn names it), and reading leaves the stored
 * text as it was. Each hub calls this once with every list store it owns.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { readPersisted, type PersistedSpec } from '../storage/persisted.js';
import { stubBrowserStorage } from './memory-browser.js';

export interface OneBadEntryCase {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- specs of different state types side by side
  spec: PersistedSpec<any>;
  /** Valid entries: list items, or for a map one `{ key: value }` object each. */
  good: readonly unknown[];
  /** One malformed entry, as the log must name it. */
  bad: unknown;
  /** Builds the stored state from entries (default: the list itself). */
  wrap?: (entries: unknown[]) => unknown;
}

/** Maps are stored as one object: merge the `{ key: value }` entries. */
export const asMap = (entries: unknown[]): unknown => Object.assign({}, ...(entries as object[]));

export function describeOneBadEntry(cases: Record<string, OneBadEntryCase>): void {
  afterEach(() => {
    vi.restoreAllMocks();
  });
  for (const [name, { spec, good, bad, wrap = (entries: unknown[]): unknown => entries }] of Object.entries(cases)) {
    describe(`${name} (${spec.key}) with one bad entry among good ones`, () => {
      it('keeps the good ones, drops and logs the bad one, and leaves the stored text alone', () => {
        const storage = stubBrowserStorage();
        const envelope = (entries: unknown[]) => JSON.stringify({ version: spec.version, state: wrap(entries) });
        const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});

        storage.setItem(spec.key, envelope([...good]));
        const goodAlone: unknown = readPersisted(spec);
        expect(goodAlone).not.toEqual(spec.fallback);
        expect(warn).not.toHaveBeenCalled();

        const middle = Math.ceil(good.length / 2);
        const raw = envelope([...good.slice(0, middle), bad, ...good.slice(middle)]);
        storage.setItem(spec.key, raw);
        expect(readPersisted(spec)).toEqual(goodAlone);
        expect(warn).toHaveBeenCalledWith(expect.stringContaining('dropped a malformed stored'), bad);
        expect(storage.getItem(spec.key)).toBe(raw);
      });
    });
  }
}

/**
 * The fault table every persisted key must survive: for each key,
 * garbage, wrong-shaped JSON and a 1 MB string read as the key's default, the
 * stored text is left exactly as it was, and every other key is untouched.
 * Each part calls this once with all its specs, named as in STORAGE_KEYS; the
 * registry test checks that together the calls cover every key.
 */
import { describe, expect, it } from 'vitest';
import { readPersistedOutcome, writePersisted, type PersistedSpec } from '../storage/persisted.js';
import { createPersistedStore } from '../storage/persisted-store.js';
import { STORAGE_KEYS } from '../storage/storage-keys.js';
import { stubBrowserStorage } from './memory-browser.js';

export const HOSTILE_VALUES: ReadonlyArray<readonly [label: string, raw: string]> = [
  ['garbage', '{oops\u0000<script>alert(1)</script>'],
  // valid JSON, but no part of it is anything any key stores
  ['wrong-shaped JSON', '{"version":1,"state":{"looks":{"like":1},"nothing":[[1,{"a":null}]]}}'],
  ['wrong-shaped bare JSON', '{"looks":{"like":1},"nothing":[[1,{"a":null}]]}'],
  ['a wrong-shaped list', '[[1,{"a":null}],null,false]'],
  ['a 1 MB string', JSON.stringify('x'.repeat(1024 * 1024))],
];

type KeyName = keyof typeof STORAGE_KEYS;

/** A distinct, valid-looking value for every registry key, to prove nothing else is touched. */
function otherKeysSeed(): Record<string, string> {
  return Object.fromEntries(Object.values(STORAGE_KEYS).map((key) => [key, JSON.stringify({ version: 1, state: `kept:${key}` })]));
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- specs of different state types side by side
export function describeStoredValueFaults(specs: Partial<Record<KeyName, PersistedSpec<any>>>): void {
  for (const [name, spec] of Object.entries(specs) as Array<[KeyName, PersistedSpec<unknown>]>) {
    describe(`${spec.key} under hostile stored values`, () => {
      it('is the key the registry names', () => {
        expect(spec.key).toBe(STORAGE_KEYS[name]);
      });

      it.each(HOSTILE_VALUES)('%s → the default, the value left as it was, other keys untouched', (_label, raw) => {
        const storage = stubBrowserStorage();
        const seed = { ...otherKeysSeed(), [spec.key]: raw };
        for (const [k, v] of Object.entries(seed)) storage.setItem(k, v);

        const outcome = readPersistedOutcome(spec);
        expect(outcome.state).toEqual(spec.fallback);
        // a schema may tidy a wrong-shaped object field by field into the default; never 'newer'/'missing'
        expect(['invalid', 'current', 'migrated']).toContain(outcome.status);
        expect(createPersistedStore(spec).get()).toEqual(spec.fallback);
        expect(Object.fromEntries(storage.map)).toEqual(seed);

        // saving over it repairs this key only
        expect(writePersisted(spec, spec.fallback)).toEqual({ ok: true });
        expect(readPersistedOutcome(spec).status).toBe('current');
        for (const [k, v] of Object.entries(seed)) if (k !== spec.key) expect(storage.getItem(k)).toBe(v);
      });

      it('a newer version reads as the default and is left alone', () => {
        const storage = stubBrowserStorage();
        const newer = JSON.stringify({ version: spec.version + 1, state: { from: 'the future' } });
        storage.setItem(spec.key, newer);
        expect(readPersistedOutcome(spec)).toEqual({ state: spec.fallback, status: 'newer' });
        expect(storage.getItem(spec.key)).toBe(newer);
      });
    });
  }
}

import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { stubBrowserStorage } from '../testing/memory-browser.js';
import { setRuntimeConfig } from '../config/runtime-config.js';
import { on } from '../events/events.js';
import { registerBackendBridge, resetBackendBridge, type BackendClient } from '../backend/bridge.js';
import { STAMP_LAST_GRANT_KEY, applyStampsResetParam, calendarDay, getLocalStampCounts, grantStamp } from './stamps.js';

beforeEach(() => {
  stubBrowserStorage();
  setRuntimeConfig({ autoStamps: 'true' });
});
afterEach(() => {
  vi.unstubAllGlobals();
  resetBackendBridge();
});

const day1 = new Date(2026, 10, 21, 9, 0);
const day1Late = new Date(2026, 10, 21, 23, 59);
const day2 = new Date(2026, 10, 22, 0, 1);

describe('grantStamp', () => {
  it('does nothing unless the flag is exactly the string "true"', () => {
    for (const autoStamps of [undefined, 'TRUE', '1', 'yes']) {
      setRuntimeConfig({ autoStamps });
      expect(grantStamp('thailandia', day1)).toEqual({ granted: false, reason: 'disabled' });
    }
    expect(getLocalStampCounts()).toEqual({});
  });

  it('grants at most once per calendar day per world, adding 1 each time', () => {
    expect(grantStamp('thailandia', day1)).toEqual({ granted: true, count: 1 });
    expect(grantStamp('thailandia', day1Late)).toEqual({ granted: false, reason: 'already-today' });
    expect(grantStamp('musiclandia', day1Late)).toEqual({ granted: true, count: 1 });
    expect(grantStamp('thailandia', day2)).toEqual({ granted: true, count: 2 });
    expect(getLocalStampCounts()).toEqual({ thailandia: 2, musiclandia: 1 });
  });

  it('fires stamp-granted with the world and new count', () => {
    const seen: unknown[] = [];
    const off = on('stamp-granted', (d) => seen.push(d));
    grantStamp('thailandia', day1);
    off();
    expect(seen).toEqual([{ world: 'thailandia', count: 1 }]);
  });

  it('?stamps=reset clears the once-a-day record', () => {
    grantStamp('thailandia', day1);
    expect(applyStampsResetParam('?foo=1')).toBe(false);
    expect(applyStampsResetParam('?stamps=reset')).toBe(true);
    expect(window.localStorage.getItem(STAMP_LAST_GRANT_KEY)).toBeNull();
    expect(grantStamp('thailandia', day1Late)).toEqual({ granted: true, count: 2 });
  });

  it('survives corrupt stored values', () => {
    window.localStorage.setItem(STAMP_LAST_GRANT_KEY, '{not json');
    window.localStorage.setItem('naturverse.stamps.counts.v1', '["x"]');
    expect(grantStamp('thailandia', day1)).toEqual({ granted: true, count: 1 });
  });

  it('calls the RPC when signed in and falls back to the upsert on error', async () => {
    const calls: Array<[string, unknown, unknown?]> = [];
    const client: BackendClient = {
      rpc: async (fn, args) => {
        calls.push(['rpc:' + fn, args]);
        return { data: null, error: { message: 'rpc down' } };
      },
      from: (table) => ({
        upsert: (values: object, options?: object) => {
          calls.push(['upsert:' + table, values, options]);
          return Promise.resolve({ data: null, error: null }) as never;
        },
        insert: () => {
          throw new Error('not used');
        },
        select: () => {
          throw new Error('not used');
        },
      }),
    };
    registerBackendBridge({ getClient: async () => client, getUserId: () => 'u1' });
    grantStamp('thailandia', day1);
    await vi.waitFor(() => expect(calls).toHaveLength(2));
    expect(calls[0]).toEqual(['rpc:grant_world_stamp', { p_user: 'u1', p_world: 'thailandia', p_inc: 1 }]);
    expect(calls[1]).toEqual([
      'upsert:user_world_stamps',
      { user_id: 'u1', world: 'thailandia', count: 1, last_granted_at: day1.toISOString() },
      { onConflict: 'user_id,world' },
    ]);
  });

  it('storage full: no stamp-granted (no Stamp earned!), an err toast says why, nothing counted', () => {
    const storage = stubBrowserStorage();
    storage.setItem = () => {
      throw new DOMException('full', 'QuotaExceededError');
    };
    const granted: unknown[] = [];
    const toasts: unknown[] = [];
    on('stamp-granted', (d) => granted.push(d));
    on('toast', (d) => toasts.push(d));
    const outcome = grantStamp('thailandia', day1);
    expect(outcome).toMatchObject({ granted: false, reason: 'not-saved' });
    expect(granted).toEqual([]);
    expect(toasts).toEqual([{ kind: 'err', text: expect.stringMatching(/storage is full/) }]);
    expect(getLocalStampCounts()).toEqual({});
  });

  it('only the count cannot be saved: no stamp-granted, and the day is given back', () => {
    const storage = stubBrowserStorage();
    const real = storage.setItem.bind(storage);
    storage.setItem = (k: string, v: string) => {
      if (k === 'naturverse.stamps.counts.v1') throw new DOMException('full', 'QuotaExceededError');
      real(k, v);
    };
    const granted: unknown[] = [];
    on('stamp-granted', (d) => granted.push(d));
    expect(grantStamp('thailandia', day1)).toMatchObject({ granted: false, reason: 'not-saved' });
    expect(granted).toEqual([]);
    storage.setItem = real; // room again, the same day: the stamp can still be earned
    expect(grantStamp('thailandia', day1Late)).toEqual({ granted: true, count: 1 });
    expect(granted).toHaveLength(1);
  });

  it('uses the local calendar day', () => {
    expect(calendarDay(new Date(2026, 0, 5, 23, 59))).toBe('2026-01-05');
  });
});

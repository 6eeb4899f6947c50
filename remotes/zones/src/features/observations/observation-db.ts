/**
 * Where photos live: IndexedDB through idb-keyval (photos are megabytes; local storage holds
 * about 5 MB in all). idb-keyval is imported on first use, so it loads with the Observations
 * page and never with the shell. Every write is one transaction that is aborted on any error,
 * so a full disk or a refused write leaves the records exactly as they were.
 */
import { DATABASES } from '@naturverse/platform/storage-keys';
import type { UseStore } from 'idb-keyval';
import { isQuotaError } from '@naturverse/platform';
import { newestFirst, parseObservation, summaryOf, type Observation, type ObservationSummary } from './observation';

export const OBSERVATIONS_DB = DATABASES.observations;
const STORE = 'observations';

export interface ObservationDb {
  /** Every valid record, newest first (a damaged record is skipped, the rest still show). */
  all(): Promise<Observation[]>;
  /** Every valid record without its full image, newest first: one record in memory at a time. */
  summaries(): Promise<ObservationSummary[]>;
  /** One whole record (with its full image), or null when it is gone or damaged. */
  get(id: string): Promise<Observation | null>;
  /** Visit every valid record newest first, one at a time (export): only the current one is held. */
  each(visit: (record: Observation) => void): Promise<void>;
  put(record: Observation): Promise<void>;
  remove(id: string): Promise<void>;
  /** All or nothing: the old records stay unless every new one was written. */
  replaceAll(records: readonly Observation[]): Promise<void>;
  clear(): Promise<void>;
}

export type DbFailure = 'quota' | 'unavailable';

export function failureReason(error: unknown): DbFailure {
  const inner = error && typeof error === 'object' && 'error' in error ? (error as { error: unknown }).error : null;
  return isQuotaError(error) || isQuotaError(inner) ? 'quota' : 'unavailable';
}

/** What the family reads when a save, delete or import did not reach the browser's store. */
export function describeDbFailure(error: unknown): string {
  return failureReason(error) === 'quota'
    ? 'Your browser storage is full, so this was not saved. Your other photos are safe. Delete some photos or export them, then try again.'
    : 'Your browser is not letting this site store photos right now, so this was not saved. Your other photos are safe.';
}

export function createObservationDb(dbName: string = OBSERVATIONS_DB): ObservationDb {
  let opened: Promise<{ kv: typeof import('idb-keyval'); store: UseStore }> | null = null;
  const open = () => {
    opened ??= import('idb-keyval').then((kv) => ({ kv, store: kv.createStore(dbName, STORE) }));
    return opened;
  };

  /** Run `writes` in one readwrite transaction; a throw aborts it, so nothing half-done stays. */
  async function write(writes: (store: IDBObjectStore) => void): Promise<void> {
    const { kv, store } = await open();
    await store('readwrite', (objectStore) => {
      try {
        writes(objectStore);
      } catch (error) {
        objectStore.transaction.abort();
        throw error;
      }
      return kv.promisifyRequest(objectStore.transaction);
    });
  }

  /** Walk the store with a cursor, so each record is read, handed on and let go in turn. */
  async function walk(visit: (record: Observation) => void): Promise<void> {
    const { kv, store } = await open();
    await store('readonly', (objectStore) => {
      const request = objectStore.openCursor();
      request.onsuccess = () => {
        const cursor = request.result;
        if (!cursor) return;
        const record = parseObservation(cursor.value);
        if (record) visit(record);
        cursor.continue();
      };
      return kv.promisifyRequest(objectStore.transaction);
    });
  }

  async function summaries(): Promise<ObservationSummary[]> {
    const out: ObservationSummary[] = [];
    await walk((record) => out.push(summaryOf(record)));
    return newestFirst(out);
  }

  async function get(id: string): Promise<Observation | null> {
    const { kv, store } = await open();
    return parseObservation(await kv.get(id, store));
  }

  return {
    summaries,
    get,
    async each(visit) {
      for (const { id } of await summaries()) {
        const record = await get(id);
        if (record) visit(record);
      }
    },
    async all() {
      const { kv, store } = await open();
      const values = await kv.values<unknown>(store);
      return newestFirst(values.map(parseObservation).filter((o): o is Observation => o !== null));
    },
    put: (record) => write((s) => void s.put(record, record.id)),
    remove: (id) => write((s) => void s.delete(id)),
    replaceAll: (records) =>
      write((s) => {
        s.clear();
        for (const record of records) s.put(record, record.id);
      }),
    clear: () => write((s) => void s.clear()),
  };
}

/** The one store the page uses. */
export const observationDb = createObservationDb();

/**
 * Browser storage for tests: seed it before the page's scripts run, read what the site saved,
 * and clear it. The site keeps drafts and progress in localStorage (platform's persisted stores)
 * and larger things (photos) in IndexedDB. The site's own suite (e2e/support/storage.ts) uses these.
 */
import type { Page } from '@playwright/test';

/** Seed raw localStorage values once, before any page script runs (reloads do not re-seed). */
export async function seedStorageOnce(page: Page, values: Record<string, string>): Promise<void> {
  await page.addInitScript((entries) => {
    if (sessionStorage.getItem('__seeded')) return;
    sessionStorage.setItem('__seeded', '1');
    for (const [key, value] of Object.entries(entries)) localStorage.setItem(key, value);
  }, values);
}

/**
 * What a persisted store saved under `key`: the `state` of its `{ version, state }`
 * envelope (platform's persisted.ts), or the parsed value of a key seeded bare
 * (null when absent).
 */
export async function readStored(page: Page, key: string): Promise<unknown> {
  return page.evaluate((k) => {
    const raw = localStorage.getItem(k);
    if (raw === null) return null;
    const value = JSON.parse(raw) as { version?: unknown; state?: unknown } | null;
    const isEnvelope = !!value && typeof value === 'object' && typeof value.version === 'number' && 'state' in value;
    return isEnvelope ? value.state : value;
  }, key);
}

/** The raw stored text (null when absent), for "left exactly as it was" checks. */
export async function readRawStored(page: Page, key: string): Promise<string | null> {
  return page.evaluate((k) => localStorage.getItem(k), key);
}

/** Every record of one IndexedDB object store of the page's origin ([] when the database or store does not exist). */
export async function readIndexedDB(page: Page, database: string, store: string): Promise<unknown[]> {
  return page.evaluate(
    async ({ database, store }) => {
      const known = (await indexedDB.databases()).some((db) => db.name === database);
      if (!known) return [];
      return new Promise<unknown[]>((resolve, reject) => {
        const open = indexedDB.open(database);
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const db = open.result;
          if (!db.objectStoreNames.contains(store)) return (db.close(), resolve([]));
          const all = db.transaction(store).objectStore(store).getAll();
          all.onsuccess = () => (db.close(), resolve(all.result as unknown[]));
          all.onerror = () => (db.close(), reject(all.error));
        };
      });
    },
    { database, store },
  );
}

/**
 * Everything the page's origin stored: localStorage, sessionStorage and every IndexedDB
 * database. A database the page's own scripts hold open is deleted as soon as they let go of
 * it (IndexedDB's rule): reload or leave the page after this.
 */
export async function clearSiteStorage(page: Page): Promise<void> {
  await page.evaluate(async () => {
    localStorage.clear();
    sessionStorage.clear();
    const names = (await indexedDB.databases()).map((db) => db.name).filter((name): name is string => Boolean(name));
    await Promise.all(
      names.map(
        (name) =>
          new Promise<void>((resolve, reject) => {
            const request = indexedDB.deleteDatabase(name);
            request.onsuccess = () => resolve();
            request.onblocked = () => resolve();
            request.onerror = () => reject(request.error);
          }),
      ),
    );
  });
}

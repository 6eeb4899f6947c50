// A lease on a store: one writer at a time for work that is many writes, not one (the live
// shell's files: a copy interleaved with another shell's would serve a page of one version and
// a service worker of another). Built on the store's two conditional writes only, so it holds
// on a bucket shared by CI runners as on a folder: the lease object is created create-only, or
// taken over by compare-and-swap when its holder released it or went stale (died: a copy of a
// shell takes seconds, a lease minutes old has no living holder). Released by replacing it, the
// store having no delete.
import { randomBytes } from 'node:crypto';
import { DeployError } from '../deploy/deploy-error.js';
import type { Store } from './store.js';

interface LeaseRecord {
  holder: string;
  at: string;
  claim: string;
  released?: boolean;
}

export interface LeaseOptions {
  /** how the holder reads in a waiting writer's message ("shell 1.4.0 by birds-team") */
  holder: string;
  /** how long to wait for another holder before giving up (a conflict, exit 3) */
  waitMs?: number;
  /** a lease older than this has no living holder: taken over */
  staleMs?: number;
  /** told once when this writer starts waiting, with the holder's words */
  onWait?: (holder: string) => void;
  now?: () => number;
}

const parse = (body: Buffer): LeaseRecord | null => {
  try {
    const record = JSON.parse(body.toString('utf8')) as LeaseRecord;
    return typeof record.at === 'string' && typeof record.claim === 'string' ? record : null;
  } catch {
    return null;
  }
};
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Run `fn` holding the lease at `key`; another holder is waited for, up to `waitMs`. */
export async function withLease<T>(store: Store, key: string, fn: () => Promise<T>, options: LeaseOptions): Promise<T> {
  const { holder, waitMs = 120_000, staleMs = 10 * 60_000, onWait, now = Date.now } = options;
  const claim = randomBytes(8).toString('hex');
  const started = now();
  let told = false;
  for (;;) {
    const mine = Buffer.from(`${JSON.stringify({ holder, at: new Date(now()).toISOString(), claim } satisfies LeaseRecord)}\n`);
    const got = await store.read(key);
    const held = got ? parse(got.body) : null;
    // unreadable bytes are no living holder's: taken over like a stale lease
    const free = !got || !held || held.released || now() - Date.parse(held.at) > staleMs;
    if (free) {
      if (await (got ? store.replace(key, mine, got.tag) : store.create(key, mine))) break;
      continue; // another writer took it first: read who
    }
    if (now() - started > waitMs)
      throw new DeployError(
        'conflict',
        `${held.holder} has held ${store.describe}/${key} since ${held.at}; nothing was changed — run the command again when it is done`,
      );
    if (!told) onWait?.(held.holder);
    told = true;
    await pause(250 + Math.random() * 500);
  }
  try {
    return await fn();
  } finally {
    // released only if still ours (a holder that outlived staleMs may have been replaced)
    const got = await store.read(key).catch(() => null);
    if (got && parse(got.body)?.claim === claim) {
      const released = { holder, at: new Date(now()).toISOString(), claim, released: true } satisfies LeaseRecord;
      await store.replace(key, Buffer.from(`${JSON.stringify(released)}\n`), got.tag).catch(() => false);
    }
  }
}

import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { HUB_LOAD_DEADLINE_MS } from '../timeouts/hub-timeouts';

// The shell's federation runtime chunk (runtime.ts), as far as remotes.ts uses it: every
// loadRemote waits for the test to answer it.
const runtime = vi.hoisted(() => ({
  started: [] as Array<Array<{ name: string; entry: string }>>,
  loads: [] as Array<{ id: string; resolve: (m: unknown) => void; reject: (e: Error) => void }>,
  registered: [] as Array<{ remotes: Array<{ name: string; entry: string }>; force?: boolean }>,
}));
vi.mock('./runtime', () => ({
  startRuntime: (remotes: Array<{ name: string; entry: string }>) => runtime.started.push(remotes),
  loadRemote: (id: string) => new Promise((resolve, reject) => runtime.loads.push({ id, resolve, reject })),
  pageShares: () => [],
  // the steps' yields to the browser (yield-to-main.test.ts) as promise turns, which the fake timers settle
  yieldToMain: () => Promise.resolve(),
  registerRemotes: (remotes: Array<{ name: string; entry: string }>, options?: { force?: boolean }) =>
    runtime.registered.push({ remotes, force: options?.force }),
}));

/** The runtime chunk arrives and the load starts (a few promise turns). */
const settle = () => vi.advanceTimersByTimeAsync(0);

const Zones = () => null;
const zonesEntry = { name: 'zones', title: 'Zones', manifest: 'http://a/mf-manifest.json', prefixes: ['/zones'] };

async function freshModule() {
  vi.resetModules();
  runtime.started.length = 0;
  runtime.loads.length = 0;
  runtime.registered.length = 0;
  const remotes = await import('./remotes');
  remotes.initFederation({ remotes: [zonesEntry], overrides: { allowedOrigins: [] } });
  return remotes;
}

beforeEach(() => {
  vi.useFakeTimers();
  vi.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => vi.useRealTimers());

describe('loadHub', () => {
  it('gives up on a hub that does not answer at the deadline, not before', async () => {
    const { loadHub } = await freshModule();
    const failed = vi.fn();
    loadHub('zones').catch(failed);
    await vi.advanceTimersByTimeAsync(HUB_LOAD_DEADLINE_MS - 1);
    expect(failed).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(String(failed.mock.calls[0]?.[0])).toContain('hub "zones" did not answer');
    expect(HUB_LOAD_DEADLINE_MS).toBeLessThanOrEqual(5000);
  });

  it('remembers a failure until Try again (a dead hub is not asked again on every render)', async () => {
    const { loadHub, resetHub } = await freshModule();
    loadHub('zones').catch(() => {});
    await settle();
    runtime.loads[0]!.reject(new Error('down'));
    await expect(loadHub('zones')).rejects.toThrow('down');
    expect(runtime.loads).toHaveLength(1);
    resetHub('zones');
    void loadHub('zones').catch(() => {});
    await settle();
    // registered afresh before the new load asks for it
    expect(runtime.registered.at(-1)).toEqual({ remotes: [{ name: 'zones', entry: zonesEntry.manifest }], force: true });
    expect(runtime.loads).toHaveLength(2);
  });

  it('a slow hub that arrives after the deadline is shown by Try again without a second download', async () => {
    const { loadHub, loadedHub, resetHub } = await freshModule();
    loadHub('zones').catch(() => {});
    await vi.advanceTimersByTimeAsync(HUB_LOAD_DEADLINE_MS);
    runtime.loads[0]!.resolve({ default: Zones });
    await settle();
    const before = runtime.registered.length;
    expect(resetHub('zones')).toBe('rerender');
    expect(loadedHub('zones')).toBe(Zones);
    expect(runtime.registered).toHaveLength(before);
  });

  it('Try again after a render error re-renders the loaded hub: no re-registration, no new load', async () => {
    const { loadHub, loadedHub, resetHub } = await freshModule();
    const loaded = loadHub('zones');
    await settle();
    runtime.loads[0]!.resolve({ default: Zones });
    await loaded;
    const registrations = runtime.registered.length;
    expect(resetHub('zones')).toBe('rerender');
    expect(loadedHub('zones')).toBe(Zones);
    expect(runtime.registered).toHaveLength(registrations);
    await expect(loadHub('zones')).resolves.toBe(Zones);
    expect(runtime.loads).toHaveLength(1);
  });

  it('Try again after a failed load registers the hub afresh (its manifest is fetched again)', async () => {
    const { loadHub, resetHub } = await freshModule();
    loadHub('zones').catch(() => {});
    await settle();
    runtime.loads[0]!.reject(new Error('manifest 404'));
    await settle();
    const registrations = runtime.registered.length;
    expect(resetHub('zones')).toBe('reload');
    void loadHub('zones').catch(() => {});
    await settle();
    expect(runtime.registered).toHaveLength(registrations + 1);
    expect(runtime.registered.at(-1)).toEqual({ remotes: [{ name: 'zones', entry: zonesEntry.manifest }], force: true });
    expect(runtime.loads).toHaveLength(2);
  });
});

describe('the runtime chunk', () => {
  it('is not fetched until a hub is wanted, then starts once, with the registry as it is by then', async () => {
    const { loadHub, initFederation } = await freshModule();
    await settle();
    expect(runtime.started).toHaveLength(0);
    const passport = { name: 'passport', title: 'Passport', manifest: 'http://c/mf-manifest.json', prefixes: ['/passport'] };
    initFederation({ remotes: [zonesEntry, passport], overrides: { allowedOrigins: [] } });
    loadHub('zones').catch(() => {});
    loadHub('passport').catch(() => {});
    await settle();
    expect(runtime.started).toEqual([
      [
        { name: 'zones', entry: zonesEntry.manifest },
        { name: 'passport', entry: passport.manifest },
      ],
    ]);
    expect(runtime.loads.map((l) => l.id)).toEqual(['zones/routes', 'passport/routes']);
  });

  it('a registry re-read before the runtime started registers nothing: the runtime starts with the new one', async () => {
    const { reloadRegistry, loadHub } = await freshModule();
    const moved = { ...zonesEntry, manifest: 'http://b/mf-manifest.json' };
    vi.stubGlobal('fetch', async () => Response.json({ remotes: [moved] }));
    await reloadRegistry();
    await settle();
    expect(runtime.registered).toHaveLength(0);
    loadHub('zones').catch(() => {});
    await settle();
    expect(runtime.started).toEqual([[{ name: 'zones', entry: moved.manifest }]]);
    vi.unstubAllGlobals();
  });
});

describe('fallback manifest', () => {
  it('a failed load is tried once from the registry’s fallback manifest; Try again goes back to the primary', async () => {
    vi.resetModules();
    runtime.loads.length = 0;
    runtime.registered.length = 0;
    const remotes = await import('./remotes');
    const fallback = 'http://backup/mf-manifest.json';
    remotes.initFederation({ remotes: [{ ...zonesEntry, fallback }], overrides: { allowedOrigins: [] } });
    const loaded = remotes.loadHub('zones');
    await settle();
    runtime.loads[0]!.reject(new Error('primary down'));
    await vi.advanceTimersByTimeAsync(0);
    expect(runtime.registered.at(-1)).toEqual({ remotes: [{ name: 'zones', entry: fallback }], force: true });
    expect(runtime.loads).toHaveLength(2);
    runtime.loads[1]!.resolve({ default: Zones });
    await expect(loaded).resolves.toBe(Zones);
  });

  it('the fallback listener (a canary’s start-up) is told which hub fell back and why, once, before the fallback loads', async () => {
    vi.resetModules();
    runtime.loads.length = 0;
    const remotes = await import('./remotes');
    const told = vi.fn();
    remotes.setFallbackListener(told);
    remotes.initFederation({ remotes: [{ ...zonesEntry, fallback: 'http://stable/mf-manifest.json' }], overrides: { allowedOrigins: [] } });
    const loaded = remotes.loadHub('zones');
    await settle();
    const error = new Error('canary down');
    runtime.loads[0]!.reject(error);
    await vi.advanceTimersByTimeAsync(0);
    expect(told.mock.calls).toEqual([['zones', error]]);
    runtime.loads[1]!.resolve({ default: Zones });
    await expect(loaded).resolves.toBe(Zones);
    expect(told).toHaveBeenCalledTimes(1);
  });

  it('without a fallback a failed load is the fallback screen, with one load only', async () => {
    const { loadHub } = await freshModule();
    const loaded = loadHub('zones');
    await settle();
    runtime.loads[0]!.reject(new Error('down'));
    await expect(loaded).rejects.toThrow('down');
    expect(runtime.loads).toHaveLength(1);
  });
});

describe('late arrival', () => {
  it('a load given up at the deadline is offered as a late arrival, which resolves when the hub arrives', async () => {
    const { loadHub, lateArrival } = await freshModule();
    loadHub('zones').catch(() => {});
    expect(lateArrival('zones')).toBeUndefined();
    await vi.advanceTimersByTimeAsync(HUB_LOAD_DEADLINE_MS);
    const late = lateArrival('zones');
    expect(late).toBeDefined();
    runtime.loads[0]!.resolve({ default: Zones });
    await expect(late).resolves.toBe(Zones);
  });

  it('a load that failed outright is no late arrival', async () => {
    const { loadHub, lateArrival } = await freshModule();
    loadHub('zones').catch(() => {});
    await settle();
    runtime.loads[0]!.reject(new Error('manifest 404'));
    await vi.advanceTimersByTimeAsync(HUB_LOAD_DEADLINE_MS);
    expect(lateArrival('zones')).toBeUndefined();
  });
});

describe('reloadRegistry', () => {
  it('re-reads /remotes.json, registers new or moved hubs and tells the router', async () => {
    const { reloadRegistry, getRegistry, subscribeRegistry, federation } = await freshModule();
    await federation();
    const moved = { ...zonesEntry, manifest: 'http://b/mf-manifest.json' };
    const passport = { name: 'passport', title: 'Passport', manifest: 'http://c/mf-manifest.json', prefixes: ['/passport'] };
    vi.stubGlobal('fetch', async () => Response.json({ remotes: [moved, passport] }));
    const changed = vi.fn();
    subscribeRegistry(changed);
    await reloadRegistry();
    await settle();
    expect(getRegistry().remotes.map((r) => r.name)).toEqual(['zones', 'passport']);
    expect(runtime.registered.at(-1)).toEqual({
      remotes: [
        { name: 'zones', entry: moved.manifest },
        { name: 'passport', entry: passport.manifest },
      ],
      force: true,
    });
    expect(changed).toHaveBeenCalledOnce();
    vi.unstubAllGlobals();
  });

  it('keeps what it has when the registry is still unreachable', async () => {
    const { reloadRegistry, getRegistry, subscribeRegistry } = await freshModule();
    vi.stubGlobal('fetch', async () => new Response('down', { status: 503 }));
    const changed = vi.fn();
    subscribeRegistry(changed);
    await reloadRegistry();
    expect(getRegistry().remotes.map((r) => r.name)).toEqual(['zones']);
    expect(changed).not.toHaveBeenCalled();
    vi.unstubAllGlobals();
  });
});

import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { HUB_LOAD_DEADLINE_MS } from './hub-timeouts';

// The Module Federation runtime, as far as remotes.ts uses it: every loadRemote waits
// for the test to answer it.
const runtime = vi.hoisted(() => ({
  loads: [] as Array<{ id: string; resolve: (m: unknown) => void; reject: (e: Error) => void }>,
  registered: [] as Array<{ remotes: Array<{ name: string; entry: string }>; force?: boolean }>,
}));
vi.mock('@module-federation/enhanced/runtime', () => ({
  loadRemote: (id: string) => new Promise((resolve, reject) => runtime.loads.push({ id, resolve, reject })),
  registerPlugins: () => {},
  getInstance: () => undefined,
  satisfy: () => true,
  registerRemotes: (remotes: Array<{ name: string; entry: string }>, options?: { force?: boolean }) =>
    runtime.registered.push({ remotes, force: options?.force }),
}));

const Zones = () => null;
const zonesEntry = { name: 'zones', title: 'Zones', manifest: 'http://a/mf-manifest.json', prefixes: ['/zones'] };

async function freshModule() {
  vi.resetModules();
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
    runtime.loads[0]!.reject(new Error('down'));
    await expect(loadHub('zones')).rejects.toThrow('down');
    expect(runtime.loads).toHaveLength(1);
    resetHub('zones');
    expect(runtime.registered.at(-1)).toEqual({ remotes: [{ name: 'zones', entry: zonesEntry.manifest }], force: true });
    void loadHub('zones').catch(() => {});
    expect(runtime.loads).toHaveLength(2);
  });

  it('a slow hub that arrives after the deadline is shown by Try again without a second download', async () => {
    const { loadHub, loadedHub, resetHub } = await freshModule();
    loadHub('zones').catch(() => {});
    await vi.advanceTimersByTimeAsync(HUB_LOAD_DEADLINE_MS);
    runtime.loads[0]!.resolve({ default: Zones });
    await vi.advanceTimersByTimeAsync(0);
    const before = runtime.registered.length;
    expect(resetHub('zones')).toBe('rerender');
    expect(loadedHub('zones')).toBe(Zones);
    expect(runtime.registered).toHaveLength(before);
  });

  it('Try again after a render error re-renders the loaded hub: no re-registration, no new load', async () => {
    const { loadHub, loadedHub, resetHub } = await freshModule();
    const loaded = loadHub('zones');
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
    runtime.loads[0]!.reject(new Error('manifest 404'));
    await vi.advanceTimersByTimeAsync(0);
    const registrations = runtime.registered.length;
    expect(resetHub('zones')).toBe('reload');
    expect(runtime.registered).toHaveLength(registrations + 1);
    expect(runtime.registered.at(-1)).toEqual({ remotes: [{ name: 'zones', entry: zonesEntry.manifest }], force: true });
    void loadHub('zones').catch(() => {});
    expect(runtime.loads).toHaveLength(2);
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
    runtime.loads[0]!.reject(new Error('primary down'));
    await vi.advanceTimersByTimeAsync(0);
    expect(runtime.registered.at(-1)).toEqual({ remotes: [{ name: 'zones', entry: fallback }], force: true });
    expect(runtime.loads).toHaveLength(2);
    runtime.loads[1]!.resolve({ default: Zones });
    await expect(loaded).resolves.toBe(Zones);
  });

  it('without a fallback a failed load is the fallback screen, with one load only', async () => {
    const { loadHub } = await freshModule();
    const loaded = loadHub('zones');
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
    runtime.loads[0]!.reject(new Error('manifest 404'));
    await vi.advanceTimersByTimeAsync(HUB_LOAD_DEADLINE_MS);
    expect(lateArrival('zones')).toBeUndefined();
  });
});

describe('reloadRegistry', () => {
  it('re-reads /remotes.json, registers new or moved hubs and tells the router', async () => {
    const { reloadRegistry, getRegistry, subscribeRegistry } = await freshModule();
    const moved = { ...zonesEntry, manifest: 'http://b/mf-manifest.json' };
    const passport = { name: 'passport', title: 'Passport', manifest: 'http://c/mf-manifest.json', prefixes: ['/passport'] };
    vi.stubGlobal('fetch', async () => Response.json({ remotes: [moved, passport] }));
    const changed = vi.fn();
    subscribeRegistry(changed);
    await reloadRegistry();
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

/**
 * What the status page shows about each hub's load in this page: not loaded /
 * loading / loaded / failed, how long it took, and the build the manifest names.
 * Pure state transitions (no React, no runtime); plugins/load-recorder.ts feeds them from
 * Module Federation's hooks. Beside the loader, so the status page and the reporter both read
 * them downward.
 */
import type { LoadFailureKind } from '@naturverse/contracts/report-shape';
import { failureKind } from './failure-kind';

export type LoadState = 'not loaded' | 'loading' | 'loaded' | 'failed';

export interface BuildInfo {
  version: string | null;
  buildId: string | null;
}

export interface HubLoad {
  state: LoadState;
  /** When the current attempt started (ms, the page's clock). */
  startedAt: number | null;
  /** How long the load took, once loaded. */
  ms: number | null;
  /** Why it failed, once failed. */
  error: string | null;
  /** The kind of failure, in the words hub health reports use. */
  kind?: LoadFailureKind;
  /** The build named by the manifest the runtime read. */
  build: BuildInfo | null;
}

export type HubLoads = Readonly<Record<string, HubLoad>>;

export const NOT_LOADED: HubLoad = { state: 'not loaded', startedAt: null, ms: null, error: null, build: null };

/** "zones/routes" → "zones". */
export function hubOfRequest(id: string): string {
  return id.split('/')[0] ?? id;
}

function update(loads: HubLoads, name: string, change: (load: HubLoad) => HubLoad): HubLoads {
  const current = loads[name] ?? NOT_LOADED;
  const next = change(current);
  return next === current ? loads : { ...loads, [name]: next };
}

/** A request for the hub's module: a new attempt unless one is under way or it is loaded. */
export function requested(loads: HubLoads, name: string, now: number): HubLoads {
  return update(loads, name, (load) =>
    load.state === 'loading' || load.state === 'loaded' ? load : { ...load, state: 'loading', startedAt: now, ms: null, error: null },
  );
}

/** The module arrived: loaded, timed from the attempt's start (the first arrival counts). */
export function arrived(loads: HubLoads, name: string, now: number): HubLoads {
  return update(loads, name, (load) => {
    if (load.state === 'loaded') return load;
    const ms = load.startedAt === null ? null : Math.max(0, Math.round(now - load.startedAt));
    return { ...load, state: 'loaded', ms, error: null };
  });
}

/** The attempt failed (a later "Try again" starts a new one). */
export function failed(loads: HubLoads, name: string, error: unknown): HubLoads {
  return update(loads, name, (load) =>
    load.state === 'loaded' ? load : { ...load, state: 'failed', ms: null, error: describeError(error), kind: failureKind(error) },
  );
}

/** The manifest the runtime read for the hub. */
export function manifestRead(loads: HubLoads, name: string, manifest: unknown): HubLoads {
  return update(loads, name, (load) => ({ ...load, build: buildInfoOf(manifest) }));
}

/** `metaData.buildInfo` of a manifest: its version and build id, when it names them. */
export function buildInfoOf(manifest: unknown): BuildInfo {
  const info = (manifest as { metaData?: { buildInfo?: Record<string, unknown> } } | null)?.metaData?.buildInfo;
  const text = (value: unknown) => (typeof value === 'string' && value.trim() ? value : null);
  return { version: text(info?.buildVersion), buildId: text(info?.buildId) };
}

export function describeError(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  return message.length > 300 ? `${message.slice(0, 300)}…` : message;
}

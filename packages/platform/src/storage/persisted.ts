/**
 * The one way the site keeps state in browser storage, zustand-persist style.
 * A value is stored as the envelope `{ version, state }`:
 * - current version → `state` is checked by the valibot schema; wrong shape → fallback;
 * - older version   → `migrate(state, fromVersion)` lifts it, then the schema checks it;
 * - newer or unknown version, garbage, wrong shape → fallback, and the stored text is
 *   left exactly as it was (reading never writes), so a rolled-back hub cannot wipe
 *   what a newer one saved.
 * A bare value (no envelope) is what every `.v1` key held before envelopes existed:
 * it reads as version 1, so existing carts, passports and Navatars survive.
 */
import * as v from 'valibot';
import { readRaw, writeRaw, type StorageArea, type WriteResult } from './safe-storage.js';

export interface PersistedSpec<T> {
  /** A key from STORAGE_KEYS / SESSION_KEYS. */
  key: string;
  /** The current schema version, an integer ≥ 1; raise it when `schema` changes. */
  version: number;
  /** Checks (and may tidy) the current-version state. */
  schema: v.GenericSchema<unknown, T>;
  fallback: T;
  /** Lifts a state stored by an older version (1 … version-1) to the current shape. */
  migrate?: (state: unknown, fromVersion: number) => unknown;
  area?: StorageArea;
}

export type ReadStatus = 'missing' | 'current' | 'migrated' | 'invalid' | 'newer';

export interface ReadOutcome<T> {
  state: T;
  status: ReadStatus;
}

interface Envelope {
  version: number;
  state: unknown;
}

function asEnvelope(value: unknown): Envelope | null {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return null;
  const keys = Object.keys(value);
  const { version, state } = value as { version?: unknown; state?: unknown };
  if (keys.length !== 2 || !('state' in value)) return null;
  return typeof version === 'number' && Number.isInteger(version) ? { version, state } : { version: NaN, state };
}

function parseJSON(raw: string): { ok: true; value: unknown } | { ok: false } {
  try {
    return { ok: true, value: JSON.parse(raw) as unknown };
  } catch {
    return { ok: false };
  }
}

/** Validate the envelope's state against the spec; never throws. */
export function decodePersisted<T>(spec: PersistedSpec<T>, raw: string | null): ReadOutcome<T> {
  const fallback = (status: ReadStatus): ReadOutcome<T> => ({ state: spec.fallback, status });
  if (raw === null) return fallback('missing');
  const parsed = parseJSON(raw);
  if (!parsed.ok) return fallback('invalid');
  const envelope = asEnvelope(parsed.value) ?? { version: 1, state: parsed.value };
  if (!(envelope.version >= 1)) return fallback('invalid');
  if (envelope.version > spec.version) return fallback('newer');
  let state = envelope.state;
  if (envelope.version < spec.version) {
    if (!spec.migrate) return fallback('invalid');
    try {
      state = spec.migrate(state, envelope.version);
    } catch {
      return fallback('invalid');
    }
  }
  const result = v.safeParse(spec.schema, state);
  if (!result.success) return fallback('invalid');
  return { state: result.output, status: envelope.version < spec.version ? 'migrated' : 'current' };
}

export function readPersistedOutcome<T>(spec: PersistedSpec<T>): ReadOutcome<T> {
  return decodePersisted(spec, readRaw(spec.key, spec.area));
}

export function readPersisted<T>(spec: PersistedSpec<T>): T {
  return readPersistedOutcome(spec).state;
}

/** The text a state is stored as. */
export function encodePersisted<T>(spec: PersistedSpec<T>, state: T): string {
  return JSON.stringify({ version: spec.version, state } satisfies Envelope);
}

/** Store `state` under the spec's key and version; says why when it could not. */
export function writePersisted<T>(spec: PersistedSpec<T>, state: T): WriteResult {
  return writeRaw(spec.key, encodePersisted(spec, state), spec.area);
}

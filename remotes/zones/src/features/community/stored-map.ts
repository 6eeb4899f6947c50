import { warnDropped } from '@naturverse/platform';

/**
 * A stored object map (id → value) read back from storage: null (→ the fallback) unless it is
 * a plain object; entries whose value fails `isValue` are dropped and logged, the rest kept.
 */
export function parseStoredMap<V>(value: unknown, isValue: (v: unknown) => v is V, what: string): Readonly<Record<string, V>> | null {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return null;
  const out: Record<string, V> = {};
  for (const [key, v] of Object.entries(value as Record<string, unknown>)) {
    if (isValue(v)) out[key] = v;
    else warnDropped(what, { [key]: v });
  }
  return out;
}

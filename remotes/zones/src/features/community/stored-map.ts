/**
 * A stored object map (id → value) read back from storage: null (→ the fallback) unless it is a
 * plain object whose every value passes `isValue`.
 */
export function parseStoredMap<V>(value: unknown, isValue: (v: unknown) => v is V): Readonly<Record<string, V>> | null {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return null;
  const entries = Object.entries(value as Record<string, unknown>);
  return entries.every(([, v]) => isValue(v)) ? (Object.fromEntries(entries) as Record<string, V>) : null;
}

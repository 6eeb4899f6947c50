import type { AddResult } from './types';

/**
 * Run an add; on failure tell the family the server's (or storage's) message and
 * add nothing (spec §8 "Stamp or badge insert failure").
 */
export async function addOrAlert<T>(
  add: () => Promise<AddResult<T>>,
  alert: (message: string) => void,
): Promise<T | null> {
  const result = await add();
  if (result.ok) return result.value;
  alert(result.message);
  return null;
}

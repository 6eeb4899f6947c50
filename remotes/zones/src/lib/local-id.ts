/** A random id part for things a family saves (stories, quizzes, polls): crypto where there is one. */
export function randomIdPart(): string {
  const c = globalThis.crypto;
  if (c && typeof c.randomUUID === 'function') return c.randomUUID();
  return `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 10)}`;
}

/** The next free id `prefix-n` among `taken`, for the parts of a draft (ids stay stable while parts move). */
export function nextId(prefix: string, taken: readonly string[]): string {
  let n = taken.length + 1;
  while (taken.includes(`${prefix}-${n}`)) n += 1;
  return `${prefix}-${n}`;
}

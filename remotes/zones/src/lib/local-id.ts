/** A random id part for things a family saves (stories, quizzes): crypto where there is one. */
export function randomIdPart(): string {
  const c = globalThis.crypto;
  if (c && typeof c.randomUUID === 'function') return c.randomUUID();
  return `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 10)}`;
}

/**
 * "This hub is still arriving": the runtime plugin reports each step of a hub's load
 * (its manifest answered, its entry ran), and the hub's load deadline starts again.
 * So a hang — no step for a few seconds — falls back quickly, while a hub that is slow
 * but moving (a busy phone, a weak signal) is not cut off at an arbitrary total.
 */
const listeners = new Map<string, () => void>();

export function onHubProgress(name: string, listener: () => void): () => void {
  listeners.set(name, listener);
  return () => {
    if (listeners.get(name) === listener) listeners.delete(name);
  };
}

export function hubProgressed(name: string | undefined): void {
  if (name) listeners.get(name)?.();
}

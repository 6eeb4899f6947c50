/**
 * Typed window events: the only way parts talk to each other at run time besides
 * shared stores. Names are prefixed so nothing else on the page collides with them.
 */
export type ToastKind = 'ok' | 'warn' | 'err';

export interface NaturverseEvents {
  'stamp-granted': { world: string; count: number };
  /**
   * @deprecated since 1.3.0, removed in the next major: nothing in the site listens to it. Read the
   * cart's count from `cartStore` (a zustand store, shared with every part), which also follows
   * other tabs; this event is still sent after each saved change until then.
   */
  'cart-changed': { count: number };
  toast: { kind: ToastKind; text: string };
}

export type NaturverseEventName = keyof NaturverseEvents;

const PREFIX = 'naturverse:';

export function emit<N extends NaturverseEventName>(name: N, detail: NaturverseEvents[N]): void {
  if (typeof window === 'undefined') return;
  window.dispatchEvent(new CustomEvent(PREFIX + name, { detail }));
}

/** Subscribe; returns the unsubscribe function (handy as a useEffect cleanup). */
export function on<N extends NaturverseEventName>(name: N, handler: (detail: NaturverseEvents[N]) => void): () => void {
  if (typeof window === 'undefined') return () => {};
  const listener = (event: Event) => handler((event as CustomEvent<NaturverseEvents[N]>).detail);
  window.addEventListener(PREFIX + name, listener);
  return () => window.removeEventListener(PREFIX + name, listener);
}

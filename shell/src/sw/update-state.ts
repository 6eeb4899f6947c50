/**
 * Whether a new version of the site is installed and waiting, and how to switch to it.
 * A tiny external store (no React) shared by the registration code and the banner.
 */
type Listener = () => void;

let applyUpdate: (() => void) | null = null;
const listeners = new Set<Listener>();

/** Called when a new service worker is waiting; `apply` activates it and reloads this tab. */
export function setUpdateWaiting(apply: () => void): void {
  applyUpdate = apply;
  for (const listener of listeners) listener();
}

/** The action behind the Reload button, or null while no new version is waiting. */
export function getUpdateAction(): (() => void) | null {
  return applyUpdate;
}

export function subscribeToUpdate(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

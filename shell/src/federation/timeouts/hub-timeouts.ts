/**
 * How long a hub may take before its area shows the fallback with Try again.
 * Module Federation waits 20 s for a script by default and forever for a manifest;
 * a child does not wait that long for a hung server. The three limits nest: a
 * manifest or entry that hangs is cut off by its own limit (so the runtime forgets
 * the request and Try again asks afresh), and whatever else hangs — the hub's route
 * chunk, a stylesheet — is cut off by the whole-load deadline. The load goes on behind
 * the fallback, and a hub that was only slow (a busy phone, a weak signal) replaces the
 * fallback by itself when it arrives (RemoteRoute).
 */
export const MANIFEST_BUDGET_MS = 3000;
export const SCRIPT_TIMEOUT_MS = 3000;
/** A hub load (from hover or click) not done by then shows the fallback: on screen within 5 s. */
export const HUB_LOAD_DEADLINE_MS = 4500;
/** The registry and the config are read before first render: the shell's own pages wait on them. */
export const STARTUP_FILE_TIMEOUT_MS = 3000;

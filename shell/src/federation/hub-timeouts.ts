/**
 * How long a hub may take before its area shows the fallback with Try again.
 * Module Federation waits 20 s for a script by default and forever for a manifest;
 * a child does not wait that long for a hung server. The three limits nest: a
 * manifest or entry that hangs is cut off by its own limit (so the runtime forgets
 * the request and Try again asks afresh), and whatever else hangs — the hub's route
 * chunk, a stylesheet — is cut off by the load deadline, which starts again at each
 * step the hub makes (hub-progress.ts). A hub that arrives after all replaces the
 * fallback by itself (RemoteRoute).
 */
export const MANIFEST_BUDGET_MS = 3000;
export const SCRIPT_TIMEOUT_MS = 3000;
/** Without a step forward (manifest answered, entry ran) for this long, a hub load is a hang. */
export const HUB_LOAD_DEADLINE_MS = 3500;
/** The registry and the config are read before first render: the shell's own pages wait on them. */
export const STARTUP_FILE_TIMEOUT_MS = 3000;

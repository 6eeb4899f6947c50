/**
 * The one place E2E_PORT_OFFSET is read: the local site's parts listen on
 * 3000 + offset … 3006 + offset, and every spare port a spec or script opens (second builds,
 * hub hosts, fault servers) is shifted by the same offset, so two runs on one machine never
 * meet. Default 100 (shell :3100), so a running `npm start` on :3000 does not collide.
 */

/** The offset `env` asks for; anything but a whole number ≥ 0 stops the run, naming the variable. */
export function portOffset(env: Record<string, string | undefined> = process.env): number {
  const offset = Number(env.E2E_PORT_OFFSET ?? 100);
  if (!Number.isInteger(offset) || offset < 0) throw new Error(`E2E_PORT_OFFSET must be a whole number, got "${env.E2E_PORT_OFFSET}"`);
  return offset;
}

/** This run's offset. */
export const PORT_OFFSET: number = portOffset();

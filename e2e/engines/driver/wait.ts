/**
 * The only way a journey waits: for a condition the page (or a process) exposes, checked again
 * and again until it holds or the bound runs out. Never a sleep standing in for a condition: the
 * short pause between checks only keeps the polling from hogging the machine.
 */

const POLL_MS = 50;

/**
 * Resolve once `check` returns true; reject after `timeoutMs` naming `what` and, when `detail`
 * is given, what was seen last (a failure then says what the page showed instead).
 */
export async function waitUntil(what: string, timeoutMs: number, check: () => Promise<boolean>, detail?: () => Promise<string>): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (await check()) return;
    if (Date.now() >= deadline) {
      const seen = detail ? `; last seen: ${await detail().catch((error: unknown) => String(error))}` : '';
      throw new Error(`Timed out after ${timeoutMs} ms waiting for ${what}${seen}`);
    }
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
}

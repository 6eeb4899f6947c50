/**
 * A hub's write to its store (local or synced) either gives back what was stored or says why
 * nothing was; spec §8: the family is told that message in an alert and nothing is added.
 * One rule for every hub with server data (NaturBank's wallet and transactions, the passport's
 * stamps and badges).
 */
export type WriteOutcome<T> = { ok: true; value: T } | { ok: false; message: string };

/** The browser's own dialog: what spec §8 calls "alert with the message". */
export function alertFamily(message: string): void {
  window.alert(message);
}

/** The stored value; or, when the write was refused, null after alerting its message. */
export function valueOrAlert<T>(outcome: WriteOutcome<T>, alert: (message: string) => void = alertFamily): T | null {
  if (outcome.ok) return outcome.value;
  alert(outcome.message);
  return null;
}

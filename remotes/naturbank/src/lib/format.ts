/** How NATUR amounts and dates read on every NaturBank page (the bank's and the ledger's alike). */
import { shortDateFormat } from '@naturverse/platform';

/** '120 NATUR', '12.5 NATUR'. */
export function formatNatur(amount: number): string {
  return `${Number.isFinite(amount) ? Math.round(amount * 100) / 100 : 0} NATUR`;
}

/** '21 Nov 2026' style; its formatter is made when the browser is idle or at the first date shown (see shortDateFormat). */
export const formatDate = shortDateFormat();

// The canary gate: may a canary version be promoted, judged by what families'
// browsers reported for it and for the stable version over the same window?
//
// The numbers, and why:
// - At least MIN_LOADS hub loads and MIN_INP INP samples for EACH version. Below that a single
//   failure moves a rate by half a percentage point or more, and a p75 rests on a dozen clicks:
//   the gate says "not enough data" rather than guess (a team can wait or --force).
// - Load failures: refused when the canary's rate is worse than stable's by more than
//   FAILURE_MARGIN (1 percentage point) AND by more than two standard errors of the difference
//   (so noise alone at these sample sizes does not block a healthy canary, and a real 1 pp
//   regression — one family in a hundred more seeing "hub unavailable" — does).
// - INP p75: refused when the canary's is more than INP_RATIO (20 %) AND more than INP_MS
//   (20 ms, about one frame at 60 Hz plus input latency jitter) above stable's.
// Pure: no database, no clock.

export const MIN_LOADS = 200;
export const MIN_INP = 50;
export const FAILURE_MARGIN = 0.01;
export const INP_RATIO = 1.2;
export const INP_MS = 20;

export interface VersionHealth {
  version: string;
  loads: number;
  failures: number;
  inpSamples: number;
  inpP75: number | null;
}

export interface GateVerdict {
  ok: boolean;
  /** each failed rule with its figures */
  reasons: string[];
}

export function canaryGate(stable: VersionHealth, canary: VersionHealth): GateVerdict {
  const reasons: string[] = [];
  for (const v of [stable, canary]) {
    if (v.loads < MIN_LOADS) reasons.push(`not enough data: ${v.version} has ${v.loads} of ${MIN_LOADS} loads`);
    if (v.inpSamples < MIN_INP) reasons.push(`not enough data: ${v.version} has ${v.inpSamples} of ${MIN_INP} INP samples`);
  }
  if (reasons.length) return { ok: false, reasons };

  const rate = (v: VersionHealth) => v.failures / v.loads;
  const [ps, pc] = [rate(stable), rate(canary)];
  const se = Math.sqrt((ps * (1 - ps)) / stable.loads + (pc * (1 - pc)) / canary.loads);
  if (pc - ps > FAILURE_MARGIN && pc - ps > 2 * se) {
    reasons.push(
      `load failures: ${canary.version} ${pct(pc)} vs ${stable.version} ${pct(ps)} (worse by ${pct(pc - ps)}; margin ${pct(FAILURE_MARGIN)}, 2 SE ${pct(2 * se)})`,
    );
  }
  const [is, ic] = [stable.inpP75 ?? 0, canary.inpP75 ?? 0];
  if (ic > is * INP_RATIO && ic - is > INP_MS) {
    reasons.push(`INP p75: ${canary.version} ${Math.round(ic)} ms vs ${stable.version} ${Math.round(is)} ms (margin ×${INP_RATIO} and +${INP_MS} ms)`);
  }
  return { ok: reasons.length === 0, reasons };
}

const pct = (x: number) => `${(x * 100).toFixed(2)} %`;

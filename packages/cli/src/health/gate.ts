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
// - Sources, not rows: at least MIN_SOURCES distinct sources (a source is one browser for one
//   day, supabase/migrations/…_report_limits.sql) for EACH version, and the loads and INP samples
//   above are counted with each source's share capped (the view caps one source's loads and
//   INP samples at 10 a version, keeping its own failure rate). 30 because below it one family's
//   odd day (a flaky connection, a slow laptop) is a visible part of the figure; a canary at 10 %
//   share reaches it within a day on any real audience. The 30 must also be distinct ADDRESSES
//   (a source is an address plus the browser's user agent, which the caller may make up on every
//   call; an address is counted per day under the same salt): a classroom or household behind
//   one address counts once, so a small audience behind few addresses gets "not enough data"
//   rather than a verdict (fail-safe: wait or --force).
// - Suspicious: when one source sent more than MAX_SOURCE_SHARE (20 %) of a version's reports,
//   the gate names it and does not promote: among 30 or more families even a busy one sends a
//   few percent; a fifth from one browser is a script, or a test left running. Likewise when one
//   address sent more than MAX_SOURCE_SHARE (said once: a source over it is its address over it).
// Pure: no database, no clock.

export const MIN_LOADS = 200;
export const MIN_SOURCES = 30;
export const MAX_SOURCE_SHARE = 0.2;
export const MIN_INP = 50;
export const FAILURE_MARGIN = 0.01;
export const INP_RATIO = 1.2;
export const INP_MS = 20;

export interface VersionHealth {
  version: string;
  /** loads and failures as the gate weighs them: each source's share capped */
  loads: number;
  failures: number;
  /** INP samples, each source's share capped */
  inpSamples: number;
  inpP75: number | null;
  /** distinct sources (browser-days) that reported the version */
  sources: number;
  /** the most reports one source sent for the version, and all its reports */
  topSourceReports: number;
  reports: number;
  /** distinct addresses (address-days) that reported it, and the most reports one of them sent */
  addresses: number;
  topAddressReports: number;
}

export interface GateVerdict {
  ok: boolean;
  /** each failed rule with its figures */
  reasons: string[];
}

export function canaryGate(stable: VersionHealth, canary: VersionHealth): GateVerdict {
  const reasons: string[] = [];
  let enough = true;
  for (const v of [stable, canary]) {
    const short = [
      v.sources < MIN_SOURCES && `${v.sources} of ${MIN_SOURCES} sources`,
      // fewer sources are fewer addresses too: said once
      v.sources >= MIN_SOURCES && v.addresses < MIN_SOURCES && `${v.addresses} of ${MIN_SOURCES} addresses`,
      v.loads < MIN_LOADS && `${whole(v.loads)} of ${MIN_LOADS} loads`,
      v.inpSamples < MIN_INP && `${whole(v.inpSamples)} of ${MIN_INP} INP samples`,
    ].filter((s): s is string => s !== false);
    for (const s of short) reasons.push(`not enough data: ${v.version} has ${s}`);
    enough &&= short.length === 0;
    const share = v.reports ? v.topSourceReports / v.reports : 0;
    const addressShare = v.reports ? v.topAddressReports / v.reports : 0;
    if (share > MAX_SOURCE_SHARE) reasons.push(`suspicious: one source sent ${pct(share)} of ${v.version}'s reports (at most ${pct(MAX_SOURCE_SHARE)})`);
    else if (addressShare > MAX_SOURCE_SHARE)
      reasons.push(`suspicious: one address sent ${pct(addressShare)} of ${v.version}'s reports (at most ${pct(MAX_SOURCE_SHARE)})`);
  }
  // without enough data the rates below would be noise; a suspicious version is still compared,
  // so the team sees whether the real figures would have passed
  if (!enough) return { ok: false, reasons };

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
/** capped figures are fractional: said as whole numbers, rounded down (never rounded up to a minimum) */
const whole = (x: number) => String(Math.floor(x));

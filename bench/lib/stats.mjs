// Median, spread and percentiles of repeated measurements.
export function summarize(values) {
  const xs = values.filter((v) => typeof v === 'number' && Number.isFinite(v)).sort((a, b) => a - b);
  if (!xs.length) return null;
  const mid = Math.floor(xs.length / 2);
  const median = xs.length % 2 ? xs[mid] : (xs[mid - 1] + xs[mid]) / 2;
  return { median, min: xs[0], max: xs.at(-1), runs: xs.length, values };
}

export function percentile(values, p) {
  const xs = [...values].sort((a, b) => a - b);
  if (!xs.length) return NaN;
  const rank = Math.ceil((p / 100) * xs.length) - 1;
  return xs[Math.min(xs.length - 1, Math.max(0, rank))];
}

/** The run whose value is the median one (the lower middle of an even count). */
export function medianRun(runs, valueOf) {
  const sorted = runs.filter((r) => Number.isFinite(valueOf(r))).sort((a, b) => valueOf(a) - valueOf(b));
  return sorted.length ? sorted[Math.floor((sorted.length - 1) / 2)] : null;
}

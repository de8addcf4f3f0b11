// Median and 95th percentile of a list of times, as the timing test and `npm run bench:web` print them.

/** The value at rank `q` (0..1) of the sorted times, nearest rank. */
function quantile(sorted: readonly number[], q: number): number {
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))]!;
}

/** Median, p95 and the extremes of `times` (ms). */
export function summary(times: readonly number[]) {
  const sorted = [...times].sort((a, b) => a - b);
  return {
    median: quantile(sorted, 0.5),
    p95: quantile(sorted, 0.95),
    min: sorted[0] ?? 0,
    max: sorted.at(-1) ?? 0,
  };
}

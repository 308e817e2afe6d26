// Real phones' speed as Google grades it (web.dev's Core Web Vitals thresholds): each measure is
// stored rounded to a bucket (whole milliseconds, layout shift in thousandths), so a week's 75th
// percentile comes from the daily totals long after the raw events are gone.
import type { Vital } from "#shop/numbers-contract.ts";

export type Rating = "good" | "needs improvement" | "poor";

/** Good up to the first, poor past the second; in the stored unit. */
export const THRESHOLDS: Record<Vital, readonly [number, number]> = {
  lcp: [2500, 4000],
  inp: [200, 500],
  cls: [100, 250],
};

/** Bucket widths in the stored unit: finer than any threshold's neighbourhood needs. */
const STEP: Record<Vital, number> = { lcp: 10, inp: 4, cls: 1 };

/** A measure as the browser gave it (ms, or CLS unitless) in its stored bucket. */
export const bucketOf = (vital: Vital, measured: number): number => {
  const unit = vital === "cls" ? measured * 1000 : measured;
  return Math.round(unit / STEP[vital]) * STEP[vital];
};

export const ratingOf = (vital: Vital, stored: number): Rating =>
  stored <= THRESHOLDS[vital][0] ? "good" : stored <= THRESHOLDS[vital][1] ? "needs improvement" : "poor";

/** The 75th percentile of bucketed measures (value → how many), the way CrUX reads it; undefined when none. */
export function p75(counts: Map<number, number>): number | undefined {
  const total = [...counts.values()].reduce((a, b) => a + b, 0);
  if (total === 0) return undefined;
  const rank = Math.ceil(total * 0.75);
  let seen = 0;
  for (const [value, count] of [...counts].sort((a, b) => a[0] - b[0])) {
    seen += count;
    if (seen >= rank) return value;
  }
  return undefined;
}

/** A stored value as people read it: "2.4 s", "180 ms", "0.12". */
export const shownAs = (vital: Vital, stored: number): string =>
  vital === "cls" ? (stored / 1000).toFixed(2) : vital === "lcp" ? `${(stored / 1000).toFixed(1)} s` : `${stored} ms`;

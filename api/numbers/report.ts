// The figures of a date range, from the daily totals: the desk's page, its CSV and
// GET /owner/api/numbers all read this one shape (NumbersReportSchema).
import { z } from "zod";
import { addDays } from "#shop/clock.ts";
import { business } from "#shop/facts.ts";
import { SERVER_COUNTED, TRACKED, VITALS, type Vital } from "#shop/numbers-contract.ts";
import { PAGE_KINDS } from "./page-kind.ts";
import { p75, ratingOf } from "./speed.ts";
import type { DailyRow } from "./daily-totals.ts";

/** Every count a day has, in the order the CSV's columns and the JSON's keys take. */
export const COUNTED = [...TRACKED, ...SERVER_COUNTED] as const;

const Counts = z.object(
  Object.fromEntries(COUNTED.map((k) => [k, z.number().int()])) as Record<(typeof COUNTED)[number], z.ZodNumber>,
);
const Ranked = z.array(z.object({ key: z.string(), count: z.number().int() }));
const Speed = z.object({ p75: z.number(), rating: z.enum(["good", "needs improvement", "poor"]), samples: z.number() });

export const NumbersReportSchema = z.object({
  from: z.iso.date(),
  to: z.iso.date(),
  days: z.array(z.object({ day: z.iso.date(), visitors: z.number().int(), ...Counts.shape })),
  totals: z.object({ visitors: z.number().int(), ...Counts.shape }),
  pages: Ranked,
  referrers: Ranked,
  campaigns: Ranked,
  /** Each tap with the page it happened on: "call /iphone-13-repair/". */
  actions: Ranked,
  /** Each language's visitors and counts, the shop's languages first (business.languages), then any other counted. */
  languages: z.array(z.object({ lang: z.string(), visitors: z.number().int(), ...Counts.shape })),
  /** The 75th percentile per kind of page; null where no phone measured it. */
  speed: z.array(
    z.object({
      pageKind: z.enum(PAGE_KINDS),
      lcp: Speed.nullable(),
      inp: Speed.nullable(),
      cls: Speed.nullable(),
    }),
  ),
});
export type NumbersReport = z.infer<typeof NumbersReportSchema>;
export type Counted = (typeof COUNTED)[number];

/** How many places the lists keep; taps by page, more (each kind of tap on each page is a place). */
const TOP = 10;
const TOP_TAPS = 25;

const zeroCounts = () => Object.fromEntries(COUNTED.map((k) => [k, 0])) as Record<Counted, number>;
const isCounted = (key: string): key is Counted => (COUNTED as readonly string[]).includes(key);

export function reportOf(from: string, to: string, rows: DailyRow[]): NumbersReport {
  const days = new Map<string, NumbersReport["days"][number]>();
  for (let day = from; day <= to; day = addDays(day, 1)) days.set(day, { day, visitors: 0, ...zeroCounts() });
  const ranked = { page: new Map<string, number>(), referrer: new Map(), campaign: new Map(), action: new Map() };
  const speeds = new Map<string, Map<number, number>>();
  const languages = new Map<string, NumbersReport["languages"][number]>();
  const languageRow = (lang: string) => {
    let found = languages.get(lang);
    if (!found) languages.set(lang, (found = { lang, visitors: 0, ...zeroCounts() }));
    return found;
  };
  for (const lang of business.languages) languageRow(lang);
  for (const row of rows) {
    const day = days.get(row.day);
    if (!day) continue;
    if (row.what === "visitors") day.visitors += row.count;
    else if (row.what === "language") {
      // "es pageview", "es visitors": a language's code has no space.
      const [lang, what] = row.key.split(" ") as [string, string];
      if (what === "visitors") languageRow(lang).visitors += row.count;
      else if (isCounted(what)) languageRow(lang)[what] += row.count;
    } else if (row.what === "event" && isCounted(row.key)) day[row.key] += row.count;
    else if (row.what === "speed") {
      const [vital, kind, value] = row.key.split(" ");
      const counts = speeds.get(`${vital} ${kind}`) ?? new Map<number, number>();
      counts.set(Number(value), (counts.get(Number(value)) ?? 0) + row.count);
      speeds.set(`${vital} ${kind}`, counts);
    } else if (row.what in ranked) {
      const list: Map<string, number> = ranked[row.what as keyof typeof ranked];
      list.set(row.key, (list.get(row.key) ?? 0) + row.count);
    }
  }
  const totals = { visitors: 0, ...zeroCounts() };
  for (const day of days.values()) {
    totals.visitors += day.visitors;
    for (const k of COUNTED) totals[k] += day[k];
  }
  const top = (list: Map<string, number>, places = TOP) =>
    [...list]
      .map(([key, count]) => ({ key, count }))
      .sort((a, b) => b.count - a.count || a.key.localeCompare(b.key))
      .slice(0, places);
  const speedOf = (vital: Vital, kind: string) => {
    const counts = speeds.get(`${vital} ${kind}`);
    const value = counts && p75(counts);
    if (value === undefined) return null;
    return { p75: value, rating: ratingOf(vital, value), samples: [...counts!.values()].reduce((a, b) => a + b, 0) };
  };
  return {
    from,
    to,
    days: [...days.values()],
    totals,
    pages: top(ranked.page),
    referrers: top(ranked.referrer),
    campaigns: top(ranked.campaign),
    actions: top(ranked.action, TOP_TAPS),
    languages: [...languages.values()],
    speed: PAGE_KINDS.map((pageKind) => ({
      pageKind,
      ...(Object.fromEntries(VITALS.map((v) => [v, speedOf(v, pageKind)])) as Record<
        Vital,
        ReturnType<typeof speedOf>
      >),
    })),
  };
}

// One day's raw events summed into the totals the desk reads (numbers_daily): each count by kind,
// page views by page, by referrer and by campaign, each tap with its page, the speeds by measure,
// kind of page and bucket, and the day's distinct visitors. The database groups the day's events
// once by every column at a time (a few thousand groups) and counts the distinct visitors; the
// totals are summed here from those groups: on SQLite, a third of the time of one GROUP BY per total.
// By language ("language", "<lang> <kind>" and "<lang> visitors"): every count but the speeds, and the
// visitors of each language's pages.
import type { Selectable } from "kysely";
import type { NumbersEventsTable } from "./tables.ts";

/** One total of a day: `what` ("event", "page", "referrer", ...), its key and its count (numbers_daily). */
export interface DailyRow {
  day: string;
  what: string;
  key: string;
  count: number;
}

/** The columns the totals read, all but the visitor: what the day's events are grouped by. */
export const GROUPED = [
  "kind",
  "page",
  "pageKind",
  "referrer",
  "utmSource",
  "utmMedium",
  "utmCampaign",
  "value",
  "lang",
] as const satisfies (keyof NumbersEventsTable)[];

/** One group of the day's events that share every grouped column, and how many there are. */
export type EventGroup = Selectable<Pick<NumbersEventsTable, (typeof GROUPED)[number]>> & { n: number };

const SPEEDS = new Set(["lcp", "inp", "cls"]);

/** The day's distinct visitors on one language's pages. */
export interface LanguageVisitors {
  lang: string;
  n: number;
}

export function dailyTotals(
  day: string,
  groups: readonly EventGroup[],
  visitors: number,
  byLanguage: readonly LanguageVisitors[] = [],
): DailyRow[] {
  const counts = new Map<string, number>();
  for (const e of groups) {
    const add = (what: string, key: string) => {
      const id = `${what}\n${key}`;
      counts.set(id, (counts.get(id) ?? 0) + e.n);
    };
    add("event", e.kind);
    if (!SPEEDS.has(e.kind)) add("language", `${e.lang} ${e.kind}`);
    if (e.kind === "pageview") {
      add("page", e.page);
      if (e.referrer !== null) add("referrer", e.referrer);
      if (e.utmSource !== null || e.utmCampaign !== null)
        add("campaign", `${e.utmSource ?? "-"} / ${e.utmMedium ?? "-"} / ${e.utmCampaign ?? "-"}`);
    } else if (SPEEDS.has(e.kind)) {
      if (e.value !== null) add("speed", `${e.kind} ${e.pageKind} ${e.value}`);
    } else add("action", `${e.kind} ${e.page}`);
  }
  const rows = [...counts].map(([id, count]) => {
    const [what, key] = id.split("\n") as [string, string];
    return { day, what, key, count };
  });
  if (visitors > 0) rows.push({ day, what: "visitors", key: "", count: visitors });
  for (const { lang, n } of byLanguage)
    if (n > 0) rows.push({ day, what: "language", key: `${lang} visitors`, count: n });
  return rows;
}

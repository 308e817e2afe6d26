// A schedule's mistakes, for the content schema to report before a page is built from them.
import { toMinutes, type Day, type ScheduleInput, type TimeRange } from "./schedule-types.ts";
import { formatRange } from "./schedule-words.ts";

/**
 * Problems with a schedule, as [path, message] pairs, for the content schema to report: a range that
 * does not open before it closes, two ranges of one day that overlap, a special day given twice.
 */
export function scheduleProblems(
  input: Pick<ScheduleInput, "hours" | "specialHours">,
): Array<[(string | number)[], string]> {
  const problems: Array<[(string | number)[], string]> = [];
  const byDay = new Map<Day, Array<{ range: TimeRange; index: number }>>();
  input.hours.forEach((entry, index) => {
    if (toMinutes(entry.opens) >= toMinutes(entry.closes))
      problems.push([["hours", index, "closes"], `closes (${entry.closes}) must be later than opens (${entry.opens})`]);
    const seen = new Set<Day>();
    for (const day of entry.days) {
      if (seen.has(day)) problems.push([["hours", index, "days"], `${day} is listed twice`]);
      seen.add(day);
      byDay.set(day, [...(byDay.get(day) ?? []), { range: entry, index }]);
    }
  });
  for (const [day, list] of byDay) {
    const sorted = [...list].sort((a, b) => toMinutes(a.range.opens) - toMinutes(b.range.opens));
    for (let i = 1; i < sorted.length; i++) {
      const prev = sorted[i - 1]!;
      const cur = sorted[i]!;
      if (toMinutes(cur.range.opens) < toMinutes(prev.range.closes))
        problems.push([
          ["hours", cur.index],
          `${day} ${formatRange(cur.range)} overlaps ${formatRange(prev.range)} (entry ${prev.index + 1})`,
        ]);
    }
  }
  const dates = new Set<string>();
  (input.specialHours ?? []).forEach((s, index) => {
    if (dates.has(s.date)) problems.push([["specialHours", index, "date"], `${s.date} is given twice`]);
    dates.add(s.date);
    if (s.closed) {
      if (s.opens !== undefined || s.closes !== undefined)
        problems.push([["specialHours", index], "a closed day has no opens or closes"]);
    } else if (s.opens === undefined || s.closes === undefined) {
      problems.push([["specialHours", index], "give either closed: true or both opens and closes"]);
    } else if (toMinutes(s.opens) >= toMinutes(s.closes)) {
      problems.push([["specialHours", index, "closes"], `closes (${s.closes}) must be later than opens (${s.opens})`]);
    }
  });
  return problems;
}

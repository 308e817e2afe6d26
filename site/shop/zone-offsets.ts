// A time zone's offsets from UTC over a span of time, as a small table, so the visitor's browser can
// read the shop's wall clock without Intl. The first Intl.DateTimeFormat with a time zone costs a
// page one long task while the browser loads its zone data: about 250 ms on a slow phone (Chromium
// at 4x CPU slowdown), for a status line that needs one subtraction. The build computes the table
// with Intl (Node); schedule.ts uses it inside its span and falls back to Intl outside it, so a site
// left unbuilt for a year stays right, only slower.

export interface ZoneOffsets {
  /** The span the table covers: epoch milliseconds, `from` inclusive, `until` exclusive. */
  from: number;
  until: number;
  /** [epoch ms from which it holds, minutes east of UTC], in time order; the first starts at `from`. */
  changes: Array<[number, number]>;
}

const MINUTE = 60_000;
const DAY = 86_400_000;

/** Minutes east of UTC in `timeZone` at an instant (Intl: for the build and for instants outside a table). */
export function offsetWithIntl(format: Intl.DateTimeFormat, instant: number): number {
  const whole = Math.floor(instant / MINUTE) * MINUTE;
  const parts: Record<string, string> = {};
  for (const p of format.formatToParts(whole)) parts[p.type] = p.value;
  const wall = Date.UTC(
    Number(parts.year),
    Number(parts.month) - 1,
    Number(parts.day),
    Number(parts.hour),
    Number(parts.minute),
  );
  return Math.round((wall - whole) / MINUTE);
}

export const wallClockFormat = (timeZone: string) =>
  new Intl.DateTimeFormat("en-US", {
    timeZone,
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
    hour: "2-digit",
    minute: "2-digit",
    hourCycle: "h23",
  });

/**
 * The offsets of `timeZone` from `from` to `until`, found with Intl: sampled every six hours (no zone
 * changes its offset twice in six hours), each change then narrowed to its exact minute.
 */
export function zoneOffsets(timeZone: string, from: number, until: number): ZoneOffsets {
  const format = wallClockFormat(timeZone);
  const at = (t: number) => offsetWithIntl(format, t);
  const start = Math.floor(from / MINUTE) * MINUTE;
  const changes: Array<[number, number]> = [[start, at(start)]];
  const step = DAY / 4;
  for (let t = start; t < until; t += step) {
    const next = Math.min(t + step, until);
    const before = changes[changes.length - 1]![1];
    if (at(next) === before) continue;
    // The offset is `before` at lo and not at hi: the change is at hi, to the minute.
    let lo = t;
    let hi = next;
    while (hi - lo > MINUTE) {
      const mid = lo + Math.max(1, Math.floor((hi - lo) / 2 / MINUTE)) * MINUTE;
      if (at(mid) === before) lo = mid;
      else hi = mid;
    }
    changes.push([hi, at(hi)]);
  }
  return { from: start, until, changes };
}

/** Minutes east of UTC at an instant, from the table; undefined outside its span. */
export function offsetAt(table: ZoneOffsets, instant: number): number | undefined {
  if (instant < table.from || instant >= table.until) return undefined;
  let offset = table.changes[0]![1];
  for (const [since, minutes] of table.changes) {
    if (since > instant) break;
    offset = minutes;
  }
  return offset;
}

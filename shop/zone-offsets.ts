// A time zone's offsets from UTC over a span of time, as a small table, so the visitor's browser can
// read the shop's wall clock without Intl. The first Intl.DateTimeFormat with a time zone costs a
// page one long task while the browser loads its zone data: about 250 ms on a slow phone (Chromium
// at 4x CPU slowdown), for a status line that needs one subtraction. The build makes the table from
// Temporal's list of the zone's changes (clock.ts's zoneOffsets); schedule.ts uses it inside its span
// and falls back to Intl outside it, so a site left unbuilt for a year stays right, only slower.

export interface ZoneOffsets {
  /** The span the table covers: epoch milliseconds, `from` inclusive, `until` exclusive. */
  from: number;
  until: number;
  /** [epoch ms from which it holds, minutes east of UTC], in time order; the first starts at `from`. */
  changes: Array<[number, number]>;
}

/** The wall clock as Intl reads it, for the instants outside a table. */
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

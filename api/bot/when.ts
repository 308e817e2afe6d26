// Time expressions in a visitor's message ("now", "tonight", "tomorrow", "on saturday", "at 7pm",
// "after work", "at noon", "until you close", "on christmas", "dec 24") and the answers they get from
// the shop's schedule (site/lib/schedule.ts): the weekly hours, the special days and the shop's zone.
// Nothing here knows an hour of its own: every opening time comes from the schedule.
import {
  addDays,
  daysBetween,
  DAYS,
  describeDays,
  formatRange,
  formatTime,
  toMinutes,
  weekdayOf,
  type Day,
  type DayHours,
  type LocalTime,
  type Schedule,
} from "../../site/lib/schedule.ts";
import { findHoliday, HOLIDAYS, holidayHours, type HolidayHours } from "../../site/lib/holidays.ts";

// One formatter for month names, made once: building an Intl formatter per answer costs more than the
// whole rest of an answer.
const MONTH_NAME = new Intl.DateTimeFormat("en-US", { month: "long", timeZone: "UTC" });
const monthNames = Array.from({ length: 12 }, (_, i) => MONTH_NAME.format(new Date(Date.UTC(2000, i, 1))));

/** "Thursday, November 26" (with the year when it is not `year`): schedule.ts's formatDate, without its per-call Intl cost. */
export function formatDate(date: string, year?: number): string {
  const [y = 1970, m = 1, d = 1] = date.split("-").map(Number);
  return `${weekdayOf(date)}, ${monthNames[m - 1]} ${d}${year !== undefined && year !== y ? `, ${y}` : ""}`;
}

/** "today", "tomorrow", "Monday" (within a week), else "Monday, December 1". */
export function dayName(date: string, from: LocalTime): string {
  const ahead = daysBetween(from.date, date);
  if (ahead === 0) return "today";
  if (ahead === 1) return "tomorrow";
  if (ahead > 1 && ahead < 7) return weekdayOf(date);
  return formatDate(date, Number(from.date.slice(0, 4)));
}

/** Holidays many shops close for: a weekday or date that falls on one gets "call to confirm". */
const CLOSING_HOLIDAYS = new Set([
  "New Year's Eve", "New Year's Day", "Easter", "Memorial Day", "Independence Day", "Labor Day", "Thanksgiving", "Christmas Eve", "Christmas Day",
]);

export interface When {
  /** The day asked about, when one is named. */
  day?:
    | { kind: "today" | "tonight" | "tomorrow" }
    | { kind: "weekday"; weekday: Day }
    | { kind: "weekend" }
    | { kind: "date"; date: string }
    | { kind: "holiday"; query: string };
  /** A clock time asked about, minutes since midnight, and how the visitor said it. */
  minutes?: number;
  said?: string;
  now: boolean;
  untilClose: boolean;
  late: boolean;
  /** "Are you open on holidays?": no holiday named. */
  holidays: boolean;
  early: boolean;
}

const MONTHS = ["jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep", "oct", "nov", "dec"];
const MONTH_RE = "(jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sep(?:t(?:ember)?)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)";
const UNIT_AFTER = /^\s*(%|percent|min|mins|minutes?|hours?|hrs?|days?|years?|dollars?|bucks|gb|mb|times)\b/;

/** A clock hour without am/pm, read the way a shop's customers mean it: "at 7" is 7 PM, "at 10" is 10 AM. */
const guessMeridiem = (hour: number) => (hour >= 1 && hour <= 7 ? hour + 12 : hour);

function clockIn(text: string): { minutes: number; said: string } | undefined {
  const ampm = /\b(\d{1,2})(?::(\d{2}))?\s*(am|pm|a m|p m)\b/.exec(text);
  if (ampm) {
    const h = Number(ampm[1]);
    const m = Number(ampm[2] ?? 0);
    if (h >= 1 && h <= 12 && m < 60) {
      const pm = ampm[3]!.startsWith("p");
      return { minutes: ((h % 12) + (pm ? 12 : 0)) * 60 + m, said: ampm[0] };
    }
  }
  const colon = /\b(\d{1,2}):(\d{2})\b/.exec(text);
  if (colon && Number(colon[1]) <= 23 && Number(colon[2]) < 60) {
    const h = Number(colon[1]);
    return { minutes: (h <= 12 ? guessMeridiem(h) : h) * 60 + Number(colon[2]), said: colon[0] };
  }
  if (/\b(noon|midday|lunch ?time|lunch|lunch break)\b/.test(text)) return { minutes: 12 * 60, said: "at noon" };
  // "I work till 5", "I get off at 5:30": they come after that time.
  const off = /\b(?:work|off|finish|done|school|class)\s+(?:at|till|until|til|around|by)\s+(\d{1,2})(?::(\d{2}))?\s*(am|pm)?\b/.exec(text);
  if (off) {
    const h = Number(off[1]);
    if (h >= 1 && h <= 12) {
      const hour = off[3] === "am" ? h % 12 : off[3] === "pm" ? (h % 12) + 12 : guessMeridiem(h);
      return { minutes: hour * 60 + Number(off[2] ?? 0), said: "after work" };
    }
  }
  if (/\bafter work\b/.test(text)) return { minutes: 17 * 60 + 30, said: "after work" };
  if (/\bbefore work\b/.test(text)) return { minutes: 8 * 60, said: "before work" };
  if (/\b(evening|after dinner)\b/.test(text)) return { minutes: 19 * 60, said: "in the evening" };
  if (/\bmidnight\b/.test(text)) return { minutes: 0, said: "at midnight" };
  for (const match of text.matchAll(/\b(?:at|around|by|after|before|about) (\d{1,2})(?:\s*o ?clock)?\b/g)) {
    const h = Number(match[1]);
    const rest = text.slice(match.index + match[0].length);
    if (h < 1 || h > 12 || UNIT_AFTER.test(rest) || /^\s*(st|nd|rd|th)\b/.test(rest)) continue;
    return { minutes: guessMeridiem(h) * 60, said: match[0].replace(/^\w+ /, "") };
  }
  return undefined;
}

function dateIn(text: string, today: string): string | undefined {
  const monthIndex = (word: string) => MONTHS.indexOf(word.slice(0, 3));
  const nameDay = new RegExp(`\\b${MONTH_RE} (\\d{1,2})(?:st|nd|rd|th)?\\b`).exec(text);
  const dayName = new RegExp(`\\b(\\d{1,2})(?:st|nd|rd|th)? of ${MONTH_RE}\\b`).exec(text);
  const slash = /\b(\d{1,2})(?:\/|slash)(\d{1,2})\b/.exec(text);
  const iso = /\b(\d{4})(?:-|dash)(\d{2})(?:-|dash)(\d{2})\b/.exec(text);
  let month: number | undefined;
  let day: number | undefined;
  if (iso) return `${iso[1]}-${iso[2]}-${iso[3]}`;
  if (nameDay) [month, day] = [monthIndex(nameDay[1]!) + 1, Number(nameDay[2])];
  else if (dayName) [month, day] = [monthIndex(dayName[2]!) + 1, Number(dayName[1])];
  else if (slash) [month, day] = [Number(slash[1]), Number(slash[2])];
  else {
    // "On the 28th": the next date with that day of the month (this month's, unless it has passed).
    const ordinal = /\b(?:the|on) (\d{1,2})(?:st|nd|rd|th)\b/.exec(text);
    if (!ordinal) return undefined;
    const wanted = Number(ordinal[1]);
    let [y, m] = [Number(today.slice(0, 4)), Number(today.slice(5, 7))];
    for (let i = 0; i < 3; i++, [y, m] = m === 12 ? [y + 1, 1] : [y, m + 1]) {
      const date = isoDate(y, m, wanted);
      if (date && date >= today) return date;
    }
    return undefined;
  }
  if (!month || !day) return undefined;
  const year = Number(today.slice(0, 4));
  const [thisYear, nextYear] = [isoDate(year, month, day), isoDate(year + 1, month, day)];
  return thisYear && thisYear >= today ? thisYear : nextYear;
}

/** "YYYY-MM-DD" for a real calendar day, else undefined (no November 31st). */
function isoDate(year: number, month: number, day: number): string | undefined {
  const d = new Date(Date.UTC(year, month - 1, day));
  if (d.getUTCFullYear() !== year || d.getUTCMonth() !== month - 1 || d.getUTCDate() !== day) return undefined;
  return d.toISOString().slice(0, 10);
}

// Cheap gates, built once: most messages name no holiday and no time at all, and skip the parsing.
const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
const HOLIDAY_HINT = new RegExp(`(${HOLIDAYS.flatMap((h) => h.aliases).map(escape).join("|")})`);
const TIME_HINT =
  /\d|now|\brn\b|atm|today|2day|tonite|tonight|tomor|tmr|2morrow|week|mon|tue|wed|thu|fri|sat|sun|noon|midday|lunch|work|school|class|clos|open|late|early|hour|till|until|\btil\b|evening|dinner|midnight|holiday|jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec|around the clock|overnight|all night|time left|longer/;

/** The time expressions of a message: `text` is the normalized message, `words` its corrected tokens. */
export function readWhen(text: string, words: readonly string[], today: string): When | undefined {
  const hinted = TIME_HINT.test(text) || words.some((w) => w === "today" || w === "tomorrow" || w === "tonight" || w === "now");
  const holidayNamed = HOLIDAY_HINT.test(text);
  if (!hinted && !holidayNamed) return undefined;
  const has = (w: string) => words.includes(w);
  const joined = ` ${words.join(" ")} `;
  const when: When = {
    now: /\b(now|right now|rn|currently|at the moment|still open|atm)\b/.test(text) || has("now"),
    untilClose:
      /\b(until|till|til|before|to) (you |u |ya |yall |the shop )?(close|closing|closes)\b/.test(text) ||
      /\b(time left|how long (are|r) (you|u|yall) (still )?open|how much longer)\b/.test(text),
    late: /\b(open late|late night|late hours|stay open late|open after|latest|late any|open later|late on|24 hours|24 7|24slash7|all night|overnight|around the clock)\b/.test(text),
    holidays: /\bholidays\b|\bholiday hours\b|\bon (a |the )?holiday\b/.test(text),
    early: /\b(open early|earliest|early hours|early morning|before work)\b/.test(text),
  };
  const clock = clockIn(text);
  if (clock) Object.assign(when, clock);

  const holiday = holidayNamed ? findHoliday(text) : undefined;
  const date = dateIn(text, today);
  const short = /\b(?:open|on|this|next|til|till|until|by|for|come|closed) (mon|tue|tues|wed|thu|thur|thurs|fri|sat|sun)\b/.exec(text)?.[1];
  const weekday =
    DAYS.find((d) => joined.includes(` ${d.toLowerCase()} `) || joined.includes(` ${d.toLowerCase()}s `)) ??
    (short ? DAYS.find((d) => d.toLowerCase().startsWith(short)) : undefined);
  if (holiday) when.day = { kind: "holiday", query: text };
  else if (date) when.day = { kind: "date", date };
  else if (/\b(tonight|tonite|this evening)\b/.test(text) || has("tonight")) when.day = { kind: "tonight" };
  else if (/\b(tomorrow|tmrw|tmr|tomorow|2morrow)\b/.test(text) || has("tomorrow")) when.day = { kind: "tomorrow" };
  else if (weekday) when.day = { kind: "weekday", weekday };
  else if (/\b(weekend|weekends)\b/.test(text)) when.day = { kind: "weekend" };
  else if (/\b(today|2day)\b/.test(text) || has("today")) when.day = { kind: "today" };
  // "tonight at 8" is 8 PM.
  if (when.day?.kind === "tonight" && when.minutes !== undefined && when.minutes < 12 * 60 && !/\b(am|a m)\b/.test(text)) when.minutes += 12 * 60;
  const any = when.day || when.minutes !== undefined || when.now || when.untilClose || when.late || when.early || when.holidays;
  return any ? when : undefined;
}

/** The words of a time answer, built on the schedule. `phone` is for "call to confirm". */
export class TimeAnswers {
  constructor(
    private readonly schedule: Schedule,
    private readonly phone: string,
    private readonly city: string,
  ) {}

  private nowLabel(now: LocalTime): string {
    const h = Math.floor(now.minutes / 60);
    const m = now.minutes % 60;
    return `${now.weekday} ${formatTime(`${h}:${String(m).padStart(2, "0")}`)}`;
  }

  private hoursWords(day: DayHours): string {
    return day.ranges.length === 0 ? (day.special ? `closed for ${day.special.label}` : "closed") : `open ${day.ranges.map(formatRange).join(", ")}`;
  }

  private usualWords(weekday: Day): string {
    const ranges = this.schedule.weeklyHours(weekday);
    return ranges.length === 0 ? `${weekday}s we're usually closed` : `${weekday}s we're usually open ${ranges.map(formatRange).join(", ")}`;
  }

  /** "Yes, we're open now ... until 6:00 PM." / "We're closed right now ...; we open tomorrow at 10:00 AM." */
  openNow(instant: Date): string {
    const s = this.schedule.stateAt(instant);
    const at = `it's ${this.nowLabel(s.now)} in ${this.city}`;
    const special = s.today.special ? ` (${s.today.special.label} hours)` : "";
    if (s.open) return `Yes, we're open now (${at}) until ${formatTime(s.closes!)}${special}.`;
    const reason = s.today.special && s.today.ranges.length === 0 ? ` for ${s.today.special.label}` : "";
    return `We're closed right now${reason} (${at})${s.nextOpen ? `; we open ${this.openingWords(s.nextOpen.date, s.nextOpen.opens, s.now)}` : ""}.`;
  }

  private openingWords(date: string, opens: string, from: LocalTime): string {
    const name = dayName(date, from);
    return `${name} at ${formatTime(opens)}`;
  }

  untilClose(instant: Date): string {
    const s = this.schedule.stateAt(instant);
    if (!s.open) return this.openNow(instant);
    const left = s.minutesToClose!;
    const h = Math.floor(left / 60);
    const m = left % 60;
    const span = [h ? `${h} hour${h > 1 ? "s" : ""}` : "", m ? `${m} minute${m > 1 ? "s" : ""}` : ""].filter(Boolean).join(" ");
    return `We close at ${formatTime(s.closes!)} today, ${span} from now (it's ${this.nowLabel(s.now)} in ${this.city}).`;
  }

  /** The latest closing (or earliest opening) in the week, honestly: no later hours than the data has. */
  extremes(late: boolean): string {
    const groups = this.schedule.groups().filter((g) => g.ranges.length > 0);
    if (groups.length === 0) return `We haven't published weekly hours: call ${this.phone}.`;
    const pick = (r: { opens: string; closes: string }[]) => (late ? Math.max(...r.map((x) => toMinutes(x.closes))) : Math.min(...r.map((x) => toMinutes(x.opens))));
    const best = late ? Math.max(...groups.map((g) => pick(g.ranges))) : Math.min(...groups.map((g) => pick(g.ranges)));
    const days = groups.filter((g) => pick(g.ranges) === best).flatMap((g) => g.days);
    const hhmm = `${Math.floor(best / 60)}:${String(best % 60).padStart(2, "0")}`;
    const dayText = days.length === 7 ? "every day" : describeDays(days);
    return late
      ? `Our latest closing time is ${formatTime(hhmm)} (${dayText}); we don't have later hours on any day.`
      : `Our earliest opening time is ${formatTime(hhmm)} (${dayText}).`;
  }

  /** Holidays in general: the special days listed ahead, and "call to confirm" for any other. */
  holidays(instant: Date): string {
    const now = this.schedule.localTime(instant);
    const coming = this.schedule.upcomingSpecials(instant, { limit: 3 });
    if (coming.length === 0) return `We haven't listed any holiday hours, so holidays may differ from our usual hours: call ${this.phone} to confirm.`;
    const list = coming.map((d) => `${d.label} (${dayName(d.date, now)}): ${this.hoursWords(this.schedule.hoursOn(d.date)).replace(` for ${d.label}`, "")}`);
    return `Holiday hours we've listed: ${list.join("; ")}. For any other holiday, call ${this.phone} to confirm.`;
  }

  /** The hours of one day, with a clock time checked against them when one was asked. */
  /** The shop's date a visitor named ("tomorrow", "Saturday", "the 28th", "the day after Thanksgiving"); undefined for none or a weekend. */
  dateOf(instant: Date, when: When): string | undefined {
    const now = this.schedule.localTime(instant);
    const d = when.day;
    if (!d || d.kind === "weekend") return undefined;
    if (d.kind === "holiday") {
      const h = holidayHours(this.schedule, d.query, instant);
      // "The day after Thanksgiving" is a day of its own, with its own hours.
      const shift = /\bday (after|before)\b/.exec(d.query)?.[1];
      return h ? (shift ? addDays(h.date, shift === "after" ? 1 : -1) : h.date) : undefined;
    }
    if (d.kind === "tomorrow") return addDays(now.date, 1);
    if (d.kind === "weekday") return nextWeekday(now.date, d.weekday);
    if (d.kind === "date") return d.date;
    return now.date;
  }

  day(instant: Date, when: When): string {
    const now = this.schedule.localTime(instant);
    const d = when.day;
    if (d?.kind === "weekend") {
      const sat = this.schedule.hoursOn(nextWeekday(now.date, "Saturday"));
      const sun = this.schedule.hoursOn(nextWeekday(now.date, "Sunday"));
      return `This weekend: Saturday we're ${this.hoursWords(sat)}, Sunday we're ${this.hoursWords(sun)}.`;
    }
    if (d?.kind === "holiday") {
      const h = holidayHours(this.schedule, d.query, instant);
      if (h && !/\bday (after|before)\b/.test(d.query)) return this.holiday(h, now, when.minutes, when.said);
    }
    const date = this.dateOf(instant, when) ?? now.date;
    const minutes = when.minutes;
    const said = when.said;
    if (d?.kind === "tonight" && minutes === undefined) {
      // "Tonight" is the evening: open then only if today's last range runs past 7 PM.
      const today = this.schedule.hoursOn(now.date);
      const last = today.ranges[today.ranges.length - 1];
      if (!last) return `Tonight we're ${this.hoursWords(today)}. ${this.openNow(instant)}`;
      return toMinutes(last.closes) > 19 * 60
        ? `Tonight we're open until ${formatTime(last.closes)}.`
        : `We close at ${formatTime(last.closes)} today, so we're not open tonight.`;
    }
    // A day that falls on a holiday shops often close for, not listed by the shop: say so, and suggest calling.
    const holiday = HOLIDAYS.find((h) => CLOSING_HOLIDAYS.has(h.name) && h.dateIn(Number(date.slice(0, 4))) === date);
    const hours = this.schedule.hoursOn(date);
    if (holiday && !hours.special) {
      const h = holidayHours(this.schedule, holiday.aliases[0]!, instant);
      if (h && h.date === date) return this.holiday(h, now, minutes, said);
    }
    const name = this.dayLabel(date, now);
    if (minutes === undefined) {
      const today = date === now.date && d?.kind !== "weekday" ? ` ${this.openNow(instant)}` : "";
      return `${capital(name)} we're ${this.hoursWords(hours)}.${today}`;
    }
    return this.atClock(hours, name, minutes, said ?? formatClock(minutes), date === now.date ? now.minutes : undefined);
  }

  private dayLabel(date: string, now: LocalTime): string {
    const name = dayName(date, now);
    if (name === "today" || name === "tomorrow") return `${name} (${weekdayOf(date)})`;
    if (name === weekdayOf(date)) return `on ${name}, ${formatDate(date).replace(/^\w+, /, "")}`;
    return `on ${name}`;
  }

  private atClock(hours: DayHours, name: string, minutes: number, said: string, nowMinutes: number | undefined): string {
    const clock = formatClock(minutes);
    const lead = /^\d/.test(said) ? `At ${clock}` : `${capital(said)} (${clock})`;
    if (hours.ranges.length === 0) return `${capital(name)} we're ${this.hoursWords(hours)}, so not ${/^\d/.test(said) ? `at ${clock}` : `${said} (${clock})`}.`;
    const range = hours.ranges.find((r) => toMinutes(r.opens) <= minutes && minutes < toMinutes(r.closes));
    const dayHours = hours.ranges.map(formatRange).join(", ");
    if (range) {
      const passed = nowMinutes !== undefined && nowMinutes > minutes ? " (that time has passed today)" : "";
      return `${lead} ${name} we're open${passed}: ${dayHours}, closing at ${formatTime(range.closes)}.`;
    }
    const last = hours.ranges[hours.ranges.length - 1]!;
    const first = hours.ranges[0]!;
    const why = minutes >= toMinutes(last.closes) ? `we close at ${formatTime(last.closes)}` : minutes < toMinutes(first.opens) ? `we open at ${formatTime(first.opens)}` : "that's during our break";
    return `${lead} ${name} we're closed: ${why} (hours ${dayHours}).`;
  }

  private holiday(h: HolidayHours, now: LocalTime, minutes: number | undefined, said: string | undefined): string {
    const when = dayName(h.date, now);
    const dateText = when === "today" || when === "tomorrow" ? `${when}, ${formatDate(h.date)}` : formatDate(h.date, Number(now.date.slice(0, 4)));
    if (h.listed) {
      const head = `On ${h.name} (${dateText}) we're ${this.hoursWords(h.day).replace(` for ${h.name}`, "")}.`;
      if (minutes === undefined || h.day.ranges.length === 0) return head;
      return `${head} ${this.atClock(h.day, `on ${h.name}`, minutes, said ?? formatClock(minutes), undefined)}`;
    }
    return `We haven't listed special hours for ${h.name} (${dateText}). On ${this.usualWords(h.day.weekday)}, but holidays can change that: call ${this.phone} to confirm.`;
  }
}

function nextWeekday(from: string, weekday: Day): string {
  let date = from;
  for (let i = 0; i < 7 && weekdayOf(date) !== weekday; i++) date = addDays(date, 1);
  return date;
}

const capital = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);
const formatClock = (minutes: number) => formatTime(`${Math.floor(minutes / 60) % 24}:${String(minutes % 60).padStart(2, "0")}`);

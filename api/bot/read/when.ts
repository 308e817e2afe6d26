// Time expressions in a visitor's message ("now", "tonight", "tomorrow", "on saturday", "at 7pm",
// "after work", "at noon", "until you close", "on christmas", "dec 24"), read against the shop's
// schedule (shop/schedule.ts): the weekly hours, the special days and the shop's zone. The answers they
// get are answer/hours.ts's. Nothing here knows an hour of its own: every opening time comes from the schedule.
import { type Day, type LocalTime } from "#shop/schedule.ts";
import { calendarDate, daysBetween, monthNames, weekdayOf } from "#shop/clock.ts";
import { capitalize as capital } from "#shop/facts.ts";
import { HOLIDAYS } from "#shop/holidays.ts";
import { escapeRegExp } from "#shop/plain-text.ts";
import { SAY, type Say } from "../say/say.ts";
import { normalize, tokenize } from "./text.ts";

/** A special day's label as the words a visitor writes it in ("Owner's vacation" -> "owners vacation"). */
export const labelWords = (label: string) => tokenize(normalize(label)).join(" ");

/** "today", "tomorrow", "Monday" (within a week), else "Monday, December 1", in the language of `say`. */
export function dayName(date: string, from: LocalTime, say: Say = SAY.en): string {
  const ahead = daysBetween(from.date, date);
  if (ahead === 0) return say.f("today");
  if (ahead === 1) return say.f("tomorrow");
  if (ahead > 1 && ahead < 7) return say.weekday(weekdayOf(date));
  return say.date(date, Number(from.date.slice(0, 4)));
}

/** Holidays many shops close for: a weekday or date that falls on one gets "call to confirm". */
export const CLOSING_HOLIDAYS = new Set([
  "New Year's Eve",
  "New Year's Day",
  "Easter",
  "Memorial Day",
  "Independence Day",
  "Labor Day",
  "Thanksgiving",
  "Christmas Eve",
  "Christmas Day",
]);

/**
 * A day as a visitor names it: an anchor (today, a weekday, a date, a holiday or one of the shop's own
 * special days by its label, the weekend) and a shift from it ("the day after", "the Friday after",
 * "the weekend before", "a week from"). Resolved to dates against the schedule by TimeAnswers.
 */
export type DayRef = (
  | { kind: "today" | "tonight" | "tomorrow" }
  | { kind: "weekday"; weekday: Day; /** "next Tuesday": strictly after today. */ next?: boolean }
  | { kind: "weekend" }
  | { kind: "date"; date: string }
  | { kind: "holiday"; /** The holiday's name or the shop's label, as written. */ query: string }
) & { shift?: Shift };

export type Shift = { days: number } | { weekday: Day; direction: 1 | -1 } | { weekend: true; direction: 1 | -1 };

/**
 * The hours asked of a time: of now with no day ("are you still open?", "ya cerraron?"), whether we're
 * open now; else the hours. A slot of time, not a kind of question the reader reads from words.
 */
export const hoursAsked = (when: When | undefined): "open-now" | "hours" =>
  when?.now && when.days.length === 0 ? "open-now" : "hours";

export interface When {
  /** The first day asked about, when one is named (see `days`). */
  day?: DayRef;
  /** Every day asked about, in the order written ("saturday or sunday", "christmas eve and christmas day"). */
  days: DayRef[];
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

/** "jan" … "dec": how a month's name starts (the pattern below reads the rest). */
const MONTHS = monthNames("en").map((name) => name.slice(0, 3).toLowerCase());
const MONTH_RE =
  "(jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sep(?:t(?:ember)?)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)";
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
  // "I work till 5", "I get off at 5:30": they come after that time ("drop it off at 2" is no work's end).
  const off =
    /\b(?:work|(?:get|gets|getting|im|am|be) off|finish|done|school|class)\s+(?:at|till|until|til|around|by)\s+(\d{1,2})(?::(\d{2}))?\s*(am|pm)?\b/.exec(
      text,
    );
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

/** "tomorrow" as people type it: short ("tmrw"), by sound ("2moro") or with a letter doubled or dropped. */
const TOMORROW_RE = /\b(?:tomm?orr?ow|tomm?oro|tmrw|tmr|tmrow|2morr?ow|2moro)\b/;
const NUMBERS: Record<string, number> = { a: 1, an: 1, one: 1, two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7 };
const WEEKDAY_RE = "(monday|tuesday|wednesday|thursday|friday|saturday|sunday)";
const SHORT_DAYS: Record<string, Day> = {
  mon: "Monday",
  tue: "Tuesday",
  tues: "Tuesday",
  wed: "Wednesday",
  weds: "Wednesday",
  thu: "Thursday",
  thur: "Thursday",
  thurs: "Thursday",
  fri: "Friday",
  sat: "Saturday",
  sun: "Sunday",
};
/** A shift written just before a day: "the day after", "the friday after", "the weekend before", "a week from", "2 days after". */
const SHIFT_BEFORE = new RegExp(
  `(?:^| )(?:the )?(?:(day)|(weekend)|${WEEKDAY_RE}|(\\d|a|an|one|two|three|four|five|six|seven) (days?|weeks?)) (after|before|from) $`,
);
/** Words of a story just before a day: it happened then, nobody asks about it ("it died on monday", "since friday"). */
const STORY_BEFORE =
  /\b(last|since|yesterday|died|broke|dropped|cracked|fell|happened|stopped|bought|quit|ago)\b(?:\s+\S+){0,2}\s*$/;

/** Words of a repair's duration just before "in 2 days" ("can you fix it in 2 days"): not a day to come in. */
const DONE_BEFORE =
  /\b(fix|fixed|done|ready|repair|repaired|finished|back|take|takes|last|lasts|dies|died)\b(?:\s+\S+){0,2}\s*$/;

/** daysIn's patterns, compiled once (each is read with matchAll, so global). */
const DAYS_RE = {
  iso: /\b(\d{4})dash(\d{2})dash(\d{2})\b/g,
  monthDay: new RegExp(`\\b${MONTH_RE} (\\d{1,2})(?:st|nd|rd|th)?\\b`, "g"),
  dayOfMonth: new RegExp(`\\b(\\d{1,2})(?:st|nd|rd|th)? of ${MONTH_RE}\\b`, "g"),
  slashed: /\b(\d{1,2})slash(\d{1,2})\b/g,
  weekdayDate: new RegExp(
    `\\b${WEEKDAY_RE},? (?:the )?(\\d{1,2})(?:st|nd|rd|th)?\\b(?! ?(?:am|pm|a m|p m|o ?clock|\\d))`,
    "g",
  ),
  theNth: /\b(?:the|on) (\d{1,2})(?:st|nd|rd|th)\b/g,
  inDays: /\bin (\d{1,2}|a|an|one|two|three|four|five|six|seven) (days?|weeks?)\b/g,
  tonight: /\b(tonight|tonite|this evening)\b/g,
  tomorrow: new RegExp(TOMORROW_RE.source, "g"),
  today: /\b(today|2day)\b/g,
  nextWeekDay: new RegExp(`\\bnext week (?:on |the )?${WEEKDAY_RE}\\b|\\b${WEEKDAY_RE} (?:of |on )?next week\\b`, "g"),
  weekday: new RegExp(`\\b(next |this )?${WEEKDAY_RE}s?\\b`, "g"),
  shortDay: /\b(?:open|on|this|next|til|till|until|by|for|come|closed) (mon|tues?|weds?|thu|thur|thurs|fri|sat|sun)\b/g,
  weekend: /\bweekends?\b/g,
};

/** The shop's day labels and the holidays' names, longest first, sorted once per list of labels. */
const sortedNames = new WeakMap<readonly string[], readonly string[]>();
function longestFirst(labels: readonly string[]): readonly string[] {
  let names = sortedNames.get(labels);
  if (!names) sortedNames.set(labels, (names = [...labels, ...HOLIDAY_ALIASES].sort((a, b) => b.length - a.length)));
  return names;
}

/**
 * Every day a message names, in the order written, each with its shift: "the day after christmas",
 * "the friday after thanksgiving", "the weekend before new year", "the 2nd", "next tuesday", "a week
 * from saturday", "saturday or sunday". `joined` is the message's words, space-separated, padded.
 */
function daysIn(joined: string, today: string, labels: readonly string[]): DayRef[] {
  const found: { at: number; end: number; ref: DayRef }[] = [];
  const add = (at: number, end: number, ref: DayRef) => {
    if (!found.some((f) => at < f.end && f.at < end)) found.push({ at, end, ref });
  };
  const each = (re: RegExp, fn: (m: RegExpExecArray) => DayRef | undefined) => {
    for (const m of joined.matchAll(re)) {
      const ref = fn(m as RegExpExecArray);
      if (ref) add(m.index!, m.index! + m[0].length, ref);
    }
  };
  // The longest names first: the shop's labels ("inventory day"), then holidays ("christmas eve" before "christmas").
  for (const phrase of longestFirst(labels)) {
    for (let at = joined.indexOf(` ${phrase} `); at >= 0; at = joined.indexOf(` ${phrase} `, at + 1))
      add(at + 1, at + 1 + phrase.length, { kind: "holiday", query: phrase });
  }
  const year = Number(today.slice(0, 4));
  const dated = (month: number, day: number): DayRef | undefined => {
    const [thisYear, nextYear] = [calendarDate(year, month, day), calendarDate(year + 1, month, day)];
    const date = thisYear && thisYear >= today ? thisYear : nextYear;
    return date ? { kind: "date", date } : undefined;
  };
  const monthIndex = (word: string) => MONTHS.indexOf(word.slice(0, 3)) + 1;
  each(DAYS_RE.iso, (m) =>
    calendarDate(Number(m[1]), Number(m[2]), Number(m[3]))
      ? { kind: "date", date: `${m[1]}-${m[2]}-${m[3]}` }
      : undefined,
  );
  each(DAYS_RE.monthDay, (m) => dated(monthIndex(m[1]!), Number(m[2])));
  each(DAYS_RE.dayOfMonth, (m) => dated(monthIndex(m[2]!), Number(m[1])));
  each(DAYS_RE.slashed, (m) => dated(Number(m[1]), Number(m[2])));
  /** The next date with that day of the month (this month's, unless it has passed), on `weekday` when one is named. */
  const ofMonth = (wanted: number, weekday?: Day): DayRef | undefined => {
    let [y, mo] = [year, Number(today.slice(5, 7))];
    let first: string | undefined;
    for (let i = 0; i < 15; i++, [y, mo] = mo === 12 ? [y + 1, 1] : [y, mo + 1]) {
      const date = calendarDate(y, mo, wanted);
      if (!date || date < today) continue;
      first ??= date;
      if (!weekday || weekdayOf(date) === weekday) return { kind: "date", date };
    }
    return first === undefined ? undefined : { kind: "date", date: first };
  };
  // "Monday the 9th", "friday 13th", "el sábado 13": one day, not a weekday and a date (a clock time
  // after the weekday, "saturday 10 am", "saturday 5 30", is not a day of the month).
  each(DAYS_RE.weekdayDate, (m) => ofMonth(Number(m[2]), capital(m[1]!) as Day));
  // "On the 28th", "the 2nd".
  each(DAYS_RE.theNth, (m) => ofMonth(Number(m[1])));
  // "In 2 days", "in a week" (Spanish "en 3 días", "dentro de una semana" reads the same): from today.
  each(DAYS_RE.inDays, (m) => {
    if (DONE_BEFORE.test(joined.slice(0, m.index))) return undefined;
    const n = /\d/.test(m[1]!) ? Number(m[1]) : NUMBERS[m[1]!]!;
    return { kind: "today", shift: { days: n * (m[2]!.startsWith("week") ? 7 : 1) } };
  });
  each(DAYS_RE.tonight, () => ({ kind: "tonight" }));
  each(DAYS_RE.tomorrow, () => ({ kind: "tomorrow" }));
  each(DAYS_RE.today, () => ({ kind: "today" }));
  // "thursday next week", "next week on thursday": next week's day, as "next thursday" is.
  each(DAYS_RE.nextWeekDay, (m) => ({
    kind: "weekday",
    weekday: capital((m[1] ?? m[2])!) as Day,
    next: true,
  }));
  each(DAYS_RE.weekday, (m) => ({
    kind: "weekday",
    weekday: capital(m[2]!) as Day,
    ...(m[1] === "next " ? { next: true } : {}),
  }));
  each(DAYS_RE.shortDay, (m) => ({
    kind: "weekday",
    weekday: SHORT_DAYS[m[1]!]!,
    ...(m[0].startsWith("next") ? { next: true } : {}),
  }));
  each(DAYS_RE.weekend, () => ({ kind: "weekend" }));
  found.sort((x, y) => x.at - y.at);

  // Shifts: "the friday after thanksgiving" is one day, not a Friday and Thanksgiving.
  const refs = found.map((f) => ({ ...f, absorbed: false }));
  for (const f of refs) {
    const m = SHIFT_BEFORE.exec(joined.slice(0, f.at));
    if (!m) continue;
    const [, dayWord, weekendWord, weekday, count, unit, direction] = m;
    const sign = direction === "before" ? -1 : 1;
    const n = count === undefined ? 1 : /\d/.test(count) ? Number(count) : (NUMBERS[count] ?? 1);
    const shift: Shift = dayWord
      ? { days: sign }
      : weekendWord
        ? { weekend: true, direction: sign }
        : weekday
          ? { weekday: capital(weekday) as Day, direction: sign }
          : { days: sign * n * (unit!.startsWith("week") ? 7 : 1) };
    f.ref = { ...f.ref, shift };
    for (const other of refs) if (other !== f && other.at >= m.index && other.end <= f.at) other.absorbed = true;
  }
  // A day in a story ("it died on monday", "since friday") is not asked about.
  const asked = refs.filter(
    (f) =>
      !f.absorbed &&
      (f.ref.shift ||
        ["today", "tomorrow", "tonight"].includes(f.ref.kind) ||
        !STORY_BEFORE.test(joined.slice(0, f.at))),
  );
  return asked.slice(0, 3).map((f) => f.ref);
}

// Cheap gates, built once: most messages name no holiday and no time at all, and skip the parsing.
/** Every holiday's names without apostrophes (the message's words have none). */
export const HOLIDAY_ALIASES = [...new Set(HOLIDAYS.flatMap((h) => h.aliases.map((a) => a.replace(/'/g, ""))))];
const HOLIDAY_HINT = new RegExp(`(${HOLIDAY_ALIASES.map(escapeRegExp).join("|")})`);
const TIME_HINT =
  /\d|now|\brn\b|atm|today|2day|tonite|tonight|tomor|tmr|2morrow|week|mon|tue|wed|thu|fri|sat|sun|noon|midday|lunch|work|school|class|clos|open|late|early|hour|till|until|\btil\b|evening|dinner|midnight|holiday|jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec|around the clock|overnight|all night|time left|longer/;

/** The time expressions of a message: `text` is the normalized message, `words` its corrected tokens. */
export function readWhen(
  text: string,
  words: readonly string[],
  today: string,
  labels: readonly string[] = [],
): When | undefined {
  const hinted =
    TIME_HINT.test(text) || words.some((w) => w === "today" || w === "tomorrow" || w === "tonight" || w === "now");
  const joinedWords = ` ${words.join(" ")} `;
  const holidayNamed = HOLIDAY_HINT.test(text) || labels.some((l) => joinedWords.includes(` ${l} `));
  if (!hinted && !holidayNamed) return undefined;
  const has = (w: string) => words.includes(w);
  const joined = ` ${words.join(" ")} `;
  const when: When = {
    // "Are you closed?" with no day after it asks of now ("ya cerraron?" is read into it).
    now:
      /\b(now|right now|rn|currently|at the moment|still open|atm)\b/.test(text) ||
      /\b(are|r) (you|u|yall|ya)( guys| all)? closed( already| yet)?\W*$/.test(text) ||
      has("now"),
    untilClose:
      /\b(until|till|til|before|to) (you |u |ya |yall |the shop )?(close|closing|closes)\b/.test(text) ||
      /\b(time left|how long (are|r) (you|u|yall) (still )?open|how much longer)\b/.test(text),
    late: /\b(open late|late night|late hours|stay open late|open after|latest|late any|open later|late on|24 hours|24 7|24slash7|all night|overnight|around the clock)\b/.test(
      text,
    ),
    holidays: /\bholidays\b|\bholiday hours\b|\bon (a |the )?holiday\b/.test(text),
    early: /\b(open early|earliest|early hours|early morning|before work)\b/.test(text),
    days: [],
  };
  const clock = clockIn(text);
  if (clock) Object.assign(when, clock);

  when.days = daysIn(joined, today, labels);
  when.day = when.days[0];
  // "tonight at 8" is 8 PM.
  if (
    when.day?.kind === "tonight" &&
    when.minutes !== undefined &&
    when.minutes < 12 * 60 &&
    !/\b(am|a m)\b/.test(text)
  )
    when.minutes += 12 * 60;
  const any =
    when.day || when.minutes !== undefined || when.now || when.untilClose || when.late || when.early || when.holidays;
  return any ? when : undefined;
}

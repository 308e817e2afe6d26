// Facts for the assistant's tests, read from the data, and models picked by role ("a model with every
// price", "a Pro Max with a screen price", "a model with no prices"), never by the sample shop's names:
// the same tables pass with another shop's content (npm run test:second-shop).
import type { ChatTurn } from "../../api/bot/answer/engine.ts";
import type { Model, ServiceKey } from "#shop/content-schemas.ts";
import { SERVICE_KEYS } from "#shop/content-schemas.ts";
import { business, formatPrice, modelPath, models, repairTime, schedule, serviceByKey } from "#shop/facts.ts";
import { formatRange, formatTime, type DayHours, type OpenState } from "#shop/schedule.ts";

export { SERVICE_KEYS };

export function pick(role: string, test: (m: Model) => boolean, skip: readonly Model[] = []): Model {
  const model = models.find((m) => test(m) && !skip.includes(m));
  if (!model) throw new Error(`the assistant's tests need ${role} in site/_data/models.ts`);
  return model;
}

const priced = (m: Model, key: ServiceKey) => m.prices[key] !== undefined;
/** A model with a price for every repair, and a second one from another series. */
export const FULL = pick("a model priced for every repair", (m) => SERVICE_KEYS.every((k) => priced(m, k)));
export const FULL2 = pick(
  "a second fully priced model of another series",
  (m) => SERVICE_KEYS.every((k) => priced(m, k)) && m.series !== FULL.series,
);
export const PRO_MAX = pick("a Pro Max with a screen price", (m) => m.name.endsWith(" Pro Max") && priced(m, "screen"));
export const PRO = pick(
  "a Pro (not Max) with screen and battery prices",
  (m) => m.name.endsWith(" Pro") && priced(m, "screen") && priced(m, "battery"),
);
export const MINI = pick(
  "a mini with screen and battery prices",
  (m) => m.name.endsWith(" mini") && priced(m, "screen") && priced(m, "battery"),
);
export const PLUS = pick(
  "a Plus with screen and battery prices",
  (m) => m.name.endsWith(" Plus") && priced(m, "screen") && priced(m, "battery"),
);
export const BASE = pick(
  "a base model with screen and charging-port prices",
  (m) => /^iPhone \d+$/.test(m.name) && priced(m, "screen") && priced(m, "charging-port"),
);
export const UNPRICED = pick("a model with no prices", (m) => Object.keys(m.prices).length === 0);
export const UNPRICED_PRO_MAX = pick(
  "a Pro Max with no prices",
  (m) => m.name.endsWith(" Pro Max") && Object.keys(m.prices).length === 0,
);
export const UNPRICED2 = pick("a second model with no prices", (m) => Object.keys(m.prices).length === 0, [
  UNPRICED,
  UNPRICED_PRO_MAX,
]);
export const NO_CAMERA = pick(
  "a model with a screen price but no camera price",
  (m) => priced(m, "screen") && !priced(m, "camera"),
);
export const NEWEST = models.reduce((a, b) => (b.series > a.series ? b : a));
export const OLDEST_SERIES = Math.min(...models.map((m) => m.series));

// --- how people write a model ----------------------------------------------------------------
const NUMBER_NAMES: Record<number, string> = {
  2: "two",
  3: "three",
  4: "four",
  5: "five",
  6: "six",
  7: "seven",
  8: "eight",
  9: "nine",
  10: "ten",
  11: "eleven",
  12: "twelve",
  13: "thirteen",
  14: "fourteen",
  15: "fifteen",
  16: "sixteen",
  17: "seventeen",
  18: "eighteen",
  19: "nineteen",
  20: "twenty",
};
/** "14 pro max" */
export const short = (m: Model) => m.name.replace(/^iPhone /, "").toLowerCase();
/** "iphone 14 pro max" */
export const plain = (m: Model) => `iphone ${short(m)}`;
/** "iphone14promax" */
export const glued = (m: Model) => `iphone${short(m).replace(/ /g, "")}`;
/** "fourteen pro max" */
export const spelled = (m: Model) => short(m).replace(/^\d+/, (n) => NUMBER_NAMES[Number(n)] ?? n);
/** "iPhone-14-Pro-Max" */
export const hyphenated = (m: Model) => m.name.replace(/ /g, "-");
/** "IPHONE 14 PRO MAX" */
export const shouted = (m: Model) => m.name.toUpperCase();
/** "iPhOnE 14 pRo MaX" */
export const miscased = (m: Model) => [...m.name].map((c, i) => (i % 2 ? c.toLowerCase() : c.toUpperCase())).join("");
/** "14pm", "14+", else the short name */
export const slang = (m: Model) => {
  if (m.name.endsWith(" Pro Max")) return `${m.series}pm`;
  if (m.name.endsWith(" Plus")) return `${m.series}+`;
  return short(m);
};
/** "ipone 14 pro max" */
export const typo = (m: Model) => `ipone ${short(m)}`;

// --- facts -----------------------------------------------------------------------------------
export const price = (m: Model, key: ServiceKey) => {
  const p = m.prices[key];
  if (p === undefined) throw new Error(`${m.name} has no ${key} price`);
  return formatPrice(p);
};
export const time = (m: Model, key: ServiceKey) => repairTime(m, key);
export const page = (m: Model) => modelPath(m);
export const phone = business.phone.display;
export const CALL_FOR_QUOTE = "call for a quote";
export const serviceName = (key: ServiceKey) => serviceByKey(key).name;
/** A repair as people name it ("screen", "battery", "charging port"). */
export const serviceWord = (key: ServiceKey) =>
  serviceName(key)
    .replace(/ (Replacement|Repair)$/, "")
    .toLowerCase();
/** Any dollar amount other than the current offer's. */
export const ANY_PRICE = new RegExp(`\\$(?!${business.offer.amountOff}\\b)\\d`);
export const NO_PRICE_AT_ALL = /\$\d/;
/** Every dollar amount the data has: the answers may never state another. */
/** The repair the offer is for, named in its appliesTo text ("$10 off screen repairs"). */
export const OFFER_SERVICE = SERVICE_KEYS.find((key) =>
  business.offer.appliesTo.toLowerCase().includes(serviceWord(key)),
);
export const KNOWN_AMOUNTS = new Set<string>([
  formatPrice(business.offer.amountOff),
  ...models.flatMap((m) => Object.values(m.prices).map((p) => formatPrice(p))),
  // A price less the offer, for the repair it is for: the sum a visitor asks for.
  ...models.flatMap((m) =>
    OFFER_SERVICE && m.prices[OFFER_SERVICE] !== undefined
      ? [formatPrice(m.prices[OFFER_SERVICE]! - business.offer.amountOff)]
      : [],
  ),
]);
/** Every dollar amount of a model's prices except one repair's. */
export const otherPrices = (m: Model, key: ServiceKey) =>
  SERVICE_KEYS.filter((k) => k !== key && m.prices[k] !== undefined && m.prices[k] !== m.prices[key]).map((k) =>
    price(m, k),
  );

export const user = (content: string): ChatTurn => ({ role: "user", content });
export const bot = (content: string): ChatTurn => ({ role: "assistant", content });

// --- clocks ----------------------------------------------------------------------------------
/**
 * The first instant (on a quarter hour, from a fixed start) where the shop's schedule meets a
 * condition, so a time row says "a moment when the shop is open with two hours to go" rather than
 * a clock time of the sample shop's hours.
 */
export function instantWhere(role: string, test: (s: OpenState) => boolean, from = "2025-06-02T00:00:00Z"): Date {
  const start = new Date(from).getTime();
  for (let i = 0; i < 4 * 24 * 21; i++) {
    const at = new Date(start + i * 15 * 60_000);
    if (test(schedule.stateAt(at))) return at;
  }
  throw new Error(`no moment in three weeks where ${role}`);
}
const lastClose = (d: DayHours) => Math.max(...d.ranges.map((r) => toMin(r.closes)));
const firstOpen = (d: DayHours) => Math.min(...d.ranges.map((r) => toMin(r.opens)));
export const toMin = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));

export const OPEN_MIDDAY = instantWhere(
  "the shop is open with two hours or more to go",
  (s) => s.open && !s.today.special && s.minutesToClose! >= 120,
);
export const OPEN_LAST_HOUR = instantWhere(
  "the shop closes within the hour (for the day)",
  (s) => s.open && !s.today.special && s.minutesToClose! <= 45 && toMin(s.closes!) === lastClose(s.today),
);
export const BEFORE_OPENING = instantWhere(
  "the shop opens later the same day",
  (s) => !s.open && s.today.ranges.length > 0 && s.now.minutes < firstOpen(s.today) && s.now.minutes >= 6 * 60,
);
export const AFTER_CLOSING = instantWhere(
  "the shop has closed for the day",
  (s) => !s.open && s.today.ranges.length > 0 && s.now.minutes >= lastClose(s.today) + 60 && s.now.minutes < 23 * 60,
);
export const CLOSED_DAY = instantWhere(
  "the shop is closed all day",
  (s) => s.today.ranges.length === 0 && s.now.minutes === 12 * 60,
);

/** The words a day's hours are given in: its ranges, or "closed". */
export const dayFacts = (d: DayHours): string[] => (d.ranges.length === 0 ? ["closed"] : d.ranges.map(formatRange));
export { formatRange, formatTime, schedule };

// --- holidays from the calendar, here -----------------------------------------------------------
// Never from shop/holidays.ts: its date rules and holidayHours() are what the assistant answers
// with, so an expectation computed by them would follow any mistake in them. These use JavaScript's
// own calendar (Date) and, for Easter, Gauss's method (the assistant's code uses another computus);
// assistant.test.ts pins a few published dates.
const isoDay = (year: number, month: number, day: number) =>
  new Date(Date.UTC(year, month - 1, day, 12)).toISOString().slice(0, 10);
const WEEKDAYS = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"] as const;
/** A date's weekday by the Date object (not the schedule module's). */
export const calendarWeekday = (date: string) => WEEKDAYS[new Date(`${date}T12:00:00Z`).getUTCDay()]!;
/** The nth weekday of a month (n = -1: the last one). */
function nthWeekday(year: number, month: number, weekday: (typeof WEEKDAYS)[number], n: number): string {
  const days = Array.from({ length: 31 }, (_, i) => isoDay(year, month, i + 1)).filter(
    (d) => Number(d.slice(5, 7)) === month && calendarWeekday(d) === weekday,
  );
  return n > 0 ? days[n - 1]! : days.at(n)!;
}
/** Easter Sunday by Gauss's method, with its two April exceptions. */
export function gaussEaster(year: number): string {
  const [a, b, c, k] = [year % 19, year % 4, year % 7, Math.floor(year / 100)];
  const p = Math.floor((13 + 8 * k) / 25);
  const q = Math.floor(k / 4);
  const M = (15 - p + k - q) % 30;
  const N = (4 + k - q) % 7;
  const d = (19 * a + M) % 30;
  const e = (2 * b + 4 * c + 6 * d + N) % 7;
  if (d === 29 && e === 6) return isoDay(year, 4, 19);
  if (d === 28 && e === 6 && (11 * M + 11) % 30 < 19) return isoDay(year, 4, 18);
  return 22 + d + e > 31 ? isoDay(year, 4, d + e - 9) : isoDay(year, 3, 22 + d + e);
}
/** Holidays as people name them, with the name the assistant gives them and their date in a year. */
export const CALENDAR: ReadonlyArray<{ name: string; says: string; dateIn: (year: number) => string }> = [
  { name: "New Year's Eve", says: "new years eve", dateIn: (y) => isoDay(y, 12, 31) },
  { name: "New Year's Day", says: "new years day", dateIn: (y) => isoDay(y, 1, 1) },
  { name: "Easter", says: "easter", dateIn: gaussEaster },
  { name: "Memorial Day", says: "memorial day", dateIn: (y) => nthWeekday(y, 5, "Monday", -1) },
  { name: "Juneteenth", says: "juneteenth", dateIn: (y) => isoDay(y, 6, 19) },
  { name: "Independence Day", says: "independence day", dateIn: (y) => isoDay(y, 7, 4) },
  { name: "Labor Day", says: "labor day", dateIn: (y) => nthWeekday(y, 9, "Monday", 1) },
  { name: "Veterans Day", says: "veterans day", dateIn: (y) => isoDay(y, 11, 11) },
  { name: "Thanksgiving", says: "thanksgiving", dateIn: (y) => nthWeekday(y, 11, "Thursday", 4) },
  { name: "Christmas Eve", says: "christmas eve", dateIn: (y) => isoDay(y, 12, 24) },
  { name: "Christmas Day", says: "christmas day", dateIn: (y) => isoDay(y, 12, 25) },
];
/** A holiday's next date on or after `from` ("YYYY-MM-DD"). */
export function holidayOn(name: string, from: string): string {
  const holiday = CALENDAR.find((h) => h.name === name);
  if (!holiday) throw new Error(`no ${name} in the tests' calendar`);
  const year = Number(from.slice(0, 4));
  return holiday.dateIn(year) >= from ? holiday.dateIn(year) : holiday.dateIn(year + 1);
}
/** A date's usual weekly hours, read from the data's weekly list: what a day the shop does not list keeps. */
export const weeklyFacts = (date: string): string[] => {
  const ranges = business.hours
    .filter((h) => h.days.includes(calendarWeekday(date)))
    .sort((x, y) => x.opens.localeCompare(y.opens));
  return ranges.length === 0 ? ["closed"] : ranges.map(formatRange);
};

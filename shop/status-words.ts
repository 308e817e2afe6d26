// The live status line's words ("Open now · until 6:00 PM") in each language the pages speak. Pure and
// Intl-free like the schedule, for the browser's sake: the Spanish names of days and months and the
// Spanish labels of the special days are given to it (the build reads them from Intl and the owner's
// translation, site/open-status.js.11ty.ts), never looked up here.
import { browserWeekdayOf } from "./browser-dates.ts";
import { DAYS, type Day, type SpecialDay } from "./schedule-types.ts";
import { formatDate, formatTime } from "./schedule-words.ts";

export interface StatusWords {
  /** "Open now · until 6:00 PM", with the special day's label when its hours are not the usual ones. */
  openUntil: (time: string, special?: string) => string;
  closedNow: string;
  closedFor: (label: string) => string;
  /** Later today: "opens at 9:00 AM", or "reopens at 1:00 PM" after a break. */
  opensToday: (time: string, reopens: boolean) => string;
  /** "opens tomorrow at 9:00 AM", "opens Monday at 9:00 AM". */
  opensOn: (day: string, time: string) => string;
  time: (hhmm: string) => string;
  tomorrow: string;
  /** A day within the coming week, as the line names it ("Monday"; "el lunes"). */
  weekday: (day: Day) => string;
  /** A later date ("Monday, December 1"), with its year when it is not `year`. */
  date: (date: string, year: number) => string;
  /** A special day's label in the line's language. */
  label: (day: SpecialDay) => string;
}

export const STATUS_EN: StatusWords = {
  openUntil: (time, special) => `Open now · until ${time}${special ? ` (${special} hours)` : ""}`,
  closedNow: "Closed now",
  closedFor: (label) => `Closed today for ${label}`,
  opensToday: (time, reopens) => `${reopens ? "reopens" : "opens"} at ${time}`,
  opensOn: (day, time) => `opens ${day} at ${time}`,
  time: formatTime,
  tomorrow: "tomorrow",
  weekday: (day) => day,
  date: (date, year) => formatDate(date, year),
  label: (day) => day.label,
};

/** What the build gives the Spanish line: the names Intl has (Monday and January first) and the owner's labels. */
export interface SpanishNames {
  weekdays: readonly string[];
  months: readonly string[];
  /** The special days' labels by date (site/_data/es/business.ts). */
  labels: Readonly<Partial<Record<string, string>>>;
}

/** "a las 6:00 p. m.", "a la 1:00 p. m.": the article agrees with the hour. */
const at = (time: string) => (time.startsWith("1:") ? `a la ${time}` : `a las ${time}`);

/** The Spanish line (US Spanish): "Abierto ahora · hasta las 6:00 p. m.", "Cerrado ahora · abre mañana a las 10:00 a. m.". */
export function statusWordsEs(names: SpanishNames): StatusWords {
  const weekday = (day: Day) => names.weekdays[DAYS.indexOf(day)] ?? day;
  return {
    openUntil: (time, special) =>
      `Abierto ahora · hasta ${at(time).slice(2)}${special ? ` (horario de ${special})` : ""}`,
    closedNow: "Cerrado ahora",
    closedFor: (label) => `Cerrado hoy por ${label}`,
    opensToday: (time, reopens) => `${reopens ? "vuelve a abrir" : "abre"} ${at(time)}`,
    opensOn: (day, time) => `abre ${day} ${at(time)}`,
    time: (hhmm) => formatTime(hhmm, "es"),
    tomorrow: "mañana",
    weekday: (day) => `el ${weekday(day)}`,
    date: (date, year) => {
      const [y = 1970, m = 1, d = 1] = date.split("-").map(Number);
      const name = weekday(browserWeekdayOf(date));
      return `el ${name} ${d} de ${names.months[m - 1]}${y !== year ? ` de ${y}` : ""}`;
    },
    label: (day) => names.labels[day.date] ?? day.label,
  };
}

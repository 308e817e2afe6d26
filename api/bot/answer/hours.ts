// The hours answers for the times read/when.ts reads: open now, a day, a clock time, a holiday, until
// close, late or early, in the answer's language, built on the shop's schedule (shop/schedule.ts).
// Nothing here knows an hour of its own: every opening time comes from the schedule.
import {
  DAYS,
  describeDays,
  formatRange,
  formatTime,
  toMinutes,
  type Day,
  type DayHours,
  type LocalTime,
  type Schedule,
} from "#shop/schedule.ts";
import { addDays, weekdayOf } from "#shop/clock.ts";
import { capitalize as capital } from "#shop/facts.ts";
import { HOLIDAYS, holidayHours, type HolidayHours } from "#shop/holidays.ts";
import { SAY, type Say } from "../say/say.ts";
import { CLOSING_HOLIDAYS, dayName, HOLIDAY_ALIASES, labelWords, type DayRef, type When } from "../read/when.ts";

/** The words of a time answer, built on the schedule. `phone` is for "call to confirm". */
export class TimeAnswers {
  constructor(
    private readonly schedule: Schedule,
    private readonly phone: string,
    private readonly city: string,
    /** The language the answers are said in (frames/): English unless told. */
    private readonly say: Say = SAY.en,
  ) {}

  private nowLabel(now: LocalTime): string {
    const h = Math.floor(now.minutes / 60);
    const m = now.minutes % 60;
    return this.say.f("nowLabel", {
      weekday: this.say.weekday(now.weekday),
      time: formatTime(`${h}:${String(m).padStart(2, "0")}`),
    });
  }

  /** A day's hours in the answer's words: "open 10:00 AM – 2:00 PM", "closed for Thanksgiving", "closed". */
  hoursWords(day: DayHours): string {
    if (day.ranges.length > 0) return this.say.f("open", { ranges: day.ranges.map(formatRange).join(", ") });
    return day.special ? this.say.f("closedFor", { label: this.say.holiday(day.special.label) }) : this.say.f("closed");
  }

  private usualWords(weekday: Day): string {
    const ranges = this.schedule.weeklyHours(weekday);
    const days = this.say.weekdays(weekday);
    return ranges.length === 0
      ? this.say.f("usualClosed", { weekday: days })
      : this.say.f("usualOpen", { weekday: days, ranges: ranges.map(formatRange).join(", ") });
  }

  private dayName(date: string, from: LocalTime): string {
    return dayName(date, from, this.say);
  }

  private at(now: LocalTime): string {
    return this.say.f("itsNow", { now: this.nowLabel(now), city: this.city });
  }

  /** "Yes, we're open now ... until 6:00 PM." / "We're closed right now ...; we open tomorrow at 10:00 AM." */
  openNow(instant: Date): string {
    const s = this.schedule.stateAt(instant);
    const at = this.at(s.now);
    const label = s.today.special ? this.say.holiday(s.today.special.label) : undefined;
    if (s.open)
      return this.say.f("openNow", {
        at,
        closes: formatTime(s.closes!),
        special: label ? this.say.f("specialHours", { label }) : "",
      });
    const reason = label && s.today.ranges.length === 0 ? this.say.f("closedReason", { label }) : "";
    const next = s.nextOpen
      ? this.say.f("opensNext", { day: this.dayName(s.nextOpen.date, s.now), time: formatTime(s.nextOpen.opens) })
      : "";
    return this.say.f("closedNow", { reason, at, next });
  }

  untilClose(instant: Date): string {
    const s = this.schedule.stateAt(instant);
    if (!s.open) return this.openNow(instant);
    const left = s.minutesToClose!;
    const h = Math.floor(left / 60);
    const m = left % 60;
    const span = [
      h ? this.say.f(h > 1 ? "hoursN" : "hours1", { n: h }) : "",
      m ? this.say.f(m > 1 ? "minutesN" : "minutes1", { n: m }) : "",
    ]
      .filter(Boolean)
      .join(" ");
    return this.say.f("untilClose", {
      closes: formatTime(s.closes!),
      span,
      now: this.nowLabel(s.now),
      city: this.city,
    });
  }

  /** The latest closing (or earliest opening) in the week, honestly: no later hours than the data has. */
  extremes(late: boolean): string {
    const groups = this.schedule.groups().filter((g) => g.ranges.length > 0);
    if (groups.length === 0) return this.say.f("noWeeklyHours", { phone: this.phone });
    const pick = (r: { opens: string; closes: string }[]) =>
      late ? Math.max(...r.map((x) => toMinutes(x.closes))) : Math.min(...r.map((x) => toMinutes(x.opens)));
    const best = late ? Math.max(...groups.map((g) => pick(g.ranges))) : Math.min(...groups.map((g) => pick(g.ranges)));
    const days = groups.filter((g) => pick(g.ranges) === best).flatMap((g) => g.days);
    const hhmm = `${Math.floor(best / 60)}:${String(best % 60).padStart(2, "0")}`;
    const dayText = days.length === 7 ? "every day" : describeDays(days);
    return this.say.f(late ? "latest" : "earliest", { time: formatTime(hhmm), days: this.say.phrase(dayText) });
  }

  /** Holidays in general: the special days listed ahead, and "call to confirm" for any other. */
  holidays(instant: Date): string {
    const now = this.schedule.localTime(instant);
    const coming = this.schedule.upcomingSpecials(instant, { limit: 3 });
    if (coming.length === 0) return this.say.f("noHolidayHours", { phone: this.phone });
    const list = coming.map(
      (d) =>
        `${this.say.holiday(d.label)} (${this.dayName(d.date, now)}): ${this.hoursWords({ ...this.schedule.hoursOn(d.date), special: undefined })}`,
    );
    return this.say.f("holidayHours", { list: list.join("; "), phone: this.phone });
  }

  /**
   * A day named by the shop's own label ("inventory day", whatever words the owner chose: the next such
   * day from today) or by a holiday's name (holidays.ts: the shop's special day on that date, else the
   * weekday's usual hours).
   */
  private named(query: string, instant: Date): HolidayHours | undefined {
    // A holiday's own name is that holiday's date this year or next, whatever the owner's label on another year's.
    if (HOLIDAY_ALIASES.includes(query)) return holidayHours(this.schedule, query, instant);
    const today = this.schedule.localTime(instant).date;
    const own = this.schedule.specialHours.find((s) => s.date >= today && labelWords(s.label) === query);
    if (own) return { name: own.label, date: own.date, day: this.schedule.hoursOn(own.date), listed: true };
    return holidayHours(this.schedule, query, instant);
  }

  /** The dates of a day as named: one date, or a weekend's two; none for a special day that has passed. */
  datesOf(instant: Date, ref: DayRef): string[] {
    const today = this.schedule.localTime(instant).date;
    let base: string[];
    if (ref.kind === "weekend") base = [nextWeekday(today, "Saturday"), nextWeekday(today, "Sunday")].sort();
    else if (ref.kind === "holiday") {
      const h = this.named(ref.query, instant);
      base = h ? [h.date] : [];
    } else if (ref.kind === "tomorrow") base = [addDays(today, 1)];
    // "Next Tuesday" is the Tuesday of next week (the answer names its date, so the visitor sees which).
    else if (ref.kind === "weekday")
      base = [nextWeekday(ref.next ? addDays(today, 7 - DAYS.indexOf(weekdayOf(today))) : today, ref.weekday)];
    else if (ref.kind === "date") base = [ref.date];
    else base = [today];
    const shift = ref.shift;
    if (!shift || base.length === 0) return base;
    const from = "direction" in shift && shift.direction < 0 ? base[0]! : base[base.length - 1]!;
    if ("days" in shift) return [addDays(from, shift.days)];
    if ("weekday" in shift) {
      let date = addDays(from, shift.direction);
      while (weekdayOf(date) !== shift.weekday) date = addDays(date, shift.direction);
      return [date];
    }
    // The weekend after a day starts on the Saturday after it; the one before ends on the Sunday before it.
    let date = addDays(from, shift.direction);
    while (weekdayOf(date) !== (shift.direction > 0 ? "Saturday" : "Sunday")) date = addDays(date, shift.direction);
    return shift.direction > 0 ? [date, addDays(date, 1)] : [addDays(date, -1), date];
  }

  /** The shop's date a visitor named first ("tomorrow", "Saturday", "the 28th", "the day after Thanksgiving"); undefined for none or this weekend. */
  dateOf(instant: Date, when: When): string | undefined {
    const d = when.day;
    if (!d || (d.kind === "weekend" && !d.shift)) return undefined;
    return this.datesOf(instant, d)[0];
  }

  /** The hours of each day asked about (one line each), with a clock time checked against them when one was asked. */
  day(instant: Date, when: When): string {
    if (when.days.length <= 1) return this.oneDay(instant, when, when.day);
    return when.days.map((ref) => this.oneDay(instant, when, ref)).join("\n");
  }

  private oneDay(instant: Date, when: When, d: DayRef | undefined): string {
    const now = this.schedule.localTime(instant);
    if (d?.kind === "weekend" && !d.shift) {
      const sat = this.schedule.hoursOn(nextWeekday(now.date, "Saturday"));
      const sun = this.schedule.hoursOn(nextWeekday(now.date, "Sunday"));
      return this.say.f("thisWeekend", { saturday: this.hoursWords(sat), sunday: this.hoursWords(sun) });
    }
    if (d?.kind === "holiday" && !d.shift) {
      const h = this.named(d.query, instant);
      if (h) return this.holiday(h, now, when.minutes, when.said);
    }
    const dates = d ? this.datesOf(instant, d) : [now.date];
    if (dates.length === 0)
      return this.say.f("noSuchDay", {
        day: d && d.kind === "holiday" ? d.query : this.say.f("thatDay"),
        phone: this.phone,
      });
    return dates.map((date) => this.onDate(instant, when, d, date)).join(" ");
  }

  private onDate(instant: Date, when: When, d: DayRef | undefined, date: string): string {
    const now = this.schedule.localTime(instant);
    const minutes = when.minutes;
    const said = when.said;
    if (d?.kind === "tonight" && minutes === undefined) {
      // "Tonight" is the evening: open then only if today's last range runs past 7 PM.
      const today = this.schedule.hoursOn(now.date);
      const last = today.ranges[today.ranges.length - 1];
      if (!last) return this.say.f("tonightHours", { hours: this.hoursWords(today), now: this.openNow(instant) });
      return this.say.f(toMinutes(last.closes) > 19 * 60 ? "tonightOpen" : "notTonight", {
        time: formatTime(last.closes),
      });
    }
    // A day that falls on a holiday shops often close for, not listed by the shop: say so, and suggest calling.
    const holiday = HOLIDAYS.find((h) => CLOSING_HOLIDAYS.has(h.name) && h.dateIn(Number(date.slice(0, 4))) === date);
    const hours = this.schedule.hoursOn(date);
    if (holiday && !hours.special) {
      const h = holidayHours(this.schedule, holiday.aliases[0]!, instant);
      if (h && h.date === date) return this.holiday(h, now, minutes, said);
    }
    const name = this.dayLabel(date, now);
    // A closed day: the nearest open one after it too (where a visitor would go instead).
    const next = hours.ranges.length === 0 ? this.nextOpen(date) : "";
    if (minutes === undefined) {
      const today = date === now.date && d?.kind !== "weekday" ? ` ${this.openNow(instant)}` : "";
      return `${this.say.f("dayHours", { day: capital(name), hours: this.hoursWords(hours) })}${today}${next}`;
    }
    return `${this.atClock(
      hours,
      name,
      minutes,
      said ?? formatClock(minutes),
      date === now.date ? now.minutes : undefined,
    )}${next}`;
  }

  /** " The next day we're open: Monday, June 9, 10:00 AM – 6:00 PM." (within a fortnight, else nothing). */
  private nextOpen(date: string): string {
    for (let i = 1; i <= 14; i++) {
      const day = addDays(date, i);
      const hours = this.schedule.hoursOn(day);
      if (hours.ranges.length > 0)
        return ` ${this.say.f("nextOpenDay", { day: this.say.date(day), hours: hours.ranges.map(formatRange).join(", ") })}`;
    }
    return "";
  }

  private dayLabel(date: string, now: LocalTime): string {
    const name = this.dayName(date, now);
    const weekday = this.say.weekday(weekdayOf(date));
    if (name === this.say.f("today") || name === this.say.f("tomorrow"))
      return this.say.f("todayName", { name, weekday });
    if (name === weekday) return this.say.f("onWeekday", { weekday, date: this.say.monthDay(date) });
    return this.say.f("onDate", { date: name });
  }

  private atClock(
    hours: DayHours,
    name: string,
    minutes: number,
    said: string,
    nowMinutes: number | undefined,
  ): string {
    const clock = formatClock(minutes);
    const spoken = /^\d/.test(said) ? undefined : this.say.said(said);
    const lead =
      spoken === undefined
        ? this.say.f("atClock", { clock })
        : this.say.f("saidClock", { said: capital(spoken), clock });
    if (hours.ranges.length === 0)
      return this.say.f("atClockClosed", {
        day: capital(name),
        hours: this.hoursWords(hours),
        when:
          spoken === undefined ? this.say.f("notAtClock", { clock }) : this.say.f("saidClock", { said: spoken, clock }),
      });
    const range = hours.ranges.find((r) => toMinutes(r.opens) <= minutes && minutes < toMinutes(r.closes));
    const dayHours = hours.ranges.map(formatRange).join(", ");
    if (range) {
      const passed = nowMinutes !== undefined && nowMinutes > minutes ? this.say.f("passed") : "";
      return this.say.f("openAtClock", { lead, day: name, passed, hours: dayHours, closes: formatTime(range.closes) });
    }
    const last = hours.ranges[hours.ranges.length - 1]!;
    const first = hours.ranges[0]!;
    const why =
      minutes >= toMinutes(last.closes)
        ? this.say.f("weClose", { time: formatTime(last.closes) })
        : minutes < toMinutes(first.opens)
          ? this.say.f("weOpen", { time: formatTime(first.opens) })
          : this.say.f("onBreak");
    return this.say.f("closedAtClock", { lead, day: name, why, hours: dayHours });
  }

  private holiday(h: HolidayHours, now: LocalTime, minutes: number | undefined, said: string | undefined): string {
    const when = this.dayName(h.date, now);
    const today = when === this.say.f("today") || when === this.say.f("tomorrow");
    const dateText = today ? `${when}, ${this.say.date(h.date)}` : this.say.date(h.date, Number(now.date.slice(0, 4)));
    const name = this.say.holiday(h.name);
    if (h.listed) {
      const head = this.say.f("holidayListed", {
        name,
        date: dateText,
        hours: this.hoursWords({ ...h.day, special: undefined }),
      });
      if (minutes === undefined || h.day.ranges.length === 0) return head;
      return `${head} ${this.atClock(h.day, this.say.f("onDate", { date: name }), minutes, said ?? formatClock(minutes), undefined)}`;
    }
    return this.say.f("holidayUnlisted", {
      name,
      date: dateText,
      usual: this.usualWords(h.day.weekday),
      phone: this.phone,
    });
  }
}

function nextWeekday(from: string, weekday: Day): string {
  let date = from;
  for (let i = 0; i < 7 && weekdayOf(date) !== weekday; i++) date = addDays(date, 1);
  return date;
}

const formatClock = (minutes: number) =>
  formatTime(`${Math.floor(minutes / 60) % 24}:${String(minutes % 60).padStart(2, "0")}`);

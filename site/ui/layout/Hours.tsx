import { longDate } from "#shop/clock.ts";
import { schedule } from "#shop/facts.ts";
import { useLanguage } from "../i18n/language.ts";
import { useWords } from "../i18n/words.ts";
import { useRenderTime } from "../render-time.ts";

/** How far ahead the pages list special days, and how many at most. */
const SPECIAL_DAYS_AHEAD = 90;
const SPECIAL_DAYS_SHOWN = 4;

/**
 * The live status line, filled in by /assets/open-status.js from the shop's clock. Empty in the
 * HTML (a build-time "Open now" would be wrong by the time anyone reads it); its space is reserved
 * in site.css so filling it moves nothing. Without JavaScript the weekly hours below it stand. The
 * script words it in the page's language.
 */
export function OpenStatus() {
  return <p className="open-status" data-open-status="" />;
}

/** The weekly hours, days that share hours grouped: "Monday, Wednesday & Friday: 9:00 AM – 5:00 PM". */
export function WeeklyHoursList({ className = "hours" }: { className?: string }) {
  return (
    <ul className={className}>
      {useWords().facts.hoursLines.map((line) => (
        <li key={line.days}>
          <strong>{line.days}:</strong> {line.time}
        </li>
      ))}
    </ul>
  );
}

/**
 * Holidays and one-off changes still to come when the site was built (the status script drops the
 * ones that have passed since). Nothing at all when there are none.
 */
export function SpecialDays(props: { now?: Date }) {
  const now = useRenderTime(props.now);
  const days = schedule.upcomingSpecials(now, { withinDays: SPECIAL_DAYS_AHEAD, limit: SPECIAL_DAYS_SHOWN });
  if (days.length === 0) return null;
  const year = Number(schedule.localTime(now).date.slice(0, 4));
  const language = useLanguage();
  const words = useWords();
  return (
    <div className="special-days" data-special-days="">
      <p className="special-days__title">{words.hours.special}</p>
      <ul className="hours">
        {days.map((day) => (
          <li key={day.date} data-special-date={day.date}>
            <strong>
              {words.facts.specialLabel(day.date, day.label)} ({longDate(day.date, { year, language })}):
            </strong>{" "}
            {day.closed || !day.opens || !day.closes
              ? words.hours.closed
              : words.facts.range({ opens: day.opens, closes: day.closes })}
          </li>
        ))}
      </ul>
    </div>
  );
}

/** Status, weekly hours and the coming special days, as the location blocks and the footer show them. */
export function HoursBlock({ className }: { className?: string }) {
  return (
    <>
      <OpenStatus />
      <WeeklyHoursList className={className} />
      <SpecialDays />
    </>
  );
}

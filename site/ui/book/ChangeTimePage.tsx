// /book/manage/<token>/change/: a change of time without JavaScript. The day's free times (the same
// availability as /book/, the booking's own place not counted) as radio buttons posting one form; past the
// cut-off, or once the shop has the phone, the page says to call instead. It shows no name, phone or email.
import type { AvailabilityDay } from "#shop/availability.ts";
import { longDate } from "#shop/clock.ts";
import { business, telHref } from "#shop/facts.ts";
import { BookFrame } from "./BookPage.tsx";
import { slotDate } from "#shop/schedule.ts";
import { slotTimeIn, type Language } from "../i18n/language.ts";
import { WORDS } from "../i18n/words.ts";

export interface ChangeTimePageProps {
  token: string;
  reference: string;
  /** The booking's time now, in the shop's time with its zone. */
  when: string;
  /** The days to choose from, each with its slots (closed and full ones show as such). */
  days: AvailabilityDay[];
  /** The day whose times are listed. */
  date?: string;
  /** False past the cut-off or once checked in: the page says to call. */
  canChange: boolean;
  /** Why the last try did not move it (full, too late): said as an alert. */
  refusal?: string;
  /** The booking's language, as its pages speak it. */
  lang?: Language;
}

const free = (day: AvailabilityDay) => day.slots.filter((s) => s.remaining > 0);

export function ChangeTimePage({ lang = "en", ...p }: ChangeTimePageProps) {
  const w = WORDS[lang].book.change;
  const f = WORDS[lang].book.form;
  const day_ = (d: string) => longDate(d, { language: lang });
  const base = `/book/manage/${p.token}/`;
  const date =
    p.date && p.days.some((d) => d.date === p.date)
      ? p.date
      : (p.days.find((d) => free(d).length > 0)?.date ?? p.days[0]?.date);
  const day = p.days.find((d) => d.date === date);
  const times = day ? free(day) : [];
  const phone = <a href={telHref}>{business.phone.display}</a>;
  return (
    <BookFrame heading={w.heading} lang={lang}>
      <div className="booking-confirmation">
        <h1>{w.heading}</h1>
        {p.refusal && <p role="alert">{p.refusal}</p>}
        <p>
          {w.booking} <strong>{p.reference}</strong>, {w.now} {p.when}.
        </p>
        {!p.canChange ? (
          <p>
            {w.cannot} {phone} {w.toChange}
          </p>
        ) : (
          <div className="booking-form">
            <form method="get" action={`${base}change/`} className="booking-form__step text-fields">
              <label htmlFor="change-date">{f.day}</label>
              <select id="change-date" name="date" defaultValue={date}>
                {p.days.map((d) => (
                  <option key={d.date} value={d.date}>
                    {day_(d.date)}
                    {d.slots.length === 0 ? ` (${f.closed})` : free(d).length === 0 ? ` (${f.fullyBooked})` : ""}
                  </option>
                ))}
              </select>
              <button type="submit" className="button button--ghost">
                {f.showTimes}
              </button>
            </form>
            <form method="post" action={`${base}change`} className="booking-form__step text-fields">
              <fieldset>
                <legend>{w.newTime(date ? day_(date) : f.thatDay)}</legend>
                {times.length === 0 ? (
                  <p>
                    {f.noTimes} {phone}.
                  </p>
                ) : (
                  <ul className="booking-form__times">
                    {times.map((slot, i) => (
                      <li key={slot.start}>
                        <input type="radio" name="start" id={`change-start-${i}`} value={slot.start} required />
                        <label htmlFor={`change-start-${i}`}>
                          {slotDate(slot.start) === date
                            ? slotTimeIn(lang, slot.start)
                            : `${day_(slotDate(slot.start))}, ${slotTimeIn(lang, slot.start)}`}
                        </label>
                      </li>
                    ))}
                  </ul>
                )}
              </fieldset>
              {times.length > 0 && (
                <button type="submit" className="button">
                  {w.move}
                </button>
              )}
            </form>
          </div>
        )}
        <div className="actions">
          <a className="button button--ghost" href={base}>
            {w.back}
          </a>
        </div>
      </div>
    </BookFrame>
  );
}

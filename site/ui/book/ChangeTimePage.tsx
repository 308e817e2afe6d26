// /book/manage/<token>/change/: a change of time without JavaScript. The day's free times (the same
// availability as /book/, the booking's own place not counted) as radio buttons posting one form; past the
// cut-off, or once the shop has the phone, the page says to call instead. It shows no name, phone or email.
import type { AvailabilityDay } from "#shop/availability.ts";
import { longDate } from "#shop/clock.ts";
import { business, telHref } from "#shop/facts.ts";
import { BookFrame } from "./BookPage.tsx";
import { slotDate, slotTime } from "#shop/schedule.ts";

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
}

const free = (day: AvailabilityDay) => day.slots.filter((s) => s.remaining > 0);

export function ChangeTimePage(p: ChangeTimePageProps) {
  const base = `/book/manage/${p.token}/`;
  const date =
    p.date && p.days.some((d) => d.date === p.date)
      ? p.date
      : (p.days.find((d) => free(d).length > 0)?.date ?? p.days[0]?.date);
  const day = p.days.find((d) => d.date === date);
  const times = day ? free(day) : [];
  const phone = <a href={telHref}>{business.phone.display}</a>;
  return (
    <BookFrame heading="Change your time">
      <div className="booking-confirmation">
        <h1>Change your time</h1>
        {p.refusal && <p role="alert">{p.refusal}</p>}
        <p>
          Booking <strong>{p.reference}</strong>, now on {p.when}.
        </p>
        {!p.canChange ? (
          <p>It can no longer be changed online. Call us at {phone} to change it.</p>
        ) : (
          <div className="booking-form">
            <form method="get" action={`${base}change/`} className="booking-form__step text-fields">
              <label htmlFor="change-date">Day</label>
              <select id="change-date" name="date" defaultValue={date}>
                {p.days.map((d) => (
                  <option key={d.date} value={d.date}>
                    {longDate(d.date)}
                    {d.slots.length === 0 ? " (closed)" : free(d).length === 0 ? " (fully booked)" : ""}
                  </option>
                ))}
              </select>
              <button type="submit" className="button button--ghost">
                Show free times
              </button>
            </form>
            <form method="post" action={`${base}change`} className="booking-form__step text-fields">
              <fieldset>
                <legend>
                  A new time on {date ? longDate(date) : "that day"} ({business.address.city} time)
                </legend>
                {times.length === 0 ? (
                  <p>No free times that day. Choose another day above, or call us at {phone}.</p>
                ) : (
                  <ul className="booking-form__times">
                    {times.map((slot, i) => (
                      <li key={slot.start}>
                        <input type="radio" name="start" id={`change-start-${i}`} value={slot.start} required />
                        <label htmlFor={`change-start-${i}`}>
                          {slotDate(slot.start) === date
                            ? slotTime(slot.start)
                            : `${longDate(slotDate(slot.start))}, ${slotTime(slot.start)}`}
                        </label>
                      </li>
                    ))}
                  </ul>
                )}
              </fieldset>
              {times.length > 0 && (
                <button type="submit" className="button">
                  Move my booking
                </button>
              )}
            </form>
          </div>
        )}
        <div className="actions">
          <a className="button button--ghost" href={base}>
            Back to your booking
          </a>
        </div>
      </div>
    </BookFrame>
  );
}

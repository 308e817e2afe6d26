// The booking form as plain HTML, for a visitor without JavaScript and as <repair-booking>'s fallback.
// Eleventy renders it into /book/ at build; the server renders it again for every GET /book/ (with
// the free times of the day asked for) and for a form post it must answer with what was wrong, so
// the page never shows stale times (site/ui/book/BookPage.tsx holds the page around it). Two forms:
// the repair and the day (GET, to see that day's times), then the time and the visitor's details (POST
// to the booking API, the contract's fields, with the contract's limits; the details one per row of
// DETAIL_FIELDS, so a field added there is asked here too).
import type { BookableService } from "#shop/content-schemas.ts";
import type { AvailabilityDay, Slot } from "#shop/availability.ts";
import { Fragment } from "react";
import {
  bookableLabel,
  HONEYPOT_FIELD,
  NO_TEXTS_FIELD,
  type BookingField,
  type FieldErrors,
} from "#shop/booking-fields.ts";
import { booking, business, seriesGroups, telHref } from "#shop/facts.ts";
import { chatApiOrigin } from "../chat-api.ts";
import { ModelOptions } from "../ModelOptions.tsx";
import { DETAIL_ROWS, DetailControl, detailLabel } from "../detail-fields.tsx";
import { TextConsent } from "../text-consent.tsx";
import { longDate } from "#shop/clock.ts";
import { slotDate } from "#shop/schedule.ts";
import { bookingIn, serviceIn } from "../i18n/content.ts";
import { localePath, slotTimeIn, useLanguage, type Language } from "../i18n/language.ts";
import { WORDS } from "../i18n/words.ts";

/** What the form shows again: each of the booking contract's fields as typed, and the day asked for. */
export type BookingFormValues = Partial<Record<BookingField | "date" | typeof NO_TEXTS_FIELD, string>>;

export interface BookingFormProps {
  values: BookingFormValues;
  /** The coming days with their slots (closed days have none). */
  days: AvailabilityDay[];
  /** Problems with fields, by field name. */
  fields?: FieldErrors;
  /** What went wrong with the whole request (the slot was taken, ...). */
  message?: string;
  /** Free slots near the one that could not be had. */
  nearest?: Slot[];
  /**
   * False in the build's copy: times change by the minute, so only the server (which renders this
   * again on every visit) lists them; the built page asks for a day instead.
   */
  times?: boolean;
}

/** How many coming days the form offers: two weeks, or up to the booking horizon when that is shorter. */
export const FORM_DAYS = Math.min(booking.horizonDays + 1, 14);

/** Where the details are posted: the booking API beside the chat's (CHAT_API_URL), else this origin. */
const bookingAction = `${chatApiOrigin ?? ""}/api/bookings`;

const free = (day: AvailabilityDay) => day.slots.filter((s) => s.remaining > 0);

function dayOption(day: AvailabilityDay, times: boolean, language: Language) {
  const date = longDate(day.date, { language });
  if (!times) return date;
  const w = WORDS[language].book.form;
  const count = free(day).length;
  return `${date} (${day.slots.length === 0 ? w.closed : count === 0 ? w.fullyBooked : w.free(count)})`;
}

function FieldError({ id, text }: { id: string; text?: string }) {
  return text ? (
    <p className="booking-form__error" id={id}>
      {text}
    </p>
  ) : null;
}

export function BookingForm({ values, days, fields = {}, message, nearest = [], times = true }: BookingFormProps) {
  const lang = useLanguage();
  const w = WORDS[lang].book.form;
  const day_ = (d: string) => longDate(d, { language: lang });
  const serviceName = (key: Exclude<BookableService, "diagnosis">) => serviceIn(lang, key).name;
  const date =
    values.date && days.some((d) => d.date === values.date)
      ? values.date
      : (days.find((d) => free(d).length > 0)?.date ?? days[0]?.date);
  const day = days.find((d) => d.date === date);
  // The day's free times, plus the nearest free times when the one asked for was gone.
  const offered = [...(day ? free(day) : []), ...nearest.filter((n) => slotDate(n.start) !== date && n.remaining > 0)];
  const service =
    values.service && booking.services.includes(values.service as BookableService)
      ? values.service
      : booking.services[0];
  // A field's hint always describes it; its problem, when it has one, too.
  const err = (field: BookingField, hint?: string) => {
    const described = [hint, fields[field] && `booking-${field}-error`].filter(Boolean).join(" ");
    return {
      ...(fields[field] ? { "aria-invalid": true as const } : {}),
      ...(described ? { "aria-describedby": described } : {}),
    };
  };
  return (
    <div className="booking-form">
      {message && (
        <p className="booking-form__alert" role="alert">
          {message}
        </p>
      )}
      {Object.keys(fields).length > 0 && (
        <p className="booking-form__alert" role="alert">
          {w.checkFields}
        </p>
      )}
      <form method="get" action={localePath(lang, "/book/")} className="booking-form__step text-fields">
        <fieldset>
          <legend>{w.step1}</legend>
          <label htmlFor="booking-service">{w.repair}</label>
          <select id="booking-service" name="service" defaultValue={service} {...err("service")}>
            {booking.services.map((key) => (
              <option key={key} value={key}>
                {key === "diagnosis" ? w.diagnosis : bookableLabel(key, serviceName)}
              </option>
            ))}
          </select>
          <FieldError id="booking-service-error" text={fields.service} />
          <label htmlFor="booking-model">{w.model}</label>
          <select id="booking-model" name="model" defaultValue={values.model ?? ""} {...err("model")}>
            <ModelOptions
              groups={seriesGroups().map((g) => ({ ...g, label: WORDS[lang].facts.series(g.series) }))}
              otherLabel={w.otherModel}
            />
          </select>
          <FieldError id="booking-model-error" text={fields.model} />
          <label htmlFor="booking-date">{w.day}</label>
          <select id="booking-date" name="date" defaultValue={date}>
            {days.map((d) => (
              <option key={d.date} value={d.date}>
                {dayOption(d, times, lang)}
              </option>
            ))}
          </select>
          <button type="submit" className="button button--ghost">
            {w.showTimes}
          </button>
        </fieldset>
      </form>
      <form method="post" action={bookingAction} className="booking-form__step text-fields">
        <input type="hidden" name="service" value={service} />
        <input type="hidden" name="model" value={values.model ?? ""} />
        <input type="hidden" name="lang" value={lang} />
        <fieldset {...err("start")}>
          <legend>{w.step2(date ? day_(date) : w.thatDay)}</legend>
          <FieldError id="booking-start-error" text={fields.start} />
          {!times ? (
            <p>{w.chooseFirst}</p>
          ) : offered.length === 0 ? (
            <p>
              {w.noTimes} <a href={telHref}>{business.phone.display}</a>.
            </p>
          ) : (
            <ul className="booking-form__times">
              {offered.map((slot, i) => (
                <li key={slot.start}>
                  <input
                    type="radio"
                    name="start"
                    id={`booking-start-${i}`}
                    value={slot.start}
                    defaultChecked={slot.start === values.start}
                    required
                  />
                  <label htmlFor={`booking-start-${i}`}>
                    {slotDate(slot.start) === date
                      ? slotTimeIn(lang, slot.start)
                      : `${day_(slotDate(slot.start))}, ${slotTimeIn(lang, slot.start)}`}
                  </label>
                </li>
              ))}
            </ul>
          )}
        </fieldset>
        <fieldset>
          <legend>{w.step3}</legend>
          {DETAIL_ROWS.map(([name, contract]) => {
            const field = { ...contract, ...w.fields[name], optionalNote: w.fields[name].optionalNote ?? w.optional };
            const id = `booking-${name}`;
            const hint = field.hint ? `${id}-hint` : undefined;
            return (
              <Fragment key={name}>
                <label htmlFor={id}>{detailLabel(field)}</label>
                <DetailControl
                  id={id}
                  name={name}
                  field={field}
                  autoComplete={field.autoComplete}
                  defaultValue={values[name]}
                  {...err(name, hint)}
                />
                {hint && (
                  <p className="booking-form__hint" id={hint}>
                    {field.hint}
                  </p>
                )}
                <FieldError id={`${id}-error`} text={fields[name]} />
                {field.kind === "phone" && (
                  <TextConsent
                    id="booking-no-texts"
                    checked={!!values[NO_TEXTS_FIELD]}
                    hintClass="booking-form__hint"
                    words={bookingIn(lang).textConsent}
                  />
                )}
              </Fragment>
            );
          })}
          <div className="booking-form__trap" aria-hidden="true">
            <label htmlFor="booking-website">{w.leaveEmpty}</label>
            <input id="booking-website" name={HONEYPOT_FIELD} tabIndex={-1} autoComplete="off" />
          </div>
        </fieldset>
        <button type="submit" className="button" disabled={!times || offered.length === 0}>
          {w.submit}
        </button>
      </form>
    </div>
  );
}

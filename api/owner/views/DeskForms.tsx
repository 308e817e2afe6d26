// The desk's tools below the bookings: add a walk-in or phone booking, block time, the calendar feed
// and the CSV export. Each is a plain form carrying the CSRF token, so it works with JavaScript off.
import type { ReactNode } from "react";
import { BLOCK_LABEL_MAX } from "#shop/booking-contract.ts";
import { booking as rules, formatTime, models } from "#shop/facts.ts";
import { addDays, longDate } from "#shop/clock.ts";
import { serviceName } from "../../booking/describe.ts";
import type { Block } from "../../booking/types.ts";
import { shopDate, timeOfDay } from "../shop-clock.ts";
import { Fragment } from "react";
import { DETAIL_ROWS, DetailControl, detailLabel } from "../../../site/ui/detail-fields.tsx";
import { TextConsent } from "../../../site/ui/text-consent.tsx";
import { NO_TEXTS_FIELD } from "#shop/booking-fields.ts";
import { Field, FormMessage, options, type DeskFormState } from "./fields.tsx";

/** A block in words: "Monday, March 4, 12:00 PM – 6:00 PM (Technician off)", the typed label isolated. */
export function BlockText({ block }: { block: Block }) {
  const date = shopDate(block.start);
  const whole = block.end - block.start >= 23 * 3_600_000;
  const span = whole ? "the whole day" : `${timeOfDay(block.start)} – ${timeOfDay(block.end)}`;
  return (
    <>
      {longDate(date)}, {span}
      {block.label && (
        <>
          {" "}
          (<bdi>{block.label}</bdi>)
        </>
      )}
    </>
  );
}

/** A desk form that posts, with JavaScript off too: the CSRF token and the last try's message first. */
function PostForm({
  action,
  csrf,
  state,
  children,
}: {
  action: string;
  csrf: string;
  state?: DeskFormState;
  children: ReactNode;
}) {
  return (
    <form method="post" action={action} className="stack" noValidate>
      <input type="hidden" name="_csrf" value={csrf} />
      <FormMessage state={state} />
      {children}
    </form>
  );
}

/** The date a form acts on: the last try's, else today. */
function DateField({ id, today, state }: { id: string; today: string; state?: DeskFormState }) {
  return (
    <Field id={id} label="Date" error={state?.errors.date}>
      {(c) => <input {...c} name="date" type="date" required defaultValue={state?.values.date ?? today} />}
    </Field>
  );
}

interface FormProps {
  csrf: string;
  today: string;
  /** Slot start times across the coming days ("10:00"). */
  times: string[];
  state?: DeskFormState;
}

/** What the walk-in form posts and shows again as typed: the desk's date and time, then the booking's fields. */
export const WALK_IN_FIELDS = [
  "date",
  "time",
  "service",
  "model",
  ...DETAIL_ROWS.map(([name]) => name),
  NO_TEXTS_FIELD,
] as const;

export function WalkInForm({ csrf, today, times, state }: FormProps) {
  const values = state?.values ?? {};
  const errors = state?.errors ?? {};
  return (
    <section aria-labelledby="add" className="card">
      <h2 id="add">Add a walk-in or phone booking</h2>
      <PostForm action="/owner/bookings" csrf={csrf} state={state}>
        <div className="row">
          <DateField id="w-date" today={today} state={state} />
          <Field id="w-time" label="Time" error={errors.start}>
            {(c) => (
              <select {...c} name="time" required defaultValue={values.time}>
                {options(times.map((t) => [t, formatTime(t)]))}
              </select>
            )}
          </Field>
        </div>
        <Field id="w-service" label="Repair" error={errors.service}>
          {(c) => (
            <select {...c} name="service" required defaultValue={values.service}>
              {options(rules.services.map((key) => [key, serviceName(key)]))}
            </select>
          )}
        </Field>
        <Field id="w-model" label="Model (optional)" error={errors.model}>
          {(c) => (
            <select {...c} name="model" defaultValue={values.model ?? ""}>
              <option value="">Not given</option>
              {options(models.map((m) => [m.slug, m.name]))}
            </select>
          )}
        </Field>
        {/* The details one per row of the contract's table. Without the hints: they speak to the visitor,
            and the owner typing for one knows them. Autofill off: the browser would fill the owner's own. */}
        {DETAIL_ROWS.map(([name, field]) => (
          <Fragment key={name}>
            <Field id={`w-${name}`} label={detailLabel(field)} error={errors[name]}>
              {(c) => <DetailControl {...c} name={name} field={field} autoComplete="off" defaultValue={values[name]} />}
            </Field>
            {/* Read to the customer at the counter or on the phone: the same words as online. */}
            {field.kind === "phone" && (
              <TextConsent id="w-no-texts" checked={!!values[NO_TEXTS_FIELD]} hintClass="hint" />
            )}
          </Fragment>
        ))}
        <p>
          <label>
            <input type="checkbox" name="walkIn" value="1" defaultChecked={values.walkIn === "1"} /> The phone is here
            now (a walk-in: starts checked in)
          </label>
        </p>
        <button type="submit" className="primary">
          Add booking
        </button>
      </PostForm>
    </section>
  );
}

export function BlockTimeForm({ csrf, today, times, state, blocks }: FormProps & { blocks: Block[] }) {
  const values = state?.values ?? {};
  const errors = state?.errors ?? {};
  return (
    <section aria-labelledby="block" className="card">
      <h2 id="block">Block time</h2>
      <p className="hint">
        Blocked time leaves the free slots at once. Bookings already inside it are listed so you can call them.
      </p>
      <PostForm action="/owner/blocks" csrf={csrf} state={state}>
        <div className="row">
          <DateField id="k-date" today={today} state={state} />
          <Field id="k-span" label="What" error={errors.span}>
            {(c) => (
              <select {...c} name="span" defaultValue={values.span ?? "day"}>
                <option value="day">The whole day</option>
                <option value="morning">The morning (until noon)</option>
                <option value="afternoon">The afternoon (from noon)</option>
                {options(times.map((t) => [t, `The ${formatTime(t)} slot`]))}
              </select>
            )}
          </Field>
        </div>
        <Field
          id="k-label"
          label="Label (optional)"
          hint="For you only, such as 'Technician off sick'."
          error={errors.label}
        >
          {(c) => (
            <input {...c} name="label" maxLength={BLOCK_LABEL_MAX} autoComplete="off" defaultValue={values.label} />
          )}
        </Field>
        <button type="submit">Block</button>
      </PostForm>
      {blocks.length > 0 && (
        <>
          <h3>Blocked time coming up</h3>
          <ul className="plain blocks">
            {blocks.map((b) => (
              <li key={b.id}>
                <span id={`k-${b.id}`}>
                  <BlockText block={b} />
                </span>
                <form method="post" action={`/owner/blocks/${b.id}/delete`}>
                  <input type="hidden" name="_csrf" value={csrf} />
                  <button type="submit" className="quiet" aria-describedby={`k-${b.id}`}>
                    Unblock
                  </button>
                </form>
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}

export function CalendarFeed({ csrf, feedUrl }: { csrf: string; feedUrl?: string }) {
  return (
    <section aria-labelledby="calendar" className="card">
      <h2 id="calendar">Calendar feed</h2>
      {feedUrl ? (
        <>
          <p>
            Subscribe to this address in Google Calendar (Other calendars, From URL) or Apple Calendar (New Calendar
            Subscription). Keep it private: anyone with it sees the bookings.
          </p>
          <label htmlFor="feed-url">Feed address</label>
          <input id="feed-url" readOnly value={feedUrl} className="mono" />
        </>
      ) : (
        <p>There is no feed address yet. Make one, then subscribe to it from your calendar.</p>
      )}
      <form method="post" action="/owner/calendar/regenerate">
        <input type="hidden" name="_csrf" value={csrf} />
        <button type="submit">{feedUrl ? "Regenerate" : "Make a feed address"}</button>
      </form>
      {feedUrl && <p className="hint">Regenerate makes a new address; the old one stops working at once.</p>}
    </section>
  );
}

export function CsvExport({ today }: { today: string }) {
  return (
    <section aria-labelledby="export" className="card">
      <h2 id="export">Export bookings (CSV)</h2>
      <form method="get" action="/owner/export.csv" className="stack">
        <div className="row">
          <div className="field">
            <label htmlFor="x-from">From</label>
            <input id="x-from" name="from" type="date" required defaultValue={today} />
          </div>
          <div className="field">
            <label htmlFor="x-to">To</label>
            <input id="x-to" name="to" type="date" required defaultValue={addDays(today, rules.horizonDays)} />
          </div>
        </div>
        <button type="submit">Download CSV</button>
      </form>
    </section>
  );
}

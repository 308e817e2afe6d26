// The desk's texts: what visitors wrote back (unread first, each with the booking it belongs to, or
// every live booking of that number for the owner to pick), a form to answer and one to mark it
// handled; and the texts that could not be delivered. A visitor's words are shown as text (<bdi>, so a
// right-to-left reply cannot reorder what follows), never as HTML.
import { formatUsPhone } from "#shop/booking-fields.ts";
import { longDate } from "#shop/clock.ts";
import type { ReplyBooking } from "../../sms/port.ts";
import type { Reply } from "../../sms/store.ts";
import { shopDate, timeOfDay } from "../shop-clock.ts";
import { Field, FormMessage, type DeskFormState } from "./fields.tsx";

/** The most characters of an answer: with the shop's name in front it still fits in two parts. */
export const ANSWER_MAX = 250;

export interface TextsView {
  /** Off: the SMS_* variables are not set. */
  on: boolean;
  replies: Reply[];
  failed: { booking: ReplyBooking; at: number; status: string; hasEmail: boolean }[];
  /** An answer sent back with its problem, by thread. */
  answer?: DeskFormState & { thread: string };
  flash?: string;
}

const when = (ms: number) => `${longDate(shopDate(ms))}, ${timeOfDay(ms)}`;

const BookingName = ({ b }: { b: ReplyBooking }) => (
  <>
    <a href={`#b-${b.id}`}>{b.reference}</a> <bdi>{b.name}</bdi>, {when(b.start)}
  </>
);

function ReplyItem({ r, csrf, state }: { r: Reply; csrf: string; state?: DeskFormState }) {
  const id = `t-${r.thread}`;
  return (
    <li className={`text-reply${r.handled ? " handled" : ""}`} aria-labelledby={`${id}-from`}>
      <p id={`${id}-from`}>
        <strong>{r.handled ? "Handled" : "Unread"}</strong>: from{" "}
        <a href={`tel:${r.phone}`}>{formatUsPhone(r.phone)}</a>, {when(r.at)}
      </p>
      <blockquote>
        <bdi>{r.body}</bdi>
      </blockquote>
      {r.bookings.length === 0 ? (
        <p className="hint">No live booking has this number.</p>
      ) : r.bookings.length === 1 ? (
        <p>
          About <BookingName b={r.bookings[0]!} />
        </p>
      ) : null}
      {!r.handled && (
        <>
          <form method="post" action={`/owner/texts/${r.thread}/answer`} className="stack">
            <input type="hidden" name="_csrf" value={csrf} />
            <FormMessage state={state} />
            {r.bookings.length > 1 && (
              <fieldset>
                <legend>This number has {r.bookings.length} live bookings: which one is it about?</legend>
                {r.bookings.map((b, i) => (
                  <label key={b.id}>
                    <input type="radio" name="booking" value={b.id} defaultChecked={i === 0} /> <BookingName b={b} />
                  </label>
                ))}
              </fieldset>
            )}
            <Field
              id={`${id}-words`}
              label="Answer by text"
              error={state?.errors.words}
              hint="Sent from the shop's number, signed with the shop's name."
            >
              {(control) => (
                <textarea
                  {...control}
                  name="words"
                  rows={2}
                  maxLength={ANSWER_MAX}
                  required
                  defaultValue={state?.values.words}
                />
              )}
            </Field>
            <button type="submit" className="button primary">
              Send answer
            </button>
          </form>
          <form method="post" action={`/owner/texts/${r.thread}/handled`}>
            <input type="hidden" name="_csrf" value={csrf} />
            <button type="submit" className="button quiet">
              Mark handled
            </button>
          </form>
        </>
      )}
    </li>
  );
}

export function TextsSection({ v, csrf }: { v: TextsView; csrf: string }) {
  const unread = v.replies.filter((r) => !r.handled).length;
  return (
    <section aria-labelledby="texts" className="card">
      <h2 id="texts">Texts from visitors{unread > 0 ? ` (${unread} unread)` : ""}</h2>
      {v.flash && <p role="status">{v.flash}</p>}
      {!v.on ? (
        <p className="hint">Texts are off: set SMS_ACCOUNT_SID, SMS_AUTH_TOKEN and SMS_FROM (docs/deployment.md).</p>
      ) : v.replies.length === 0 ? (
        <p>No texts yet.</p>
      ) : (
        <ul className="plain texts">
          {v.replies.map((r) => (
            <ReplyItem key={r.thread} r={r} csrf={csrf} state={v.answer?.thread === r.thread ? v.answer : undefined} />
          ))}
        </ul>
      )}
      {v.failed.length > 0 && (
        <>
          <h3>Texts that could not be delivered</h3>
          <ul className="plain">
            {v.failed.map((f) => (
              <li key={`${f.booking.id}-${f.at}`}>
                <BookingName b={f.booking} />: {f.status} on {when(f.at)}.{" "}
                {f.hasEmail ? "Sent by email instead." : "No email: call them."}
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}

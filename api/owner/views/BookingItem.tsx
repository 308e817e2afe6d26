// One booking on the desk: when, who, the repair, a tap-to-call phone, the note, its state and the
// time of its last move, the promised time, the estimate and its answer, and the moves it may take
// (the moves table's, in shop/repair-states.ts) with Step back. Every value a visitor typed
// (name, email, note) goes through React's escaping, inside <bdi>, so a right-to-left character in
// it cannot reorder the rest of its line.
import { renderToStaticMarkup } from "react-dom/server";
import { formatUsPhone } from "#shop/booking-fields.ts";
import {
  CANCELLED_STATES,
  CLOSED_STATES,
  ESTIMATE_FROM_STATES,
  STATE_WORDS,
  deskMovesFrom,
  isIn,
  type RepairState,
} from "#shop/repair-states.ts";
import { modelName, serviceName } from "../../booking/describe.ts";
import type { Booking, Estimate } from "../../booking/types.ts";
import { dollars } from "../../booking/words/estimate.ts";
import { shopDate, timeOfDay } from "../shop-clock.ts";
import { EstimateForm, ReadyByForm } from "./JourneyForms.tsx";
import type { CheckinSummary } from "../../checkin/store.ts";

/** The visitor's language, named in the desk's own (English): "Spanish". */
const LANGUAGE_NAMES = new Intl.DisplayNames(["en"], { type: "language" });

/** What the desk shows of a booking's journey beside the booking itself. */
export interface ItemJourney {
  /** When the last move was made. */
  lastMoveAt?: number;
  /** Where Step back would take it, when it can. */
  stepBackTo?: RepairState;
  /** The newest estimate, answered or not. */
  estimate?: Estimate;
  /** What the check-in recorded and the visitor signed, once anything was. */
  checkin?: CheckinSummary;
}

/** "Checked in: 2 photos · terms signed · pickup not confirmed", from the check-in's book. */
function checkinLine(c: CheckinSummary | undefined): string {
  if (!c) return "Check-in: condition, photos, terms";
  const checked = c.condition.length > 0 || c.photos > 0;
  const signed = (kind: string) => c.signatures.some((s) => s.kind === kind);
  return [
    checked ? `Checked in: ${c.photos} photo${c.photos === 1 ? "" : "s"}` : "Not checked in",
    signed("terms") ? "terms signed" : "terms not signed",
    signed("pickup") ? "pickup confirmed" : "pickup not confirmed",
  ].join(" · ");
}

const bookingHeadingId = (b: Booking) => `b-${b.id}-title`;

/** "Approved: Genuine screen, $279.00 at 2:10 PM", or that it waits. */
function EstimateLine({ e }: { e: Estimate }) {
  const options = e.options.map((o) => `${o.label}, ${dollars(o.cents)}`).join(" or ");
  const answer =
    e.choice === null
      ? "waiting for the answer"
      : e.choice === "decline"
        ? `declined at ${timeOfDay(e.answeredAt!)}`
        : `approved ${e.options[e.choice]?.label ?? ""} at ${timeOfDay(e.answeredAt!)}`;
  return (
    <p className="estimate-line">
      Estimate {e.version}: {options}. <strong>{answer.charAt(0).toUpperCase() + answer.slice(1)}</strong>.
    </p>
  );
}

export function BookingItem({ b, csrf, journey = {} }: { b: Booking; csrf: string; journey?: ItemJourney }) {
  const model = modelName(b.model);
  const moves = deskMovesFrom(b.state);
  const canEstimate = ESTIMATE_FROM_STATES.includes(b.state);
  return (
    <li className={`booking state-${b.state}`} id={`b-${b.id}`} data-booking={b.id}>
      <p className="when" id={bookingHeadingId(b)}>
        <strong className="time">{timeOfDay(b.start)}</strong>{" "}
        <strong className="who">
          <bdi>{b.name}</bdi>
        </strong>
      </p>
      <p className="repair">
        {model ? `${model} · ` : ""}
        {serviceName(b.service)}
      </p>
      <p>
        <a className="tel" href={`tel:${b.phone}`}>
          {formatUsPhone(b.phone)}
        </a>
        {b.email && (
          <span className="email">
            {" "}
            · <bdi>{b.email}</bdi>
          </span>
        )}
      </p>
      {b.notes && (
        <p className="note">
          Note: <bdi>{b.notes}</bdi>
        </p>
      )}
      <p className="state">
        <span className="visually-hidden">State: </span>
        <span className="badge" data-state={b.state}>
          {STATE_WORDS[b.state].desk}
        </span>
        {journey.lastMoveAt !== undefined && <span className="since"> since {timeOfDay(journey.lastMoveAt)}</span>}
        <span className="ref"> {b.reference}</span>
        {b.source === "owner" && <span className="ref"> · taken by the shop</span>}
        {b.lang !== "en" && (
          <span className="ref" data-lang={b.lang}>
            {" "}
            · <abbr title={LANGUAGE_NAMES.of(b.lang)}>{b.lang.toUpperCase()}</abbr>
          </span>
        )}
      </p>
      {b.readyBy !== null && (
        <p className="ready-by">
          Promised ready by {timeOfDay(b.readyBy)}, {shopDate(b.readyBy)}
        </p>
      )}
      {journey.estimate && <EstimateLine e={journey.estimate} />}
      {(moves.length > 0 || journey.stepBackTo) && (
        <form method="post" action={`/owner/bookings/${b.id}/state`} className="actions" data-quick="">
          <input type="hidden" name="_csrf" value={csrf} />
          {moves.map((a) => (
            <button
              key={a.state}
              type="submit"
              name="state"
              value={a.state}
              className={
                isIn(CANCELLED_STATES, a.state) ? "danger" : a.state === moves[0]!.state ? "primary" : undefined
              }
              aria-describedby={bookingHeadingId(b)}
            >
              {a.label}
            </button>
          ))}
          {journey.stepBackTo && (
            <button type="submit" name="state" value="back" aria-describedby={bookingHeadingId(b)}>
              Step back to {STATE_WORDS[journey.stepBackTo].desk}
            </button>
          )}
        </form>
      )}
      {!isIn(CANCELLED_STATES, b.state) && (
        <p className="checkin-link">
          <a href={`/owner/bookings/${b.id}/checkin`}>{checkinLine(journey.checkin)}</a>
        </p>
      )}
      {!isIn(CLOSED_STATES, b.state) && (
        <details className="journey">
          <summary>
            {canEstimate ? "Ready-by time and estimate" : "Ready-by time"}
            <span className="visually-hidden"> for {b.reference}</span>
          </summary>
          <ReadyByForm b={b} csrf={csrf} />
          {canEstimate && <EstimateForm b={b} csrf={csrf} />}
        </details>
      )}
    </li>
  );
}

/** One booking's markup, not a document: owner.js puts it in place after a state change. */
export const bookingItemHtml = (b: Booking, csrf: string, journey?: ItemJourney) =>
  renderToStaticMarkup(<BookingItem b={b} csrf={csrf} journey={journey} />);

// One booking on the desk: when, who, the repair, a tap-to-call phone, the note, its state, and the
// state buttons it may take. Every value a visitor typed (name, email, note) goes through React's
// escaping, inside <bdi>, so a right-to-left character in it cannot reorder the rest of its line.
import { renderToStaticMarkup } from "react-dom/server";
import { formatUsPhone } from "#shop/booking-fields.ts";
import { modelName, serviceName } from "../../booking/describe.ts";
import type { Booking, BookingState } from "../../booking/types.ts";
import { shopTime } from "../shop-clock.ts";
import { NEXT_STATES, STATE_WORDS } from "../states.ts";

/** The buttons, in the order the desk shows them. */
const ACTIONS: { state: Exclude<BookingState, "new">; label: string }[] = [
  { state: "confirmed", label: "Confirm" },
  { state: "done", label: "Done" },
  { state: "no-show", label: "No-show" },
  { state: "cancelled", label: "Cancel" },
];

const bookingHeadingId = (b: Booking) => `b-${b.id}-title`;

export function BookingItem({ b, csrf }: { b: Booking; csrf: string }) {
  const model = modelName(b.model);
  const next = NEXT_STATES[b.state];
  return (
    <li className={`booking state-${b.state}`} id={`b-${b.id}`} data-booking={b.id}>
      <p className="when" id={bookingHeadingId(b)}>
        <strong className="time">{shopTime(b.start)}</strong>{" "}
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
          {STATE_WORDS[b.state]}
        </span>
        <span className="ref"> {b.reference}</span>
        {b.source === "owner" && <span className="ref"> · taken by the shop</span>}
      </p>
      {next.length > 0 && (
        <form method="post" action={`/owner/bookings/${b.id}/state`} className="actions" data-quick="">
          <input type="hidden" name="_csrf" value={csrf} />
          {ACTIONS.filter((a) => next.includes(a.state)).map((a) => (
            <button
              key={a.state}
              type="submit"
              name="state"
              value={a.state}
              className={a.state === "cancelled" ? "danger" : a.state === "confirmed" ? "primary" : undefined}
              aria-describedby={bookingHeadingId(b)}
            >
              {a.label}
            </button>
          ))}
        </form>
      )}
    </li>
  );
}

/** One booking's markup, not a document: owner.js puts it in place after a state change. */
export const bookingItemHtml = (b: Booking, csrf: string) => renderToStaticMarkup(<BookingItem b={b} csrf={csrf} />);

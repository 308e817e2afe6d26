// The desk's forms for a repair under way, inside each booking: the time it is promised ready by
// (shown on the visitor's tracker), and an estimate of one or two options for the visitor to approve.
// Plain form posts with the CSRF token: they work with JavaScript off.
import { ESTIMATE_LABEL_MAX, ESTIMATE_NOTE_MAX, ESTIMATE_PRICE_MAX } from "#shop/booking-contract.ts";
import { isoInZone } from "#shop/clock.ts";
import { business } from "#shop/facts.ts";
import type { Booking } from "../../booking/types.ts";
import { Field } from "./fields.tsx";

export function ReadyByForm({ b, csrf }: { b: Booking; csrf: string }) {
  const id = `rb-${b.id}`;
  const current = b.readyBy === null ? "" : isoInZone(business.timeZone, b.readyBy).slice(11, 16);
  return (
    <form method="post" action={`/owner/bookings/${b.id}/ready-by`} className="stack">
      <input type="hidden" name="_csrf" value={csrf} />
      <Field id={id} label="Ready by" hint="The time the visitor's page promises; leave empty to promise none.">
        {(c) => <input {...c} name="time" type="time" defaultValue={current} />}
      </Field>
      <button type="submit">Set ready-by time</button>
    </form>
  );
}

function OptionFields({ b, n }: { b: Booking; n: 1 | 2 }) {
  return (
    <div className="row">
      <Field id={`e${n}l-${b.id}`} label={n === 1 ? "Option 1" : "Option 2 (optional)"}>
        {(c) => (
          <input {...c} name={`label${n}`} maxLength={ESTIMATE_LABEL_MAX} required={n === 1} autoComplete="off" />
        )}
      </Field>
      <Field id={`e${n}p-${b.id}`} label={`Price ${n} ($)`}>
        {(c) => (
          <input
            {...c}
            name={`price${n}`}
            inputMode="decimal"
            pattern="\$?[0-9]{1,5}(\.[0-9]{1,2})?"
            maxLength={9}
            required={n === 1}
            autoComplete="off"
            title={`A price in dollars, up to ${ESTIMATE_PRICE_MAX}`}
          />
        )}
      </Field>
    </div>
  );
}

export function EstimateForm({ b, csrf }: { b: Booking; csrf: string }) {
  return (
    <form method="post" action={`/owner/bookings/${b.id}/estimate`} className="stack estimate-form">
      <input type="hidden" name="_csrf" value={csrf} />
      <OptionFields b={b} n={1} />
      <OptionFields b={b} n={2} />
      <Field id={`en-${b.id}`} label="Note (optional)">
        {(c) => <textarea {...c} name="note" rows={2} maxLength={ESTIMATE_NOTE_MAX} />}
      </Field>
      <p>
        <label>
          <input type="checkbox" name="partNeeded" value="1" /> A part must be ordered first
        </label>
      </p>
      <button type="submit" className="primary">
        Send estimate
      </button>
    </form>
  );
}

// The desk's check-in page for one repair (/owner/bookings/<id>/checkin): the condition per checklist
// item with a note, how the phone is tested when its repair needs it unlocked (never its passcode), photos
// from the phone's camera, and whether the visitor has signed the repair terms. One plain multipart form
// with the CSRF token, so it works with JavaScript off.
import { CONDITION_STATUSES } from "#shop/checkin-content.ts";
import { booking as rules, business, services } from "#shop/facts.ts";
import type { CheckinRecord } from "../../checkin/store.ts";
import { isIn } from "#shop/repair-states.ts";
import { confirmedPickup, PICKUP_STATES, signedTerms } from "../../checkin/TrackerSection.tsx";
import { PHOTO_LIMITS } from "../../checkin/photos.ts";
import { modelName, serviceName } from "../../booking/describe.ts";
import type { Booking } from "../../booking/types.ts";
import { Layout } from "./Layout.tsx";

/** How a repair that needs the phone unlocked is tested; the passcode itself is never asked for. */
export const UNLOCK_WAYS = {
  "at-pickup": "The visitor unlocks it with us: at drop-off or at pickup",
  "in-person": "The visitor tells the technician the passcode in person (never written down)",
} as const;

export const needsUnlock = (b: Booking) => services.some((s) => s.key === b.service && s.needsUnlock);

const when = (at: number) =>
  new Intl.DateTimeFormat("en-US", { dateStyle: "medium", timeStyle: "short", timeZone: business.timeZone }).format(
    new Date(at),
  );

export function CheckInPage(p: { b: Booking; record: CheckinRecord; csrf: string; flash?: string }) {
  const { b, record } = p;
  const current = new Map(record.condition.map((c) => [c.item, c]));
  const signed = signedTerms(record, rules.terms?.version);
  const picked = confirmedPickup(record);
  const model = modelName(b.model);
  const room = PHOTO_LIMITS.maxCount - record.photos.length;
  return (
    <Layout title={`Check in ${b.reference}`} csrf={p.csrf}>
      <p>
        <a href={`/owner/#b-${b.id}`}>Back to the desk</a>
      </p>
      <h1>Check in {b.reference}</h1>
      <p>
        <bdi>{b.name}</bdi> · {model ? `${model} · ` : ""}
        {serviceName(b.service)}
      </p>
      {p.flash && <p role="status">{p.flash}</p>}
      <section aria-labelledby="terms-state">
        <h2 id="terms-state">Repair terms and pickup</h2>
        {!rules.terms ? (
          <p>The shop has no repair terms in its data (terms in site/_data/booking.ts).</p>
        ) : signed ? (
          <p className="terms-signed">
            Signed: version {signed.version} by <bdi>{signed.name}</bdi>, {when(signed.at)},{" "}
            {signed.place === "tracker" ? "on their own phone" : "at the counter"}.
          </p>
        ) : (
          <p className="terms-unsigned">
            Not signed yet (version {rules.terms.version}). The visitor signs on their tracker link, or{" "}
            <a href={`/owner/bookings/${b.id}/counter?kind=terms`}>here at the counter</a>.
          </p>
        )}
        <p className={picked ? "pickup-confirmed" : "pickup-unconfirmed"}>
          {picked ? (
            <>
              Pickup confirmed by <bdi>{picked.name}</bdi>, {when(picked.at)}.
            </>
          ) : (
            <>
              Pickup not confirmed yet: the visitor confirms on their tracker once the phone is ready
              {isIn(PICKUP_STATES, b.state) && (
                <>
                  , or <a href={`/owner/bookings/${b.id}/counter?kind=pickup`}>here at the counter</a>
                </>
              )}
              .
            </>
          )}
        </p>
      </section>
      {record.photos.length > 0 && (
        <section aria-labelledby="photos-title">
          <h2 id="photos-title">Photos at drop-off</h2>
          <ul className="checkin-photos">
            {record.photos.map((photo, i) => (
              <li key={photo.id}>
                <img src={`/owner/bookings/${b.id}/photos/${photo.id}`} width={photo.width} alt={`Photo ${i + 1}`} />
              </li>
            ))}
          </ul>
        </section>
      )}
      <form method="post" action={`/owner/bookings/${b.id}/checkin`} encType="multipart/form-data" className="stack">
        <input type="hidden" name="_csrf" value={p.csrf} />
        <h2>{record.at === undefined ? "Condition at drop-off" : `Condition (checked in ${when(record.at)})`}</h2>
        {rules.checkIn.checklist.map((item) => {
          const now = current.get(item.key);
          return (
            <fieldset key={item.key}>
              <legend>{item.label}</legend>
              {CONDITION_STATUSES.map((status) => (
                <label key={status}>
                  <input
                    type="radio"
                    name={`c.${item.key}`}
                    value={status}
                    defaultChecked={(now?.status ?? "not checked") === status}
                  />{" "}
                  {status}
                </label>
              ))}
              <label>
                Note{" "}
                <input name={`n.${item.key}`} maxLength={NOTE_MAX} defaultValue={now?.note ?? ""} autoComplete="off" />
              </label>
            </fieldset>
          );
        })}
        {needsUnlock(b) && (
          <fieldset>
            <legend>This repair is tested unlocked. How?</legend>
            {Object.entries(UNLOCK_WAYS).map(([value, label]) => (
              <label key={value}>
                <input type="radio" name="unlock" value={value} required defaultChecked={record.unlock === value} />{" "}
                {label}
              </label>
            ))}
          </fieldset>
        )}
        {room > 0 ? (
          <p>
            <label htmlFor="photos">
              Photos (at least {rules.checkIn.suggestedPhotos} suggested, front and back; up to {room} more)
            </label>
            <input id="photos" type="file" name="photos" accept="image/*" capture="environment" multiple />
          </p>
        ) : (
          <p>This repair has all the photos it can keep ({PHOTO_LIMITS.maxCount}).</p>
        )}
        <button type="submit" className="primary">
          Save check-in
        </button>
      </form>
    </Layout>
  );
}

/** Characters of one checklist note. */
export const NOTE_MAX = 300;

// The check-in's part of the visitor's tracker (/book/manage/<token>/): the phone's condition and photos
// as recorded at drop-off, and the repair terms: signed (what, when, where, as whom), or to review and
// sign with a typed full name and a tick. A plain form, so it works without JavaScript; the photos are
// served only through this private link (routes.ts). Nothing the visitor typed is HTML here: React escapes it.
import { beforeDropOffFor } from "#shop/checkin-content.ts";
import { business, shopLanguage } from "#shop/facts.ts";
import { bookingIn } from "../../site/ui/i18n/content.ts";
import { LOCALE, useLanguage, type Language } from "../../site/ui/i18n/language.ts";
import { useWords } from "../../site/ui/i18n/words.ts";
import type { BookableService, BookingRules } from "#shop/content-schemas.ts";
import { BENCH_STATES, COLLECTED_STATES, isIn, READY_STATES, type RepairState } from "#shop/repair-states.ts";
import type { CheckinRecord, CheckinStore, Signature } from "./store.ts";

const when = (at: number, language: Language) =>
  new Intl.DateTimeFormat(LOCALE[language], {
    dateStyle: "medium",
    timeStyle: "short",
    timeZone: business.timeZone,
  }).format(new Date(at));

/** The newest signature of the terms' current version, if any. */
export const signedTerms = (record: CheckinRecord, version: string | undefined): Signature | undefined =>
  record.signatures.findLast((s) => s.kind === "terms" && s.version === version);

/** The visitor's confirmation that they have the phone back, if given. */
export const confirmedPickup = (record: CheckinRecord): Signature | undefined =>
  record.signatures.findLast((s) => s.kind === "pickup");

/** Where the pickup may be confirmed: ready for pickup, or just collected. */
export const PICKUP_STATES: readonly RepairState[] = [...READY_STATES, ...COLLECTED_STATES];

/** The typed name, the tick and the button of a signature form (the terms, the pickup). */
function SignFields(p: { id: string; tick: string; button: string }) {
  const w = useWords().book.checkin;
  return (
    <>
      <p>
        <label htmlFor={`${p.id}-name`}>{w.fullName}</label>
        <input id={`${p.id}-name`} name="name" autoComplete="name" required minLength={2} maxLength={100} />
      </p>
      <p>
        <input id={`${p.id}-agree`} type="checkbox" name="agree" value="1" required />{" "}
        <label htmlFor={`${p.id}-agree`}>{p.tick}</label>
      </p>
      <p>
        <button type="submit" className="button">
          {p.button}
        </button>
      </p>
    </>
  );
}

export interface TrackerSectionProps {
  token: string;
  b: { id: string; reference: string; state: RepairState; service: BookableService };
  record: CheckinRecord;
  /** The check-in's words and the terms in the page's language (site/ui/i18n/content.ts bookingIn). */
  rules: Pick<BookingRules, "checkIn" | "terms">;
}

export function TrackerSection({ token, b, record, rules }: TrackerSectionProps) {
  const lang = useLanguage();
  const w = useWords().book.checkin;
  const at = (ms: number) => when(ms, lang);
  const labels = new Map(rules.checkIn.checklist.map((c) => [c.key, c.label]));
  const terms = rules.terms;
  const signed = signedTerms(record, terms?.version);
  const before = beforeDropOffFor(rules.checkIn, b.service);
  const pickup = rules.checkIn.pickup;
  const picked = confirmedPickup(record);
  return (
    <div className="checkin">
      {record.at === undefined && isIn(BENCH_STATES, b.state) && before.length > 0 && (
        <section aria-labelledby="before-title">
          <h2 id="before-title">{w.before}</h2>
          <ul>
            {before.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
        </section>
      )}
      {(picked || isIn(PICKUP_STATES, b.state)) && (
        <section aria-labelledby="pickup-title" id="pickup">
          <h2 id="pickup-title">{picked ? w.pickupConfirmed : w.confirmPickup}</h2>
          {picked ? (
            <p role="status">
              {w.youConfirmed} <bdi>{picked.name}</bdi> {w.on} {at(picked.at)}, {w.places[picked.place]}: “
              {picked.words}”
            </p>
          ) : (
            <form method="post" action={`/book/manage/${token}/pickup`} className="sign-pickup">
              <input type="hidden" name="booking" value={b.reference} />
              <input type="hidden" name="version" value={pickup.version} />
              <SignFields id="pickup" tick={pickup.words} button={w.confirmButton} />
            </form>
          )}
        </section>
      )}
      {record.at !== undefined && (
        <section aria-labelledby="condition-title">
          <h2 id="condition-title">{w.atDropOff}</h2>
          <p>{w.checkedIn(at(record.at))}</p>
          {record.condition.length > 0 && (
            <ul className="condition">
              {record.condition.map((c) => (
                <li key={c.item} data-status={c.status}>
                  <strong>{labels.get(c.item) ?? c.item}</strong>: {w.statuses[c.status]}
                  {c.note && <> ({c.note})</>}
                </li>
              ))}
            </ul>
          )}
          {record.photos.length > 0 && (
            <ul className="checkin-photos">
              {record.photos.map((p, i) => (
                <li key={p.id}>
                  <a href={`/book/manage/${token}/photos/${p.id}`}>
                    <img
                      src={`/book/manage/${token}/photos/${p.id}`}
                      width={p.width}
                      alt={w.photo(i + 1)}
                      loading="lazy"
                    />
                  </a>
                </li>
              ))}
            </ul>
          )}
        </section>
      )}
      {terms && (
        <section aria-labelledby="terms-title" id="terms">
          <h2 id="terms-title">{signed ? w.termsSigned : w.review}</h2>
          {signed ? (
            <p role="status">
              {w.youSigned(signed.version)} <bdi>{signed.name}</bdi> {w.on} {at(signed.at)}, {w.places[signed.place]}.
            </p>
          ) : (
            <details open>
              <summary>
                {terms.title} ({w.version} {terms.version})
              </summary>
              {terms.sections.map((s) => (
                <div key={s.key}>
                  <h3>{s.title}</h3>
                  <p>{s.text}</p>
                </div>
              ))}
              <form method="post" action={`/book/manage/${token}/terms`} className="sign-terms">
                <input type="hidden" name="booking" value={b.reference} />
                <input type="hidden" name="version" value={terms.version} />
                <SignFields id="sign" tick={w.tick} button={w.sign} />
              </form>
            </details>
          )}
        </section>
      )}
    </div>
  );
}

/** The tracker's check-in part for one booking, as the booking's pages take it (pages.ts trackerExtra), in its language. */
export const trackerPart =
  (store: CheckinStore, rules: TrackerSectionProps["rules"] & Pick<BookingRules, "textConsent">) =>
  async (token: string, b: TrackerSectionProps["b"] & { lang: Language }) => (
    <TrackerSection token={token} b={b} record={await store.of(b.id)} rules={bookingIn(shopLanguage(b.lang), rules)} />
  );

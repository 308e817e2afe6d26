// The visitor's private link, as a tracker: the repair's state in plain words, a timeline of what
// happened with times, the promised time, an estimate to approve or decline, the shop's hours today,
// phone and directions, and only the actions allowed now. It shows no name, phone number or email
// (the link may be forwarded). Every control is a plain form post; /assets/tracker.js only refreshes
// the state and the timeline while the phone is in the shop.
import type { ReactNode } from "react";
import { CallLink, DirectionsLink } from "../Actions.tsx";
import { fullAddress } from "#shop/facts.ts";
import { useWords } from "../i18n/words.ts";

export interface TrackerEvent {
  /** The stored state name (or mark, such as 'moved'). */
  state: string;
  /** What happened, in words. */
  words: string;
  /** When, on the shop's clock ("Fri, Nov 27, 2:05 PM"). */
  when: string;
  /** The instant with its offset, for <time datetime>. */
  iso: string;
}

export interface TrackerEstimate {
  version: number;
  options: { label: string; price: string }[];
  note: string | null;
  /** "Approved: Genuine screen (at Fri, Nov 27, 2:10 PM)", once answered. */
  answer?: string;
  /** Unanswered and the booking waiting for it: the forms to answer. */
  open: boolean;
}

export interface TrackerProps {
  token: string;
  reference: string;
  /** The slot in the shop's time, with its zone. */
  when: string;
  /** The model (when given) and the repair, in words. */
  repair: string;
  state: string;
  /** The state in the visitor's words. */
  status: string;
  timeline: TrackerEvent[];
  /** "3:00 PM, Fri, Nov 27": the time the shop promised it ready by. */
  readyBy?: string;
  /** "10:00 AM – 6:00 PM", or "Closed today". */
  hoursToday: string;
  estimate?: TrackerEstimate;
  canCancel: boolean;
  /** The phone is in the shop: the page refreshes itself (with JavaScript). */
  live: boolean;
  /** The shop's zone and the timeline's time format, for the refresh script's times. */
  timeZone: string;
  timeFormat: Intl.DateTimeFormatOptions;
  /** The states the refresh script keeps refreshing in. */
  liveStates: readonly string[];
  /** Each state's words, for the refresh script. */
  words: Record<string, string>;
  /**
   * The place for changing the time (the reschedule's link or form, when the booking allows it):
   * filled by the page that renders the tracker; nothing when it has none.
   */
  changeTimeSlot?: ReactNode;
}

function Timeline({ events }: { events: TrackerEvent[] }) {
  return (
    <ol className="tracker-timeline" data-tracker-timeline="">
      {events.map((e, i) => (
        <li key={i} data-state={e.state}>
          <span className="tracker-timeline__what">{e.words}</span>{" "}
          <time dateTime={e.iso} className="tracker-timeline__when">
            {e.when}
          </time>
        </li>
      ))}
    </ol>
  );
}

function EstimateCard({ token, e }: { token: string; e: TrackerEstimate }) {
  const w = useWords().book.tracker;
  return (
    <section className="tracker-estimate" aria-labelledby="estimate-title">
      <h2 id="estimate-title">{w.estimate}</h2>
      {e.note && <p>{e.note}</p>}
      <ul className="tracker-options">
        {e.options.map((o, i) => (
          <li key={i}>
            <span>{o.label}</span> <strong>{o.price}</strong>
            {e.open && (
              <form method="post" action={`/book/manage/${token}/estimate`}>
                <input type="hidden" name="version" value={e.version} />
                <input type="hidden" name="choice" value={i} />
                <button type="submit" className="button">
                  {w.approve}
                  <span className="visually-hidden">: {o.label}</span>
                </button>
              </form>
            )}
          </li>
        ))}
      </ul>
      {e.open && (
        <form method="post" action={`/book/manage/${token}/estimate`}>
          <input type="hidden" name="version" value={e.version} />
          <input type="hidden" name="choice" value="decline" />
          <button type="submit" className="button button--ghost">
            {w.decline}
          </button>
        </form>
      )}
      {e.answer && <p className="tracker-estimate__answer">{e.answer}</p>}
    </section>
  );
}

export function Tracker(t: TrackerProps & { children?: ReactNode }) {
  const w = useWords().book.tracker;
  return (
    <div
      className="tracker"
      data-tracker=""
      data-token={t.token}
      data-live={t.live ? "1" : undefined}
      data-zone={t.timeZone}
      data-time-format={JSON.stringify(t.timeFormat)}
      data-live-states={t.liveStates.join(" ")}
      data-words={JSON.stringify(t.words)}
      data-estimate={t.estimate?.version}
    >
      {t.children}
      <section aria-labelledby="tracker-state-title" className="tracker-now">
        <h2 id="tracker-state-title">{w.where}</h2>
        <p className="tracker-state" data-tracker-state={t.state}>
          <strong>{t.status}</strong>
        </p>
        {t.readyBy && <p className="tracker-ready-by">{w.readyBy(t.readyBy)}</p>}
        <Timeline events={t.timeline} />
        <p className="visually-hidden" aria-live="polite" data-tracker-announce=""></p>
      </section>
      {t.estimate && <EstimateCard token={t.token} e={t.estimate} />}
      <dl className="booking-summary">
        <dt>{w.reference}</dt>
        <dd>
          <strong>{t.reference}</strong>
        </dd>
        <dt>{w.when}</dt>
        <dd>{t.when}</dd>
        <dt>{w.repair}</dt>
        <dd>{t.repair}</dd>
        <dt>{w.place}</dt>
        <dd>{fullAddress}</dd>
        <dt>{w.openToday}</dt>
        <dd>{t.hoursToday}</dd>
      </dl>
      <div className="actions">
        {t.state !== "cancelled" && (
          <a className="button" href={`/api/bookings/${t.token}.ics`} download={`${t.reference}.ics`}>
            {w.ics}
          </a>
        )}
        <CallLink />
        <DirectionsLink />
      </div>
      {t.changeTimeSlot}
      {t.canCancel && (
        <form method="post" action={`/book/manage/${t.token}/cancel`} className="booking-cancel">
          <button type="submit" className="button button--ghost">
            {w.cancel}
          </button>
        </form>
      )}
      {/* In the page's body, so the document around <main> stays the built /book/'s. */}
      {t.live && <script type="module" src="/assets/tracker.js" />}
    </div>
  );
}

// /book/ and its private manage page, whole: the site's layout around the booking's section. Eleventy
// renders the form page at build (site/book.11ty.tsx) and the server renders both per request
// (api/booking/pages.ts) with the moment's free times, through the one renderDocument.
import type { ReactNode } from "react";
import { CallLink, DirectionsLink } from "../../_includes/components/Actions.tsx";
import { Base } from "../../_includes/layouts/Base.tsx";
import { chatApiOrigin } from "../../lib/chat-api.ts";
import { business, fullAddress, telHref } from "../../shop/facts.ts";
import { BookingForm, type BookingFormProps } from "./BookingForm.tsx";

const city = `${business.address.city}, ${business.address.state}`;

/** The site's layout for /book/, the booking's section inside; `heading` titles a page other than the form. */
export function BookFrame({ heading, children }: { heading?: string; children: ReactNode }) {
  return (
    <Base
      path="/book/"
      title={heading ? `${heading} | ${business.name}` : `Book an iPhone Repair in ${city} | ${business.name}`}
      description={`Book a time for your iPhone repair at ${business.name} in ${city}: choose the repair, a day and a free slot online, then bring your phone in.`}
      keywords={[`book iPhone repair ${business.address.city}`, "iPhone repair appointment"]}
    >
      <section className="section">
        <div className="container booking">{children}</div>
      </section>
    </Base>
  );
}

function BookIntro() {
  return (
    <>
      <h1>Book a Repair</h1>
      <p className="section__intro">
        Pick a free time and bring your iPhone to {fullAddress}. Booking is free and you pay only for the repair. Rather
        talk? Call us.
      </p>
      <div className="actions">
        <CallLink />
        <DirectionsLink />
      </div>
    </>
  );
}

export interface BookFormPageProps {
  form: BookingFormProps;
  /**
   * True on a visit: the form stands inside <repair-booking> (given the repair, model and slot asked
   * for), which takes over once React runs. False after a form post that failed: the form stands
   * alone, so what was wrong stays on screen.
   */
  widget: boolean;
}

/** /book/: the intro, then the booking form. */
export function BookFormPage({ form, widget }: BookFormPageProps) {
  const { model, service, start } = form.values;
  return (
    <BookFrame>
      <BookIntro />
      {widget ? (
        <repair-booking
          model={model || undefined}
          service={service || undefined}
          start={start || undefined}
          api={chatApiOrigin ?? undefined}
        >
          <BookingForm {...form} />
        </repair-booking>
      ) : (
        <div>
          <BookingForm {...form} />
        </div>
      )}
    </BookFrame>
  );
}

export interface ManagePageProps {
  /** The booking's private token: its manage, cancel and .ics addresses. */
  token: string;
  reference: string;
  /** The visitor's name as they typed it (React escapes it, like everything here). */
  name: string;
  /** The slot in the shop's time, with its zone. */
  when: string;
  /** The model (when given) and the repair, in words. */
  repair: string;
  /** The booking's state in the visitor's words. */
  status: string;
  cancelled: boolean;
  /** Just booked (the form's redirect): the thank-you line. */
  booked?: boolean;
  /** Just cancelled from this page. */
  justCancelled?: boolean;
  canCancel: boolean;
  /** The change-of-time page, while the time can still be changed online (ChangeTimePage.tsx). */
  changeHref?: string;
  /** Just moved from the change page. */
  justMoved?: boolean;
  /** Why pressing Cancel did nothing (the booking is done, missed or past): said as an alert. */
  refusal?: string;
}

/** /book/manage/<token>/: the confirmation, the .ics, directions and the cancel button. */
export function ManagePage(b: ManagePageProps) {
  const heading = b.booked ? "You're booked" : b.cancelled ? "Booking cancelled" : "Your booking";
  return (
    <BookFrame heading={heading}>
      <div className="booking-confirmation">
        <h1>{heading}</h1>
        {b.booked && (
          <p role="status">
            {`Thank you, ${b.name}. Your repair is booked. Keep this page's address: it is your private link to see or cancel the booking.`}
          </p>
        )}
        {b.justCancelled && <p role="status">Your booking is cancelled. The time is free for someone else.</p>}
        {b.justMoved && (
          <p role="status">Your booking is moved to its new time. The link and reference stay the same.</p>
        )}
        {b.refusal && <p role="alert">{b.refusal}</p>}
        <dl className="booking-summary">
          <dt>Reference</dt>
          <dd>
            <strong>{b.reference}</strong>
          </dd>
          <dt>When</dt>
          <dd>{b.when}</dd>
          <dt>Repair</dt>
          <dd>{b.repair}</dd>
          <dt>Where</dt>
          <dd>{fullAddress}</dd>
          <dt>Status</dt>
          <dd>{b.status}</dd>
        </dl>
        <div className="actions">
          {!b.cancelled && (
            <a className="button" href={`/api/bookings/${b.token}.ics`} download={`${b.reference}.ics`}>
              Add to calendar (.ics)
            </a>
          )}
          {b.changeHref && (
            <a className="button button--ghost" href={b.changeHref}>
              Change time
            </a>
          )}
          <DirectionsLink />
        </div>
        {b.canCancel && (
          <form method="post" action={`/book/manage/${b.token}/cancel`} className="booking-cancel">
            <button type="submit" className="button button--ghost">
              Cancel booking
            </button>
          </form>
        )}
        <p>
          {b.changeHref ? "A question? Call" : "To change the time, call"} us at{" "}
          <a href={telHref}>{business.phone.display}</a>.
        </p>
      </div>
    </BookFrame>
  );
}

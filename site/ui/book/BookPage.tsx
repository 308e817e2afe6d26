// /book/ and its private manage page, whole: the site's layout around the booking's section. Eleventy
// renders the form page at build (site/book.11ty.tsx) and the server renders both per request
// (api/booking/pages.ts) with the moment's free times, through the one renderDocument.
import type { ReactNode } from "react";
import { CallLink, DirectionsLink } from "../Actions.tsx";
import { Base } from "../layout/Base.tsx";
import { chatApiOrigin } from "../chat-api.ts";
import { business, fullAddress, telHref } from "#shop/facts.ts";
import { BookingForm, type BookingFormProps } from "./BookingForm.tsx";
import { Tracker, type TrackerProps } from "./Tracker.tsx";

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

export interface ManagePageProps extends TrackerProps {
  /** Just booked (the form's redirect): the thank-you line (without the name: the link may be forwarded). */
  booked?: boolean;
  /** Just cancelled from this page. */
  justCancelled?: boolean;
  /** The change-of-time page, while the time can still be changed online (ChangeTimePage.tsx). */
  changeHref?: string;
  /** Just moved from the change page. */
  justMoved?: boolean;
  /** What answering the estimate did, or why it did nothing (a newer version, already answered). */
  notice?: string;
  /** Why pressing a button did nothing (the booking is past cancelling): said as an alert. */
  refusal?: string;
  /** Below the tracker: the check-in's condition, photos and terms (api/checkin/TrackerSection.tsx). */
  extra?: ReactNode;
}

/** /book/manage/<token>/: the repair's tracker, with what the last action did. */
export function ManagePage(b: ManagePageProps) {
  const cancelled = b.state === "cancelled";
  const heading = b.booked ? "You're booked" : cancelled ? "Booking cancelled" : "Your repair";
  return (
    <BookFrame heading={heading}>
      <div className="booking-confirmation">
        <h1>{heading}</h1>
        <Tracker
          {...b}
          changeTimeSlot={
            b.changeHref && (
              <p>
                <a className="button button--ghost" href={b.changeHref}>
                  Change time
                </a>
              </p>
            )
          }
        >
          {b.booked && (
            <p role="status">
              Thank you. Your repair is booked. Keep this page's address: it is your private link to follow the repair,
              change its time or cancel it.
            </p>
          )}
          {b.justCancelled && <p role="status">Your booking is cancelled. The time is free for someone else.</p>}
          {b.justMoved && (
            <p role="status">Your booking is moved to its new time. The link and reference stay the same.</p>
          )}
          {b.notice && <p role="status">{b.notice}</p>}
          {b.refusal && <p role="alert">{b.refusal}</p>}
        </Tracker>
        {b.extra}
        <p>
          Questions? Call us at <a href={telHref}>{business.phone.display}</a>.
        </p>
      </div>
    </BookFrame>
  );
}

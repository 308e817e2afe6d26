// /book/ and its private manage page, whole: the site's layout around the booking's section. Eleventy
// renders the form page at build (site/book.11ty.tsx) and the server renders both per request
// (api/booking/pages.ts) with the moment's free times, through the one renderDocument.
import type { ReactNode } from "react";
import { CallLink, DirectionsLink } from "../Actions.tsx";
import { Base } from "../layout/Base.tsx";
import { chatApiOrigin } from "../chat-api.ts";
import { business, telHref } from "#shop/facts.ts";
import type { Language } from "../i18n/language.ts";
import { useWords, WORDS } from "../i18n/words.ts";
import { BookingForm, type BookingFormProps } from "./BookingForm.tsx";
import { Tracker, type TrackerProps } from "./Tracker.tsx";

/** The site's layout for /book/, the booking's section inside; `heading` titles a page other than the form. */
export function BookFrame({
  heading,
  lang = "en",
  twin = false,
  children,
}: {
  heading?: string;
  lang?: Language;
  /** The form's page, which has its twin in every language (the tracker and the change page have none). */
  twin?: boolean;
  children: ReactNode;
}) {
  const w = WORDS[lang].book.frame;
  return (
    <Base
      path="/book/"
      lang={lang}
      twin={twin}
      title={heading ? w.titleOf(heading) : w.title}
      description={w.description}
      keywords={w.keywords}
    >
      <section className="section">
        <div className="container booking">{children}</div>
      </section>
    </Base>
  );
}

function BookIntro() {
  const w = useWords().book.intro;
  return (
    <>
      <h1>{w.h1}</h1>
      <p className="section__intro">{w.lead}</p>
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
  /** The page's language: /book/ or /es/book/. */
  lang?: Language;
}

/** /book/: the intro, then the booking form. */
export function BookFormPage({ form, widget, lang = "en" }: BookFormPageProps) {
  const { model, service, start } = form.values;
  return (
    <BookFrame lang={lang} twin>
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
  /** The booking's language, as its pages speak it (shownLanguage). */
  lang?: Language;
}

/** /book/manage/<token>/: the repair's tracker, with what the last action did. */
export function ManagePage({ lang = "en", ...b }: ManagePageProps) {
  const w = WORDS[lang].book.manage;
  const cancelled = b.state === "cancelled";
  const heading = b.booked ? w.booked : cancelled ? w.cancelled : w.yourRepair;
  return (
    <BookFrame heading={heading} lang={lang}>
      <div className="booking-confirmation">
        <h1>{heading}</h1>
        <Tracker
          {...b}
          changeTimeSlot={
            b.changeHref && (
              <p>
                <a className="button button--ghost" href={b.changeHref}>
                  {w.changeTime}
                </a>
              </p>
            )
          }
        >
          {b.booked && <p role="status">{w.thanks}</p>}
          {b.justCancelled && <p role="status">{w.justCancelled}</p>}
          {b.justMoved && <p role="status">{w.justMoved}</p>}
          {b.notice && <p role="status">{b.notice}</p>}
          {b.refusal && <p role="alert">{b.refusal}</p>}
        </Tracker>
        {b.extra}
        <p>
          {w.questions} <a href={telHref}>{business.phone.display}</a>.
        </p>
      </div>
    </BookFrame>
  );
}

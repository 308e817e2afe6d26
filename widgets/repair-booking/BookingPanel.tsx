// The booking flow of <repair-booking>, its own chunk (loaded only where the element is on the page):
// the repair, a day, a free slot, name and phone, then the confirmation. One form, in the order a
// visitor fills it (the steps' components), over three hooks: the draft (useDraft), the free times
// (useAvailability) and sending it (useBookingForm); a polite live region says what changed.
import { Phone } from "lucide-react";
import { useId, useLayoutEffect, useRef } from "react";
import { phone } from "virtual:shop-facts";
import { adoptSheet } from "../shared/define-widget.ts";
import { track } from "../shared/track.ts";
import { WidgetTextLink } from "../shared/WidgetTextLink.tsx";
import { MODELS, rules } from "./booking-choices.ts";
import { slotWhen, visitorZone, browserZoneName } from "./booking-time.ts";
import panelCss from "./booking-panel.css?inline";
import { Confirmation } from "./Confirmation.tsx";
import { DetailsStep } from "./DetailsStep.tsx";
import { controls } from "./field-controls.tsx";
import { RepairStep } from "./RepairStep.tsx";
import { TimeStep } from "./TimeStep.tsx";
import { useAvailability, useFittedStart } from "./use-availability.ts";
import { useBookingForm, type Notice } from "./use-booking-form.ts";
import { useDraft } from "./use-draft.ts";
import { BookingWordsContext, useBookingWords } from "./use-words.ts";
import { bookingEn, type BookingWords } from "./words.ts";
import type { Lang } from "../shared/lang.ts";

export interface BookingPanelProps {
  api: string;
  model?: string;
  service?: string;
  start?: string;
  /** The element's shadow root: what the visitor typed is kept per element (a move remounts React). */
  container?: ShadowRoot;
  lang?: Lang;
  words?: BookingWords;
}

// The ways to a person when the form cannot help: Call, and Text where the shop's number takes texts.
function CallLinks() {
  const { words } = useBookingWords();
  return (
    <>
      <a className="button button--call" part="call-button button" href={phone.href}>
        <Phone aria-hidden="true" size={18} />
        <span>{words.callNumber}</span>
      </a>
      <WidgetTextLink named={false}>{words.textNumber}</WidgetTextLink>
    </>
  );
}
const callLink = <CallLinks />;

/** What is said above Book: the refusal, and the nearest free times to choose from. */
function NoticeBox({ notice, choose }: { notice: Notice; choose: (slot: NonNullable<Notice["nearest"]>[0]) => void }) {
  const { lang } = useBookingWords();
  return (
    <div className="notice" part="notice">
      <p className="notice-title">{notice.title}</p>
      <p>{notice.text}</p>
      {notice.nearest && notice.nearest.length > 0 && (
        <ul className="nearest wrap-list">
          {notice.nearest.map((slot) => (
            <li key={slot.start}>
              <button type="button" className="button button--ghost" part="button nearest" onClick={() => choose(slot)}>
                {slotWhen(slot.start, lang)}
              </button>
            </li>
          ))}
        </ul>
      )}
      {notice.call && <div className="actions">{callLink}</div>}
    </div>
  );
}

export default function BookingPanel({ lang = "en", words = bookingEn, ...props }: BookingPanelProps) {
  return (
    <BookingWordsContext value={{ lang, words }}>
      <Booking {...props} />
    </BookingWordsContext>
  );
}

function Booking({ api, model, service, start, container }: BookingPanelProps) {
  const { lang, words } = useBookingWords();
  const id = useId();
  const rootRef = useRef<HTMLElement>(null);
  const [draft, setDraft] = useDraft({ container, model, service, start });
  const days = useAvailability(api);
  const form = useBookingForm(api, draft, setDraft, days);
  const { pending, submit, submitRef } = form;
  useFittedStart(days, start, setDraft, form.slotGone);
  // The first step is on screen: a booking started, in the owner's numbers.
  useLayoutEffect(() => track("booking-start", api), [api]);

  // The panel's styles travel with its chunk, adopted into this element's shadow root.
  useLayoutEffect(() => {
    const root = rootRef.current?.getRootNode();
    if (root instanceof ShadowRoot) adoptSheet(root, panelCss);
  }, []);

  // A visitor typing in the no-JavaScript form when React arrives keeps their place: the same field here.
  useLayoutEffect(() => {
    const active = document.activeElement;
    const host = container?.host;
    if (!host || !(active instanceof HTMLElement) || active === host || !host.contains(active)) return;
    const name = active.getAttribute("name");
    const same = name && rootRef.current?.querySelector<HTMLElement>(`[name="${CSS.escape(name)}"]`);
    (same || rootRef.current?.querySelector<HTMLElement>("select, input, [role=radio][tabindex='0']"))?.focus();
  }, [container]);

  const shopZone = days.data?.timeZone ?? rules.timeZone;
  const zone = visitorZone() !== shopZone ? browserZoneName(shopZone, lang) : undefined;
  const serviceLabel = rules.services.find((s) => s.key === draft.service)?.label;
  const modelName = MODELS.find((m) => m.slug === draft.model)?.name;
  const c = controls(id, draft, setDraft, form);

  let body;
  if (draft.booked) {
    body = (
      <Confirmation
        id={id}
        booked={draft.booked}
        repair={`${serviceLabel ?? ""}${modelName ? `, ${modelName}` : ""}`}
        zone={zone}
        focusRef={form.confirmationRef}
        onAnother={form.bookAnother}
      />
    );
  } else if (days.load.state === "error" && days.load.kind === "disabled") {
    body = (
      <div className="unavailable-note">
        <p>
          {days.load.message ?? words.unavailable} {words.callUs}
        </p>
        <div className="actions">{callLink}</div>
      </div>
    );
  } else {
    const summary = draft.start && serviceLabel;
    body = (
      <form className="form text-fields" noValidate onSubmit={submit} aria-busy={pending || undefined}>
        <RepairStep draft={draft} c={c} />
        <TimeStep
          draft={draft}
          setDraft={setDraft}
          days={days}
          form={form}
          c={c}
          zoneNote={zone && words.zoneNote(zone)}
          call={callLink}
        />
        <DetailsStep draft={draft} setDraft={setDraft} c={c} />
        {form.notice && <NoticeBox notice={form.notice} choose={form.chooseNearest} />}
        <div className="submit">
          {summary && (
            <p className="summary" id={c.id("summary")}>
              {serviceLabel}
              {modelName ? words.forYour(modelName) : ""}, {slotWhen(draft.start!, lang)}
              {zone ? ` (${zone})` : ""}
            </p>
          )}
          <button
            ref={submitRef}
            type="submit"
            className="button book"
            part="button book"
            disabled={pending}
            onClick={submit}
            aria-describedby={summary ? c.id("summary") : undefined}
          >
            {pending ? words.booking : words.book}
          </button>
        </div>
      </form>
    );
  }

  return (
    <section
      ref={rootRef}
      className="root booking"
      part="booking"
      aria-labelledby={draft.booked ? undefined : `${id}-title`}
      aria-label={draft.booked ? words.yourBooking : undefined}
      dir="ltr"
      lang={lang}
    >
      {!draft.booked && (
        <h2 id={`${id}-title`} className="title">
          {words.title}
        </h2>
      )}
      {body}
      <div className="visually-hidden" role="status" aria-live="polite" aria-atomic="true">
        {form.announcement}
      </div>
    </section>
  );
}

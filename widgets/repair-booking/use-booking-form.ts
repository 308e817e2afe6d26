// Sending the booking and saying what happened: the contract's checks first (nothing is sent while a
// field is wrong), then the API's answer as a confirmation, fields marked, or a notice above Book. A
// polite live region says each change; the focus moves to what the visitor must look at next, after
// the render that shows it. Nothing says a repair is booked unless the API answered 201.
import { useEffect, useRef, useState, type FormEvent, type MouseEvent } from "react";
import { BOOKING_FIELDS, FIELD_ORDER, type BookingField, type FieldErrors } from "#shop/booking-fields.ts";
import type { SlotAnswer } from "#shop/booking-contract.ts";
import { postBooking } from "./booking-api.ts";
import { problemsOf, requestOf, type Draft } from "./booking-choices.ts";
import { slotDate } from "#shop/schedule.ts";
import { browserLongDate, slotWhen } from "./booking-time.ts";
import { free, type useAvailability } from "./use-availability.ts";
import type { SetDraft } from "./use-draft.ts";
import { useBookingWords } from "./use-words.ts";

/** Something to say above the Book button: a refusal, a lost connection, the nearest free times. */
export interface Notice {
  title: string;
  text: string;
  nearest?: SlotAnswer[];
  call?: boolean;
}

export function useBookingForm(
  api: string,
  draft: Draft,
  setDraft: SetDraft,
  days: ReturnType<typeof useAvailability>,
) {
  const { lang, words } = useBookingWords();
  const [errors, setErrors] = useState<FieldErrors>({});
  const [notice, setNotice] = useState<Notice | undefined>();
  const [pending, setPending] = useState(false);
  const [announcement, setAnnouncement] = useState("");
  /** Each field's control (the time's: the slot group), for the focus on a field with a problem. */
  const fields = useRef(new Map<BookingField, HTMLElement | null>());
  const dayGroup = useRef<HTMLDivElement | null>(null);
  const confirmation = useRef<HTMLElement | null>(null);
  const submitButton = useRef<HTMLButtonElement | null>(null);

  // Focus moves after the render that shows its target (the confirmation, a marked field, Book).
  const afterRender = useRef<(() => void) | undefined>(undefined);
  useEffect(() => {
    const run = afterRender.current;
    afterRender.current = undefined;
    run?.();
  });

  /** Said again when it is the same sentence: a screen reader reads a changed region only. */
  const announce = (text: string) => setAnnouncement((was) => (was === text ? `${text}\u00a0` : text));
  const clearError = (field: BookingField) => setErrors((e) => (e[field] ? { ...e, [field]: undefined } : e));
  const say = (title: string, text: string) => {
    setNotice({ title, text, call: true });
    announce(`Not booked. ${text}`);
  };

  const focusField = (field: BookingField) => {
    const control = fields.current.get(field);
    if (field !== "start") return control?.focus();
    // A radio group's one tab stop: the chosen slot, else the first free; without times, the day.
    const tabStop = "[role=radio][tabindex='0']";
    (control?.querySelector<HTMLElement>(tabStop) ?? dayGroup.current?.querySelector<HTMLElement>(tabStop))?.focus();
  };

  const showErrors = (found: FieldErrors) => {
    const bad = FIELD_ORDER.filter((f) => found[f]);
    // Each problem in the page's language (the API's JSON and the contract say them in English).
    setErrors(Object.fromEntries(bad.map((f) => [f, words.fields[f]?.message ?? found[f]])));
    if (bad.length === 0) return;
    // After the render that marks them, so the focused field already says what is wrong.
    afterRender.current = () => focusField(bad[0]!);
    announce(words.checkFields(bad.map((f) => words.fields[f]?.label ?? BOOKING_FIELDS[f].label)));
  };

  const submit = async (event: FormEvent | MouseEvent<HTMLButtonElement>) => {
    // Never a real form submission: an embed box sandboxed without allow-forms refuses one (and
    // with it the submit event), so Book's click (also what Enter in a field fires) books directly.
    event.preventDefault();
    if (pending) return;
    setNotice(undefined);
    const found = problemsOf(draft);
    if (Object.keys(found).length > 0) return showErrors(found);
    setErrors({});
    setPending(true);
    announce(words.sending);
    // The page's language goes with the booking: its confirmation, messages and tracker speak it.
    const answer = await postBooking(api, { ...requestOf(draft), lang });
    setPending(false);
    switch (answer.kind) {
      case "booked": {
        const { reference, start } = answer.booking;
        setDraft({ booked: answer.booking });
        announce(words.bookedAnnounce(reference, slotWhen(start, lang)));
        days.reload();
        afterRender.current = () => confirmation.current?.focus();
        return;
      }
      case "invalid": {
        const known = Object.fromEntries(FIELD_ORDER.filter((f) => answer.fields[f]).map((f) => [f, answer.fields[f]]));
        if (Object.keys(known).length > 0) return showErrors(known);
        return say(words.notBooked, answer.message ?? words.notAccepted);
      }
      case "unavailable": {
        const taken = answer.reason === "full" || answer.reason === "blocked";
        const title = taken ? words.justTaken : words.cannotBook;
        const nearest = answer.nearest.filter(free).slice(0, 4);
        const text = answer.message;
        setNotice({
          title,
          text: nearest.length > 0 ? `${text}${words.nearestFree}` : text,
          nearest,
          call: nearest.length === 0,
        });
        if (answer.reason !== "phone_limit") setDraft({ start: undefined });
        days.reload();
        return announce(
          `${words.notBooked}. ${title}. ${nearest.length > 0 ? words.nearestOffered(nearest.length) : text}`,
        );
      }
      case "rate-limited":
        return say(words.notBookedYet, answer.message ?? words.tooMany);
      case "disabled":
        days.switchedOff(answer.message);
        return announce(`${words.notBooked}. ${answer.message ?? words.bookingOff}`);
      default:
        return say(words.notBooked, words.notSent);
    }
  };

  return {
    errors,
    notice,
    pending,
    announcement,
    // Callback refs: the components hand their elements in, the hook alone reads them (after a render).
    fieldRef: (field: BookingField) => (el: HTMLElement | null) => void fields.current.set(field, el),
    dayGroupRef: (el: HTMLDivElement | null) => void (dayGroup.current = el),
    confirmationRef: (el: HTMLElement | null) => void (confirmation.current = el),
    submitRef: (el: HTMLButtonElement | null) => void (submitButton.current = el),
    submit,
    announce,
    clearError,
    /** A slot the page asked for is gone. */
    slotGone: (iso: string) =>
      setNotice({
        title: words.timeGone,
        text: words.timeGoneText(slotWhen(iso, lang)),
      }),
    chooseDay: (date: string) => {
      const count = days.dayOf(date)?.slots.filter(free).length ?? 0;
      setDraft((d) => ({ date, start: d.start && slotDate(d.start) === date ? d.start : undefined }));
      clearError("start");
      announce(words.dayAnnounce(browserLongDate(date, lang), count));
    },
    chooseNearest: (slot: SlotAnswer) => {
      setDraft({ date: slotDate(slot.start), start: slot.start });
      setNotice(undefined);
      clearError("start");
      announce(words.chosen(slotWhen(slot.start, lang)));
      afterRender.current = () => submitButton.current?.focus();
    },
    bookAnother: () => {
      setDraft({ booked: undefined, start: undefined, notes: "" });
      announce(words.bookingAnother);
      afterRender.current = () => focusField("service");
    },
  };
}
export type BookingFormState = ReturnType<typeof useBookingForm>;

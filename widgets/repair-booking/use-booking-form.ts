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

/** Something to say above the Book button: a refusal, a lost connection, the nearest free times. */
export interface Notice {
  title: string;
  text: string;
  nearest?: SlotAnswer[];
  call?: boolean;
}

const NOT_SENT =
  "The booking could not be sent, so nothing is booked yet. Check your connection and try again: what you typed is kept.";

export function useBookingForm(
  api: string,
  draft: Draft,
  setDraft: SetDraft,
  days: ReturnType<typeof useAvailability>,
) {
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
    setErrors(found);
    const bad = FIELD_ORDER.filter((f) => found[f]);
    if (bad.length === 0) return;
    // After the render that marks them, so the focused field already says what is wrong.
    afterRender.current = () => focusField(bad[0]!);
    announce(
      `Please check ${bad.length === 1 ? "one field" : `${bad.length} fields`}: ${bad.map((f) => BOOKING_FIELDS[f].label).join(", ")}.`,
    );
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
    announce("Sending your booking…");
    const answer = await postBooking(api, requestOf(draft));
    setPending(false);
    switch (answer.kind) {
      case "booked": {
        const { reference, start } = answer.booking;
        setDraft({ booked: answer.booking });
        announce(`Booked${reference ? `: your reference is ${reference}` : ""}, ${slotWhen(start)}.`);
        days.reload();
        afterRender.current = () => confirmation.current?.focus();
        return;
      }
      case "invalid": {
        const known = Object.fromEntries(FIELD_ORDER.filter((f) => answer.fields[f]).map((f) => [f, answer.fields[f]]));
        if (Object.keys(known).length > 0) return showErrors(known);
        return say("Not booked", answer.message ?? "The booking could not be accepted. Please call the shop.");
      }
      case "unavailable": {
        const taken = answer.reason === "full" || answer.reason === "blocked";
        const title = taken ? "That time was just taken" : "That time can't be booked";
        const nearest = answer.nearest.filter(free).slice(0, 4);
        const text = answer.message;
        setNotice({
          title,
          text: nearest.length > 0 ? `${text} The nearest free times:` : text,
          nearest,
          call: nearest.length === 0,
        });
        if (answer.reason !== "phone_limit") setDraft({ start: undefined });
        days.reload();
        return announce(
          `Not booked. ${title}. ${nearest.length > 0 ? `${nearest.length} nearest free times are offered.` : text}`,
        );
      }
      case "rate-limited":
        return say(
          "Not booked yet",
          answer.message ??
            "Too many booking attempts from here. Please wait a minute and try again, or call the shop.",
        );
      case "disabled":
        days.switchedOff(answer.message);
        return announce(`Not booked. ${answer.message ?? "Online booking is off right now: please call the shop."}`);
      default:
        return say("Not booked", NOT_SENT);
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
        title: "That time is no longer free",
        text: `${slotWhen(iso)} cannot be booked now: please choose another time.`,
      }),
    chooseDay: (date: string) => {
      const count = days.dayOf(date)?.slots.filter(free).length ?? 0;
      setDraft((d) => ({ date, start: d.start && slotDate(d.start) === date ? d.start : undefined }));
      clearError("start");
      announce(
        `${browserLongDate(date)}: ${count === 0 ? "no free times" : `${count} free ${count === 1 ? "time" : "times"}`}.`,
      );
    },
    chooseNearest: (slot: SlotAnswer) => {
      setDraft({ date: slotDate(slot.start), start: slot.start });
      setNotice(undefined);
      clearError("start");
      announce(`${slotWhen(slot.start)} chosen. Check your details and book it.`);
      afterRender.current = () => submitButton.current?.focus();
    },
    bookAnother: () => {
      setDraft({ booked: undefined, start: undefined, notes: "" });
      announce("Booking another repair.");
      afterRender.current = () => focusField("service");
    },
  };
}
export type BookingFormState = ReturnType<typeof useBookingForm>;

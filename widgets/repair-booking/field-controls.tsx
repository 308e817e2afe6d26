// What the form's steps share: a step's legend, a field's error beside it, and the props that tie a
// control to the draft, its label, its hint and its error (aria-invalid, aria-describedby).
import type { ChangeEvent, ReactNode } from "react";
import type { BookingField } from "#shop/booking-fields.ts";
import type { Draft } from "./booking-choices.ts";
import type { SetDraft } from "./use-draft.ts";
import type { BookingFormState } from "./use-booking-form.ts";

/** A step's legend: its number in a circle, then what it asks. */
export function Legend({ step, children }: { step: number; children: ReactNode }) {
  return (
    <legend className="legend">
      <span className="step-number" aria-hidden="true">
        {step}
      </span>{" "}
      {children}
    </legend>
  );
}

/** The fields typed or chosen from a list (the time is a radio group of its own). */
type TextField = Exclude<BookingField, "start">;

export type Controls = ReturnType<typeof controls>;

/** Props and pieces for each field of the draft, under the form's `id`. */
export function controls(id: string, draft: Draft, setDraft: SetDraft, form: BookingFormState) {
  const errorId = (field: BookingField) => `${id}-${field}-error`;
  const describedBy = (field: BookingField, ...more: (string | undefined)[]) =>
    [...more, form.errors[field] ? errorId(field) : undefined].filter(Boolean).join(" ") || undefined;
  return {
    id: (field: string) => `${id}-${field}`,
    describedBy,
    errorText: (field: BookingField) =>
      form.errors[field] ? (
        <p className="field-error" id={errorId(field)}>
          {form.errors[field]}
        </p>
      ) : null,
    /**
     * What each field's control carries: its id and name, the part, the ref that error focus uses, its
     * error state and what describes it (a hint, the error), and the draft value it edits.
     */
    control: (field: TextField, hint?: string) => ({
      id: `${id}-${field}`,
      name: field,
      part: "input",
      ref: form.fieldRef(field),
      value: draft[field],
      "aria-invalid": !!form.errors[field] || undefined,
      "aria-describedby": describedBy(field, hint),
      onChange: (e: ChangeEvent<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>) => {
        setDraft({ [field]: e.target.value });
        form.clearError(field);
      },
    }),
  };
}

// The visitor's details as the server-rendered forms ask them (/book/'s no-JavaScript form and the owner's
// walk-in form): one control per row of the contract's DETAIL_FIELDS, with the row's label, kind and
// limits, so a row added there is asked by both without another edit. Each form keeps its own ids,
// autofill and error wiring; <repair-booking> draws the same rows in its own DetailsStep.
import { DETAIL_FIELDS, type DetailField, type DetailName } from "#shop/booking-fields.ts";

/** The details in the form's order, each with its row. */
export const DETAIL_ROWS = (Object.keys(DETAIL_FIELDS) as DetailName[]).map(
  (name) => [name, DETAIL_FIELDS[name] as DetailField] as const,
);

/** "Email (optional, for a confirmation)": the row's label, and for a field that may be left empty, why. */
export const detailLabel = (field: DetailField) =>
  field.required ? field.label : `${field.label} (${field.optionalNote ?? "optional"})`;

/** The input type of each kind (text is the input's default, so it is not written). */
const INPUT_TYPE = { text: undefined, phone: "tel", email: "email" } as const;

/** What each form wires to a control itself: its id, what was typed, autofill, and its hint and error. */
interface Wiring {
  id: string;
  defaultValue: string | undefined;
  autoComplete: string | undefined;
  "aria-invalid"?: true;
  "aria-describedby"?: string;
}

/** A detail's control as its row says: a textarea when multiline, else an input of its kind; its limits. */
export function DetailControl({ name, field, ...wiring }: Wiring & { name: DetailName; field: DetailField }) {
  const limits = { name, required: field.required, maxLength: field.max };
  return field.multiline ? (
    <textarea {...wiring} {...limits} rows={3} />
  ) : (
    <input {...wiring} {...limits} type={INPUT_TYPE[field.kind]} />
  );
}

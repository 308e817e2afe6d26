// The booking form's fields as plain values (no zod, no Intl): what each field is called, its limits
// and what its problem says. The contract (booking-contract.ts) builds its schema from this table, the
// widget and the /book/ form draw their fields from it, so a field added here reaches all of them.
import type { BookableService } from "./content-schemas.ts";
import { unifyLineBreaks, withoutControlCharacters } from "./plain-text.ts";

export const NAME_MAX = 80;
export const NOTES_MAX = 500;
export const EMAIL_MAX = 254;
/** The honeypot: a field people never see or fill; a bot that fills it gets a quiet refusal. */
export const HONEYPOT_FIELD = "website";

/**
 * Texts: the form says beside the phone field what the shop texts and how to stop (site/_data/booking.ts
 * textConsent), and sends the version of those words (`textsVersion`, hidden) with the visitor's answer:
 * a box "Don't text me" (`noTexts`, checked or not). Without a version the visitor saw no words, so
 * nothing is texted; the choice and the version are stored with the booking.
 */
export const TEXTS_VERSION_FIELD = "textsVersion";
export const NO_TEXTS_FIELD = "noTexts";

/** The model choice for a phone that is not on the list (or not known). */
export const OTHER_MODEL_LABEL = "Other / not listed";

/** The label of the "don't know what is wrong" choice. */
export const DIAGNOSIS_LABEL = "Not sure — diagnose it";

/** Names the widget and the form use for a bookable service: the repair's own name, or the diagnosis. */
export const bookableLabel = (
  key: BookableService,
  serviceName: (key: Exclude<BookableService, "diagnosis">) => string,
) => (key === "diagnosis" ? DIAGNOSIS_LABEL : serviceName(key));

/**
 * A US phone number as people write it ("(478) 555-0142", "478.555.0142", "+1 478 555 0142") in E.164
 * ("+14785550142"); undefined when it is not a valid North American number (area code and exchange
 * do not start with 0 or 1).
 */
export function usPhoneToE164(input: string): string | undefined {
  if (!/^[\d\s().+-]{7,25}$/.test(input.trim())) return undefined;
  let digits = input.replace(/\D/g, "");
  if (digits.length === 11 && digits.startsWith("1")) digits = digits.slice(1);
  if (digits.length !== 10 || !/^[2-9]\d{2}[2-9]\d{6}$/.test(digits)) return undefined;
  return `+1${digits}`;
}

/** "+14785550142" -> "(478) 555-0142" */
export function formatUsPhone(e164: string): string {
  const d = e164.replace(/^\+1/, "");
  return d.length === 10 ? `(${d.slice(0, 3)}) ${d.slice(3, 6)}-${d.slice(6)}` : e164;
}

/**
 * Characters nobody sees: the format characters (zero-width space and joiners, word joiner, the bidi
 * controls that would reverse what the desk shows after a name, the byte-order mark), the C1 controls and
 * the Hangul fillers. A name made of them would look blank, and a bidi control would make a phone
 * number beside it read as another.
 */
const INVISIBLE = /[\p{Cf}\u0080-\u009f\u115f\u1160\u3164\uffa0]/gu;

/**
 * Text as it is kept: every line break as "\n", control and invisible characters gone (line breaks and
 * tabs stay), trimmed; never reaching the database, nor a page.
 */
export const stripControl = (s: string) => withoutControlCharacters(unifyLineBreaks(s).replace(INVISIBLE, "")).trim();

/** One line of text: no control characters, runs of spaces (and line breaks) as one space, trimmed. */
export const singleLine = (s: string) => stripControl(s).replace(/\s+/g, " ");

/** A name or other required text holds at least one letter or digit. */
export const hasLetterOrDigit = (s: string) => /[\p{L}\p{N}]/u.test(s);

/**
 * A detail the visitor types. `kind` says how it is read: `text` (tidied; one line unless `multiline`),
 * `phone` (a US number, kept as E.164), `email`. A field that is not `required` may be left empty.
 */
export interface DetailField {
  label: string;
  kind: "text" | "phone" | "email";
  required?: boolean;
  /** Most characters kept (after tidying). */
  max?: number;
  multiline?: boolean;
  /** The browser's autofill token. */
  autoComplete?: string;
  /** Said beside the label of a field that may be left empty ("optional" when not given). */
  optionalNote?: string;
  /** Said under the field. */
  hint?: string;
  /** What is wrong when the field cannot be read, beside the field and in the API's 400. */
  message: string;
}

/** The visitor's details, in the form's order. */
export const DETAIL_FIELDS = {
  name: {
    label: "Name",
    kind: "text",
    required: true,
    max: NAME_MAX,
    autoComplete: "name",
    message: `Enter your name (at most ${NAME_MAX} characters).`,
  },
  phone: {
    label: "Phone",
    kind: "phone",
    required: true,
    autoComplete: "tel",
    hint: "A US number; we call or text only about this repair.",
    message: "Enter a US phone number, such as 478-555-0100.",
  },
  email: {
    label: "Email",
    kind: "email",
    max: EMAIL_MAX,
    autoComplete: "email",
    optionalNote: "optional, for a confirmation",
    message: "Enter an email address such as you@example.com, or leave it empty.",
  },
  notes: {
    label: "Note",
    kind: "text",
    multiline: true,
    max: NOTES_MAX,
    hint: "What happened to the phone, if you like.",
    message: `Keep the note under ${NOTES_MAX} characters.`,
  },
} as const satisfies Record<string, DetailField>;
export type DetailName = keyof typeof DETAIL_FIELDS;

/** The choices before the details: the repair, the phone's model, the time. */
const CHOICE_FIELDS = {
  service: { label: "Repair", message: "Choose the repair." },
  model: { label: "iPhone model", message: "Choose your iPhone model from the list, or leave it empty." },
  start: { label: "Time", message: "Choose one of the free times." },
} as const;

/** Every field of a booking request, in the form's order (the first with a problem gets the focus). */
export const BOOKING_FIELDS: { readonly [F in BookingField]: { readonly label: string; readonly message: string } } = {
  ...CHOICE_FIELDS,
  ...DETAIL_FIELDS,
};
export type BookingField = keyof typeof CHOICE_FIELDS | DetailName;
export const FIELD_ORDER = Object.keys(BOOKING_FIELDS) as BookingField[];

/** What each field's problem says, so the widget, the no-JavaScript form and the API read alike. */
export const FIELD_MESSAGES = Object.fromEntries(FIELD_ORDER.map((f) => [f, BOOKING_FIELDS[f].message])) as {
  readonly [F in BookingField]: string;
};

/** Problems by field, as the API's 400 and the forms carry them. */
export type FieldErrors = Partial<Record<BookingField, string>>;

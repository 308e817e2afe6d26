// The booking form's fields, as the server checks them and as the widget and the /book/ form show them:
// one module (no zod, no Intl) so the widget can import it at no cost and neither side can drift.
import type { BookableService } from "./content-schemas.ts";

export const NAME_MAX = 80;
export const NOTES_MAX = 500;
export const EMAIL_MAX = 254;
/** The honeypot: a field people never see or fill; a bot that fills it gets a quiet refusal. */
export const HONEYPOT_FIELD = "website";

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

/** What each field's problem says, so the widget and the no-JavaScript form read alike. */
export const FIELD_MESSAGES = {
  start: "Choose one of the free times.",
  service: "Choose the repair.",
  model: "Choose your iPhone model from the list, or leave it empty.",
  name: `Enter your name (at most ${NAME_MAX} characters).`,
  phone: "Enter a US phone number, such as 478-555-0100.",
  email: "Enter an email address such as you@example.com, or leave it empty.",
  notes: `Keep the note under ${NOTES_MAX} characters.`,
} as const;
export type BookingField = keyof typeof FIELD_MESSAGES;

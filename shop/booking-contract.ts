// The booking API's contract, once: the request (JSON from <repair-booking>, or the /book/ form's and the
// desk's fields), the availability answer, the booked answer and each refusal. The API's routes use these
// schemas to validate and to serialize, the widget to check what it sends and to read every answer, the
// /book/ form and the desk to read what was posted.
//
// zod/mini, and nothing from the shop's data: the widget bundles this file, and mini's functions
// tree-shake to what is used (full zod would double the booking form's chunk); a `.check()` call is a
// method the bundler cannot prove pure, so the ones the widget never reads are marked so. What depends on the
// shop (its bookable repairs, its models) comes in as arguments to `bookingRequestSchema`.
//
// The tracker and the estimates live in tracker-contract.ts, passed on from here: one import serves
// every reader of the contract.
import * as z from "zod/mini";
import {
  DETAIL_FIELDS,
  FIELD_MESSAGES,
  HONEYPOT_FIELD,
  NO_TEXTS_FIELD,
  TEXTS_VERSION_FIELD,
  hasLetterOrDigit,
  singleLine,
  stripControl,
  usPhoneToE164,
  type BookingField,
  type DetailField,
  type DetailName,
  type FieldErrors,
} from "./booking-fields.ts";
import { languageOf } from "./languages.ts";
import { REPAIR_STATES } from "./repair-states.ts";

export * from "./tracker-contract.ts";

/** An ISO 8601 instant with an offset or Z ("2026-11-25T10:00:00-05:00") in epoch ms; undefined when it is not one. */
export function parseInstant(value: string): number | undefined {
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})$/.test(value)) return undefined;
  const ms = Date.parse(value);
  return Number.isNaN(ms) ? undefined : ms;
}

// ---- The answers -------------------------------------------------------------------------------

/** A slot as the API gives it: ISO times with the shop's offset; `remaining` 0 when full or blocked. */
export const SlotSchema = z.object({
  start: z.string(),
  end: z.string(),
  remaining: z.int().check(z.minimum(0)),
});
export type SlotAnswer = z.infer<typeof SlotSchema>;

/** GET /api/availability: every date of the range in the shop's zone, closed ones with no slots. */
export const AvailabilitySchema = z.object({
  timeZone: z.string(),
  days: z.array(z.object({ date: z.iso.date(), slots: z.array(SlotSchema) })),
});
export type AvailabilityAnswerBody = z.infer<typeof AvailabilitySchema>;

/** GET /api/availability's query. */
export const AvailabilityQuerySchema = z.object({
  from: z.optional(z.iso.date()),
  days: z.optional(z.pipe(z.coerce.number(), /* @__PURE__ */ z.int().check(z.minimum(1), z.maximum(400)))),
});

/** A link the widget shows: http(s) only, so an answer can never make it run a script. */
const HttpUrl = z.url({ protocol: /^https?$/ });

/** 201: the booking, with the private links to see, cancel and add it to a calendar. */
export const BookedSchema = z.object({
  reference: z.string().check(z.minLength(1)),
  start: z.string(),
  end: z.string(),
  service: z.string(),
  model: z.nullable(z.string()),
  manageUrl: HttpUrl,
  icsUrl: HttpUrl,
});
export type BookedAnswer = z.infer<typeof BookedSchema>;

/** Every error of the API: a stable code for programs and a sentence for people. */
export const ApiErrorSchema = z.object({ error: z.string(), message: z.string() });

const FieldErrorsSchema = z.partialRecord(z.enum(Object.keys(FIELD_MESSAGES) as BookingField[]), z.string());

/** 400: the fields that could not be read, each with what it should be. */
export const InvalidSchema = z.object({
  error: z.literal("invalid"),
  message: z.string(),
  fields: FieldErrorsSchema,
});
/** 400: the honeypot was filled; nothing more is said. */
export const RejectedSchema = z.object({
  error: z.literal("rejected"),
  message: z.string(),
  fields: z.object({}),
});

/** Why a time cannot be booked (besides a bad request): each is a 409 with the nearest free times. */
export const UNAVAILABLE_REASONS = [
  "off_grid",
  "closed",
  "past",
  "too_soon",
  "too_far",
  "blocked",
  "full",
  "phone_limit",
  "client_limit",
  "day_limit",
] as const;
export type UnavailableReason = (typeof UNAVAILABLE_REASONS)[number];

/** 409: that time cannot be had; the nearest free ones instead (none for the per-phone cap and the online limits). */
export const UnavailableSchema = z.object({
  error: z.literal("unavailable"),
  reason: z.enum(UNAVAILABLE_REASONS),
  message: z.string(),
  nearest: z.array(SlotSchema),
});

/** What a booking can be: the repair's states (repair-states.ts holds their words and moves). */
export const BOOKING_STATES = REPAIR_STATES;

/** DELETE /api/bookings/<token>: the booking as it is now. */
export const CancelledSchema = z.object({ reference: z.string(), state: z.enum(BOOKING_STATES) });

/** Each answer of POST /api/bookings by status; any other 4xx or 5xx is an ApiError. */
export const BOOKING_ANSWERS = {
  201: BookedSchema,
  400: z.union([InvalidSchema, RejectedSchema, ApiErrorSchema]),
  409: UnavailableSchema,
  "4xx": ApiErrorSchema,
  "5xx": ApiErrorSchema,
} as const;

// ---- The request -------------------------------------------------------------------------------

/** A field that may be missing, null or blank (after `tidy`): all three read as null. */
const blankIsNull = (tidy: (s: string) => string) =>
  z.pipe(
    z.nullish(
      z.pipe(
        z.string(),
        z.transform((s) => tidy(s) || null),
      ),
    ),
    z.transform((s) => s ?? null),
  );

/** Text as it is kept: no control characters, trimmed, and one line unless the field is multiline. */
const tidyText = (field: DetailField) => (field.multiline ? stripControl : singleLine);

const Email = z.email();

/** A filled-in value as it is kept (E.164 for a phone), or undefined when it cannot be read. */
function readDetail(field: DetailField, s: string): string | undefined {
  const value = field.kind === "phone" ? usPhoneToE164(s) : field.kind === "email" ? s.trim() : tidyText(field)(s);
  if (value === undefined || (field.max !== undefined && value.length > field.max)) return undefined;
  if (field.kind === "text" && field.required && !hasLetterOrDigit(value)) return undefined;
  if (field.kind === "email" && !z.safeParse(Email, value).success) return undefined;
  return value;
}

/** A detail's schema from its row in DETAIL_FIELDS: required ones give a string, the others a string or null. */
function detailSchema(field: DetailField) {
  const read = z.transform((s: string, ctx) => {
    const value = readDetail(field, s);
    if (value === undefined || value === "") {
      ctx.issues.push({ code: "custom", input: s, message: field.message });
      return z.NEVER;
    }
    return value;
  });
  if (field.required) return z.pipe(z.string(), read);
  const tidy = field.kind === "text" ? tidyText(field) : (s: string) => s.trim();
  return z.pipe(blankIsNull(tidy), z.nullable(z.pipe(z.string(), read)));
}

type DetailSchemas = {
  [F in DetailName]: z.ZodMiniType<(typeof DETAIL_FIELDS)[F] extends { required: true } ? string : string | null>;
};
const detailSchemas = Object.fromEntries(
  Object.entries(DETAIL_FIELDS).map(([name, field]) => [name, detailSchema(field)]),
) as unknown as DetailSchemas;

/** The version of the texts' consent words the form showed: a short token, else none (nothing is texted). */
const TextsVersion = z.pipe(
  z.optional(z.unknown()),
  z.transform((v) => (typeof v === "string" && /^[\w.-]{1,32}$/.test(v) ? v : null)),
);
/** "Don't text me": JSON's true, or a checked box's field (any value but an empty or false one). */
const NoTexts = z.pipe(
  z.optional(z.unknown()),
  z.transform((v) => v === true || (typeof v === "string" && !/^(|false|0|off)$/i.test(v.trim()))),
);

/** The visitor's language as the booking keeps it: one of LANGUAGES, else English (never a refusal). */
const Lang = z.pipe(z.optional(z.unknown()), z.transform(languageOf));

/** The visitor's answer about texts as the booking keeps it: agreed only when the words were shown and the box left clear. */
export const textConsentOf = (request: { [TEXTS_VERSION_FIELD]: string | null; [NO_TEXTS_FIELD]: boolean }) => ({
  textConsent: request[TEXTS_VERSION_FIELD] !== null && !request[NO_TEXTS_FIELD],
  textConsentVersion: request[TEXTS_VERSION_FIELD],
});

/** What the shop takes: its bookable repairs and its models' slugs. */
export interface BookingChoices<S extends string> {
  services: readonly S[];
  models: readonly string[];
}

/**
 * A booking request, as JSON or as a form's fields (strings; blank optional fields are null): the
 * choices from the shop's lists, the time an ISO instant, the details as DETAIL_FIELDS says.
 */
export function bookingRequestSchema<S extends string>({ services, models }: BookingChoices<S>) {
  const slugs = new Set(models);
  return z.object({
    start: z.string().check(z.refine((s) => parseInstant(s) !== undefined)),
    service: z.enum(services as readonly [S, ...S[]]),
    model: z.pipe(
      blankIsNull((s) => s.trim()),
      z.nullable(z.string().check(z.refine((s) => slugs.has(s)))),
    ),
    ...detailSchemas,
    [TEXTS_VERSION_FIELD]: TextsVersion,
    [NO_TEXTS_FIELD]: NoTexts,
    [HONEYPOT_FIELD]: z.optional(z.string()),
    /** The page's language (the form's hidden field, the widget's `lang`): anything else is English. */
    lang: Lang,
  });
}
export type BookingRequestSchema<S extends string = string> = ReturnType<typeof bookingRequestSchema<S>>;
export type BookingRequest<S extends string = string> = z.output<BookingRequestSchema<S>>;

/** The 400's sentence naming the fields. */
export const invalidMessage = (fields: FieldErrors) => `Please check: ${Object.keys(fields).join(", ")}.`;

/**
 * Each field named by a problem's path (its first segment), with the contract's message; a problem
 * with no field of ours (the body is not an object at all) is the time's, the first thing asked.
 */
export function fieldErrorsOf(paths: readonly (readonly PropertyKey[])[]): FieldErrors {
  const fields: FieldErrors = {};
  for (const path of paths) {
    const field = String(path[0] ?? "");
    if (field in FIELD_MESSAGES) fields[field as BookingField] ??= FIELD_MESSAGES[field as BookingField];
  }
  if (Object.keys(fields).length === 0) fields.start = FIELD_MESSAGES.start;
  return fields;
}

export type BookingReading<S extends string> =
  { ok: true; request: BookingRequest<S> } | { ok: false; fields: FieldErrors; message: string };

/**
 * Reads a request (a JSON body, or a form's fields: strings, blank optional ones allowed) into a
 * booking request, or the fields that are wrong with each one's message.
 */
export function readBooking<S extends string>(schema: BookingRequestSchema<S>, body: unknown): BookingReading<S> {
  const parsed = z.safeParse(schema, body ?? {});
  if (parsed.success) return { ok: true, request: parsed.data };
  const fields = fieldErrorsOf(parsed.error.issues.map((issue) => issue.path));
  return { ok: false, fields, message: invalidMessage(fields) };
}

// ---- The owner's desk --------------------------------------------------------------------------

/** "14:30": a time of day on the shop's clock. */
const ClockTime = /* @__PURE__ */ z.string().check(z.regex(/^([01]\d|2[0-3]):[0-5]\d$/));
const minutesOf = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));

/** The most characters of a blocked time's label. */
export const BLOCK_LABEL_MAX = 80;

/** What the desk's own fields say when they cannot be read (the booking's fields say FIELD_MESSAGES). */
export const DESK_MESSAGES = {
  date: "Choose a date.",
  time: "Choose a time.",
  span: "Choose the day, the morning, the afternoon or a slot.",
  label: `Keep the label under ${BLOCK_LABEL_MAX} characters.`,
} as const;

/** Problems by field in a desk form: its own fields and the booking's. */
export type DeskErrors = Partial<Record<keyof typeof DESK_MESSAGES | BookingField, string>>;

/**
 * The desk's "add a booking by hand" form: a date and a time on the shop's clock (`startOf` makes the
 * instant's ISO text in the shop's zone), then the booking's own fields as the contract reads them.
 * A bad date or time is said first (as the time's problem: the form's time field is the start).
 */
export function readDeskBooking<S extends string>(
  schema: BookingRequestSchema<S>,
  body: unknown,
  startOf: (date: string, minutes: number) => string,
): { ok: true; request: BookingRequest<S> } | { ok: false; fields: DeskErrors } {
  const form = (body ?? {}) as Record<string, unknown>;
  const date = z.safeParse(z.iso.date(), form.date);
  const time = z.safeParse(ClockTime, form.time);
  const fields: DeskErrors = {};
  if (!date.success) fields.date = DESK_MESSAGES.date;
  if (!time.success) fields.start = DESK_MESSAGES.time;
  if (!date.success || !time.success) return { ok: false, fields };
  const read = readBooking(schema, { ...form, start: startOf(date.data, minutesOf(time.data)) });
  return read.ok ? read : { ok: false, fields: read.fields };
}

/** Time the owner blocks: the whole day, the morning, the afternoon, or the slot starting at a time. */
export const BlockFormSchema = z.object({
  date: z.iso.date(),
  span: z.union([z.enum(["day", "morning", "afternoon"]), ClockTime]),
  label: z.pipe(blankIsNull(singleLine), z.nullable(/* @__PURE__ */ z.string().check(z.maxLength(BLOCK_LABEL_MAX)))),
});
export type BlockForm = z.output<typeof BlockFormSchema>;

/** The desk's block form read: the span's minutes on the shop's clock (`slotMinutes` for a slot), or its problems. */
export function readBlockForm(
  body: unknown,
  slotMinutes: number,
):
  | { ok: true; block: BlockForm & { fromMinute: number; toMinute: number } }
  | { ok: false; fields: Partial<Record<keyof BlockForm, string>> } {
  const parsed = z.safeParse(BlockFormSchema, body ?? {});
  if (!parsed.success) {
    const fields: Partial<Record<keyof BlockForm, string>> = {};
    for (const issue of parsed.error.issues) {
      const field = String(issue.path[0] ?? "date") as keyof BlockForm;
      fields[field] ??= DESK_MESSAGES[field];
    }
    return { ok: false, fields };
  }
  const { span } = parsed.data;
  // Morning and afternoon split at noon on the shop's clock; a slot is one slot of the grid's length.
  const [fromMinute, toMinute] =
    span === "day"
      ? [0, 24 * 60]
      : span === "morning"
        ? [0, 12 * 60]
        : span === "afternoon"
          ? [12 * 60, 24 * 60]
          : [minutesOf(span), minutesOf(span) + slotMinutes];
  return { ok: true, block: { ...parsed.data, fromMinute, toMinute } };
}

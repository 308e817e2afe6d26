// The desk's forms, read with schemas: every field arrives as text, or not at all. A booking added by
// hand is read by the booking contract, as a visitor's is; the desk's own fields (the walk-in's day and
// time, blocked time, the export's range) have their schemas here.
import { z } from "zod";
import { instantOf, isoInZone } from "#shop/availability.ts";
import { stripControl } from "#shop/booking-fields.ts";
import { readShopBooking, type ShopBookingRequest } from "#shop/booking-request.ts";
import { business } from "#shop/facts.ts";

const zone = business.timeZone;
/** A field as typed, to show again in the form: text, or nothing. */
const Typed = z.string().optional().catch(undefined);
/** A wall-clock time to the minute, "HH:MM"; as minutes after midnight. */
const clock = (error: string) =>
  z.iso.time({ precision: -1, error }).transform((t) => Number(t.slice(0, 2)) * 60 + Number(t.slice(3, 5)));

/** Each field a schema refused, with the message of its first problem. */
function errorsOf(error: z.ZodError): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of error.issues) errors[String(issue.path[0])] ??= issue.message;
  return errors;
}

/** A form read: what was typed (to show again), and the request, or each field's problem. */
type Reading<Values, Request> =
  { ok: true; values: Values; request: Request } | { ok: false; values: Values; errors: Record<string, string> };

const WalkInTyped = z.object({ date: Typed, time: Typed, service: Typed, model: Typed, name: Typed, phone: Typed });
const WalkInWhen = z.object({
  date: z.iso.date({ error: "Choose a date." }),
  // The time select shows the contract's `start` problem (a slot taken), so its own goes there too.
  start: clock("Choose a time."),
});

/** A walk-in or phone booking: its day and time on the shop's clock, then the booking as the contract reads it. */
export function readWalkIn(body: unknown): Reading<z.infer<typeof WalkInTyped>, ShopBookingRequest> {
  const values = WalkInTyped.parse(body ?? {});
  const when = WalkInWhen.safeParse({ date: values.date, start: values.time });
  if (!when.success) return { ok: false, values, errors: errorsOf(when.error) };
  const start = isoInZone(zone, instantOf(zone, when.data.date, when.data.start));
  const { service, model, name, phone } = values;
  const read = readShopBooking({ start, service, model, name, phone });
  return read.ok ? { ok: true, values, request: read.request } : { ok: false, values, errors: read.fields };
}

const SPAN_ERROR = "Choose the day, the morning, the afternoon or a slot.";
const BlockTyped = z.object({ date: Typed, span: Typed, label: Typed });
const Block = z.object({
  date: z.iso.date({ error: "Choose a date." }),
  /** The whole day, the morning (until noon), the afternoon (from noon), or the slot starting then. */
  span: z.union([z.enum(["day", "morning", "afternoon"]), clock(SPAN_ERROR)], { error: SPAN_ERROR }),
  /** For the owner only: one line, no control characters, or nothing. */
  label: z
    .string()
    .optional()
    .transform((s) => stripControl(s ?? "").replace(/\s+/g, " "))
    .pipe(z.string().max(80, "Keep the label under 80 characters.")),
});

/** Blocked time: the day, which part of it, and the owner's label. */
export function readBlock(body: unknown): Reading<z.infer<typeof BlockTyped>, z.infer<typeof Block>> {
  const values = BlockTyped.parse(body ?? {});
  const read = Block.safeParse(values);
  return read.success ? { ok: true, values, request: read.data } : { ok: false, values, errors: errorsOf(read.error) };
}

/** A date asked for in a query ("YYYY-MM-DD", a real day), or undefined. */
export const queryDate = (value: unknown): string | undefined => z.iso.date().optional().catch(undefined).parse(value);

// The booking API as the widget speaks it (shop/booking-contract.ts; docs/booking.md):
//   GET  /api/availability?from=YYYY-MM-DD&days=N -> the days and their slots in the shop's zone
//   POST /api/bookings (JSON)                      -> 201 booked | 400 fields | 409 nearest | 429 | 404 switched off
// Every answer is read with the contract's schema for its status: a body that does not fit is an
// error, never a booking. Only a 201 is a booking.
import * as z from "zod/mini";
import {
  ApiErrorSchema,
  AvailabilitySchema,
  BOOKING_ANSWERS,
  BookedSchema,
  type AvailabilityAnswerBody,
  type BookedAnswer,
  type SlotAnswer,
  type UnavailableReason,
} from "#shop/booking-contract.ts";
import type { FieldErrors } from "#shop/booking-fields.ts";

export type Booked = BookedAnswer;

export type BookingAnswer =
  | { kind: "booked"; booking: Booked }
  | { kind: "invalid"; message?: string; fields: FieldErrors }
  | { kind: "unavailable"; reason: UnavailableReason; message: string; nearest: SlotAnswer[] }
  | { kind: "rate-limited"; message?: string }
  | { kind: "disabled"; message?: string }
  | { kind: "failed"; message?: string };

const endpoint = (api: string, path: string) => new URL(path, `${api.replace(/\/+$/, "")}/`).href;

async function readJson(response: Response): Promise<unknown> {
  try {
    return await response.json();
  } catch {
    return undefined;
  }
}

/** The body read with a schema, or undefined when it does not fit. */
const read = <T>(schema: z.ZodMiniType<T>, body: unknown): T | undefined => z.safeParse(schema, body).data;

/** The sentence of an error answer (a blank one says nothing). */
const messageOf = (body: unknown) => read(ApiErrorSchema, body)?.message.trim() || undefined;

/** Booking is switched off (404) or not set up on this server (503): the answer says to call. */
const isOff = (status: number, body: unknown) =>
  (status === 404 && read(ApiErrorSchema, body)?.error === "booking_disabled") ||
  (status === 503 && read(ApiErrorSchema, body)?.error === "booking_unavailable");

export class AvailabilityError extends Error {
  constructor(
    readonly kind: "disabled" | "failed",
    message?: string,
  ) {
    super(message ?? kind);
  }
}

/** The next `days` days from `from`: closed days have no slots, full slots remaining 0. */
export async function fetchAvailability(
  api: string,
  from: string,
  days: number,
  signal?: AbortSignal,
): Promise<AvailabilityAnswerBody> {
  const url = `${endpoint(api, "api/availability")}?from=${encodeURIComponent(from)}&days=${days}`;
  let response: Response;
  try {
    response = await fetch(url, { headers: { Accept: "application/json" }, signal, credentials: "omit" });
  } catch (error) {
    if (signal?.aborted) throw error;
    throw new AvailabilityError("failed");
  }
  const body = await readJson(response);
  if (isOff(response.status, body)) throw new AvailabilityError("disabled", messageOf(body));
  const availability = response.ok ? read(AvailabilitySchema, body) : undefined;
  if (!availability) throw new AvailabilityError("failed", messageOf(body));
  return availability;
}

/** Sends the booking; every outcome is an answer (a lost connection too), never a throw. */
export async function postBooking(api: string, request: Record<string, unknown>): Promise<BookingAnswer> {
  let response: Response;
  try {
    response = await fetch(endpoint(api, "api/bookings"), {
      method: "POST",
      headers: { "Content-Type": "application/json", Accept: "application/json" },
      body: JSON.stringify(request),
      credentials: "omit",
    });
  } catch {
    return { kind: "failed" };
  }
  const body = await readJson(response);
  const message = messageOf(body);
  switch (response.status) {
    case 201:
      // The server said 201: it is booked, even when the answer cannot be read (then without its links).
      return { kind: "booked", booking: read(BookedSchema, body) ?? unreadableBooking(request) };
    case 400: {
      const refusal = read(BOOKING_ANSWERS[400], body);
      return { kind: "invalid", message, fields: (refusal && "fields" in refusal && refusal.fields) || {} };
    }
    case 409: {
      const unavailable = read(BOOKING_ANSWERS[409], body);
      return unavailable ? { kind: "unavailable", ...unavailable } : { kind: "failed", message };
    }
    case 429:
      return { kind: "rate-limited", message };
  }
  if (isOff(response.status, body)) return { kind: "disabled", message };
  return { kind: "failed", message };
}

/** A booking the server made but whose answer could not be read: what was asked, no reference, no links. */
const unreadableBooking = (request: Record<string, unknown>): Booked => ({
  reference: "",
  start: String(request.start),
  end: String(request.start),
  service: String(request.service),
  model: null,
  manageUrl: "",
  icsUrl: "",
});

// The booking API as the widget speaks it (the contract in docs/booking.md):
//   GET  /api/availability?from=YYYY-MM-DD&days=N -> { timeZone, days: [{ date, slots: [{ start, end, remaining }] }] }
//   POST /api/bookings (JSON)                      -> 201 booked | 400 fields | 409 nearest | 429 | 404 switched off
// Every answer is checked for its shape before the widget shows it: an unexpected body is an error,
// never a booking. Only a 201 with a reference is a booking.
import type { BookingField } from "#shop/booking-fields.ts";

export interface Slot {
  start: string;
  end: string;
  remaining: number;
}
export interface Day {
  date: string;
  slots: Slot[];
}
export interface Availability {
  timeZone: string;
  days: Day[];
}

export interface BookingRequest {
  start: string;
  service: string;
  model?: string;
  name: string;
  phone: string;
  email?: string;
  notes?: string;
  website: string;
}

export interface Booked {
  reference: string;
  start: string;
  end?: string;
  manageUrl: string;
  icsUrl?: string;
}

export type BookingAnswer =
  | { kind: "booked"; booking: Booked }
  | { kind: "invalid"; message?: string; fields: Partial<Record<BookingField, string>> }
  | { kind: "unavailable"; reason?: string; message?: string; nearest: Slot[] }
  | { kind: "rate-limited"; message?: string }
  | { kind: "disabled"; message?: string }
  | { kind: "failed"; message?: string };

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === "object" && v !== null && !Array.isArray(v);
const isString = (v: unknown): v is string => typeof v === "string";
const text = (v: unknown) => (isString(v) && v.trim() ? v : undefined);

const isSlot = (v: unknown): v is Slot =>
  isObject(v) &&
  isString(v.start) &&
  isString(v.end) &&
  typeof v.remaining === "number" &&
  Number.isFinite(v.remaining);

const slots = (v: unknown): Slot[] => (Array.isArray(v) ? v.filter(isSlot) : []);

/** An http(s) address, else nothing: a link the widget shows must go somewhere safe. */
function httpUrl(v: unknown): string | undefined {
  if (!isString(v)) return undefined;
  try {
    const url = new URL(v);
    return url.protocol === "https:" || url.protocol === "http:" ? url.href : undefined;
  } catch {
    return undefined;
  }
}

const endpoint = (api: string, path: string) => new URL(path, `${api.replace(/\/+$/, "")}/`).href;

async function readJson(response: Response): Promise<unknown> {
  try {
    return await response.json();
  } catch {
    return undefined;
  }
}

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
): Promise<Availability> {
  const url = `${endpoint(api, "api/availability")}?from=${encodeURIComponent(from)}&days=${days}`;
  let response: Response;
  try {
    response = await fetch(url, { headers: { Accept: "application/json" }, signal, credentials: "omit" });
  } catch (error) {
    if (signal?.aborted) throw error;
    throw new AvailabilityError("failed");
  }
  const body = await readJson(response);
  if (response.status === 404 && isObject(body) && body.error === "booking_disabled")
    throw new AvailabilityError("disabled", text(body.message));
  if (response.status === 503 && isObject(body) && body.error === "booking_unavailable")
    throw new AvailabilityError("disabled", text(body.message));
  if (!response.ok || !isObject(body) || !isString(body.timeZone) || !Array.isArray(body.days)) {
    throw new AvailabilityError("failed", isObject(body) ? text(body.message) : undefined);
  }
  return {
    timeZone: body.timeZone,
    days: body.days
      .filter((d): d is Record<string, unknown> => isObject(d) && isString(d.date))
      .map((d) => ({ date: d.date as string, slots: slots(d.slots) })),
  };
}

/** Sends the booking; every outcome is an answer (a lost connection too), never a throw. */
export async function postBooking(api: string, request: BookingRequest): Promise<BookingAnswer> {
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
  const message = isObject(body) ? text(body.message) : undefined;
  if (response.status === 201) {
    const reference = isObject(body) ? text(body.reference) : undefined;
    const manageUrl = isObject(body) ? httpUrl(body.manageUrl) : undefined;
    const start = isObject(body) && isString(body.start) ? body.start : request.start;
    // The server said 201: it is booked. Whatever of the answer is usable is shown.
    return {
      kind: "booked",
      booking: {
        reference: reference ?? "",
        start,
        end: isObject(body) && isString(body.end) ? body.end : undefined,
        manageUrl: manageUrl ?? "",
        icsUrl: isObject(body) ? httpUrl(body.icsUrl) : undefined,
      },
    };
  }
  if (response.status === 400 && isObject(body)) {
    const fields: Partial<Record<BookingField, string>> = {};
    if (isObject(body.fields))
      for (const [key, value] of Object.entries(body.fields))
        if (text(value)) fields[key as BookingField] = value as string;
    return { kind: "invalid", message, fields };
  }
  if (response.status === 409)
    return {
      kind: "unavailable",
      reason: isObject(body) ? text(body.reason) : undefined,
      message,
      nearest: isObject(body) ? slots(body.nearest) : [],
    };
  if (response.status === 429) return { kind: "rate-limited", message };
  if (
    (response.status === 404 || response.status === 503) &&
    isObject(body) &&
    String(body.error).startsWith("booking_")
  )
    return { kind: "disabled", message };
  return { kind: "failed", message };
}

// POST /api/bookings/<token>/reschedule's contract: the new start asked for, the booking moved, and the
// refusal with its reason. zod/mini, like the booking contract beside it, for the routes and any client.
import * as z from "zod/mini";
import { BookedSchema, UNAVAILABLE_REASONS } from "./booking-contract.ts";

/** The new slot's start, as the availability lists it ("2026-11-25T10:30:00-05:00"). */
export const RescheduleRequestSchema = z.object({ start: z.string() });

/** 200: the booking at its new time; the reference and the private link stay the same. */
export const RescheduledSchema = z.extend(z.omit(BookedSchema, { manageUrl: true, icsUrl: true }), {
  state: z.string(),
});

/** Why a time cannot be changed: the slot's reasons, the booking's (no longer live, past the cut-off). */
export const CHANGE_REFUSALS = [
  // The slot's, as for a new booking; the per-phone and online limits do not apply to a move.
  ...UNAVAILABLE_REASONS.filter(
    (r): r is Exclude<(typeof UNAVAILABLE_REASONS)[number], "phone_limit" | "client_limit" | "day_limit"> =>
      !r.endsWith("_limit"),
  ),
  "not_live",
  "cutoff",
  "invalid",
] as const;

/** 409 (400 for a start that is not a time): the reason and a sentence for the visitor. */
export const ChangeRefusedSchema = z.object({
  error: z.literal("not_changed"),
  reason: z.enum(CHANGE_REFUSALS),
  message: z.string(),
});

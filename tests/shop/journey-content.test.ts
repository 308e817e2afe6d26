// The after-booking fields of the data: reminders, the change cut-off and the review ask in booking.ts,
// reviewUrl in business.ts. Strict like the rest, with defaults an older booking.ts gets.
import { describe, expect, it } from "vitest";
import { BookingSchema, BusinessSchema } from "#shop/content-schemas.ts";
import { booking, business } from "#shop/facts.ts";

const { reminders, changeCutoffMinutes, reviewAsk, ...older } = booking;

describe("booking.ts's journey fields", () => {
  it("the shop's own values pass", () => {
    expect(BookingSchema.parse(booking)).toEqual(booking);
    expect(reminders.every((m) => Number.isInteger(m) && m > 0)).toBe(true);
    expect(changeCutoffMinutes).toBeGreaterThanOrEqual(0);
    expect(reviewAsk.reminderDays).toBeGreaterThan(0);
  });

  it("a booking.ts without them gets the defaults: the day before and two hours before, two hours' cut-off, the review ask on", () => {
    const parsed = BookingSchema.parse(older);
    expect(parsed.reminders).toEqual([1440, 120]);
    expect(parsed.changeCutoffMinutes).toBe(120);
    expect(parsed.reviewAsk).toEqual({ enabled: true, delayMinutes: 120, reminderDays: 3 });
  });

  it("a stray field in reviewAsk, a reminder listed twice, or a negative cut-off stops the build", () => {
    expect(BookingSchema.safeParse({ ...booking, reviewAsk: { ...reviewAsk, dealyMinutes: 5 } }).success).toBe(false);
    expect(BookingSchema.safeParse({ ...booking, reminders: [120, 120] }).success).toBe(false);
    expect(BookingSchema.safeParse({ ...booking, changeCutoffMinutes: -1 }).success).toBe(false);
    expect(BookingSchema.safeParse({ ...booking, reminders: [1.5] }).success).toBe(false);
  });

  it("reviewUrl is optional and only an http(s) address", () => {
    const { reviewUrl, ...without } = business;
    expect(BusinessSchema.safeParse(without).success).toBe(true);
    expect(BusinessSchema.safeParse({ ...business, reviewUrl: "javascript:alert(1)" }).success).toBe(false);
    if (reviewUrl) expect(new URL(reviewUrl).protocol).toMatch(/^https?:$/);
  });
});

// The booking specs' free slot and visitor's phone, one pick for all of them: tests run in parallel on
// one book, so each takes a slot and a number of its own, chosen by the test's name and project, among
// the slots the shop's clock offers now (found from the API, never assumed for today).
import { createHash } from "node:crypto";
import { expect, type APIRequestContext, type TestInfo } from "@playwright/test";
import booking from "../../site/_data/booking.ts";

export interface Slot {
  start: string;
  end: string;
  remaining: number;
}

/** Every day the availability API offers (the horizon and the day after), each with its slots. */
export async function availableDays(request: APIRequestContext): Promise<Array<{ date: string; slots: Slot[] }>> {
  const response = await request.get(`/api/availability?days=${booking.horizonDays + 1}`);
  expect(response.status()).toBe(200);
  return (await response.json()).days;
}

/** Bytes of this test's own: the same test in the same project draws the same ones. */
export const seed = (info: TestInfo, salt = "") =>
  createHash("sha256")
    .update(`${info.titlePath.join(" ")} ${info.project.name} ${salt}`)
    .digest();

/**
 * A free slot of this test's own within the first `within` days: one picked by the test's name and
 * project among the free slots after the first few (never one the minimum notice is about to close).
 */
export async function slotFor(
  request: APIRequestContext,
  info: TestInfo,
  within = booking.horizonDays + 1,
): Promise<Slot> {
  const free = (await availableDays(request))
    .slice(0, within)
    .flatMap((d) => d.slots)
    .filter((s) => s.remaining > 0)
    .slice(4);
  expect(free.length, "free slots ahead").toBeGreaterThan(0);
  return free[seed(info).readUInt32BE(0) % free.length]!;
}

/** A US phone number of this test's own: the per-phone cap never mixes two tests. */
export const phoneFor = (info: TestInfo) =>
  `(706) 555-${String(seed(info, "phone").readUInt16BE(0) % 10000).padStart(4, "0")}`;

/** The same number as the server stores it and texts it (E.164). */
export const e164 = (phone: string) => `+1${phone.replace(/\D/g, "")}`;

// The desk's "cancel every booking from one client" (api/owner/bulk-cancel.ts), on a real app with the
// embedded database, signed in through the sign-in form: bookings made through the public API from one
// client address (an IPv6 /64) or with one phone are cancelled together, others stay, and the
// cancelled places are free again.
import { budget } from "../../helpers/budget.ts";
import * as cheerio from "cheerio";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AvailabilityAnswer, Slot } from "#shop/availability.ts";
import { booking as rules } from "#shop/facts.ts";
import { BULK_CANCEL_PATH } from "../../../api/owner/views/BulkCancelForm.tsx";
import { API, ownerApp, signedInOwner, type OwnerApp, type OwnerClient } from "../../helpers/owner-app.ts";

const SERVICE = rules.services[0]!;
let desk: OwnerApp;
let owner: OwnerClient;
let slots: Slot[];

beforeAll(async () => {
  desk = await ownerApp({ booking: true });
  owner = await signedInOwner(desk.base);
  const answer = (await (await fetch(`${desk.base}${API}/availability`)).json()) as AvailabilityAnswer;
  slots = answer.days.flatMap((d) => d.slots).filter((s) => s.remaining === rules.capacity);
}, budget(120_000));
afterAll(async () => desk?.close());

let phones = 0;
const newPhone = () => `(205) 555-${String(3000 + phones++)}`;

async function book(from: string, phone = newPhone()): Promise<string> {
  const res = await fetch(`${desk.base}${API}/bookings`, {
    method: "POST",
    headers: { "content-type": "application/json", "x-forwarded-for": from },
    body: JSON.stringify({ start: slots.shift()!.start, service: SERVICE, name: "Bulk Test", phone }),
  });
  expect(res.status).toBe(201);
  return ((await res.json()) as { reference: string }).reference;
}

const stateOf = async (reference: string) =>
  (await desk.store!.list(0, Number.MAX_SAFE_INTEGER)).find((b) => b.reference === reference)?.state;

async function cancelSame(reference: string, by: "phone" | "client") {
  const res = await owner.post(BULK_CANCEL_PATH, { reference: reference.toLowerCase(), by });
  return {
    status: res.status,
    flash: cheerio
      .load(await res.text())("#flash")
      .text(),
  };
}

describe("cancelling every booking from one client", () => {
  it("cancels every coming booking made from the same address (its /64), and no other", async () => {
    const same = [await book("2001:db8:9:9::1"), await book("2001:db8:9:9::2"), await book("2001:db8:9:9:abcd::3")];
    const other = await book("2001:db8:9:a::1");
    const { status, flash } = await cancelSame(same[1]!, "client");
    expect(status).toBe(200);
    expect(flash).toContain("Cancelled 3 coming bookings");
    for (const reference of same) expect(await stateOf(reference)).toBe("cancelled");
    expect(await stateOf(other)).toBe("booked");
  });

  it("cancels every coming booking with the same phone, from any address", async () => {
    const phone = newPhone();
    const same = [await book("192.0.2.40", phone), await book("192.0.2.41", phone)];
    const other = await book("192.0.2.40");
    const { flash } = await cancelSame(same[0]!, "phone");
    expect(flash).toContain("Cancelled 2 coming bookings");
    for (const reference of same) expect(await stateOf(reference)).toBe("cancelled");
    expect(await stateOf(other)).toBe("booked");
  });

  it("says so when no booking has the reference, and changes nothing", async () => {
    const kept = await book("192.0.2.50");
    const { status, flash } = await cancelSame("NOPE-00000", "phone");
    expect(status).toBe(404);
    expect(flash).toContain("There is no booking NOPE-00000");
    expect(await stateOf(kept)).toBe("booked");
  });
});

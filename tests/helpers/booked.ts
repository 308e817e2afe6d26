// A booking written straight into the book, for tests about what follows it (the journey, the
// check-in, the pages in the visitor's language): the capacity and the per-phone limits are not what
// those tests are about, so they are lifted; everything else goes through the store's own create().
import { booking as rules } from "#shop/facts.ts";
import { hashToken, newToken } from "../../api/booking/service.ts";
import type { Booking, BookingStore, NewBooking } from "../../api/booking/types.ts";
import { visitorPhone } from "./visitor-phone.ts";

let serial = 0;

/**
 * The booking and its private token. Each call gets its own reference, name and made-up phone
 * (`visitorPhone`, never the shop's own number); `over` sets the slot and whatever the test is about.
 */
export async function booked(
  store: BookingStore,
  over: Pick<NewBooking, "start" | "end"> & Partial<NewBooking>,
  now: number,
): Promise<{ b: Booking; token: string }> {
  const i = ++serial;
  const token = newToken();
  const result = await store.create(
    {
      reference: `TST-${process.pid}-${i}`,
      tokenHash: hashToken(token),
      service: rules.services[0]!,
      model: null,
      name: `Test Visitor${i}`,
      phone: visitorPhone(i).e164,
      email: null,
      notes: null,
      source: "owner",
      ...over,
    },
    { capacity: 1_000_000, maxFutureForPhone: 1_000_000, now },
    () => [],
  );
  if (!result.ok) throw new Error(`the test's booking was refused: ${result.reason}`);
  return { b: result.booking, token };
}

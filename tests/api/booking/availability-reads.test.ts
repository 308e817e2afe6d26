// GET /api/availability's reads (api/booking/service.ts): requests that arrive while an answer is
// being read, with no write since it began, share that read; a write in between starts a new one,
// so nobody is shown a place that a booking through this process has already taken. The embedded
// database in a temp folder; slots come from the shop's own schedule.
import { mkdtemp, rm } from "node:fs/promises";
import path from "node:path";
import { afterAll, beforeAll, expect, it } from "vitest";
import { readShopBooking } from "#shop/booking-request.ts";
import { availability, booking as rules } from "#shop/facts.ts";
import { createBookingService, type BookingService } from "../../../api/booking/service.ts";
import { createBookingStore } from "../../../api/booking/store.ts";
import type { BookingStore } from "../../../api/booking/types.ts";
import { openDatabase } from "../../../api/db/database.ts";
import { TMP } from "../../helpers/api-fixture.ts";
import { visitorPhone } from "../../helpers/visitor-phone.ts";

let dataDir: string;
let store: BookingStore;
let service: BookingService;

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(TMP, "availability-reads-"));
  store = createBookingStore(await openDatabase({ dataDir }));
  service = createBookingService({ store, availability, rules, now: () => new Date() });
});

afterAll(async () => {
  await store?.close();
  await rm(dataDir, { recursive: true, force: true });
});

const slotsOf = (answer: Awaited<ReturnType<BookingService["days"]>>) => answer.days.flatMap((d) => d.slots);

it("requests arriving during one read share it; a booking in between starts a fresh one that counts it", async () => {
  const together = await Promise.all([service.days(), service.days(), service.days()]);
  expect(together[1]).toBe(together[0]);
  expect(together[2]).toBe(together[0]);

  const free = slotsOf(together[0]).find((s) => s.remaining === rules.capacity);
  if (!free) throw new Error("the shop's horizon has no free slot for this test");
  const reading = service.days();
  const read = readShopBooking({
    start: free.start,
    service: rules.services[0],
    name: "Availability Reads",
    phone: visitorPhone(0).display,
  });
  if (!read.ok) throw new Error(read.message);
  const booked = await service.bookByOwner(read.request);
  expect(booked.ok).toBe(true);
  const after = await service.days();
  expect(after).not.toBe(await reading);
  expect(slotsOf(after).find((s) => s.start === free.start)?.remaining).toBe(rules.capacity - 1);
});

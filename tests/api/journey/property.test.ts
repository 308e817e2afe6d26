// The journey's promise as a property (fast-check): over any sequence of bookings made, moved, confirmed,
// cancelled, missed, made ready and collected, with the clock moving on, every live booking holds
// exactly the reminders due for its slot as of its last booking or move, a cancelled, moved-away, missed,
// ready or collected one holds none, and 'ready' is written at most once per booking. Visitors who
// agreed to texts hold their reminders as texts (the email their fallback), deleted alike.
import fc from "fast-check";
import { mkdtemp, rm } from "node:fs/promises";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { instantOf } from "#shop/clock.ts";
import { availability, booking as rules, business } from "#shop/facts.ts";
import { createJourneyNotices } from "../../../api/journey/notices.ts";
import { holdsReminders } from "../../../api/journey/states.ts";
import { reminderTimes } from "../../../api/journey/timing.ts";
import { createNotifier } from "../../../api/booking/notifier.ts";
import { createBookingService } from "../../../api/booking/service.ts";
import { createLinkSeal } from "../../../api/outbox/seal.ts";
import { createBookingStore } from "../../../api/booking/store.ts";
import type { Booking, BookingState } from "../../../api/booking/types.ts";
import { openDatabase } from "../../../api/db/database.ts";
import { noticeText } from "../../../api/booking/text-notices.ts";
import { TMP } from "../../helpers/api-fixture.ts";
import { budget } from "../../helpers/budget.ts";

const HOUR = 3_600_000;
const START = instantOf(business.timeZone, "2026-12-01", 11 * 60);
const STATES = ["confirmed", "cancelled", "no-show", "collected", "ready"] as const;

const op = fc.oneof(
  fc.record({ kind: fc.constant("create" as const), slot: fc.nat(3), texts: fc.boolean() }),
  fc.record({ kind: fc.constant("move" as const), who: fc.nat(5), slot: fc.nat(3) }),
  fc.record({ kind: fc.constant("state" as const), who: fc.nat(5), state: fc.constantFrom(...STATES) }),
  fc.record({ kind: fc.constant("tick" as const), hours: fc.integer({ min: 1, max: 30 }) }),
  fc.record({ kind: fc.constant("deliver" as const) }),
);

describe("the journey's notices as a property", () => {
  it(
    "every live booking holds exactly its due reminders; none after a cancel, a move away, a no-show or a pickup; 'ready' once",
    async () => {
      // Slots at least a week ahead, so the clock's ticks never reach the change cut-off.
      const slots = availability
        .days(new Date(START))
        .days.filter((d) => Date.parse(`${d.date}T12:00:00Z`) > START + 7 * 24 * HOUR)
        .flatMap((d) => d.slots)
        .slice(0, 4)
        .map((s) => s.start);
      expect(slots).toHaveLength(4);

      await fc.assert(
        fc.asyncProperty(fc.array(op, { minLength: 1, maxLength: 14 }), async (ops) => {
          const dataDir = await mkdtemp(path.join(TMP, "journey-prop-"));
          const database = await openDatabase({ dataDir });
          const store = createBookingStore(database);
          try {
            let clock = START;
            const seal = createLinkSeal();
            const channels = {
              email: { notifyEmail: "owner@example.org" },
              webhook: true,
              seal: seal.seal,
              text: noticeText,
            };
            const notifier = createNotifier({ ...channels, journey: createJourneyNotices(channels), kick: () => {} });
            const service = createBookingService({ store, availability, rules, now: () => new Date(clock), notifier });
            /** Each booking and when its reminders were last written (made or moved). */
            const made: Array<{ id: string; token: string; aimedAt: number; texts: boolean }> = [];
            let phone = 0;
            /** The clock at the last delivery: reminders due by then are gone from the waiting ones. */
            let delivered = 0;
            for (const o of ops) {
              if (o.kind === "tick") clock += o.hours * HOUR;
              else if (o.kind === "deliver")
                for (const item of await store.outbox.dueNotices((delivered = clock), 1000))
                  await store.outbox.markDelivered(item.id);
              else if (o.kind === "create") {
                const r = await service.bookByOwner({
                  start: slots[o.slot]!,
                  service: rules.services[0]!,
                  model: null,
                  name: "Prop",
                  phone: `+1205555${String(1000 + ++phone)}`,
                  email: "prop@example.net",
                  notes: null,
                  // As the contract parses it: the consent words' version when shown, else null.
                  textsVersion: o.texts ? rules.textConsent.version : null,
                  noTexts: false,
                } as never);
                if (r.ok) made.push({ id: r.booking.id, token: r.token, aimedAt: clock, texts: o.texts });
              } else {
                const m = made[o.who % Math.max(1, made.length)];
                if (!m) continue;
                const b = (await store.byId(m.id))!;
                if (o.kind === "move") {
                  const r = await service.reschedule(b, slots[o.slot]!, `${business.siteUrl}/book/manage/${m.token}/`);
                  if (r.ok && r.booking.start !== b.start) m.aimedAt = clock;
                } else {
                  const after = await service.setState(b.id, o.state as BookingState);
                  // Live again after a cancel or a no-show: its reminders are written anew.
                  if (after && !holdsReminders(b.state) && holdsReminders(after.state)) m.aimedAt = clock;
                }
              }
              // The invariant, after every step.
              for (const m of made) {
                const b: Booking = (await store.byId(m.id))!;
                const rows = await database.query
                  .selectFrom("outbox")
                  .select(["nextAttemptAt", "kind"])
                  .where("bookingId", "=", m.id)
                  .where("topic", "=", "reminder")
                  .where("deliveredAt", "is", null)
                  .orderBy("nextAttemptAt")
                  .orderBy("kind")
                  .execute();
                // Those due by now may have been sent; the rest wait: the visitor's (a text to one who
                // agreed, else the email) and the webhook, for each reminder.
                const visitorKind = m.texts ? "sms" : "email";
                const expected = holdsReminders(b.state)
                  ? reminderTimes(business.timeZone, b.start, rules.reminders, Math.max(m.aimedAt, delivered)).flatMap(
                      (t) => [`${t} ${visitorKind}`, `${t} webhook`].sort(),
                    )
                  : [];
                expect(rows.map((r) => `${Number(r.nextAttemptAt)} ${r.kind}`)).toEqual(expected);
                const ready = await database.query
                  .selectFrom("outbox")
                  .select("id")
                  .where("bookingId", "=", m.id)
                  .where("topic", "=", "ready")
                  .execute();
                // Its text or email and its webhook, delivered or waiting, once.
                expect(ready.length).toBeLessThanOrEqual(2);
              }
            }
          } finally {
            await store.close();
            await rm(dataDir, { recursive: true, force: true });
          }
        }),
        { numRuns: 25 },
      );
    },
    budget(120_000),
  );
});

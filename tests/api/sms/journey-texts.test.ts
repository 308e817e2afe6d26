// The journey's notices by text, over real parts: the app (buildApp) on loopback with booking on an
// embedded database, a real SMTP server, and the fake SMS provider (tests/helpers/sms-provider.ts). The
// test holds one clock for the service and the outbox, so a reminder's day comes at once; every wait
// is for a condition (a text taken, a row gone), never for a length of time.
import { budget } from "../../helpers/budget.ts";
import { randomVisitorPhone } from "../../helpers/visitor-phone.ts";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addDays, dateAt, instantOf } from "#shop/clock.ts";
import { booking as rules, business, fullAddress } from "#shop/facts.ts";
import { reminderTimes, reviewTimes } from "../../../api/journey/timing.ts";
import type { BookingState } from "../../../api/booking/types.ts";
import { bookFreeSlotAfter } from "../../helpers/booking-fixture.ts";
import { waitFor } from "../../helpers/redis-server.ts";
import type { FakeSmsProvider } from "../../helpers/sms-provider.ts";
import type { SmtpSink } from "../../helpers/smtp-server.ts";
import { startTextsApp, type TextsApp } from "../../helpers/texts-app.ts";

const DAY = 24 * 3_600_000;
let served: TextsApp;
let app: FastifyInstance;
let origin: string;
let smtp: SmtpSink;
let sms: FakeSmsProvider;
/**
 * The service's and the outbox's clock; only ever moved forward. It starts at 11:00 yesterday on the
 * shop's clock, when texts may go: from the machine's clock, a run in the evening found the confirmation
 * held for the morning (no text after 9 PM) and waited for it in vain. Yesterday keeps it before the
 * provider's own (real) clock, as a server's "now" always is.
 */
let clock = instantOf(business.timeZone, addDays(dateAt(business.timeZone, Date.now()), -1), 11 * 60);

const newPhone = () => randomVisitorPhone();
const textsTo = (phone: string) => sms.texts.filter((t) => t.to === phone);
/**
 * After this, no reminder of a booking is due at once: the tests that count a repair's texts book
 * there, or a reminder could go before the phone is checked in (it did, on a loaded machine).
 */
const pastReminders = () => clock + Math.max(...rules.reminders) * 60_000 + DAY;

/** Books the first free slot after `after`, agreeing to texts; the booking as the store holds it. */
async function book(phone: string, after: number, extra: Record<string, unknown> = {}) {
  const before = textsTo(phone).length;
  const { response: res } = await bookFreeSlotAfter(origin, after, {
    name: "Pat Journey",
    phone,
    textsVersion: rules.textConsent.version,
    ...extra,
  });
  expect(res.status).toBe(201);
  const { manageUrl, reference } = (await res.json()) as { manageUrl: string; reference: string };
  const stored = (await app.booking!.store.list(0, Number.MAX_SAFE_INTEGER)).find((b) => b.reference === reference)!;
  await waitFor("the confirmation text", () => textsTo(phone).length === before + 1);
  return { manageUrl, reference, booking: stored, token: manageUrl.split("/").filter(Boolean).pop()! };
}
const setState = (id: string, state: BookingState) => app.booking!.setState(id, state);
/** The outbox has sent whatever is due on the test's clock. */
const drained = () =>
  waitFor("the outbox drained", async () => {
    const due = await app
      .db!.query.selectFrom("outbox")
      .select("id")
      .where("deliveredAt", "is", null)
      .where("nextAttemptAt", "<=", clock)
      .execute();
    return due.length === 0;
  });

beforeAll(async () => {
  served = await startTextsApp("sms-journey-", {
    logger: false,
    now: () => new Date(clock),
    booking: { outboxClock: () => clock },
  });
  ({ app, base: origin, smtp, sms } = served);
}, budget(60_000));

afterAll(async () => served?.close());

describe("the journey's notices by text", () => {
  it(
    "a visitor who agreed gets the reminder by text at its time, with the private link; none after a cancel",
    async () => {
      const kept = newPhone();
      const cancelled = newPhone();
      const a = await book(kept, clock + 2 * DAY);
      const b = await book(cancelled, a.booking.start);
      const [aFirst] = reminderTimes(business.timeZone, a.booking.start, rules.reminders, clock);
      const [bFirst] = reminderTimes(business.timeZone, b.booking.start, rules.reminders, clock);

      // Not before its time.
      clock = aFirst! - 60_000;
      await drained();
      expect(textsTo(kept)).toHaveLength(1);

      const res = await fetch(`${origin}/api/bookings/${b.token}`, { method: "DELETE" });
      expect(res.status).toBeLessThan(300);
      await waitFor("the cancellation text", () => textsTo(cancelled).length === 2);

      clock = Math.max(aFirst!, bFirst!);
      await waitFor("the reminder text", () => textsTo(kept).length === 2);
      const reminder = textsTo(kept)[1]!.body;
      expect(reminder).toContain(business.name);
      expect(reminder).toContain(a.reference);
      expect(reminder).toContain(a.manageUrl);
      await drained();
      // The cancelled booking's reminder went with its cancel: its texts are the confirmation and the cancellation.
      expect(textsTo(cancelled)).toHaveLength(2);
      expect(textsTo(cancelled)[1]!.body).toMatch(/cancelled/);
    },
    budget(60_000),
  );

  it(
    "'ready for pickup' goes by text once, even when Ready is tapped twice (and again after a step back)",
    async () => {
      const phone = newPhone();
      const made = await book(phone, pastReminders());
      await setState(made.booking.id, "checked-in");
      await setState(made.booking.id, "ready");
      await setState(made.booking.id, "ready");
      await waitFor("the ready text", () => textsTo(phone).length === 2);
      await setState(made.booking.id, "repairing");
      await setState(made.booking.id, "ready");
      await drained();
      const texts = textsTo(phone);
      expect(texts).toHaveLength(2);
      expect(texts[1]!.body).toContain("ready for pickup");
      expect(texts[1]!.body).toContain(fullAddress);
    },
    budget(60_000),
  );

  it(
    "the review ask goes by text to a visitor without email, with our counting link and the stop link; once per phone",
    async () => {
      const phone = newPhone();
      const made = await book(phone, pastReminders());
      const collectedAt = clock;
      await setState(made.booking.id, "checked-in");
      await setState(made.booking.id, "collected");
      const times = reviewTimes(business.timeZone, collectedAt, rules.reviewAsk);
      clock = times.ask;
      await waitFor("the review ask's text", () => textsTo(phone).length === 2);
      const ask = textsTo(phone)[1]!.body;
      const link = /(\S+\/r\/[\w-]{43})\s/.exec(ask)?.[1];
      expect(link, ask).toBeDefined();
      expect(ask).toContain(`${link}/stop`);
      expect(smtp.received.some((r) => r.mail.text?.includes(link!))).toBe(false);
      // Our redirect counts the tap and sends the visitor on to the shop's review page.
      const res = await fetch(link!.replace(business.siteUrl, origin), { redirect: "manual" });
      expect(res.status).toBe(302);
      expect(res.headers.get("location")).toBe(business.reviewUrl);

      // The same phone's next repair, collected within 180 days, is not asked again.
      const again = await book(phone, pastReminders());
      const secondAt = clock;
      await setState(again.booking.id, "checked-in");
      await setState(again.booking.id, "collected");
      clock = reviewTimes(business.timeZone, secondAt, rules.reviewAsk).ask;
      await drained();
      expect(textsTo(phone)).toHaveLength(3);
      expect(textsTo(phone).filter((t) => t.body.includes("/r/"))).toHaveLength(1);
    },
    budget(60_000),
  );
});

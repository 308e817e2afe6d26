// What each booking event writes to the outbox (api/booking/notices.ts): who is told, in what words,
// with which facts. Every fact comes from site/_data (through facts.ts), so another shop's data passes.
import ICAL from "ical.js";
import { describe, expect, it } from "vitest";
import { instantOf, isoInZone } from "#shop/clock.ts";
import { absoluteUrl, booking as rules, business, fullAddress, mapsUrl, models, serviceByKey } from "#shop/facts.ts";
import type { ServiceKey } from "#shop/content-schemas.ts";
import { beforeDropOffFor } from "#shop/checkin-content.ts";
import { bookingNotices, type NoticeConfig } from "../../../api/booking/notices.ts";
import { createNotifier } from "../../../api/booking/notifier.ts";
import { EmailPayload, WebhookPayload } from "../../../api/outbox/payloads.ts";
import { createLinkSeal } from "../../../api/outbox/seal.ts";
import type { Booking, NoticeMessage } from "../../../api/booking/types.ts";
import { noticeText } from "../../../api/booking/text-notices.ts";
import { SmsPayload } from "../../../api/sms/payload.ts";

const MINUTE = 60_000;
const model = models[0]!;
const service = rules.services.find((s) => s !== "diagnosis") as ServiceKey;
const OWNER = "owner-inbox@example.org";
const VISITOR = {
  name: "Zoë <b>Visitor</b>",
  phone: "+12025550123",
  email: "zoe.visitor@example.net",
  notes: "<script>alert(1)</script> & the screen is cracked",
};
const start = instantOf(business.timeZone, "2026-11-25", 10 * 60);
const manageUrl = new URL("/book/manage/tok123/", `${business.siteUrl}/`).href;

function makeBooking(over: Partial<Booking> = {}): Booking {
  return {
    id: "bk-9",
    reference: "TST-9NTC",
    lang: "en",
    start,
    end: start + rules.slotMinutes * MINUTE,
    service,
    model: model.slug,
    ...VISITOR,
    state: "booked",
    readyBy: null,
    source: "online",
    createdAt: start - 86_400_000,
    updatedAt: start - 86_400_000,
    sequence: 0,
    ...over,
  };
}

/** "Wednesday, November 25 at 10:00 AM (Eastern Time)", worked out here with Intl on its own. */
function expectedWhen(instant: number): string {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat("en-US", {
      timeZone: business.timeZone,
      weekday: "long",
      month: "long",
      day: "numeric",
      hour: "numeric",
      minute: "2-digit",
      hour12: true,
      timeZoneName: "longGeneric",
    })
      .formatToParts(instant)
      .map((p) => [p.type, p.value]),
  );
  return `${parts.weekday}, ${parts.month} ${parts.day} at ${parts.hour}:${parts.minute} ${parts.dayPeriod} (${parts.timeZoneName})`;
}

const ALL: NoticeConfig = { email: { notifyEmail: OWNER }, webhook: true };
const emails = (messages: NoticeMessage[]) =>
  messages.filter((m) => m.kind === "email").map((m) => EmailPayload.parse(m.payload));
const webhooks = (messages: NoticeMessage[]) =>
  messages.filter((m) => m.kind === "webhook").map((m) => WebhookPayload.parse(m.payload));
const serviceName = serviceByKey(service).name;

describe("a new booking", () => {
  const messages = bookingNotices("created", makeBooking(), ALL, { manageUrl });
  const [owner, visitor] = emails(messages);

  it("tells the owner, confirms to the visitor and calls the webhook", () => {
    expect(messages.map((m) => m.kind)).toEqual(["email", "email", "webhook"]);
    expect(owner!.to).toBe(OWNER);
    expect(visitor!.to).toBe(VISITOR.email);
  });

  it("the owner's email has the time with weekday and zone, the repair, the model and the visitor's details", () => {
    expect(expectedWhen(start)).toMatch(/^\w+day, \w+ \d+ at \d+:\d\d [AP]M \(.+\)$/);
    expect(owner!.text).toContain(`When: ${expectedWhen(start)}`);
    expect(owner!.text).toContain(`Repair: ${serviceName}`);
    expect(owner!.text).toContain(`iPhone: ${model.name}`);
    expect(owner!.text).toContain(`Name: ${VISITOR.name}`);
    expect(owner!.text).toContain("Phone: (202) 555-0123");
    expect(owner!.text).toContain(`Email: ${VISITOR.email}`);
    expect(owner!.text).toContain(`Note: ${VISITOR.notes}`);
    expect(owner!.text).toContain("TST-9NTC");
    expect(owner!.replyTo).toBe(VISITOR.email);
    // The subject names the booking, not the person (subjects travel further than bodies).
    expect(owner!.subject).toContain("TST-9NTC");
    expect(owner!.subject).not.toContain("Zoë");
  });

  it("the visitor's confirmation has the time, the address, directions, the shop's phone, the manage link and the .ics", () => {
    expect(visitor!.text).toContain(`When: ${expectedWhen(start)}`);
    expect(visitor!.text).toContain(fullAddress);
    expect(visitor!.text).toContain(mapsUrl);
    expect(visitor!.text).toContain(business.phone.display);
    expect(visitor!.text).toContain(manageUrl);
    expect(visitor!.text).toContain(`iPhone: ${model.name}`);
    expect(visitor!.text).toContain(`Repair: ${serviceName}`);
    expect(visitor!.subject).toContain(business.name);
    expect(visitor!.replyTo).toBe(OWNER);
    const calendar = new ICAL.Component(ICAL.parse(visitor!.ics!.content));
    for (const zone of calendar.getAllSubcomponents("vtimezone")) ICAL.TimezoneService.register(zone);
    const event = new ICAL.Event(calendar.getFirstSubcomponent("vevent")!);
    expect(event.startDate.toJSDate().getTime()).toBe(start);
    expect(event.summary).toBe(
      `${model.name} ${serviceName.replace(/\b[A-Z][a-z]+\b/g, (w) => w.toLowerCase())} at ${business.name}`,
    );
    expect(visitor!.ics!.filename).toBe("TST-9NTC.ics");
    ICAL.TimezoneService.reset();
  });

  it("the visitor's confirmation says what to do before drop-off for this repair, from the data", () => {
    const lines = beforeDropOffFor(rules.checkIn, service);
    for (const line of lines) expect(visitor!.text).toContain(line);
    const others = rules.checkIn.beforeDropOff.filter((l) => !lines.includes(l.text)).map((l) => l.text);
    for (const line of others) expect(visitor!.text).not.toContain(line);
  });

  it("the visitor's email repeats nothing they typed (the form cannot send someone a message of its sender's choosing)", () => {
    expect(visitor!.text).not.toContain("Zoë");
    expect(visitor!.text).not.toContain("cracked");
    expect(visitor!.ics!.content).not.toContain("cracked");
  });

  it("is plain text only: no HTML part anywhere, whatever the visitor typed", () => {
    for (const message of messages.filter((m) => m.kind === "email")) {
      expect(Object.keys(message.payload as object)).not.toContain("html");
      // The strict schema the outbox reads refuses any other field.
      expect(EmailPayload.safeParse({ ...(message.payload as object), html: "<p>x</p>" }).success).toBe(false);
    }
  });

  it("the webhook carries the booking with times on the shop's clock", () => {
    const [hook] = webhooks(messages);
    expect(hook!.event).toBe("booking.created");
    expect(hook!.booking).toMatchObject({
      id: "bk-9",
      reference: "TST-9NTC",
      state: "booked",
      start: isoInZone(business.timeZone, start),
      timeZone: business.timeZone,
      service,
      serviceName,
      model: model.slug,
      modelName: model.name,
      name: VISITOR.name,
      phone: VISITOR.phone,
      email: VISITOR.email,
      notes: VISITOR.notes,
    });
    expect(Date.parse(hook!.booking.start)).toBe(start);
  });

  it("a diagnosis is named as one, and a booking without a model says so", () => {
    const [ownerMail] = emails(
      bookingNotices("created", makeBooking({ service: "diagnosis", model: null }), ALL, { manageUrl }),
    );
    expect(ownerMail!.text).toContain("Repair: Diagnosis (not sure what's wrong)");
    expect(ownerMail!.text).toContain("iPhone: not given");
  });

  it("without the visitor's email only the owner is written to", () => {
    const list = bookingNotices("created", makeBooking({ email: null }), ALL, { manageUrl });
    expect(emails(list).map((e) => e.to)).toEqual([OWNER]);
    expect(emails(list)[0]!.replyTo).toBeUndefined();
  });

  it("one the owner entered (phone or walk-in) does not email the owner about it", () => {
    const list = bookingNotices("created", makeBooking({ source: "owner", email: null }), ALL, {});
    expect(list.map((m) => m.kind)).toEqual(["webhook"]);
  });
});

describe("configuration decides what is written", () => {
  it("without SMTP_URL no email is written at all; without a webhook no webhook", () => {
    expect(bookingNotices("created", makeBooking(), { webhook: true }, { manageUrl }).map((m) => m.kind)).toEqual([
      "webhook",
    ]);
    expect(
      bookingNotices("created", makeBooking(), { email: { notifyEmail: OWNER }, webhook: false }, { manageUrl }).map(
        (m) => m.kind,
      ),
    ).toEqual(["email", "email"]);
    expect(bookingNotices("cancelled", makeBooking(), { webhook: false })).toEqual([]);
  });

  it("createNotifier binds the configuration and passes the outbox's kick through", () => {
    let kicked = 0;
    const notifier = createNotifier({ email: { notifyEmail: OWNER }, webhook: false, kick: () => void kicked++ });
    expect(notifier.notices("created", makeBooking(), { manageUrl }).map((m) => m.kind)).toEqual(["email", "email"]);
    notifier.kick();
    expect(kicked).toBe(1);
  });
});

describe("a cancellation and other changes", () => {
  const cancelled = makeBooking({ state: "cancelled", updatedAt: start - 3_600_000 });

  it("cancelled by the visitor: the owner, the visitor and the webhook are told", () => {
    const list = bookingNotices("cancelled", cancelled, ALL, { by: "visitor" });
    const [owner, visitor] = emails(list);
    expect(owner!.to).toBe(OWNER);
    expect(owner!.subject).toMatch(/^Cancelled TST-9NTC/);
    expect(owner!.text).toContain(`Name: ${VISITOR.name}`);
    expect(owner!.text).toContain(`When: ${expectedWhen(start)}`);
    expect(visitor!.to).toBe(VISITOR.email);
    expect(visitor!.text).toContain("is cancelled");
    expect(visitor!.text).toContain(expectedWhen(start));
    expect(visitor!.text).toContain(absoluteUrl("/book/"));
    expect(visitor!.text).toContain(business.phone.display);
    expect(visitor!.text).not.toContain("Zoë");
    expect(webhooks(list)[0]!.event).toBe("booking.cancelled");
    expect(webhooks(list)[0]!.booking.state).toBe("cancelled");
  });

  it("cancelled by the owner: the visitor is told, the owner is not emailed about their own tap", () => {
    const list = bookingNotices("cancelled", cancelled, ALL, { by: "owner" });
    expect(emails(list).map((e) => e.to)).toEqual([VISITOR.email]);
  });

  it("the owner's moves (confirmed, collected, no-show): the webhook only", () => {
    for (const state of ["confirmed", "collected", "no-show"] as const) {
      const list = bookingNotices("state", makeBooking({ state }), ALL, {});
      expect(list.map((m) => m.kind)).toEqual(["webhook"]);
      expect(webhooks(list)[0]).toMatchObject({ event: "booking.updated", booking: { state } });
    }
  });
});

describe("an estimate sent", () => {
  const estimate = {
    version: 2,
    options: [
      { label: "Aftermarket OLED screen", cents: 18_900 },
      { label: "Genuine Apple screen", cents: 27_950 },
    ],
    note: "The frame is bent",
    partNeeded: true,
    sentAt: start,
    choice: null,
    answeredAt: null,
    replacedAt: null,
  };
  const waiting = makeBooking({ state: "awaiting-approval" });

  it("emails the visitor the options and prices (plain text, none of their typing) and sends booking.estimate", () => {
    const list = bookingNotices("estimate", waiting, ALL, { by: "owner", estimate });
    const [mail, ...others] = emails(list);
    expect(others).toEqual([]);
    expect(mail!.to).toBe(VISITOR.email);
    expect(mail!.text).toContain("Aftermarket OLED screen: $189.00");
    expect(mail!.text).toContain("Genuine Apple screen: $279.50");
    expect(mail!.text).toContain("The frame is bent");
    expect(mail!.text).toContain(business.phone.display);
    expect(mail!.text).not.toContain("Zoë");
    expect(EmailPayload.safeParse(mail).success).toBe(true);
    const [hook] = webhooks(list);
    expect(hook).toMatchObject({
      event: "booking.estimate",
      booking: { state: "awaiting-approval" },
      estimate: {
        version: 2,
        options: [
          { label: "Aftermarket OLED screen", price: 189 },
          { label: "Genuine Apple screen", price: 279.5 },
        ],
        partNeeded: true,
      },
    });
    expect(WebhookPayload.safeParse(hook).success).toBe(true);
  });

  it("without the visitor's email, the webhook alone", () => {
    const list = bookingNotices("estimate", makeBooking({ state: "awaiting-approval", email: null }), ALL, {
      by: "owner",
      estimate,
    });
    expect(list.map((m) => m.kind)).toEqual(["webhook"]);
  });

  it("to a visitor who agreed to texts: by text, the email its fallback; without an email, the text alone", () => {
    const seal = createLinkSeal();
    const withTexts: NoticeConfig = { ...ALL, seal: seal.seal, text: noticeText };
    const agreed = makeBooking({ state: "awaiting-approval", textConsent: true });
    const list = bookingNotices("estimate", agreed, withTexts, { by: "owner", estimate });
    expect(list.map((m) => m.kind)).toEqual(["sms", "webhook"]);
    const text = SmsPayload.parse(list[0]!.payload);
    expect(text.to).toBe(VISITOR.phone);
    expect(text.body).toContain(agreed.reference);
    expect(text.body).toContain(business.phone.display);
    expect(text.fallback?.text).toContain("Aftermarket OLED screen: $189.00");

    const noEmail = bookingNotices("estimate", { ...agreed, email: null }, withTexts, { by: "owner", estimate });
    expect(noEmail.map((m) => m.kind)).toEqual(["sms", "webhook"]);
    expect(SmsPayload.parse(noEmail[0]!.payload).fallback).toBeUndefined();
  });
});

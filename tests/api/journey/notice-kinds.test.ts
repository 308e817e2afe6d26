// The notice table drives everything a visitor is sent (api/journey/notice-kinds.ts): every kind has its
// email and text words, its topic is its own, the webhook's events are the table's, and each notice the
// booking and the journey write goes out in the words its row names.
import { describe, expect, it } from "vitest";
import { instantOf } from "#shop/clock.ts";
import { booking as rules, business, models } from "#shop/facts.ts";
import type { ServiceKey } from "#shop/content-schemas.ts";
import { bookingNotices, visitorNotice, type NoticeConfig } from "../../../api/booking/notices.ts";
import { createJourneyNotices } from "../../../api/journey/notices.ts";
import {
  NOTICE_KINDS,
  WEBHOOK_EVENTS,
  type NoticeKind,
  type NoticeKindName,
} from "../../../api/journey/notice-kinds.ts";
import { noticeText } from "../../../api/booking/text-notices.ts";
import { messageLanguage } from "../../../api/booking/describe.ts";
import { createLinkSeal, LINK_MARKER } from "../../../api/outbox/seal.ts";
import { EmailPayload, WebhookPayload } from "../../../api/outbox/payloads.ts";
import type { Booking, NoticeMessage } from "../../../api/booking/types.ts";
import { SmsPayload } from "../../../api/sms/payload.ts";
import { LANGUAGES } from "#shop/languages.ts";

const start = instantOf(business.timeZone, "2026-11-25", 10 * 60);
const booking: Booking = {
  id: "bk-1",
  reference: "TST-KIND1",
  lang: "en",
  start,
  end: start + rules.slotMinutes * 60_000,
  service: rules.services[0] as ServiceKey,
  model: models[0]!.slug,
  name: "Ana",
  phone: "+12025550123",
  email: "ana@example.net",
  notes: null,
  state: "booked",
  source: "online",
  textConsent: true,
  readyBy: null,
  createdAt: start - 86_400_000,
  updatedAt: start - 86_400_000,
  sequence: 0,
};
const estimate = {
  version: 1,
  options: [{ label: "Screen", cents: 18_900 }],
  note: null,
  partNeeded: false,
  sentAt: start,
  choice: null,
  answeredAt: null,
  replacedAt: null,
};
// What the visitor signed (the 'signed' kind's own context), as api/checkin/ keeps it.
const signature = {
  kind: "terms" as const,
  version: "v1",
  words: "The shop's terms.",
  place: "tracker" as const,
  at: start,
};
const link = new URL("/book/manage/tok/", `${business.siteUrl}/`).href;
const reviewLink = new URL("/r/tok", `${business.siteUrl}/`).href;
const kinds = Object.entries(NOTICE_KINDS) as Array<[NoticeKindName, NoticeKind]>;

describe("the notice table", () => {
  it("gives every kind its email and its text words in every language", () => {
    for (const [name, kind] of kinds)
      for (const language of LANGUAGES) {
        const words = kind.email[language](booking, { link, now: start, estimate, signature });
        expect(words.subject, `${name} ${language}`).toMatch(/\S/);
        expect(words.text, `${name} ${language}`).toMatch(/\S/);
        expect(kind.text[language](booking, link), `${name} ${language}`).toContain(business.name);
      }
  });

  it("gives each topic to one kind, or to a kind and its reminder", () => {
    const owners = kinds.filter(([, k]) => k.topic && !k.reminderOf).map(([, k]) => k.topic);
    expect(new Set(owners).size).toBe(owners.length);
    for (const [name, kind] of kinds.filter(([, k]) => k.reminderOf)) {
      const of = NOTICE_KINDS[kind.reminderOf as NoticeKindName] as NoticeKind | undefined;
      expect(of?.topic, name).toBe(kind.topic);
    }
  });

  it("is where the webhook's events come from: no other list, each one a body the outbox takes", () => {
    const declared = new Set(kinds.flatMap(([, k]) => (k.event ? [k.event] : [])));
    expect(new Set(WEBHOOK_EVENTS)).toEqual(declared);
    expect(WEBHOOK_EVENTS).toHaveLength(declared.size);
    const all: NoticeMessage[] = [
      ...bookingNotices("created", booking, { webhook: true }, { manageUrl: link }),
      ...bookingNotices("cancelled", booking, { webhook: true }),
      ...bookingNotices("state", booking, { webhook: true }),
      ...bookingNotices("estimate", booking, { webhook: true }, { estimate }),
    ];
    for (const m of all.filter((m) => m.kind === "webhook")) {
      const { event } = WebhookPayload.parse(m.payload);
      expect(WEBHOOK_EVENTS).toContain(event);
    }
  });

  it.each(LANGUAGES)(
    "writes each kind's email and text in the words its row names (%s), the link sealed where it carries one",
    (lang) => {
      const booked = { ...booking, lang };
      // A shop that lists only English sends its English words to a booking made in Spanish.
      const spoken = messageLanguage(booked);
      expect(spoken).toBe(business.languages.includes(lang) ? lang : "en");
      const seal = createLinkSeal();
      const config: NoticeConfig = {
        email: { notifyEmail: "owner@example.org" },
        webhook: false,
        seal: seal.seal,
        // A text whose email stays the fallback: each kind's text and email are both seen.
        text: noticeText,
      };
      for (const [name, kind] of kinds) {
        const at = {
          now: start,
          manageUrl: link,
          estimate,
          signature,
          ...(kind.topic === "review" ? { link: reviewLink } : {}),
        };
        const [text] = visitorNotice(config, name, booked, at).filter((m) => m.kind === "sms");
        const sms = SmsPayload.parse(text!.payload);
        const email = EmailPayload.parse(
          sms.fallback ?? visitorNotice({ ...config, text: undefined }, name, booked, at)[0]!.payload,
        );
        // The private link, or the review ask's own, waits sealed behind the marker.
        const sealed = kind.carriesLink ? link : kind.topic === "review" ? reviewLink : undefined;
        const shown = sealed && LINK_MARKER;
        expect(sms.body, name).toBe(kind.text[spoken](booked, shown));
        expect(email.text, name).toBe(
          kind.email[spoken](booked, { link: shown, now: start, estimate, signature }).text,
        );
        expect(seal.open(sms.link ?? "") ?? null, name).toBe(sealed ?? null);
        expect(seal.open(email.link ?? "") ?? null, name).toBe(sealed ?? null);
        expect(JSON.stringify([sms, email]), name).not.toMatch(/\/book\/manage\/tok\/|\/r\/tok/);
      }
    },
  );

  it("sends the journey's scheduled kinds under their row's topic", () => {
    const journey = createJourneyNotices({ email: { notifyEmail: "owner@example.org" }, webhook: true });
    const ready = journey.noticesForMove({ ...booking, state: "ready" }, "repairing", "ready", start);
    expect(new Set(ready.map((m) => m.journey?.topic))).toEqual(new Set([NOTICE_KINDS.ready.topic]));
    const hook = ready.find((m) => m.kind === "webhook")!;
    expect(WebhookPayload.parse(hook.payload).event).toBe(NOTICE_KINDS.ready.event);
  });
});

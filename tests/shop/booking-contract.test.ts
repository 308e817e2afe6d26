// The booking contract (shop/booking-contract.ts) on its own: how a posted booking is read (a
// form's strings, blanks, a phone in any US format, text with control characters), which fields a
// refusal names, and that an answer's links can only be http(s). The shop's lists come from its data.
import { describe, expect, it } from "vitest";
import * as z from "zod/mini";
import {
  BLOCK_LABEL_MAX,
  BookedSchema,
  DESK_MESSAGES,
  fieldErrorsOf,
  parseInstant,
  readBlockForm,
  textConsentOf,
} from "#shop/booking-contract.ts";
import { DETAIL_FIELDS, FIELD_MESSAGES, NAME_MAX } from "#shop/booking-fields.ts";
import { readShopBooking, readShopDeskBooking } from "#shop/booking-request.ts";
import { booking, models } from "#shop/facts.ts";

const START = "2026-11-25T10:00:00-05:00";
const SERVICE = booking.services[0]!;

describe("the consent to texts", () => {
  const base = { start: START, service: SERVICE, name: "Dana Visitor", phone: "(205) 555-0199" };
  const consent = (fields: Record<string, unknown>) => {
    const read = readShopBooking({ ...base, ...fields });
    if (!read.ok) throw new Error(read.message);
    return textConsentOf(read.request);
  };
  const version = booking.textConsent.version;

  it("agrees when the words were shown (their version) and the box left clear, as a form posts it or as JSON", () => {
    expect(consent({ textsVersion: version })).toEqual({ textConsent: true, textConsentVersion: version });
    expect(consent({ textsVersion: version, noTexts: false })).toEqual({
      textConsent: true,
      textConsentVersion: version,
    });
  });

  it("says no when the box is ticked, keeping the version of the words the visitor saw", () => {
    for (const noTexts of ["on", "yes", true])
      expect(consent({ textsVersion: version, noTexts })).toEqual({ textConsent: false, textConsentVersion: version });
  });

  it("says no when no words were shown, or the version is not one", () => {
    expect(consent({})).toEqual({ textConsent: false, textConsentVersion: null });
    expect(consent({ textsVersion: "<script>" })).toEqual({ textConsent: false, textConsentVersion: null });
  });
});

describe("readShopBooking", () => {
  it("reads a form's fields: blank optional ones are null, the phone is E.164, text is tidied", () => {
    const read = readShopBooking({
      start: START,
      service: SERVICE,
      model: "",
      name: "  Dana \t  Visitor\u0007 ",
      phone: "(205) 555-0199",
      email: " ",
      notes: "Dropped it\nin water\u0000",
      website: "",
    });
    expect(read).toEqual({
      ok: true,
      request: {
        start: START,
        service: SERVICE,
        model: null,
        name: "Dana Visitor",
        phone: "+12055550199",
        email: null,
        notes: "Dropped it\nin water",
        // No consent words were shown: no version, so nothing is texted.
        textsVersion: null,
        noTexts: false,
        website: "",
        // No page language was sent: English.
        lang: "en",
      },
    });
  });

  it("takes JSON with optional fields missing, and a model of the shop's", () => {
    const read = readShopBooking({
      start: START,
      service: SERVICE,
      model: models[0]!.slug,
      name: "Dana",
      phone: "+1 478 555 0142",
    });
    expect(read.ok && read.request).toMatchObject({ model: models[0]!.slug, email: null, notes: null });
  });

  it("names each field it cannot read, with the contract's message, and says which in one sentence", () => {
    const read = readShopBooking({
      start: "tomorrow",
      service: "polishing",
      model: "iphone-99-repair",
      name: "x".repeat(NAME_MAX + 1),
      phone: "555-0100",
      email: "not-an-email",
      notes: ["two", "values"],
    });
    expect(read).toEqual({
      ok: false,
      fields: FIELD_MESSAGES,
      message: "Please check: start, service, model, name, phone, email, notes.",
    });
  });

  /** A booking with this name (and note), the rest valid. */
  const readText = (name: string, notes?: string) =>
    readShopBooking({ start: START, service: SERVICE, name, phone: "(205) 555-0199", notes });

  it("a name of invisible characters only is refused: format characters and Hangul fillers are no name", () => {
    for (const name of ["\u200b\u200c\u200d", "\u2060\u2060", "\u3164", "\u115f\u1160", "\u202e\u2066"]) {
      const read = readText(name);
      expect(read.ok ? read.request.name : read.fields, JSON.stringify(name)).toEqual({
        name: DETAIL_FIELDS.name.message,
      });
    }
  });

  it("strips bidi controls and zero-width characters from names and notes, so nothing reverses what follows", () => {
    const read = readText(
      "\u202eDana\u200b Visitor\u2066\u2069\u200e\u200f\u061c",
      "\u202aScreen\u202c \u2067cracked\u2068",
    );
    expect(read.ok && read.request).toMatchObject({ name: "Dana Visitor", notes: "Screen cracked" });
  });

  it("reads U+2028, U+2029 and U+0085 in a note as line breaks, and as a space in a name", () => {
    const read = readText("Dana\u2028Visitor", "one\u2028two\u2029three\u0085four");
    expect(read.ok && read.request).toMatchObject({ name: "Dana Visitor", notes: "one\ntwo\nthree\nfour" });
  });

  it("a body that is no object names the time, the first thing asked", () => {
    for (const body of [null, "start", 42, []]) expect(readShopBooking(body).ok, String(body)).toBe(false);
    expect(fieldErrorsOf([[]])).toEqual({ start: FIELD_MESSAGES.start });
    expect(fieldErrorsOf([["unknown"], ["phone"]])).toEqual({ phone: DETAIL_FIELDS.phone.message });
  });
});

describe("the answers", () => {
  const booked = {
    reference: "ETR-7K3QF",
    start: START,
    end: "2026-11-25T10:30:00-05:00",
    service: SERVICE,
    model: null,
    manageUrl: "https://shop.example/book/manage/abc/",
    icsUrl: "http://localhost:8080/api/bookings/abc.ics",
  };

  it("a booked answer's links are http(s) only", () => {
    expect(z.safeParse(BookedSchema, booked).success).toBe(true);
    for (const url of ["javascript:alert(1)", "data:text/html,hi", "/book/manage/abc/"])
      expect(z.safeParse(BookedSchema, { ...booked, manageUrl: url }).success, url).toBe(false);
  });
});

describe("parseInstant", () => {
  it("reads ISO instants with an offset or Z, and nothing else", () => {
    expect(parseInstant(START)).toBe(Date.UTC(2026, 10, 25, 15));
    expect(parseInstant("2026-11-25T15:00Z")).toBe(Date.UTC(2026, 10, 25, 15));
    for (const bad of ["2026-11-25T10:00:00", "2026-11-25", "soon", "2026-11-25 10:00-05:00"])
      expect(parseInstant(bad), bad).toBeUndefined();
  });
});

describe("the owner's desk forms", () => {
  const startOf = (date: string, minutes: number) => `${date}T${String(minutes / 60).padStart(2, "0")}:00:00-05:00`;

  it("a booking by hand: a date and a time make the start, then the booking's fields as the contract reads them", () => {
    const read = readShopDeskBooking(
      { date: "2026-11-25", time: "10:00", service: SERVICE, model: "", name: "Walk In", phone: "478-555-0177" },
      startOf,
    );
    expect(read.ok && read.request).toMatchObject({
      start: START,
      service: SERVICE,
      model: null,
      phone: "+14785550177",
    });
    expect(readShopDeskBooking({ date: "2026-02-30", time: "25:00", name: "" }, startOf)).toEqual({
      ok: false,
      fields: { date: DESK_MESSAGES.date, start: DESK_MESSAGES.time },
    });
    expect(readShopDeskBooking({ date: "2026-11-25", time: "10:00", service: SERVICE, name: "" }, startOf)).toEqual({
      ok: false,
      fields: { name: FIELD_MESSAGES.name, phone: FIELD_MESSAGES.phone },
    });
  });

  it("blocked time: the day, the morning, the afternoon or one slot, with an optional label", () => {
    expect(readBlockForm({ date: "2026-11-25", span: "morning", label: " Off\tsick " }, 30)).toEqual({
      ok: true,
      block: { date: "2026-11-25", span: "morning", label: "Off sick", fromMinute: 0, toMinute: 720 },
    });
    const slot = readBlockForm({ date: "2026-11-25", span: "14:30", label: "" }, 30);
    expect(slot.ok && slot.block).toMatchObject({ label: null, fromMinute: 870, toMinute: 900 });
    expect(readBlockForm({ date: "soon", span: "evening", label: "x".repeat(BLOCK_LABEL_MAX + 1) }, 30)).toEqual({
      ok: false,
      fields: { date: DESK_MESSAGES.date, span: DESK_MESSAGES.span, label: DESK_MESSAGES.label },
    });
  });
});

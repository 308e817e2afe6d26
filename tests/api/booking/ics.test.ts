// The .ics files a booking makes (api/booking/ics.ts), read back by two real iCalendar parsers:
// ical.js, which knows no time zone but the VTIMEZONE we write (so it checks ours), and node-ical,
// which Google-like clients resemble in reading the TZID name. Instants are checked across the
// autumn daylight-saving change, in a named zone and in the shop's own (business.ts).
import ICAL from "ical.js";
import ical from "node-ical";
import { afterEach, describe, expect, it } from "vitest";
import { instantOf } from "#shop/clock.ts";
import { booking as rules, business, fullAddress, mapsUrl, models, serviceByKey } from "#shop/facts.ts";
import type { ServiceKey } from "#shop/content-schemas.ts";
import { bookingIcs, bookingUid, calendarFeed } from "../../../api/booking/ics.ts";
import { escapeText, foldLine } from "../../../api/outbox/ics-text.ts";
import type { Booking } from "../../../api/booking/types.ts";

const MINUTE = 60_000;
const model = models[0]!;
const service = rules.services.find((s) => s !== "diagnosis") as ServiceKey;
/** The repair as a sentence carries it ("screen replacement"): the data's name, plain words lowered. */
const serviceWords = () => serviceByKey(service).name.replace(/\b[A-Z][a-z]+\b/g, (w) => w.toLowerCase());
/** What a visitor may type: every character RFC 5545 makes special, a line break, and more than ASCII. */
const NASTY_NAME = 'Zoë "Z"; O\'Brien, Jr. \\ 😀';
const NASTY_NOTE =
  "Cracked; won't charge, at all.\nSecond line \\n not a break\r\nThird: <b>bold</b> — ✓✓✓ done, ok; " +
  "long ".repeat(30);

function makeBooking(over: Partial<Booking> & { start: number }): Booking {
  return {
    id: "bk-1",
    lang: "en",
    reference: "TST-2DST",
    end: over.start + rules.slotMinutes * MINUTE,
    service,
    model: model.slug,
    name: NASTY_NAME,
    phone: "+12025550123",
    email: "visitor@example.net",
    notes: NASTY_NOTE,
    state: "booked",
    readyBy: null,
    source: "online",
    createdAt: over.start - 3 * 86_400_000,
    updatedAt: over.start - 3 * 86_400_000,
    sequence: 0,
    ...over,
  };
}

interface ParsedEvent {
  uid: string;
  start: number;
  end: number;
  tzid: string | undefined;
  summary: string;
  description: string;
  location: string | null;
  status: string | null;
}

/** Every VEVENT as ical.js reads it, with the time zones taken from the file's own VTIMEZONEs only. */
function icalJsEvents(text: string): ParsedEvent[] {
  const calendar = new ICAL.Component(ICAL.parse(text));
  for (const zone of calendar.getAllSubcomponents("vtimezone")) ICAL.TimezoneService.register(zone);
  return calendar.getAllSubcomponents("vevent").map((component) => {
    const event = new ICAL.Event(component);
    return {
      uid: event.uid,
      start: event.startDate.toJSDate().getTime(),
      end: event.endDate.toJSDate().getTime(),
      tzid: event.startDate.zone?.tzid,
      summary: event.summary,
      description: event.description,
      location: event.location,
      status: component.getFirstPropertyValue("status") as string | null,
    };
  });
}

function nodeIcalEvents(text: string) {
  return Object.values(ical.sync.parseICS(text)).filter((c): c is ical.VEvent => c?.type === "VEVENT");
}

afterEach(() => ICAL.TimezoneService.reset());

describe("line folding and escaping (RFC 5545 3.1, 3.3.11)", () => {
  it("escapes backslash, semicolon, comma and line breaks, and drops other control characters", () => {
    expect(escapeText("a\\b;c,d\ne\r\nf\rg\u0007h\ti")).toBe("a\\\\b\\;c\\,d\\ne\\nf\\ng" + "h\ti");
  });

  it("escapes U+2028, U+2029 and U+0085 as line breaks: a parser that splits lines there would drop the details", () => {
    expect(escapeText("a\u2028b\u2029c\u0085d")).toBe("a\\nb\\nc\\nd");
  });

  it("folds at 75 octets, continuation lines start with a space, and no UTF-8 character is split", () => {
    const line = `DESCRIPTION:${"é✓😀a".repeat(40)}`;
    const folded = foldLine(line);
    const physical = folded.split("\r\n");
    expect(physical.length).toBeGreaterThan(3);
    for (const [i, piece] of physical.entries()) {
      expect(Buffer.byteLength(piece)).toBeLessThanOrEqual(75);
      if (i > 0) expect(piece.startsWith(" ")).toBe(true);
      // A split character would not survive the round trip through UTF-8.
      expect(Buffer.from(piece, "utf8").toString("utf8")).toBe(piece);
      expect(piece).not.toMatch(/\uFFFD/);
    }
    expect(physical.map((p, i) => (i === 0 ? p : p.slice(1))).join("")).toBe(line);
    expect(foldLine("SHORT:x")).toBe("SHORT:x");
  });
});

describe("the visitor's .ics", () => {
  it("is one event at the shop's address, named for the repair and the shop, with a reminder", () => {
    const start = instantOf(business.timeZone, "2026-11-25", 10 * 60);
    const manageUrl = new URL("/book/manage/abc123/", `${business.siteUrl}/`).href;
    const text = bookingIcs(makeBooking({ start }), { manageUrl });
    expect(text.endsWith("\r\n")).toBe(true);
    expect(text.split("\r\n").every((l) => Buffer.byteLength(l) <= 75)).toBe(true);
    const [event, ...rest] = icalJsEvents(text);
    expect(rest).toHaveLength(0);
    expect(event!.summary).toBe(`${model.name} ${serviceWords()} at ${business.name}`);
    expect(event!.location).toBe(fullAddress);
    expect(event!.uid).toBe(`bk-1@${new URL(business.siteUrl).hostname}`);
    expect(event!.uid).toBe(bookingUid({ id: "bk-1" }));
    expect(event!.start).toBe(start);
    expect(event!.end).toBe(start + rules.slotMinutes * MINUTE);
    expect(event!.tzid).toBe(business.timeZone);
    expect(event!.status).toBe("CONFIRMED");
    expect(event!.description).toContain(mapsUrl);
    expect(event!.description).toContain(business.phone.display);
    expect(event!.description).toContain(manageUrl);
    expect(event!.description).toContain("TST-2DST");
    // The visitor's own words stay out of a file they may forward.
    expect(text).not.toContain("Brien");
    expect(text).not.toContain("Cracked");
    expect(text).toMatch(/BEGIN:VALARM\r\nACTION:DISPLAY\r\n/);
  });

  it("a diagnosis without a model reads 'iPhone diagnosis at <shop>'", () => {
    const start = instantOf(business.timeZone, "2026-11-25", 10 * 60);
    const [event] = icalJsEvents(bookingIcs(makeBooking({ start, service: "diagnosis", model: null })));
    expect(event!.summary).toBe(`iPhone diagnosis at ${business.name}`);
  });

  it("a cancelled booking is STATUS:CANCELLED, without a reminder", () => {
    const start = instantOf(business.timeZone, "2026-11-25", 10 * 60);
    const text = bookingIcs(makeBooking({ start, state: "cancelled", updatedAt: start - 86_400_000 }));
    expect(icalJsEvents(text)[0]!.status).toBe("CANCELLED");
    expect(text).not.toContain("VALARM");
  });
});

describe("instants across the autumn daylight-saving change", () => {
  // America/New_York: Friday 2026-10-30 is still EDT (UTC-4), Monday 2026-11-02 is EST (UTC-5);
  // the clocks went back on Sunday 2026-11-01.
  const friday = Date.UTC(2026, 9, 30, 14, 0);
  const monday = Date.UTC(2026, 10, 2, 15, 0);

  it("10:00 AM on both sides is 14:00 and 15:00 UTC, read by ical.js from our VTIMEZONE and by node-ical", () => {
    const bookings = [makeBooking({ id: "fri", start: friday }), makeBooking({ id: "mon", start: monday })];
    const text = calendarFeed(bookings, { timeZone: "America/New_York" });
    expect(text).toContain("DTSTART;TZID=America/New_York:20261030T100000");
    expect(text).toContain("DTSTART;TZID=America/New_York:20261102T100000");
    const byJs = Object.fromEntries(icalJsEvents(text).map((e) => [e.uid.split("@")[0], e]));
    expect(byJs.fri!.start).toBe(friday);
    expect(byJs.mon!.start).toBe(monday);
    expect(byJs.mon!.tzid).toBe("America/New_York");
    const byNode = Object.fromEntries(nodeIcalEvents(text).map((e) => [e.uid.split("@")[0], e]));
    expect(byNode.fri!.start.getTime()).toBe(friday);
    expect(byNode.mon!.start.getTime()).toBe(monday);
    expect(byNode.mon!.end.getTime()).toBe(monday + rules.slotMinutes * MINUTE);
  });

  it("the same holds in the shop's own zone, and the two bookings really straddle a change there", () => {
    const fri = instantOf(business.timeZone, "2026-10-30", 10 * 60);
    const mon = instantOf(business.timeZone, "2026-11-02", 10 * 60);
    // Ten o'clock both days but not 3 × 24 hours apart: the zone changed its offset in between.
    expect(mon - fri).not.toBe(3 * 86_400_000);
    const text = calendarFeed([makeBooking({ id: "fri", start: fri }), makeBooking({ id: "mon", start: mon })]);
    expect(text).toContain(`X-WR-TIMEZONE:${business.timeZone}`);
    expect(text).toContain(`TZID:${business.timeZone}`);
    for (const events of [
      icalJsEvents(text),
      nodeIcalEvents(text).map((e) => ({ uid: e.uid, start: e.start.getTime() })),
    ]) {
      const starts = Object.fromEntries(events.map((e) => [e.uid.split("@")[0], e.start]));
      expect(starts).toEqual({ fri, mon });
    }
  });

  it("spring forward too, and zones with no daylight saving or a southern summer", () => {
    for (const [zone, date, utcHour] of [
      ["America/New_York", "2027-03-15", 14],
      ["America/Phoenix", "2026-07-01", 17],
      ["Australia/Sydney", "2026-12-01", 23],
    ] as const) {
      const start = instantOf(zone, date, 10 * 60);
      const [y, m, d] = date.split("-").map(Number);
      // Sydney's 10:00 AM is the previous day in UTC.
      const expected = Date.UTC(y!, m! - 1, d! - (utcHour > 12 && zone === "Australia/Sydney" ? 1 : 0), utcHour);
      expect(start).toBe(expected);
      const [event] = icalJsEvents(calendarFeed([makeBooking({ start })], { timeZone: zone }));
      expect(event!.start, zone).toBe(expected);
      ICAL.TimezoneService.reset();
    }
  });
});

describe("the owner's feed", () => {
  it("carries the visitor's name, phone, email, note and state, escaped so they read back exactly", () => {
    const start = instantOf(business.timeZone, "2026-11-25", 11 * 60);
    const text = calendarFeed([makeBooking({ start, state: "confirmed" })]);
    const [event] = icalJsEvents(text);
    expect(event!.summary).toBe(`${model.name} ${serviceWords()}: ${NASTY_NAME}`);
    const description = event!.description;
    expect(description).toContain(`Name: ${NASTY_NAME}`);
    expect(description).toContain("Phone: (202) 555-0123");
    expect(description).toContain("Email: visitor@example.net");
    // Line breaks in the note come back as line breaks; nothing else changed.
    expect(description).toContain(`Note: ${NASTY_NOTE.replace(/\r\n/g, "\n")}`);
    expect(description).toContain("State: confirmed");
    const [viaNode] = nodeIcalEvents(text);
    expect(String(viaNode!.summary)).toBe(`${model.name} ${serviceWords()}: ${NASTY_NAME}`);
    // node-ical reads an escaped backslash before an "n" as a line break (ical.js above does not), so
    // it is checked on the rest of the note.
    expect(String(viaNode!.description)).toContain(`Note: ${NASTY_NOTE.split("\n")[0]}`);
    expect(String(viaNode!.description)).toContain(`Name: ${NASTY_NAME}`);
    // One event, however many commas, semicolons and line breaks the visitor typed.
    expect(text.match(/BEGIN:VEVENT/g)).toHaveLength(1);
    expect(text.split("\r\n").every((l) => Buffer.byteLength(l) <= 75)).toBe(true);
  });

  it("a cancelled booking stays in as STATUS:CANCELLED, saying so", () => {
    const start = instantOf(business.timeZone, "2026-11-25", 11 * 60);
    const [event] = icalJsEvents(calendarFeed([makeBooking({ start, state: "cancelled", updatedAt: start - 60_000 })]));
    expect(event!.status).toBe("CANCELLED");
    expect(event!.summary.startsWith("Cancelled: ")).toBe(true);
  });

  it("an empty feed still parses and names the shop's zone", () => {
    const text = calendarFeed([], { now: Date.UTC(2026, 10, 1) });
    expect(icalJsEvents(text)).toHaveLength(0);
    expect(text).toContain(`BEGIN:VTIMEZONE\r\nTZID:${business.timeZone}`);
  });

  it("the UID is the same in the feed and the visitor's file, so calendars update rather than duplicate", () => {
    const start = instantOf(business.timeZone, "2026-11-25", 11 * 60);
    const b = makeBooking({ start });
    expect(icalJsEvents(calendarFeed([b]))[0]!.uid).toBe(icalJsEvents(bookingIcs(b))[0]!.uid);
  });
});

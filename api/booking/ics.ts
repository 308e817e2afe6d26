// Bookings as iCalendar (RFC 5545): one booking for the visitor's calendar (the confirmation's
// "Add to calendar", the email's attachment) and the owner's private feed of many, which
// Google and Apple Calendar subscribe to.
//
// Written by hand rather than with a generator library: the part those libraries leave to the caller
// is the one that matters here, the VTIMEZONE. Ours is computed from Temporal's list of the changes of
// the zone in business.ts (clock.ts, the same tz data the availability uses), so any shop's zone works,
// with nothing to keep in step. Times carry TZID=<the shop's zone>: a calendar shows 10:00 AM at the shop whatever zone the
// phone is in, and the instants stay right across daylight-saving changes.
//
// What a visitor typed (name, note) goes into the owner's feed: every TEXT value is escaped (\ ; , and
// line breaks), control characters are dropped, and lines are folded at 75 octets without splitting a
// UTF-8 character. The words themselves are words/calendar.ts's.
import { addDays, dateAt, instantOf, isoInZone, zoneName, zoneOffsets } from "#shop/clock.ts";
import { business, fullAddress } from "#shop/facts.ts";
import { escapeText, foldLine } from "../outbox/ics-text.ts";
import { feedEventWords, feedName, visitorEventWords } from "./words/calendar.ts";
import type { Booking } from "./types.ts";
import { CANCELLED_STATES, isIn } from "#shop/repair-states.ts";

const CRLF = "\r\n";

/** "20261125T100000": the instant on a zone's wall clock, for DTSTART;TZID=… (a zone may be an offset, "-05:00"). */
const localStamp = (timeZone: string, instant: number) =>
  isoInZone(timeZone, instant).slice(0, 19).replace(/[-:]/g, "");
/** "20261125T150000Z" */
const utcStamp = (instant: number) => `${localStamp("UTC", instant)}Z`;

/** "-05:00" as a zone of its own, and as iCalendar writes it ("-0500"). */
const offsetZone = (minutes: number) => {
  const abs = Math.abs(minutes);
  return `${minutes < 0 ? "-" : "+"}${String(Math.floor(abs / 60)).padStart(2, "0")}:${String(abs % 60).padStart(2, "0")}`;
};
const offsetText = (minutes: number) => offsetZone(minutes).replace(":", "");

const vtimezones = new Map<string, string[]>();

/**
 * The zone's VTIMEZONE over whole calendar years from `firstYear` through `lastYear`: one STANDARD or
 * DAYLIGHT part per offset change Temporal knows of (explicit DTSTARTs, no RRULE), so it is exact for
 * the years it covers even where the rules changed. Whole years, so a zone with daylight saving shows
 * both offsets and the larger one is named DAYLIGHT.
 */
export function vtimezone(timeZone: string, firstYear: number, lastYear: number): string[] {
  const key = `${timeZone} ${firstYear} ${lastYear}`;
  const cached = vtimezones.get(key);
  if (cached) return cached;
  // A day either side, so the first part starts before any local time of the first year.
  const table = zoneOffsets(
    timeZone,
    instantOf("UTC", addDays(`${firstYear}-01-01`, -1), 0),
    instantOf("UTC", `${lastYear + 1}-01-02`, 0),
  );
  const standard = Math.min(...table.changes.map(([, offset]) => offset));
  const lines = ["BEGIN:VTIMEZONE", `TZID:${timeZone}`];
  let previous = table.changes[0]![1];
  for (const [at, offset] of table.changes) {
    const kind = offset > standard ? "DAYLIGHT" : "STANDARD";
    const name = zoneName(timeZone, at, "short");
    lines.push(
      `BEGIN:${kind}`,
      // The change's moment on the wall clock in force before it (RFC 5545 3.6.5).
      `DTSTART:${localStamp(offsetZone(previous), at)}`,
      `TZOFFSETFROM:${offsetText(previous)}`,
      `TZOFFSETTO:${offsetText(offset)}`,
      `TZNAME:${escapeText(name)}`,
      `END:${kind}`,
    );
    previous = offset;
  }
  lines.push("END:VTIMEZONE");
  vtimezones.set(key, lines);
  return lines;
}

const yearOf = (instant: number) => Number(dateAt("UTC", instant).slice(0, 4));
const siteHost = () => new URL(business.siteUrl).hostname;

/** A booking's UID: stable across every file and feed that carries it, so calendars update rather than duplicate. */
export const bookingUid = (booking: Pick<Booking, "id">) => `${booking.id}@${siteHost()}`;

/** The lines every event shares: identity, revision, time in the shop's zone, status. */
function eventHead(booking: Booking, timeZone: string): string[] {
  return [
    `UID:${bookingUid(booking)}`,
    `DTSTAMP:${utcStamp(booking.updatedAt)}`,
    `CREATED:${utcStamp(booking.createdAt)}`,
    `LAST-MODIFIED:${utcStamp(booking.updatedAt)}`,
    // Grows with every change (a state, a new time), so a calendar that already holds the event takes the new one.
    `SEQUENCE:${booking.sequence}`,
    `DTSTART;TZID=${timeZone}:${localStamp(timeZone, booking.start)}`,
    `DTEND;TZID=${timeZone}:${localStamp(timeZone, booking.end)}`,
    `STATUS:${isIn(CANCELLED_STATES, booking.state) ? "CANCELLED" : "CONFIRMED"}`,
    "TRANSP:OPAQUE",
  ];
}

function calendar(head: string[], timeZone: string, years: [number, number], events: string[][]): string {
  const lines = [
    "BEGIN:VCALENDAR",
    "VERSION:2.0",
    `PRODID:-//${escapeText(business.name)}//Repair bookings//EN`,
    "CALSCALE:GREGORIAN",
    "METHOD:PUBLISH",
    ...head,
    ...vtimezone(timeZone, years[0], years[1]),
    ...events.flat(),
    "END:VCALENDAR",
  ];
  return lines.map(foldLine).join(CRLF) + CRLF;
}

const safeUrl = (url: string) => {
  const parsed = new URL(url);
  if (parsed.protocol !== "https:" && parsed.protocol !== "http:") throw new Error("manageUrl must be http(s)");
  return parsed.href;
};

export interface BookingIcsOptions {
  /** The private see-or-cancel link: known only when the booking is made, so the caller passes it. */
  manageUrl?: string;
  /** Default the shop's zone (business.ts); tests name one to pin instants. */
  timeZone?: string;
}

/**
 * One booking for the visitor's own calendar (words/calendar.ts's words), at the shop's address, with
 * a reminder an hour before.
 */
export function bookingIcs(booking: Booking, options: BookingIcsOptions = {}): string {
  const timeZone = options.timeZone ?? business.timeZone;
  const manageUrl = options.manageUrl ? safeUrl(options.manageUrl) : undefined;
  const words = visitorEventWords(booking, timeZone, manageUrl);
  const event = [
    "BEGIN:VEVENT",
    ...eventHead(booking, timeZone),
    `SUMMARY:${escapeText(words.summary)}`,
    `LOCATION:${escapeText(fullAddress)}`,
    `GEO:${business.geo.lat};${business.geo.lng}`,
    `DESCRIPTION:${escapeText(words.description)}`,
    ...(manageUrl ? [`URL:${manageUrl}`] : []),
    ...(isIn(CANCELLED_STATES, booking.state)
      ? []
      : ["BEGIN:VALARM", "ACTION:DISPLAY", `DESCRIPTION:${escapeText(words.summary)}`, "TRIGGER:-PT1H", "END:VALARM"]),
    "END:VEVENT",
  ];
  return calendar([], timeZone, [yearOf(booking.start), yearOf(booking.end)], [event]);
}

export interface FeedOptions {
  /** For the zone's table when there is no booking at all; default now. */
  now?: number;
  timeZone?: string;
}

/**
 * The owner's private feed: every booking given (the caller picks which: the desk passes the coming
 * ones), each with the visitor's name, phone, email, note and state. A cancelled one stays in with
 * STATUS:CANCELLED and "Cancelled:" in front, so a calendar that already holds it drops or strikes it.
 */
export function calendarFeed(bookings: readonly Booking[], options: FeedOptions = {}): string {
  const timeZone = options.timeZone ?? business.timeZone;
  const now = options.now ?? Date.now();
  const instants = bookings.length ? bookings.flatMap((b) => [b.start, b.end]) : [now];
  const years: [number, number] = [yearOf(Math.min(...instants)), yearOf(Math.max(...instants))];
  const events = bookings.map((booking) => {
    const words = feedEventWords(booking);
    return [
      "BEGIN:VEVENT",
      ...eventHead(booking, timeZone),
      `SUMMARY:${escapeText(words.summary)}`,
      `DESCRIPTION:${escapeText(words.description)}`,
      "END:VEVENT",
    ];
  });
  const head = [
    `X-WR-CALNAME:${escapeText(feedName())}`,
    `X-WR-TIMEZONE:${timeZone}`,
    // RFC 7986, and the older name Outlook reads: look again every 15 minutes.
    "REFRESH-INTERVAL;VALUE=DURATION:PT15M",
    "X-PUBLISHED-TTL:PT15M",
  ];
  return calendar(head, timeZone, years, events);
}

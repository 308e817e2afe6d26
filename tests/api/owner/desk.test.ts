// The owner's desk at work, on a real app with the embedded database, signed in
// through the sign-in form: bookings made by visitors through the public API show on the desk; Confirm,
// Done, No-show and Cancel change the state and the availability; walk-ins take a place; blocked time
// leaves the availability and lists the bookings inside it; a wrong CSRF token changes nothing; the
// calendar feed parses with a real iCalendar parser, with the right instants across a daylight-saving
// change, and a regenerated address makes the old one 404; the CSV export defuses formulas; what the
// chat could not answer is grouped, counted, and stored without phone numbers or emails; the desk's
// stylesheet is built on the site's own tokens.
//
// The shop's clock is pinned (the app's `now`) to a morning of an open day found in the data, so the
// tests never depend on the hour they run at. Every fact comes from site/_data.
import { readFileSync } from "node:fs";
import { budget } from "../../helpers/budget.ts";
import ical from "node-ical";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AvailabilityAnswer, Slot } from "#shop/availability.ts";
import { addDays, instantOf, isoInZone, zoneOffset } from "#shop/clock.ts";
import { availability, booking as rules, business, formatTime, models } from "#shop/facts.ts";
import { deskMovesFrom } from "#shop/repair-states.ts";
import {
  API,
  CHAT_PATH,
  csrfOf,
  nextAddress,
  OwnerClient,
  ownerApp,
  signedInOwner,
  type OwnerApp,
} from "../../helpers/owner-app.ts";

const zone = business.timeZone;
const HOUR = 3_600_000;
const SERVICE = rules.services[0]!;
const MODEL = models[0]!;

/** Open dates from `from` on (the shop's), each with its grid. */
function openDates(from: string, count: number, limit = 120): string[] {
  const out: string[] = [];
  for (let i = 0; i < limit && out.length < count; i++) {
    const date = addDays(from, i);
    if (availability.grid(date).length >= 4) out.push(date);
  }
  return out;
}

/** A moment two hours before a date's first slot: everything that day is still bookable online. */
const morningOf = (date: string) => new Date(availability.grid(date)[0]!.start - 2 * HOUR);

const realToday = availability.today(new Date());
/**
 * The day the tests live on: the longest of the week from three days on (about ten tests each take a
 * free slot of it, more than a short day such as a 10-to-2 Saturday holds), then the open days after it.
 */
const DAY = Array.from({ length: 7 }, (_, i) => addDays(realToday, 3 + i)).reduce((longest, date) =>
  availability.grid(date).length > availability.grid(longest).length ? date : longest,
);
const [NEXT_DAY, LATER_DAY] = openDates(addDays(DAY, 1), 2);
let clock = morningOf(DAY!);

let desk: OwnerApp;
let owner: OwnerClient;

beforeAll(async () => {
  desk = await ownerApp({ booking: true, now: () => clock });
  owner = await signedInOwner(desk.base);
}, budget(120_000));
afterAll(async () => desk?.close());

// --- The visitor's side, through the public API ---------------------------------------------------

let phones = 0;
const phone = () => `(205) 555-${String(2000 + phones++)}`;

async function slotsOf(date: string): Promise<Slot[]> {
  const res = await fetch(`${desk.base}${API}/availability?from=${date}&days=1`);
  expect(res.status).toBe(200);
  return ((await res.json()) as AvailabilityAnswer).days[0]!.slots;
}
const remainingOf = async (start: string) =>
  (await slotsOf(start.slice(0, 10))).find((s) => s.start === start)?.remaining;

async function visitorBooks(start: string, extra: Record<string, string> = {}) {
  const res = await fetch(`${desk.base}${API}/bookings`, {
    method: "POST",
    headers: { "content-type": "application/json", "x-forwarded-for": nextAddress() },
    body: JSON.stringify({
      start,
      service: SERVICE,
      model: MODEL.slug,
      name: "Visitor Test",
      phone: phone(),
      ...extra,
    }),
  });
  return res;
}

/** Free slots of the test day, each handed to one test. */
let pool: Slot[] | undefined;
async function freeSlot(date = DAY!): Promise<Slot> {
  if (date !== DAY) return (await slotsOf(date)).find((s) => s.remaining === rules.capacity)!;
  pool ??= (await slotsOf(DAY!)).filter((s) => s.remaining === rules.capacity);
  const slot = pool.shift();
  if (!slot) throw new Error("the test day has too few free slots");
  return slot;
}

async function bookingAt(start: string) {
  const all = await desk.store!.list(Date.parse(start), Date.parse(start) + 1);
  return all;
}

/** This morning (the test day's), a visitor's booking in a free slot: the slot, and the booking as stored. */
async function visitorBookedThisMorning() {
  clock = morningOf(DAY!);
  const slot = await freeSlot();
  expect((await visitorBooks(slot.start)).status).toBe(201);
  const [booked] = await bookingAt(slot.start);
  return { slot, booked: booked! };
}

/** The desk's form for a booking, found by its id: the buttons it offers. */
async function buttonsOf(id: string): Promise<string[]> {
  const { html } = await owner.page("/owner/");
  const item = new RegExp(`<li class="booking[^"]*" id="b-${id}"[\\s\\S]*?</li>`).exec(html)?.[0] ?? "";
  return [...item.matchAll(/<button[^>]*value="([^"]+)"/g)].map((m) => m[1]!);
}

describe("the desk lists bookings", () => {
  it("shows the visitor's booking on its day: time, model's name, repair, name, tap-to-call phone, note, state in words", async () => {
    clock = morningOf(DAY!);
    const slot = await freeSlot();
    const res = await visitorBooks(slot.start, { name: "Avery Quinn", notes: "Cracked <b>corner</b>" });
    expect(res.status).toBe(201);
    const [made] = await bookingAt(slot.start);
    const { html } = await owner.page("/owner/");
    const item = new RegExp(`<li class="booking state-booked" id="b-${made!.id}"[\\s\\S]*?</li>`).exec(html)?.[0];
    expect(item).toBeDefined();
    expect(item).toContain(formatTime(slot.start.slice(11, 16)));
    expect(item).toContain(MODEL.name);
    expect(item).toContain("Avery Quinn");
    expect(item).toContain(`href="tel:${made!.phone}"`);
    // The visitor's note is text, never HTML.
    expect(item).toContain("Cracked &lt;b&gt;corner&lt;/b&gt;");
    expect(item).toMatch(/>booked<\/span>/);
    expect(item).toMatch(/value="confirmed"[^>]*>Confirm</);
    // Today is first: the page's first day heading is today's.
    expect(/<h2 id="today">([^<]*)</.exec(html)?.[1]).toMatch(/^Today, /);
  });
});

describe("Confirm, Checked in, No-show and Cancel", () => {
  it("confirm keeps the place; cancel frees it (and the visitor's slot is free again)", async () => {
    const { slot, booked: b } = await visitorBookedThisMorning();
    expect(await remainingOf(slot.start)).toBe(rules.capacity - 1);

    const confirm = await owner.post(`/owner/bookings/${b!.id}/state`, { state: "confirmed" });
    expect(confirm.status).toBe(303);
    expect((await desk.store!.byId(b!.id))!.state).toBe("confirmed");
    expect(await remainingOf(slot.start)).toBe(rules.capacity - 1);
    const after = await owner.page(confirm.headers.get("location")!);
    expect(after.html).toMatch(/is now confirmed\./);
    expect(await buttonsOf(b!.id)).toEqual(["checked-in", "no-show", "cancelled", "back"]);

    expect((await owner.post(`/owner/bookings/${b!.id}/state`, { state: "cancelled" })).status).toBe(303);
    expect((await desk.store!.byId(b!.id))!.state).toBe("cancelled");
    expect(await remainingOf(slot.start)).toBe(rules.capacity);
    expect(await buttonsOf(b!.id)).toEqual([]);
    // Cancelled stays cancelled: its place may be someone else's now.
    const back = await owner.post(`/owner/bookings/${b!.id}/state`, { state: "confirmed" });
    expect(back.status).toBe(409);
    expect((await desk.store!.byId(b!.id))!.state).toBe("cancelled");
  });

  it("checked in and no-show free the place; a late no-show is checked in after all", async () => {
    clock = morningOf(DAY!);
    const slot = await freeSlot();
    expect((await visitorBooks(slot.start)).status).toBe(201);
    expect((await visitorBooks(slot.start)).status).toBe(201);
    const [one, two] = await bookingAt(slot.start);
    expect(await remainingOf(slot.start)).toBe(rules.capacity - 2);
    expect((await owner.post(`/owner/bookings/${one!.id}/state`, { state: "checked-in" })).status).toBe(303);
    expect((await owner.post(`/owner/bookings/${two!.id}/state`, { state: "no-show" })).status).toBe(303);
    expect((await desk.store!.byId(one!.id))!.state).toBe("checked-in");
    expect((await desk.store!.byId(two!.id))!.state).toBe("no-show");
    expect(await remainingOf(slot.start)).toBe(rules.capacity);
    expect(await buttonsOf(one!.id)).toEqual([...deskMovesFrom("checked-in").map((m) => m.state), "back"]);
    expect((await owner.post(`/owner/bookings/${two!.id}/state`, { state: "checked-in" })).status).toBe(303);
    expect((await desk.store!.byId(two!.id))!.state).toBe("checked-in");
  });

  it("answers a state change in JSON (the desk's script) with the booking's new markup", async () => {
    const { booked: b } = await visitorBookedThisMorning();
    const { csrf } = await owner.page("/owner/");
    const res = await owner.fetch(`/owner/bookings/${b!.id}/state`, {
      form: { _csrf: csrf, state: "confirmed" },
      headers: { accept: "application/json" },
    });
    expect(res.status).toBe(200);
    const body = (await res.json()) as { state: string; html: string; flash: string };
    expect(body.state).toBe("confirmed");
    expect(body.html).toMatch(new RegExp(`^<li class="booking state-confirmed" id="b-${b!.id}"`));
    expect(body.flash).toContain("confirmed");
  });
});

describe("a wrong CSRF token", () => {
  it("is 403 and changes nothing: state, walk-in, block, feed", async () => {
    const { slot, booked: b } = await visitorBookedThisMorning();
    const feedBefore = await desk.store!.settings.get("owner.calendarFeedNonce");
    const countBefore = (await desk.store!.list(0, Date.parse("2100-01-01"))).length;
    const blocksBefore = (await desk.store!.occupancy(0, Date.parse("2100-01-01"))).blocked.length;
    const attempts: [string, Record<string, string>][] = [
      [`/owner/bookings/${b!.id}/state`, { state: "cancelled" }],
      [
        "/owner/bookings",
        { date: DAY!, time: slot.start.slice(11, 16), service: SERVICE, name: "Forged", phone: phone() },
      ],
      ["/owner/blocks", { date: DAY!, span: "day", label: "forged" }],
      ["/owner/calendar/regenerate", {}],
      ["/owner/logout", {}],
    ];
    for (const [url, fields] of attempts) {
      for (const token of ["", "forged", csrfOf((await new OwnerClient(desk.base).page("/owner/login")).html)]) {
        const res = await owner.fetch(url, { form: { ...fields, _csrf: token } });
        expect(res.status, `${url} with ${token ? "another session's" : "no"} token`).toBe(403);
      }
    }
    expect((await desk.store!.byId(b!.id))!.state).toBe("booked");
    expect((await desk.store!.list(0, Date.parse("2100-01-01"))).length).toBe(countBefore);
    expect((await desk.store!.occupancy(0, Date.parse("2100-01-01"))).blocked.length).toBe(blocksBefore);
    expect(await desk.store!.settings.get("owner.calendarFeedNonce")).toBe(feedBefore);
    expect(await remainingOf(slot.start)).toBe(rules.capacity - 1);
    // Still signed in: the forged logout did nothing either.
    expect((await owner.fetch("/owner/")).status).toBe(200);
  });
});

describe("walk-ins and phone bookings", () => {
  it("take a place: the availability goes down and the desk lists them with the model's name", async () => {
    clock = morningOf(DAY!);
    const slot = await freeSlot();
    const res = await owner.post("/owner/bookings", {
      date: DAY!,
      time: slot.start.slice(11, 16),
      service: SERVICE,
      model: MODEL.slug,
      name: "Walk In",
      phone: phone(),
    });
    expect(res.status).toBe(303);
    expect(await remainingOf(slot.start)).toBe(rules.capacity - 1);
    const [made] = await bookingAt(slot.start);
    expect(made).toMatchObject({ source: "owner", name: "Walk In", model: MODEL.slug, state: "booked" });
    const page = await owner.page(res.headers.get("location")!);
    expect(page.html).toContain("Added: <bdi>Walk In</bdi>");
    expect(page.html).toContain(MODEL.name);
  });

  it("fill a slot to its capacity and no further (409, the form again with the reason)", async () => {
    clock = morningOf(DAY!);
    const slot = await freeSlot();
    const time = slot.start.slice(11, 16);
    for (let i = 0; i < rules.capacity; i++)
      expect(
        (await owner.post("/owner/bookings", { date: DAY!, time, service: SERVICE, name: `Walk ${i}`, phone: phone() }))
          .status,
      ).toBe(303);
    const over = await owner.post("/owner/bookings", {
      date: DAY!,
      time,
      service: SERVICE,
      name: "One Too Many",
      phone: phone(),
    });
    expect(over.status).toBe(409);
    expect(await over.text()).toContain("One Too Many");
    expect(await remainingOf(slot.start)).toBe(0);
  });

  it("can take the slot under way now (no notice), but not one that is over or off the grid", async () => {
    const grid = availability.grid(NEXT_DAY!);
    const current = grid[1]!;
    clock = new Date(current.start + 5 * 60_000);
    const time = isoInZone(zone, current.start).slice(11, 16);
    expect(
      (
        await owner.post("/owner/bookings", {
          date: NEXT_DAY!,
          time,
          service: SERVICE,
          name: "Right Now",
          phone: phone(),
        })
      ).status,
    ).toBe(303);
    const over = isoInZone(zone, grid[0]!.start).slice(11, 16);
    expect(
      (
        await owner.post("/owner/bookings", {
          date: NEXT_DAY!,
          time: over,
          service: SERVICE,
          name: "Too Late",
          phone: phone(),
        })
      ).status,
    ).toBe(409);
    const bad = await owner.post("/owner/bookings", {
      date: NEXT_DAY!,
      time: "03:17",
      service: SERVICE,
      name: "Night Owl",
      phone: phone(),
    });
    expect(bad.status).toBe(409);
    const invalid = await owner.post("/owner/bookings", {
      date: "someday",
      time,
      service: "polishing",
      name: "",
      phone: "12",
    });
    expect(invalid.status).toBe(400);
    const html = await invalid.text();
    expect(html).toContain("Choose a date.");
    clock = morningOf(DAY!);
  });
});

describe("blocked time", () => {
  it("a blocked day has no free slots, refuses bookings, and lists the bookings inside it to call; unblocking frees it", async () => {
    clock = morningOf(DAY!);
    const slot = await freeSlot(LATER_DAY!);
    expect((await visitorBooks(slot.start, { name: "Inside Block" })).status).toBe(201);
    const res = await owner.post("/owner/blocks", { date: LATER_DAY!, span: "day", label: "Technician off sick" });
    expect(res.status).toBe(303);
    const slots = await slotsOf(LATER_DAY!);
    expect(slots.length).toBeGreaterThan(0);
    expect(slots.every((s) => s.remaining === 0)).toBe(true);
    const refused = await visitorBooks(slots[slots.length - 1]!.start);
    expect(refused.status).toBe(409);
    expect(await refused.json()).toMatchObject({ reason: "blocked" });
    const walkIn = await owner.post("/owner/bookings", {
      date: LATER_DAY!,
      time: slots[0]!.start.slice(11, 16),
      service: SERVICE,
      name: "Blocked Walk",
      phone: phone(),
    });
    expect(walkIn.status).toBe(409);

    const page = await owner.page(res.headers.get("location")!);
    const notice = /<section class="card warn"[\s\S]*?<\/section>/.exec(page.html)?.[0] ?? "";
    expect(notice).toContain("Technician off sick");
    expect(notice).toContain("Inside Block");
    expect(notice).toMatch(/href="tel:\+1/);

    const [block] = (await desk.store!.occupancy(Date.parse(slots[0]!.start), Date.parse(slots[0]!.end))).blocked;
    expect((await owner.post(`/owner/blocks/${block!.id}/delete`, {})).status).toBe(303);
    expect((await slotsOf(LATER_DAY!)).some((s) => s.remaining > 0)).toBe(true);
  });

  it("the morning, the afternoon or one slot block only that time", async () => {
    clock = morningOf(DAY!);
    const noon = instantOf(zone, NEXT_DAY!, 12 * 60);
    const before = await slotsOf(NEXT_DAY!);
    expect((await owner.post("/owner/blocks", { date: NEXT_DAY!, span: "morning" })).status).toBe(303);
    for (const s of await slotsOf(NEXT_DAY!)) {
      const was = before.find((b) => b.start === s.start)!.remaining;
      expect(s.remaining, s.start).toBe(Date.parse(s.start) < noon ? 0 : was);
    }
    const one = before.find((s) => Date.parse(s.start) >= noon && s.remaining > 0)!;
    expect((await owner.post("/owner/blocks", { date: NEXT_DAY!, span: one.start.slice(11, 16) })).status).toBe(303);
    const afterSlot = await slotsOf(NEXT_DAY!);
    expect(afterSlot.find((s) => s.start === one.start)!.remaining).toBe(0);
    expect(
      afterSlot.filter((s) => Date.parse(s.start) >= noon && s.start !== one.start).some((s) => s.remaining > 0),
    ).toBe(true);
    // Clean up for the other tests of this day.
    for (const b of (
      await desk.store!.occupancy(instantOf(zone, NEXT_DAY!, 0), instantOf(zone, addDays(NEXT_DAY!, 1), 0))
    ).blocked)
      await desk.store!.removeBlock(b.id);
  });
});

describe("text typed with a right-to-left override", () => {
  const RLO = "\u202e";
  /** The page with every <bdi> element taken out: what is left must hold none of the typed text. */
  const outsideBdi = (html: string) => html.replace(/<bdi\b[^>]*>[\s\S]*?<\/bdi>/g, "");

  it("is isolated in <bdi> wherever the desk shows it: bookings, flash lines, blocked time, questions", async () => {
    clock = morningOf(DAY!);
    const slot = await freeSlot();
    // Straight into the store, as old data might hold it (the forms strip such characters now).
    const created = await desk.store!.create(
      {
        reference: "RTL0001",
        start: Date.parse(slot.start),
        end: Date.parse(slot.end),
        service: SERVICE,
        model: MODEL.slug,
        name: `Ann ${RLO}Smith`,
        phone: "+12055550199",
        email: null,
        notes: `${RLO}screen cracked`,
        source: "online",
        tokenHash: "0".repeat(64),
      },
      { capacity: rules.capacity, maxFutureForPhone: 99, now: clock.getTime() },
      () => [],
    );
    if (!created.ok) throw new Error(created.reason);
    const b = created.booking;
    await desk.unanswered!.record("rtl", `${RLO}do you fix ipads`, clock.getTime());
    const block = await desk.store!.addBlock({
      start: Date.parse(slot.start),
      end: Date.parse(slot.end),
      label: `${RLO}lunch`,
    });

    const pages = [`/owner/?blocked=${block.id}`, `/owner/?changed=${b.id}`, `/owner/?added=${b.id}`];
    for (const url of pages) {
      const { html } = await owner.page(url);
      expect(html, url).toContain(RLO);
      expect(outsideBdi(html), url).not.toContain(RLO);
    }
    const { html } = await owner.page(pages[0]!);
    for (const typed of [b.name, b.notes!, `${RLO}lunch`, `${RLO}do you fix ipads`])
      expect(html).toContain(`>${typed}</bdi>`);

    const { csrf } = await owner.page("/owner/");
    const res = await owner.fetch(`/owner/bookings/${b.id}/state`, {
      form: { _csrf: csrf, state: "cancelled" },
      headers: { accept: "application/json" },
    });
    const answer = (await res.json()) as { html: string; flash: string };
    for (const markup of [answer.html, answer.flash]) {
      expect(markup).toContain(RLO);
      expect(outsideBdi(markup)).not.toContain(RLO);
    }

    await desk.store!.removeBlock(block.id);
  });
});

describe("the calendar feed", () => {
  it("parses with node-ical, every booking at its instant across a daylight-saving change; a regenerated address makes the old one 404", async () => {
    const change = nextOffsetChange(realToday);
    // The open days just before and just after the change, and a clock on the morning before both (the
    // day before the change may be today, past its opening: the app's clock is the test's, not today's).
    const before = openDatesBackward(addDays(change, -1), 1)[0]!;
    const after = openDates(change, 1)[0]!;
    clock = morningOf(before);
    const starts = [availability.grid(before)[0]!, availability.grid(after)[0]!].map((s) => isoInZone(zone, s.start));
    for (const start of starts) {
      const res = await owner.post("/owner/bookings", {
        date: start.slice(0, 10),
        time: start.slice(11, 16),
        service: SERVICE,
        model: MODEL.slug,
        name: "Feed Person",
        phone: phone(),
      });
      expect(res.status, start).toBe(303);
    }
    expect(zoneOffset(zone, Date.parse(starts[0]!))).not.toBe(zoneOffset(zone, Date.parse(starts[1]!)));

    expect((await owner.post("/owner/calendar/regenerate", {})).status).toBe(303);
    const { html } = await owner.page("/owner/");
    const url = /id="feed-url" readOnly="" value="([^"]+)"|id="feed-url"[^>]*value="([^"]+)"/.exec(html);
    const feedUrl = new URL((url?.[1] ?? url?.[2])!);
    expect(feedUrl.pathname).toMatch(/^\/owner\/calendar\/[A-Za-z0-9_-]{43}\.ics$/);
    // The address is the site's (SITE_URL), not the Host this request named.
    expect(feedUrl.origin).toBe(new URL(business.siteUrl).origin);

    // A calendar app has no session: the address alone opens the feed.
    const res = await fetch(desk.base + feedUrl.pathname);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toMatch(/^text\/calendar/);
    expect(res.headers.get("cache-control")).toBe("no-store");
    const text = await res.text();
    expect(text).toContain(`TZID=${zone}`);
    const events = Object.values(ical.sync.parseICS(text)).filter((e) => e?.type === "VEVENT") as ical.VEvent[];
    for (const start of starts) {
      const event = events.find((e) => e.start.getTime() === Date.parse(start));
      expect(event, start).toBeDefined();
      // The instant read back, shown on the shop's wall clock, is the slot's time. Read by Intl, not by
      // the product's Temporal: Swedish short dates and times are "YYYY-MM-DD HH:MM" on a 24-hour clock.
      const wall = new Intl.DateTimeFormat("sv-SE", { timeZone: zone, dateStyle: "short", timeStyle: "short" });
      expect(wall.format(event!.start)).toBe(`${start.slice(0, 10)} ${start.slice(11, 16)}`);
      expect(String(event!.summary)).toContain("Feed Person");
    }

    // Regenerate: the old address is 404, the new one works.
    expect((await owner.post("/owner/calendar/regenerate", {})).status).toBe(303);
    expect((await fetch(desk.base + feedUrl.pathname)).status).toBe(404);
    const again = /id="feed-url"[^>]*value="([^"]+)"/.exec((await owner.page("/owner/")).html)![1]!;
    expect(new URL(again).pathname).not.toBe(feedUrl.pathname);
    expect((await fetch(desk.base + new URL(again).pathname)).status).toBe(200);
    // A made-up token of the right shape, and a mangled one, are 404 too.
    expect((await fetch(`${desk.base}/owner/calendar/${"A".repeat(43)}.ics`)).status).toBe(404);
    expect((await fetch(`${desk.base}/owner/calendar/nope.ics`)).status).toBe(404);
    clock = morningOf(DAY!);
  });
});

/** The first date from `from` whose UTC offset differs from the day before's (a daylight-saving change). */
function nextOffsetChange(from: string): string {
  for (let i = 1; i < 400; i++) {
    const date = addDays(from, i);
    if (
      zoneOffset(zone, instantOf(zone, date, 12 * 60)) !== zoneOffset(zone, instantOf(zone, addDays(date, -1), 12 * 60))
    )
      return date;
  }
  throw new Error(`${zone} has no daylight-saving change within a year`);
}
function openDatesBackward(from: string, count: number): string[] {
  const out: string[] = [];
  for (let i = 0; i < 30 && out.length < count; i++)
    if (availability.grid(addDays(from, -i)).length > 0) out.push(addDays(from, -i));
  return out;
}

describe("the CSV export", () => {
  it("lists a date range's bookings, and a cell that starts like a formula gets a quote", async () => {
    clock = morningOf(DAY!);
    const slot = await freeSlot();
    expect((await visitorBooks(slot.start, { name: '=HYPERLINK("http://x","y")', notes: "@SUM(1+1)" })).status).toBe(
      201,
    );
    const res = await owner.fetch(`/owner/export.csv?from=${DAY}&to=${DAY}`);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toMatch(/^text\/csv/);
    expect(res.headers.get("content-disposition")).toMatch(/attachment; filename="bookings-/);
    const lines = (await res.text()).replace(/^\ufeff/, "").split("\r\n");
    expect(lines[0]).toBe(
      "Reference,Date,Time,Repair,Model,Name,Phone,Email,Note,State,Taken by,Language,Condition,Photos,Terms signed,Pickup confirmed",
    );
    const row = lines.find((l) => l.includes("HYPERLINK"))!;
    expect(row).toContain(",online,English,");
    expect(row).toContain(`"'=HYPERLINK(""http://x"",""y"")"`);
    expect(row).toContain("'@SUM(1+1)");
    expect(row).toContain(DAY);
    expect(lines.every((l) => !/(^|,)[=+\-@]/.test(l))).toBe(true);
  });

  it("names each booking's language, as the desk's list shows it", async () => {
    clock = morningOf(DAY!);
    expect((await visitorBooks((await freeSlot()).start, { name: "Ana Export", lang: "es" })).status).toBe(201);
    const lines = (await (await owner.fetch(`/owner/export.csv?from=${DAY}&to=${DAY}`)).text()).split("\r\n");
    const header = lines[0]!.replace(/^\ufeff/, "").split(",");
    const row = lines.find((l) => l.includes("Ana Export"))!.split(",");
    expect(row[header.indexOf("Language")]).toBe("Spanish");
  });
});

describe("what the assistant could not answer", () => {
  it("groups the same question, counts it, and stores no phone number or email", async () => {
    clock = morningOf(DAY!);
    const ask = (message: string) =>
      fetch(desk.base + CHAT_PATH, {
        method: "POST",
        headers: { "content-type": "application/json", "x-forwarded-for": nextAddress() },
        body: JSON.stringify({ message }),
      });
    for (const message of [
      // A question no data answers (parking has its FAQ entry, so the assistant answers it).
      "do you have a loaner phone",
      "loaner phone??",
      "Hi I'm Dana Whitfield, can I get a LOANER PHONE? text me 478-555-0177 or dana.w@example.com",
      "what are your hours",
    ])
      expect((await ask(message)).status).toBe(200);
    // Recorded after the answer is sent: wait until the desk shows it.
    let groups = await desk.unanswered!.top(clock.getTime() - 7 * 86_400_000, 10);
    while (!groups.some((g) => g.count === 3)) {
      await new Promise((r) => setTimeout(r, 20));
      groups = await desk.unanswered!.top(clock.getTime() - 7 * 86_400_000, 10);
    }
    const loaner = groups.find((g) => g.count === 3)!;
    expect(groups.filter((g) => /loaner/i.test(g.example))).toHaveLength(1);
    expect(groups.some((g) => /hours/.test(g.key))).toBe(false);
    for (const g of groups) {
      expect(`${g.key} ${g.example}`).not.toMatch(/\d{3}\D?\d{4}|@|Dana|Whitfield/);
    }
    const { html } = await owner.page("/owner/");
    const section = /<section aria-labelledby="questions"[\s\S]*?<\/section>/.exec(html)![0];
    expect(section).toContain("asked 3 times");
    expect(section).toContain(loaner.example.replace(/'/g, "&#x27;"));
    expect(section).toMatch(/href="\/owner\/help#faq"/);
  });
});

describe("the desk's stylesheet", () => {
  it("is the site's tokens, then the desk's rules, every custom property it uses defined there", async () => {
    const res = await fetch(`${desk.base}/owner/assets/owner.css`);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toMatch(/^text\/css/);
    const css = await res.text();
    const tokens = readFileSync(new URL("../../../site/styles/tokens.css", import.meta.url), "utf8");
    expect(css.startsWith(tokens)).toBe(true);
    const desksOwn = css.slice(tokens.length);
    // The desk copies no colour of its own: a colour is the site's token, so a change there reaches it.
    expect(desksOwn.replace(/\/\*[\s\S]*?\*\//g, "")).not.toMatch(/#[0-9a-f]{3,8}\b|rgb\(/i);
    const defined = new Set([...css.matchAll(/(--[\w-]+)\s*:/g)].map((m) => m[1]));
    const used = [...desksOwn.matchAll(/var\((--[\w-]+)/g)].map((m) => m[1]);
    expect(used.length).toBeGreaterThan(10);
    expect(used.filter((name) => !defined.has(name))).toEqual([]);
  });
});

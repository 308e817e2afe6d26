// The booking contract over HTTP (a real listening app on loopback, the embedded database in a temp
// folder): availability, a booking and its confirmation, manage page, .ics and cancel; every 4xx body;
// the no-JavaScript form's HTML answers; capacity under 50 simultaneous requests; the rate limit.
// Slots and limits are read from the API and site/_data/booking.ts, never written here.
import type { FastifyInstance } from "fastify";
import { budget } from "../../helpers/budget.ts";
import * as cheerio from "cheerio";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../../../api/app.ts";
import { booking, business, models } from "#shop/facts.ts";
import type { AvailabilityAnswer, Slot } from "#shop/availability.ts";
import * as z from "zod/mini";
import {
  ApiErrorSchema,
  AvailabilitySchema,
  BookedSchema,
  CancelledSchema,
  InvalidSchema,
  UnavailableSchema,
} from "#shop/booking-contract.ts";
import { DETAIL_FIELDS, FIELD_MESSAGES, type DetailField } from "#shop/booking-fields.ts";
import { makeBookingFixture, removeBookingFixture } from "../../helpers/booking-fixture.ts";

let root: string;
let dataDir: string;
let app: FastifyInstance;
let base: string;
/** Each request its own client address (trusted loopback proxy), so the rate limit counts only where a test means it to. */
let client = 0;
const nextClient = () => `198.51.100.${(client++ % 250) + 1}`;

const RATE = 30;
/** Any bookable repair: the first the shop offers. */
const SERVICE = booking.services[0]!;

beforeAll(async () => {
  ({ root, dataDir } = await makeBookingFixture("booking-"));
  app = await buildApp({ root, trustProxy: ["127.0.0.1"], booking: { dataDir, rateLimitPerMinute: RATE } });
  base = await app.listen({ port: 0, host: "127.0.0.1" });
}, budget(60_000));

afterAll(async () => {
  await app?.close();
  await removeBookingFixture({ root, dataDir });
});

const get = (p: string, ip = nextClient()) =>
  fetch(base + p, { headers: { "x-forwarded-for": ip }, redirect: "manual" });
const postJson = (body: unknown, ip = nextClient()) =>
  fetch(`${base}/api/bookings`, {
    method: "POST",
    headers: { "content-type": "application/json", "x-forwarded-for": ip },
    body: JSON.stringify(body),
  });
const postForm = (fields: Record<string, string>, ip = nextClient()) =>
  fetch(`${base}/api/bookings`, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded", "x-forwarded-for": ip },
    body: new URLSearchParams(fields).toString(),
    redirect: "manual",
  });

async function availability(query = ""): Promise<AvailabilityAnswer> {
  const res = await get(`/api/availability${query}`);
  expect(res.status).toBe(200);
  return (await res.json()) as AvailabilityAnswer;
}
const remainingOf = async (start: string) =>
  (await availability()).days.flatMap((d) => d.slots).find((s) => s.start === start)?.remaining;

/** Free slots, each used by one test only. */
let pool: Slot[] | undefined;
async function freeSlot(): Promise<Slot> {
  pool ??= (await availability()).days.flatMap((d) => d.slots).filter((s) => s.remaining === booking.capacity);
  const slot = pool.shift();
  if (!slot) throw new Error("the shop's horizon has too few free slots for these tests");
  return slot;
}

let phones = 0;
/** A fresh, valid US phone number per booking, so the per-phone cap bites only where meant. */
const phone = () => `(205) 555-${1000 + phones++}`;
const person = () => ({ name: "Jordan Test", phone: phone() });
/** A valid request for `slot` by a new person, with `more` fields on top. */
const requestFor = (slot: Slot, more: Record<string, string> = {}) => ({
  start: slot.start,
  service: SERVICE,
  ...person(),
  ...more,
});

describe("GET /api/availability", () => {
  it("answers the contract: the shop's zone, every date from today, slots with ISO starts and remaining", async () => {
    const answer = await availability("?days=3");
    expect(answer.timeZone).toBe(business.timeZone);
    expect(answer.days).toHaveLength(3);
    for (const day of answer.days) {
      expect(day.date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      for (const slot of day.slots) {
        expect(slot.start).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:00[+-]\d{2}:\d{2}$/);
        expect(slot.start.slice(0, 10)).toBe(day.date);
        expect(slot.remaining).toBeGreaterThanOrEqual(0);
      }
    }
  });

  it("caps days at the horizon and refuses a malformed query with 400 JSON", async () => {
    expect((await availability("?days=400")).days).toHaveLength(booking.horizonDays + 1);
    // A date far past the horizon (and the year 10000 after it) lists nothing, rather than slots with
    // malformed times.
    const far = await get("/api/availability?from=9999-12-31");
    expect(far.status).toBe(200);
    expect(((await far.json()) as AvailabilityAnswer).days).toEqual([]);
    const bad = await get("/api/availability?from=tomorrow");
    expect(bad.status).toBe(400);
    expect(await bad.json()).toMatchObject({ error: "invalid_query" });
  });
});

describe("POST /api/bookings (JSON)", () => {
  it("books a free slot: 201 with a reference and private links; the slot's remaining goes down, and back up on cancel", async () => {
    const slot = await freeSlot();
    const res = await postJson(requestFor(slot, { email: "visitor@example.com", notes: "Cracked corner" }));
    expect(res.status).toBe(201);
    const body = (await res.json()) as { reference: string; start: string; manageUrl: string; icsUrl: string };
    expect(body.reference).toMatch(/^[A-Z]{1,4}-[0-9A-HJKMNP-TV-Z]{5}$/);
    expect(body.start).toBe(slot.start);
    const manage = new URL(body.manageUrl);
    expect(manage.pathname).toMatch(/^\/book\/manage\/[A-Za-z0-9_-]{43}\/$/);
    expect(await remainingOf(slot.start)).toBe(booking.capacity - 1);

    const page = await get(manage.pathname);
    expect(page.status).toBe(200);
    expect(page.headers.get("cache-control")).toBe("no-store");
    const html = await page.text();
    expect(html).toContain(body.reference);
    expect(html).toContain("Cancel booking");

    const ics = await get(new URL(body.icsUrl).pathname);
    expect(ics.status).toBe(200);
    expect(ics.headers.get("content-type")).toMatch(/^text\/calendar/);
    expect(await ics.text()).toContain("BEGIN:VEVENT");

    const token = manage.pathname.split("/")[3]!;
    const cancel = await fetch(`${base}/api/bookings/${token}`, {
      method: "DELETE",
      headers: { "x-forwarded-for": nextClient() },
    });
    expect(cancel.status).toBe(200);
    expect(await cancel.json()).toMatchObject({ reference: body.reference, state: "cancelled" });
    expect(await remainingOf(slot.start)).toBe(booking.capacity);
    // Cancelled once is cancelled: a second DELETE is a 409, and the page says so.
    expect((await fetch(`${base}/api/bookings/${token}`, { method: "DELETE" })).status).toBe(409);
    expect(await (await get(manage.pathname)).text()).toContain("cancelled");
  });

  it("builds the private links from the site's address (SITE_URL), never from the Host a request names", async () => {
    const slot = await freeSlot();
    const res = await app.inject({
      method: "POST",
      url: "/api/bookings",
      headers: { host: "attacker.example", "x-forwarded-for": nextClient() },
      payload: requestFor(slot),
    });
    expect(res.statusCode).toBe(201);
    const booked = res.json<{ manageUrl: string; icsUrl: string }>();
    for (const url of [booked.manageUrl, booked.icsUrl])
      expect(new URL(url).origin).toBe(new URL(business.siteUrl).origin);
    const ics = await app.inject({ url: new URL(booked.icsUrl).pathname, headers: { host: "attacker.example" } });
    expect(ics.body).not.toContain("attacker.example");
    expect(ics.body.replace(/\r\n /g, "")).toContain(new URL(booked.manageUrl).href);
  });

  it("names every bad field in a 400", async () => {
    const res = await postJson({
      start: "soon",
      service: "polishing",
      model: "iphone-99-repair",
      name: "",
      phone: "123",
      email: "not-an-email",
      notes: "x".repeat(501),
    });
    expect(res.status).toBe(400);
    const body = (await res.json()) as { error: string; fields: Record<string, string> };
    expect(body.error).toBe("invalid");
    expect(body.fields).toEqual({
      start: FIELD_MESSAGES.start,
      service: FIELD_MESSAGES.service,
      model: FIELD_MESSAGES.model,
      name: FIELD_MESSAGES.name,
      phone: FIELD_MESSAGES.phone,
      email: FIELD_MESSAGES.email,
      notes: FIELD_MESSAGES.notes,
    });
  });

  it("answers each field of the contract's table it cannot read with a 400 naming that field alone, with the contract's message", async () => {
    const slot = await freeSlot();
    for (const [name, field] of Object.entries(DETAIL_FIELDS) as [string, DetailField][]) {
      // What the table itself says cannot be read: empty when required, one character past the limit.
      const bad = [field.required ? "" : undefined, field.max ? "x".repeat(field.max + 1) : undefined].filter(
        (v) => v !== undefined,
      );
      expect(bad.length, `${name}: a value the contract refuses`).toBeGreaterThan(0);
      for (const value of bad) {
        const res = await postJson(requestFor(slot, { [name]: value }));
        expect(res.status, name).toBe(400);
        expect(await res.json(), name).toEqual({
          error: "invalid",
          message: `Please check: ${name}.`,
          fields: { [name]: field.message },
        });
      }
    }
    expect(await remainingOf(slot.start)).toBe(booking.capacity);
  });

  it("answers in the contract's shapes: availability, booked, cancelled, each refusal", async () => {
    const parse = <T>(schema: z.ZodMiniType<T>, body: unknown) => z.parse(schema, body);
    parse(AvailabilitySchema, await (await get("/api/availability?days=2")).json());
    parse(ApiErrorSchema, await (await get("/api/availability?days=0")).json());
    const slot = await freeSlot();
    const booked = parse(BookedSchema, await (await postJson(requestFor(slot))).json());
    const token = new URL(booked.manageUrl).pathname.split("/")[3]!;
    const cancel = await fetch(`${base}/api/bookings/${token}`, { method: "DELETE" });
    expect(parse(CancelledSchema, await cancel.json()).state).toBe("cancelled");
    parse(ApiErrorSchema, await (await fetch(`${base}/api/bookings/${token}`, { method: "DELETE" })).json());
    parse(InvalidSchema, await (await postJson({ service: SERVICE })).json());
    const offGrid = new Date(Date.parse(slot.start) + 60_000).toISOString();
    parse(UnavailableSchema, await (await postJson({ start: offGrid, service: SERVICE, ...person() })).json());
  });

  it("answers 409 with the reason and the nearest free slots for a start off the grid, past or closed", async () => {
    const slot = await freeSlot();
    const offGrid = new Date(Date.parse(slot.start) + 60_000).toISOString();
    const off = await postJson({ start: offGrid, service: SERVICE, ...person() });
    expect(off.status).toBe(409);
    const body = (await off.json()) as { reason: string; nearest: Slot[] };
    expect(body.reason).toBe("off_grid");
    expect(body.nearest.length).toBeGreaterThan(0);
    expect(body.nearest.every((s) => s.remaining > 0)).toBe(true);

    const past = await postJson({ start: "2020-01-06T10:00:00Z", service: SERVICE, ...person() });
    expect(past.status).toBe(409);
    expect(((await past.json()) as { reason: string }).reason).toMatch(/past|closed|off_grid/);
  });

  it("fills a slot to its capacity, then answers 409 full", async () => {
    const slot = await freeSlot();
    for (let i = 0; i < booking.capacity; i++) expect((await postJson(requestFor(slot))).status).toBe(201);
    const full = await postJson(requestFor(slot));
    expect(full.status).toBe(409);
    expect(await full.json()).toMatchObject({ error: "unavailable", reason: "full" });
    expect(await remainingOf(slot.start)).toBe(0);
  });

  it("refuses a phone that already holds the most future bookings allowed", async () => {
    const same = { name: "Casey Cap", phone: phone() };
    for (let i = 0; i < booking.maxFutureBookingsPerPhone; i++)
      expect((await postJson({ start: (await freeSlot()).start, service: SERVICE, ...same })).status).toBe(201);
    const over = await postJson({ start: (await freeSlot()).start, service: SERVICE, ...same });
    expect(over.status).toBe(409);
    expect(await over.json()).toMatchObject({ reason: "phone_limit" });
  });

  it("gives exactly the capacity to 50 simultaneous requests for one slot", async () => {
    const slot = await freeSlot();
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        postJson({ start: slot.start, service: SERVICE, name: `Racer ${i}`, phone: phone() }, `203.0.113.${i + 1}`),
      ),
    );
    const statuses = answers.map((r) => r.status);
    expect(statuses.filter((s) => s === 201)).toHaveLength(booking.capacity);
    expect(statuses.filter((s) => s === 409)).toHaveLength(50 - booking.capacity);
    expect(await remainingOf(slot.start)).toBe(0);
  });

  it("refuses a filled honeypot", async () => {
    const slot = await freeSlot();
    const res = await postJson(requestFor(slot, { website: "http://spam.example" }));
    expect(res.status).toBe(400);
    expect(await remainingOf(slot.start)).toBe(booking.capacity);
  });

  it("limits booking attempts per client address with 429 JSON", async () => {
    const ip = "192.0.2.77";
    const statuses: number[] = [];
    for (let i = 0; i <= RATE; i++) statuses.push((await postJson({}, ip)).status);
    expect(statuses.slice(0, RATE).every((s) => s === 400)).toBe(true);
    expect(statuses[RATE]).toBe(429);
    const res = await postJson({}, ip);
    expect(await res.json()).toMatchObject({ error: "rate_limited" });
  });
});

describe("the no-JavaScript form", () => {
  it("books with the form's fields and redirects to the private confirmation page", async () => {
    const slot = await freeSlot();
    const res = await postForm(requestFor(slot, { model: "", email: "", notes: "", website: "" }));
    expect(res.status).toBe(303);
    const location = res.headers.get("location")!;
    expect(location).toMatch(/^\/book\/manage\/[A-Za-z0-9_-]{43}\/\?booked=1$/);
    const page = await (await get(location)).text();
    expect(cheerio.load(page)("h1").text()).toBe("You're booked");
    // The cancel button is a form: it works without JavaScript too.
    const cancel = await fetch(base + location.replace(/\?booked=1$/, "cancel"), {
      method: "POST",
      redirect: "manual",
    });
    expect(cancel.status).toBe(303);
    expect(await (await get(cancel.headers.get("location")!)).text()).toContain("Booking cancelled");
    expect(await remainingOf(slot.start)).toBe(booking.capacity);
  });

  it("answers a bad form with the form again: each problem beside its field, what was typed kept, never as HTML", async () => {
    const res = await postForm({
      start: "",
      service: SERVICE,
      name: "<script>alert(1)</script>",
      phone: "12",
      email: "",
      notes: "",
    });
    expect(res.status).toBe(400);
    expect(res.headers.get("content-type")).toMatch(/^text\/html/);
    const html = await res.text();
    expect(html).toContain(FIELD_MESSAGES.phone);
    expect(html).toContain(FIELD_MESSAGES.start);
    expect(html).not.toContain("<script>alert(1)</script>");
    expect(html).toContain("&lt;script&gt;alert(1)&lt;/script&gt;");
  });

  it("answers a slot that was just taken with the form and the nearest free times (409)", async () => {
    const slot = await freeSlot();
    for (let i = 0; i < booking.capacity; i++) await postJson(requestFor(slot));
    const res = await postForm(requestFor(slot));
    expect(res.status).toBe(409);
    const html = await res.text();
    expect(html).toContain('role="alert"');
    expect(html).toMatch(/name="start"[^>]*value="\d{4}-\d{2}-\d{2}T/);
    expect(html).not.toContain(`value="${slot.start}"`);
  });

  it("answers a rate-limited form post with the form again and a sentence (429), never JSON", async () => {
    const ip = "192.0.2.78";
    for (let i = 0; i < RATE; i++) await postJson({}, ip);
    const res = await postForm({ start: "", service: SERVICE, ...person() }, ip);
    expect(res.status).toBe(429);
    expect(res.headers.get("content-type")).toMatch(/^text\/html/);
    const $ = cheerio.load(await res.text());
    expect($('[role="alert"]').text()).toMatch(/too many/i);
    expect($('form input[name="phone"]').length).toBe(1);
  });

  it("answers a form post that is too large with the form again and the route's own limit (413); JSON gets JSON", async () => {
    const big = { start: "", service: SERVICE, name: "x", phone: "1", notes: "n".repeat(9 * 1024) };
    const form = await postForm(big);
    expect(form.status).toBe(413);
    expect(form.headers.get("content-type")).toMatch(/^text\/html/);
    expect(
      cheerio
        .load(await form.text())('[role="alert"]')
        .text(),
    ).toContain("8 KB");
    const json = await postJson(big);
    expect(json.status).toBe(413);
    expect(await json.json()).toMatchObject({ error: "body_too_large", message: expect.stringContaining("8 KB") });
  });

  it("answers Cancel on a booking past cancelling online (collected, a no-show) with the page saying so and the phone (409)", async () => {
    for (const state of ["collected", "no-show"] as const) {
      const slot = await freeSlot();
      const booked = (await (await postJson(requestFor(slot))).json()) as {
        manageUrl: string;
      };
      const manage = new URL(booked.manageUrl).pathname;
      const made = await app.booking!.byToken(manage.split("/")[3]!);
      await app.booking!.setState(made!.id, state);
      const res = await fetch(`${base}${manage}cancel`, {
        method: "POST",
        headers: { "content-type": "application/x-www-form-urlencoded", "x-forwarded-for": nextClient() },
        redirect: "manual",
      });
      expect(res.status, state).toBe(409);
      const said = cheerio
        .load(await res.text())('[role="alert"]')
        .text();
      expect(said).toContain("can no longer be cancelled online");
      expect(said).toContain(business.phone.display);
      expect((await app.booking!.byToken(manage.split("/")[3]!))!.state).toBe(state);
    }
  });

  it("serves /book/ with the day's free times, fresh on every visit, and a mangled manage token as 404", async () => {
    const page = await get("/book/");
    expect(page.status).toBe(200);
    expect(page.headers.get("cache-control")).toBe("no-store");
    expect(await page.text()).toMatch(/<input type="radio"[^>]*name="start" value="\d{4}-/);
    // A visit gets the widget around the form, given what was asked for; a failed post the form alone.
    const model = models[0]!.slug;
    const asked = await (await get(`/book/?model=${model}&service=${SERVICE}`)).text();
    expect(asked).toMatch(new RegExp(`<repair-booking[^>]*model="${model}"[^>]*service="${SERVICE}"`));
    expect(asked).toMatch(new RegExp(`<option selected="" value="${SERVICE}"|<option value="${SERVICE}" selected=""`));
    const failed = await (await postForm({ start: "", service: SERVICE, name: "", phone: "" })).text();
    expect(failed).not.toContain("<repair-booking");
    expect((await get("/book/manage/not-a-token/")).status).toBe(404);
    expect((await get(`/book/manage/${"A".repeat(43)}/`)).status).toBe(404);
    expect((await get(`/api/bookings/${"A".repeat(43)}.ics`)).status).toBe(404);
  });
});

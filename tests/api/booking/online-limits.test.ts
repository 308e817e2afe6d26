// The limits on online bookings (site/_data/booking.ts's onlineLimits) over HTTP, a real app on loopback
// behind a trusted proxy and the embedded database: successful bookings per client (an IPv6 client by
// its /64, an IPv4-mapped address as its IPv4) and the shop's ceiling per day, counted in the database.
import { budget } from "../../helpers/budget.ts";
import { mkdtemp, rm } from "node:fs/promises";
import path from "node:path";
import * as cheerio from "cheerio";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../../../api/app.ts";
import type { AvailabilityAnswer, Slot } from "#shop/availability.ts";
import { booking, business } from "#shop/facts.ts";
import { makeFixtureDist, removeFixture, TMP } from "../../helpers/api-fixture.ts";

const SERVICE = booking.services[0]!;
const { perClientPerDay } = booking.onlineLimits;
/** The shop's ceiling in the second app: a few, so the test reaches it. */
const PER_DAY = 3;

interface Running {
  app: FastifyInstance;
  base: string;
  dataDir: string;
  slots: Slot[];
}
let root: string;
let own: Running;
let ceiling: Running;

async function start(onlineLimits?: { perDay: number }): Promise<Running> {
  const dataDir = await mkdtemp(path.join(TMP, "booking-limits-"));
  const app = await buildApp({
    root,
    trustProxy: ["127.0.0.1"],
    booking: { dataDir, rateLimitPerMinute: 1000, onlineLimits },
  });
  const base = await app.listen({ port: 0, host: "127.0.0.1" });
  const answer = (await (await fetch(`${base}/api/availability`)).json()) as AvailabilityAnswer;
  const slots = answer.days.flatMap((d) => d.slots).filter((s) => s.remaining === booking.capacity);
  return { app, base, dataDir, slots };
}

beforeAll(async () => {
  root = await makeFixtureDist();
  own = await start();
  ceiling = await start({ perDay: PER_DAY });
}, budget(60_000));

afterAll(async () => {
  for (const r of [own, ceiling]) {
    await r?.app.close();
    if (r) await rm(r.dataDir, { recursive: true, force: true });
  }
  await removeFixture(root);
});

let phones = 0;
const person = () => ({ name: "Limit Test", phone: `(205) 555-${2000 + phones++}` });

function post(r: Running, ip: string, form = false) {
  const slot = r.slots.shift();
  if (!slot) throw new Error("the shop's horizon has too few free slots for these tests");
  const fields = { start: slot.start, service: SERVICE, ...person() };
  return fetch(`${r.base}/api/bookings`, {
    method: "POST",
    headers: {
      "content-type": form ? "application/x-www-form-urlencoded" : "application/json",
      "x-forwarded-for": ip,
    },
    body: form ? new URLSearchParams(fields).toString() : JSON.stringify(fields),
    redirect: "manual",
  });
}

describe("online bookings per client", () => {
  it("counts an IPv6 client by its /64: past the rule's number the next is refused (409), another /64 books", async () => {
    for (let i = 0; i < perClientPerDay; i++) expect((await post(own, `2001:db8:1:2::${i + 1}`)).status).toBe(201);
    const refused = await post(own, "2001:db8:1:2:ffff:ffff:ffff:ffff");
    expect(refused.status).toBe(409);
    expect(await refused.json()).toMatchObject({ error: "unavailable", reason: "client_limit", nearest: [] });
    expect((await post(own, "2001:db8:1:3::1")).status).toBe(201);
  });

  it("counts an IPv4-mapped address as its IPv4; a form post gets the form again saying to call", async () => {
    for (let i = 0; i < perClientPerDay; i++)
      expect((await post(own, i % 2 ? "192.0.2.9" : "::ffff:192.0.2.9")).status).toBe(201);
    const refused = await post(own, "192.0.2.9", true);
    expect(refused.status).toBe(409);
    const said = cheerio
      .load(await refused.text())('[role="alert"]')
      .text();
    expect(said).toContain(business.phone.display);
  });
});

describe("the shop's ceiling per day", () => {
  it("past the day's number of online bookings, from any address, the next is refused with the phone (409)", async () => {
    for (let i = 0; i < PER_DAY; i++) expect((await post(ceiling, `198.51.100.${i + 1}`)).status).toBe(201);
    const refused = await post(ceiling, "198.51.100.200");
    expect(refused.status).toBe(409);
    const body = (await refused.json()) as { reason: string; message: string };
    expect(body.reason).toBe("day_limit");
    expect(body.message).toContain(business.phone.display);
  });
});

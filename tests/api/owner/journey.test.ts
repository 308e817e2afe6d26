// The repair's journey through the real app (the embedded database, the desk signed in through its
// form, a real SMTP server for the outbox): every tap the desk offers follows the moves table, and any
// other is refused (409) and changes nothing; Step back goes back one tap; the ready-by time and an
// estimate reach the visitor's tracker; the visitor approves or declines with plain form posts or the
// JSON API (an old version is 409); the tracker's page, the page a booking lands on and its JSON never
// hold the visitor's name, phone number or email.
import { booked } from "../../helpers/booked.ts";
import { budget } from "../../helpers/budget.ts";
import * as cheerio from "cheerio";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { formatUsPhone } from "#shop/booking-fields.ts";
import { availability, booking as rules, business, formatTime } from "#shop/facts.ts";
import { addDays } from "#shop/clock.ts";
import { DESK_MOVES, MOVES, STATE_WORDS, type RepairState } from "#shop/repair-states.ts";
import type { Booking } from "../../../api/booking/types.ts";
import { timeOfDay } from "../../../api/owner/shop-clock.ts";
import { ownerApp, signedInOwner, type OwnerApp, type OwnerClient } from "../../helpers/owner-app.ts";
import { waitFor } from "../../helpers/redis-server.ts";
import { visitorPhone } from "../../helpers/visitor-phone.ts";
import { startSmtp, type SmtpSink } from "../../helpers/smtp-server.ts";

const HOUR = 3_600_000;
/** An open day a few days out, and a moment before its first slot. */
const DAY = (() => {
  for (let i = 3; i < 120; i++) {
    const date = addDays(availability.today(new Date()), i);
    if (availability.grid(date).length >= 2) return date;
  }
  throw new Error("no open day in the data");
})();
const SLOT = availability.grid(DAY)[0]!;
let clock = new Date(SLOT.start - 2 * HOUR);

let desk: OwnerApp;
let owner: OwnerClient;
let sink: SmtpSink;

beforeAll(async () => {
  sink = await startSmtp();
  desk = await ownerApp({ booking: true, now: () => clock, smtpUrl: sink.url });
  owner = await signedInOwner(desk.base);
}, budget(120_000));
afterAll(async () => {
  await desk?.close();
  await sink?.stop();
});

/** A booking straight into the book (capacity is not what these tests are about), and its private token. */
let serial = 0;
const booking = (over: { state?: "booked" | "checked-in"; email?: string | null } = {}) =>
  booked(
    desk.store!,
    {
      start: SLOT.start,
      end: SLOT.end,
      email: over.email === undefined ? `visitor${++serial}@example.net` : over.email,
      source: over.state === "checked-in" ? "owner" : "online",
      ...(over.state ? { state: over.state } : {}),
    },
    clock.getTime(),
  );

const stateOf = async (b: Booking) => (await desk.store!.byId(b.id))!.state;
const tap = (b: Booking, state: string) => owner.post(`/owner/bookings/${b.id}/state`, { state });

/** What the visitor's page, its landing page and the JSON must never hold: the booking's own personal values. */
function personalValues(b: Booking): string[] {
  const digits = b.phone.slice(2);
  return [b.name, b.name.split(" ")[0]!, b.email!, b.phone, digits, formatUsPhone(b.phone)];
}

describe("the desk's moves follow the table", () => {
  it(
    "any sequence of taps: the table's are done and stored with their time, every other is 409 and changes nothing",
    async () => {
      const taps = [...DESK_MOVES.map((m) => m.state as string), "back"];
      await fc.assert(
        fc.asyncProperty(
          fc.constantFrom<"booked" | "checked-in">("booked", "checked-in"),
          fc.array(fc.constantFrom(...taps), { minLength: 1, maxLength: 6 }),
          async (start, sequence) => {
            const { b } = await booking({ state: start });
            let expected: RepairState = start;
            let previous: RepairState | undefined;
            let undone = true;
            for (const wanted of sequence) {
              const eventsBefore = (await desk.store!.events(b.id)).length;
              const res = await tap(b, wanted);
              const allowed =
                wanted === "back"
                  ? !undone && previous !== undefined && expected !== "cancelled"
                  : wanted === expected || MOVES[expected].includes(wanted as RepairState);
              expect(res.status, `${expected} → ${wanted}`).toBe(allowed ? 303 : 409);
              if (allowed && wanted !== expected) {
                const to: RepairState = wanted === "back" ? previous! : (wanted as RepairState);
                previous = wanted === "back" ? undefined : expected;
                undone = wanted === "back";
                expected = to;
                expect((await desk.store!.events(b.id)).length).toBe(eventsBefore + 1);
              } else expect((await desk.store!.events(b.id)).length).toBe(eventsBefore);
              expect(await stateOf(b)).toBe(expected);
            }
          },
        ),
        { numRuns: 12 },
      );
    },
    budget(120_000),
  );

  it("Step back goes to the state the last tap came from, once, and the desk shows the last move's time", async () => {
    const { b } = await booking({ state: "checked-in" });
    clock = new Date(clock.getTime() + 5 * 60_000);
    expect((await tap(b, "repairing")).status).toBe(303);
    const { html } = await owner.page("/owner/");
    const item = cheerio.load(html)(`#b-${b.id}`);
    expect(item.find(".badge").text()).toBe(STATE_WORDS.repairing.desk);
    const last = (await desk.store!.events(b.id)).at(-1)!;
    // On the shop's clock (the app's), like everything else the desk decides.
    expect(last.at).toBe(clock.getTime());
    expect(item.find(".since").text()).toBe(` since ${timeOfDay(last.at)}`);
    expect(item.find('button[value="back"]').text()).toBe(`Step back to ${STATE_WORDS["checked-in"].desk}`);
    expect((await tap(b, "back")).status).toBe(303);
    expect(await stateOf(b)).toBe("checked-in");
    expect((await tap(b, "back")).status).toBe(409);
    expect(await stateOf(b)).toBe("checked-in");
  });

  it("an estimate before check-in, or one that cannot be read, is refused with the desk saying why; nothing changes", async () => {
    const { b } = await booking();
    const early = await owner.post(`/owner/bookings/${b.id}/estimate`, { label1: "Screen", price1: "189" });
    expect(early.status).toBe(409);
    expect(
      cheerio
        .load(await early.text())("#flash")
        .text(),
    ).toContain("once the phone is checked in");
    await tap(b, "checked-in");
    for (const fields of [
      { label1: "Screen", price1: "lots" },
      { label1: "", price1: "" },
      { label1: "x".repeat(81), price1: "1" },
    ]) {
      const res = await owner.post(`/owner/bookings/${b.id}/estimate`, fields);
      expect(res.status).toBe(400);
      expect(
        cheerio
          .load(await res.text())("#flash")
          .text(),
      ).toMatch(/Option 1|at least one option/);
    }
    expect(await stateOf(b)).toBe("checked-in");
    expect(await desk.store!.estimate(b.id)).toBeUndefined();
    const badTime = await owner.post(`/owner/bookings/${b.id}/ready-by`, { time: "25:00" });
    expect(badTime.status).toBe(400);
    expect((await desk.store!.byId(b.id))!.readyBy).toBeNull();
  });

  it("a walk-in added on the desk with the phone on the counter starts checked in", async () => {
    const res = await owner.post("/owner/bookings", {
      date: DAY,
      time: new Intl.DateTimeFormat("en-GB", {
        timeZone: business.timeZone,
        hour: "2-digit",
        minute: "2-digit",
      }).format(availability.grid(DAY)[1]!.start),
      service: rules.services[0]!,
      name: "Walk In",
      phone: visitorPhone(0).display,
      walkIn: "1",
    });
    expect(res.status).toBe(303);
    const id = decodeURIComponent(/added=([^&#]+)/.exec(res.headers.get("location")!)![1]!);
    expect((await desk.store!.byId(id))!.state).toBe("checked-in");
  });
});

describe("the tracker", () => {
  const page = async (token: string, query = "") => {
    const res = await fetch(`${desk.base}/book/manage/${token}/${query}`);
    expect(res.status).toBe(200);
    return res.text();
  };
  const json = async (token: string) => {
    const res = await fetch(`${desk.base}/api/bookings/${token}`);
    expect(res.status).toBe(200);
    return { text: await res.clone().text(), body: (await res.json()) as Record<string, unknown> };
  };

  it("shows the state, the timeline, the ready-by time and today's hours, and the cancel button only before check-in", async () => {
    const { b, token } = await booking();
    let $ = cheerio.load(await page(token));
    expect($(".tracker-state").text()).toBe(STATE_WORDS.booked.en);
    expect($(".tracker-timeline li")).toHaveLength(1);
    expect($('form[action$="/cancel"]')).toHaveLength(1);
    expect($(".booking-summary").text()).toMatch(/Open today/);
    expect($("[data-live]")).toHaveLength(0);

    expect((await tap(b, "checked-in")).status).toBe(303);
    expect((await owner.post(`/owner/bookings/${b.id}/ready-by`, { time: "15:00" })).status).toBe(303);
    $ = cheerio.load(await page(token));
    expect($(".tracker-state").text()).toBe(STATE_WORDS["checked-in"].en);
    expect(
      $(".tracker-timeline li")
        .map((_, li) => $(li).attr("data-state"))
        .get(),
    ).toEqual(["booked", "checked-in"]);
    expect($(".tracker-ready-by").text()).toContain(formatTime("15:00"));
    expect($('form[action$="/cancel"]')).toHaveLength(0);
    // In the shop: the page refreshes itself with our small script.
    expect($("[data-live]")).toHaveLength(1);
    expect($('script[src="/assets/tracker.js"]')).toHaveLength(1);

    const { body } = await json(token);
    expect(body).toMatchObject({ reference: b.reference, state: "checked-in", service: b.service, model: null });
    expect((body.events as { state: string }[]).map((e) => e.state)).toEqual(["booked", "checked-in"]);
    expect(body.readyBy).toMatch(/T15:00:00[+-]\d\d:\d\d$/);
  });

  it("holds no name, phone number or email: not the page, not the page a booking lands on, not the JSON", async () => {
    const { b, token } = await booking();
    const seen = [await page(token, "?booked=1"), await page(token), (await json(token)).text];
    await tap(b, "checked-in");
    await owner.post(`/owner/bookings/${b.id}/estimate`, { label1: "Screen", price1: "189" });
    seen.push(await page(token), (await json(token)).text);
    for (const text of seen) for (const value of personalValues(b)) expect(text).not.toContain(value);
  });

  it("an estimate: emailed to the visitor through the outbox, approved on the tracker with JavaScript off; the desk shows the answer", async () => {
    const { b, token } = await booking({ state: "checked-in" });
    expect(
      (
        await owner.post(`/owner/bookings/${b.id}/estimate`, {
          label1: "Aftermarket screen",
          price1: "189",
          label2: "Genuine screen",
          price2: "$279.50",
          note: "The frame is bent <a little>",
          partNeeded: "1",
        })
      ).status,
    ).toBe(303);
    expect(await stateOf(b)).toBe("awaiting-approval");
    await waitFor("the estimate email", () => sink.received.some((r) => r.to.includes(b.email!)));
    const mail = sink.received.find((r) => r.to.includes(b.email!))!.mail;
    expect(mail.text).toContain("Aftermarket screen: $189.00");
    expect(mail.text).toContain("Genuine screen: $279.50");
    expect(mail.html).toBe(false);

    let $ = cheerio.load(await page(token));
    expect($(".tracker-options li")).toHaveLength(2);
    expect($(".tracker-estimate").text()).toContain("The frame is bent <a little>");
    expect($(".tracker-estimate a")).toHaveLength(0);
    const approve = $('.tracker-estimate form input[name="choice"][value="1"]').closest("form");
    const fields = Object.fromEntries(
      approve
        .find("input")
        .map((_, i) => [[$(i).attr("name")!, $(i).attr("value")!]])
        .get(),
    );
    const res = await fetch(`${desk.base}${approve.attr("action")}`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams(fields).toString(),
      redirect: "manual",
    });
    expect(res.status).toBe(303);
    // Part needed: the approved repair waits for it.
    expect(await stateOf(b)).toBe("waiting-for-part");
    $ = cheerio.load(await page(token, new URL(res.headers.get("location")!, desk.base).search));
    expect($("[role=status]").text()).toContain("goes ahead");
    expect($(".tracker-estimate__answer").text()).toContain("You approved: Genuine screen");
    expect($(".tracker-estimate form")).toHaveLength(0);

    const item = cheerio.load((await owner.page("/owner/")).html)(`#b-${b.id}`);
    expect(item.find(".estimate-line").text()).toMatch(/Approved Genuine screen at /);
  });

  it("POST /api/bookings/<token>/estimate: 200 with the tracker; an old version is 409 and changes nothing", async () => {
    const { b, token } = await booking({ state: "checked-in" });
    await owner.post(`/owner/bookings/${b.id}/estimate`, { label1: "Battery", price1: "89" });
    await owner.post(`/owner/bookings/${b.id}/estimate`, { label1: "Battery", price1: "79" });
    const answer = (body: unknown) =>
      fetch(`${desk.base}/api/bookings/${token}/estimate`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify(body),
      });
    const old = await answer({ version: 1, choice: 0 });
    expect(old.status).toBe(409);
    expect(await old.json()).toMatchObject({ error: "stale" });
    expect(await stateOf(b)).toBe("awaiting-approval");
    expect((await answer({ version: 2, choice: 5 })).status).toBe(400);
    expect((await answer({ version: "2", choice: "yes" })).status).toBe(400);
    const ok = await answer({ version: 2, choice: "decline" });
    expect(ok.status).toBe(200);
    const body = (await ok.json()) as { state: string; estimate: { choice: unknown; version: number } };
    expect(body.state).toBe("diagnosing");
    expect(body.estimate).toMatchObject({ version: 2, choice: "decline" });
    expect((await answer({ version: 2, choice: 0 })).status).toBe(409);
  });

  it("an old version is 409 whatever its choice, also one the new version no longer offers", async () => {
    const { b, token } = await booking({ state: "checked-in" });
    const two = { label1: "Genuine screen", price1: "189", label2: "Standard screen", price2: "129" };
    await owner.post(`/owner/bookings/${b.id}/estimate`, two);
    await owner.post(`/owner/bookings/${b.id}/estimate`, { label1: "Genuine screen", price1: "179" });
    expect((await desk.store!.estimate(b.id))?.options).toHaveLength(1);
    const old = await fetch(`${desk.base}/api/bookings/${token}/estimate`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ version: 1, choice: 1 }),
    });
    expect(old.status).toBe(409);
    expect(await old.json()).toMatchObject({ error: "stale" });
    expect(await stateOf(b)).toBe("awaiting-approval");
  });
});

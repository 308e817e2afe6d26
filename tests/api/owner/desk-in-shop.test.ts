// A phone still in the shop from an earlier day stays on the desk: one checked in on an open day
// before today (waiting for a part, say) is listed under its day with its moves, so the owner can
// mark it ready; one collected that day, or never come, is not. Found by a browser test whose
// visitor's phone, kept past its booking's day, had dropped off the desk.
import { afterAll, beforeAll, expect, it } from "vitest";
import { addDays } from "#shop/clock.ts";
import { availability } from "#shop/facts.ts";
import { budget } from "../../helpers/budget.ts";
import { booked } from "../../helpers/booked.ts";
import { ownerApp, signedInOwner, type OwnerApp, type OwnerClient } from "../../helpers/owner-app.ts";

const DAY_MS = 86_400_000;
const today = availability.today(new Date());
/** The latest open day before today (a week back at most) and the first open day from today. */
const openDay = (from: string, step: number) =>
  Array.from({ length: 8 }, (_, i) => addDays(from, step * i)).find((d) => availability.grid(d).length > 0)!;
const earlier = openDay(addDays(today, -1), -1);
const [slot] = availability.grid(earlier);
// The shop's clock: an open day's first slot, after the earlier day's.
const now = new Date(availability.grid(openDay(today, 1))[0]!.start);

let desk: OwnerApp;
let owner: OwnerClient;
beforeAll(async () => {
  desk = await ownerApp({ booking: true, now: () => now });
  owner = await signedInOwner(desk.base);
}, budget(120_000));
afterAll(async () => desk?.close());

it("lists a phone checked in on an earlier day until it is collected, not one collected or never come", async () => {
  expect(slot, "an open day in the week before today").toBeDefined();
  const over = { start: slot!.start, end: slot!.end };
  const made = async () => (await booked(desk.store!, over, slot!.start - 2 * DAY_MS)).b;
  const [inShop, collected, neverCame] = [await made(), await made(), await made()];
  for (const state of ["checked-in", "repairing"] as const) await desk.store!.setState(inShop.id, state, () => []);
  for (const state of ["checked-in", "repairing", "ready", "collected"] as const)
    await desk.store!.setState(collected.id, state, () => []);

  const { html } = await owner.page("/owner/");
  expect(html).toContain(inShop.reference);
  // Under its own heading, above today's: today's section is still today's.
  const [inShopAt, todayAt] = [html.indexOf('id="in-shop"'), html.indexOf('id="today"')];
  expect(inShopAt).toBeGreaterThan(-1);
  expect(html.indexOf(inShop.reference)).toBeGreaterThan(inShopAt);
  expect(html.indexOf(inShop.reference)).toBeLessThan(todayAt);
  expect(html).not.toContain(collected.reference);
  expect(html).not.toContain(neverCame.reference);
  // Its moves are there: the owner can mark it ready from the desk.
  const item = html.slice(html.indexOf(inShop.reference));
  expect(item.slice(0, item.indexOf("</li>"))).toContain('value="ready"');
});

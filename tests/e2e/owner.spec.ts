// The owner's desk in a real browser at the phone (390×844) and desktop sizes, against the real server
// (playwright.config.ts gives it an owner's password for the run): the owner signs in, sees the booking
// a visitor has just made, cancels it, and the visitor's slot is free again; the same with JavaScript
// off (every action is a plain form); and axe-core finds no WCAG 2.2 A/AA violation on any owner page.
import AxeBuilder from "@axe-core/playwright";
import { expect, test, type APIRequestContext, type Page, type TestInfo } from "@playwright/test";
import type { AvailabilityAnswer, Slot } from "#shop/availability.ts";
import { availability, booking as rules, models } from "#shop/facts.ts";
import { formatDate } from "#shop/schedule.ts";
import { createElement } from "react";
import { SetupPage } from "../../api/owner/views/SignIn.tsx";
import { renderDocument } from "../../site/ui/document.ts";

const PASSWORD = process.env.E2E_OWNER_PASSWORD ?? "";
const TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22a", "wcag22aa"];
const MODEL = models[0]!;
const SERVICE = rules.services[0]!;

const unique = () => Math.random().toString(36).slice(2, 8);
const phone = () => `(205) 555-${String(1000 + Math.floor(Math.random() * 9000))}`;

async function slots(request: APIRequestContext): Promise<AvailabilityAnswer> {
  const res = await request.get("/api/availability");
  expect(res.status()).toBe(200);
  return (await res.json()) as AvailabilityAnswer;
}
const remainingOf = async (request: APIRequestContext, start: string) =>
  (await slots(request)).days.flatMap((d) => d.slots).find((s) => s.start === start)?.remaining;

/**
 * A slot for this test alone: today's when the shop still has free ones today, else the first day that
 * has enough, counted from the day's end (the visitor specs take the soonest slots) and spread by the
 * project and the test, so parallel tests never share one.
 */
async function slotFor(request: APIRequestContext, testInfo: TestInfo, lane: number): Promise<Slot> {
  const answer = await slots(request);
  const index = (testInfo.project.name === "phone" ? 0 : 3) + lane;
  for (const day of answer.days) {
    const free = day.slots.filter((s) => s.remaining === rules.capacity);
    if (free.length > index + 2) return free[free.length - 1 - index]!;
  }
  throw new Error("no day with enough free slots for the owner specs");
}

async function book(request: APIRequestContext, start: string, name: string) {
  return request.post("/api/bookings", { data: { start, service: SERVICE, model: MODEL.slug, name, phone: phone() } });
}

/** The visitor's booking, then others until the slot is full: the visitor's cancellation is then what frees it. */
async function visitorFillsSlot(request: APIRequestContext, slot: Slot, name: string) {
  expect((await book(request, slot.start, name)).status()).toBe(201);
  for (let i = 0; i < rules.capacity; i++)
    if ((await book(request, slot.start, `Other ${unique()}`)).status() === 409) break;
  expect(await remainingOf(request, slot.start)).toBe(0);
}

async function signIn(page: Page) {
  await page.goto("/owner/");
  await expect(page).toHaveURL(/\/owner\/login$/);
  await page.getByLabel("Password").fill(PASSWORD);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Owner's desk" })).toBeVisible();
}

/** The section of the desk that lists a date: "Today, …" for today, else the date's own heading. */
function dayList(page: Page, date: string) {
  const today = availability.today(new Date());
  return date === today
    ? page.locator('section[aria-labelledby="today"]')
    : page.locator(`section[aria-labelledby="d-${date}"]`);
}

async function violations(page: Page) {
  // After a form post the new page's text is there before its stylesheet: axe must see the styled page.
  await page.waitForLoadState("load");
  const { violations } = await new AxeBuilder({ page }).withTags(TAGS).setLegacyMode(true).analyze();
  return violations.map((v) => `${v.id}: ${v.help} — ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`);
}

async function cancelsTheVisitorsBooking(
  page: Page,
  request: APIRequestContext,
  testInfo: TestInfo,
  lane: number,
  js: boolean,
) {
  const slot = await slotFor(request, testInfo, lane);
  const name = `Visitor ${unique()}`;
  await visitorFillsSlot(request, slot, name);

  await signIn(page);
  const date = slot.start.slice(0, 10);
  const list = dayList(page, date);
  await expect(list.getByRole("heading").first()).toContainText(formatDate(date).split(",")[0]!);
  const item = list.locator("li.booking", { hasText: name });
  await expect(item).toContainText(MODEL.name);
  await expect(item).toContainText("booked");
  await expect(item.getByRole("link", { name: /\(\d{3}\) \d{3}-\d{4}/ })).toHaveAttribute("href", /^tel:\+1\d{10}$/);

  // The desk's script takes the state buttons over once it has run (a module script, loaded after the
  // page is shown); a tap before that posts the plain form. With JavaScript, wait until it says so.
  if (js) await expect(page.locator("html")).toHaveAttribute("data-desk", "ready");
  await item.getByRole("button", { name: "Cancel" }).click();
  await expect(page.getByRole("status")).toContainText(`${name} at`);
  await expect(page.getByRole("status")).toContainText("is now cancelled");
  const after = list.locator("li.booking", { hasText: name });
  await expect(after.locator(".badge")).toHaveText("cancelled");
  await expect(after.getByRole("button")).toHaveCount(0);
  // With JavaScript the desk answered in place; without it, the form posted and the desk came back.
  if (js) expect(page.url()).not.toContain("changed=");
  else expect(page.url()).toContain("changed=");
  await expect.poll(() => remainingOf(request, slot.start)).toBe(1);
}

test("the owner signs in, sees the visitor's booking and cancels it: the slot is free again", async ({
  page,
  request,
}, testInfo) => {
  await cancelsTheVisitorsBooking(page, request, testInfo, 0, true);
});

test.describe("with JavaScript off", () => {
  test.use({ javaScriptEnabled: false });
  test("the same, every action a plain form", async ({ page, request }, testInfo) => {
    await cancelsTheVisitorsBooking(page, request, testInfo, 1, false);
  });
});

test.describe("axe on every owner page", () => {
  test("sign-in, with and without an error", async ({ page }) => {
    await page.goto("/owner/login");
    expect(await violations(page)).toEqual([]);
    await page.getByLabel("Password").fill("not the password");
    await page.getByRole("button", { name: "Sign in" }).click();
    await expect(page.getByRole("alert")).toContainText("not right");
    expect(await violations(page)).toEqual([]);
  });

  test("the desk with bookings, a blocked-time notice and a form error; help; not found", async ({
    page,
    request,
  }, testInfo) => {
    const slot = await slotFor(request, testInfo, 2);
    expect((await book(request, slot.start, `Axe ${unique()}`)).status()).toBe(201);
    await signIn(page);
    expect(await violations(page)).toEqual([]);

    // A block far ahead (nobody's booking inside), then the notice the desk shows, then unblock it.
    const far = availability.lastDate(new Date());
    const block = page.locator("form", { has: page.getByRole("button", { name: "Block", exact: true }) });
    await block.getByLabel("Date").fill(far);
    await block.getByLabel("What").selectOption("afternoon");
    await block.getByLabel("Label (optional)").fill(`Axe check ${unique()}`);
    await block.getByRole("button", { name: "Block", exact: true }).click();
    await expect(page.getByRole("heading", { name: /^Blocked: / })).toBeVisible();
    expect(await violations(page)).toEqual([]);
    await page.getByRole("button", { name: "Unblock" }).first().click();
    await expect(page.getByRole("status")).toContainText("free again");

    // The walk-in form sent empty: the desk again with each field's problem.
    const walkIn = page.locator("form", { has: page.getByRole("button", { name: "Add booking" }) });
    await walkIn.getByRole("button", { name: "Add booking" }).click();
    await expect(page.getByRole("alert").first()).toBeVisible();
    expect(await violations(page)).toEqual([]);

    await page.getByRole("link", { name: "How to add an answer to the FAQ" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Help" })).toBeVisible();
    expect(await violations(page)).toEqual([]);

    await page.goto("/owner/no-such-page");
    await expect(page.getByRole("heading", { level: 1, name: "Not found" })).toBeVisible();
    expect(await violations(page)).toEqual([]);
  });

  test("the page shown when no password is set", async ({ page }) => {
    // This server has a password; the page it would show without one is served at an address of the
    // same origin, so its stylesheet loads from the real server.
    await page.route("**/owner/setup-preview", (route) =>
      route.fulfill({
        contentType: "text/html; charset=utf-8",
        body: renderDocument(createElement(SetupPage), { now: new Date() }),
      }),
    );
    await page.goto("/owner/setup-preview");
    await expect(page.getByRole("heading", { level: 1 })).toContainText("no password");
    expect(await violations(page)).toEqual([]);
  });
});

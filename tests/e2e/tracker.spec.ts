// The repair's journey in a real browser at the phone size (390×844) against the real server: a
// visitor books with an email, the owner checks the phone in on the desk, sends an estimate (its email
// arrives), the visitor approves it on their tracker, the owner marks it ready (the 'ready' email
// arrives once, also after a Step back and Ready again) and then collected; the tracker shows each
// state (and, with JavaScript, refreshes itself while the phone is in the shop), and axe-core finds
// no WCAG 2.2 A/AA violation on it in any state, nor on the desk's new controls. The emails go
// through the run's real SMTP server (playwright.config.ts) and are read from its mailbox.
import AxeBuilder from "@axe-core/playwright";
import { expect, test, type APIRequestContext, type Page, type TestInfo } from "@playwright/test";
import type { AvailabilityAnswer, Slot } from "#shop/availability.ts";
import { booking as rules, models } from "#shop/facts.ts";
import { STATE_WORDS, type RepairState } from "#shop/repair-states.ts";
import { subjectsTo, visitorAddress } from "./mailbox.ts";
import { settled } from "./rendered.ts";

const PASSWORD = process.env.E2E_OWNER_PASSWORD ?? "";
const TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22a", "wcag22aa"];

async function violations(page: Page) {
  // After a form post the new page's text is there before its stylesheet: axe must see the styled page.
  await page.waitForLoadState("load");
  await settled(page); // a step that scrolled slides the bars in
  const { violations } = await new AxeBuilder({ page }).withTags(TAGS).setLegacyMode(true).analyze();
  return violations.map((v) => `${v.id}: ${v.help} — ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`);
}

/** A free slot of this spec's own, counted from a day's end (the other specs take other places). */
async function slotFor(request: APIRequestContext, testInfo: TestInfo, lane = 0): Promise<Slot> {
  const answer = (await (await request.get("/api/availability")).json()) as AvailabilityAnswer;
  const index = (testInfo.project.name === "phone" ? 7 : 8) + 2 * lane;
  for (const day of answer.days) {
    const free = day.slots.filter((s) => s.remaining === rules.capacity);
    if (free.length > index + 2) return free[free.length - 1 - index]!;
  }
  throw new Error("no day with enough free slots for the tracker spec");
}

async function signIn(page: Page, js = true) {
  await page.goto("/owner/");
  await page.getByLabel("Password").fill(PASSWORD);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Owner's desk" })).toBeVisible();
  if (js) await expect(page.locator("html")).toHaveAttribute("data-desk", "ready");
}

/** A visitor's booking in this spec's slot (with their email when given): its reference and the tracker's path. */
async function visitorBooks(request: APIRequestContext, testInfo: TestInfo, lane = 0, email?: string) {
  const slot = await slotFor(request, testInfo, lane);
  const booked = await request.post("/api/bookings", {
    data: {
      start: slot.start,
      service: rules.services[0],
      model: models[0]!.slug,
      name: `Tracker ${Math.random().toString(36).slice(2, 8)}`,
      phone: `(205) 555-${String(1000 + Math.floor(Math.random() * 9000))}`,
      ...(email ? { email } : {}),
    },
  });
  expect(booked.status()).toBe(201);
  const { manageUrl, reference } = (await booked.json()) as { manageUrl: string; reference: string };
  return { reference, trackerPath: new URL(manageUrl).pathname };
}

/** The desk's estimate form under a booking, opened, filled with two options and sent. */
async function sendEstimate(item: ReturnType<Page["locator"]>) {
  await item.locator("summary").click();
  await item.getByLabel("Option 1").fill("Aftermarket screen");
  await item.getByLabel("Price 1 ($)").fill("189");
  await item.getByLabel("Option 2 (optional)").fill("Genuine screen");
  await item.getByLabel("Price 2 ($)").fill("279");
  await item.getByRole("button", { name: "Send estimate" }).click();
  await expect(item.locator(".badge")).toHaveText(STATE_WORDS["awaiting-approval"].desk);
}

test("a repair from booking to pickup: the desk moves it, the visitor approves the estimate on the tracker", async ({
  page,
  context,
  request,
}, testInfo) => {
  const email = visitorAddress("tracker");
  const { reference, trackerPath } = await visitorBooks(request, testInfo, 0, email);
  const tracker = await context.newPage();
  /** The subjects of the visitor's emails that start with `prefix`, as the mailbox has them now. */
  const mailed = (prefix: string) => () => subjectsTo(email).filter((s) => s.startsWith(prefix));

  /** The visitor's page, loaded afresh: the state in words, and no axe violation. */
  const visitorSees = async (state: RepairState) => {
    await tracker.goto(trackerPath);
    await expect(tracker.locator(".tracker-state")).toHaveText(STATE_WORDS[state].en);
    await expect(tracker.locator(".tracker-timeline li").last()).toHaveAttribute("data-state", state);
    expect(await violations(tracker)).toEqual([]);
  };
  await visitorSees("booked");
  await expect(tracker.getByRole("button", { name: "Cancel booking" })).toBeVisible();

  await signIn(page);
  const item = page.locator("li.booking", { hasText: reference });
  const tap = async (label: string, state: RepairState) => {
    await item.getByRole("button", { name: label, exact: true }).click();
    await expect(item.locator(".badge")).toHaveText(STATE_WORDS[state].desk);
  };
  await tap("Checked in", "checked-in");
  await expect(item.locator(".since")).toContainText("since");
  await visitorSees("checked-in");
  await expect(tracker.getByRole("button", { name: "Cancel booking" })).toHaveCount(0);

  // With JavaScript the tracker refreshes itself while the phone is in: a move on the desk shows up
  // without a reload, and the live region says it (the page's clock run forward to the next round).
  await tracker.clock.install();
  await tracker.goto(trackerPath);
  await tap("Diagnosing", "diagnosing");
  await tracker.clock.runFor(61_000);
  await expect(tracker.locator(".tracker-state")).toHaveText(STATE_WORDS.diagnosing.en);
  await expect(tracker.locator("[data-tracker-announce]")).toHaveText(`Your repair: ${STATE_WORDS.diagnosing.en}.`);
  await expect(tracker.locator(".tracker-timeline li").last()).toHaveAttribute("data-state", "diagnosing");

  // The estimate, from the desk's controls under the booking (axe on them open).
  await item.locator("summary").click();
  expect(await violations(page)).toEqual([]);
  await item.locator("summary").click();
  await sendEstimate(item);
  await expect(item.locator(".estimate-line")).toContainText("Waiting for the answer");
  await expect.poll(mailed(`Estimate for your repair ${reference}`)).toHaveLength(1);

  await visitorSees("awaiting-approval");
  await tracker.getByRole("button", { name: /^Approve\W+Genuine screen$/ }).click();
  await expect(tracker.getByRole("status")).toContainText("goes ahead");
  await expect(tracker.locator(".tracker-state")).toHaveText(STATE_WORDS.repairing.en);
  expect(await violations(tracker)).toEqual([]);

  await page.reload();
  await expect(item.locator(".estimate-line")).toContainText("Approved Genuine screen");
  await tap("Ready", "ready");
  await expect.poll(mailed("Your iPhone is ready for pickup")).toHaveLength(1);
  await visitorSees("ready");

  // A slip of the thumb taken back and made again tells the visitor nothing new: still one email. The
  // outbox sends in the order things were written, so once the confirmation of a booking made after
  // the second Ready has arrived, a second 'ready' email would have arrived before it.
  await tap(`Step back to ${STATE_WORDS.repairing.desk}`, "repairing");
  await tap("Ready", "ready");
  await visitorBooks(request, testInfo, 2, email);
  await expect.poll(mailed(`Your repair at `)).toHaveLength(2);
  expect(mailed("Your iPhone is ready for pickup")()).toHaveLength(1);
  await tap("Collected", "collected");
  await visitorSees("collected");
  await expect(tracker.locator(".tracker-timeline li")).toHaveCount(7);
});

test.describe("with JavaScript off", () => {
  test.use({ javaScriptEnabled: false });
  test("the desk checks in and sends an estimate, the visitor approves it: every step a plain form", async ({
    page,
    context,
    request,
    isMobile,
  }, testInfo) => {
    // Plain forms do the same at any width; the phone has them (as booking.spec.ts's plain form).
    test.skip(!isMobile, "one project is enough: plain HTML forms, 390×844");
    const { reference, trackerPath } = await visitorBooks(request, testInfo, 1);
    await signIn(page, false);
    const item = page.locator("li.booking", { hasText: reference });
    await item.getByRole("button", { name: "Checked in", exact: true }).click();
    await expect(page).toHaveURL(/changed=/);
    await expect(item.locator(".badge")).toHaveText(STATE_WORDS["checked-in"].desk);
    await sendEstimate(item);

    const tracker = await context.newPage();
    await tracker.goto(trackerPath);
    await expect(tracker.locator(".tracker-state")).toHaveText(STATE_WORDS["awaiting-approval"].en);
    await tracker.getByRole("button", { name: /^Approve\W+Aftermarket screen$/ }).click();
    await expect(tracker.getByRole("status")).toContainText("goes ahead");
    await expect(tracker.locator(".tracker-state")).toHaveText(STATE_WORDS.repairing.en);
    await expect(tracker.locator(".tracker-estimate__answer")).toContainText("You approved: Aftermarket screen");
  });
});

// The check-in in a real browser at 390×844, against the real server: the owner checks a phone in on the
// desk with the checklist and two photos (from files; one carries a GPS position, which is gone when the
// photo is read back), the visitor reads the condition and the photos on the tracker and signs the repair
// terms with a typed name and a tick, and the desk shows the terms signed. The same with JavaScript off:
// every step is a plain form. axe-core finds no WCAG 2.2 A/AA violation on the check-in page or the tracker.
import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Browser, type Page } from "@playwright/test";
import sharp from "sharp";
import { booking as rules, models } from "#shop/facts.ts";
import type { AvailabilityAnswer } from "#shop/availability.ts";
import { GPS_LATITUDE, gpsPhoto } from "../api/checkin/fixtures.ts";
import { randomVisitorPhone } from "../helpers/visitor-phone.ts";

const PASSWORD = process.env.E2E_OWNER_PASSWORD ?? "";
const SERVICE = rules.services[0]!;
const [first] = rules.checkIn.checklist;
const unique = () => Math.random().toString(36).slice(2, 8);
const TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22a", "wcag22aa"];

/** axe-core's WCAG 2.2 A/AA violations on the page as it is (styled: after its load event). */
async function violations(page: Page) {
  await page.waitForLoadState("load");
  const { violations } = await new AxeBuilder({ page }).withTags(TAGS).setLegacyMode(true).analyze();
  return violations.map((v) => `${v.id}: ${v.help} — ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`);
}

test.skip(({ viewport }) => viewport?.width !== 390, "the phone at the bench: 390×844");

async function signIn(page: Page) {
  await page.goto("/owner/login");
  await page.getByLabel("Password").fill(PASSWORD);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Owner's desk" })).toBeVisible();
}

/** A visitor's booking through the API, at the last free slot of a day (the other specs take the first ones). */
async function visitorBooks(page: Page, name: string): Promise<string> {
  const answer = (await (await page.request.get("/api/availability")).json()) as AvailabilityAnswer;
  const free = answer.days.flatMap((d) => d.slots).filter((s) => s.remaining > 0);
  // One of the last twenty (or of all, in a shop with fewer), so two runs rarely meet in one slot.
  const slot = free.at(-1 - Math.floor(Math.random() * Math.min(20, free.length)));
  const res = await page.request.post("/api/bookings", {
    data: { start: slot!.start, service: SERVICE, model: models[0]!.slug, name, phone: randomVisitorPhone() },
  });
  expect(res.status()).toBe(201);
  return ((await res.json()) as { manageUrl: string }).manageUrl;
}

async function checkInAndSign(browser: Browser, javaScriptEnabled: boolean) {
  const name = `Checkin ${unique()}`;
  const owner = await browser.newContext({ javaScriptEnabled, viewport: { width: 390, height: 844 } });
  const desk = await owner.newPage();
  const manageUrl = await visitorBooks(desk, name);
  await signIn(desk);
  await desk
    .locator("li.booking", { hasText: name })
    .getByRole("link", { name: /Check-in/ })
    .click();
  await expect(desk.getByRole("heading", { level: 1, name: /Check in/ })).toBeVisible();
  await expect(desk.getByText("Not signed yet")).toBeVisible();
  if (javaScriptEnabled) expect(await violations(desk)).toEqual([]);

  await desk.getByRole("group", { name: first!.label }).getByLabel("damaged").check();
  await desk.getByRole("group", { name: first!.label }).getByLabel("Note").fill("Crack, top left");
  const unlock = desk.getByRole("group", { name: /tested unlocked/ });
  if ((await unlock.count()) > 0) await unlock.getByRole("radio").first().check();
  await expect(desk.locator('input[type="file"]')).toHaveAttribute("capture", "environment");
  await desk.locator('input[type="file"]').setInputFiles([
    { name: "front.jpg", mimeType: "image/jpeg", buffer: await gpsPhoto(2000, 1500, "#c33") },
    { name: "back.jpg", mimeType: "image/jpeg", buffer: await gpsPhoto(1500, 2000, "#36c") },
  ]);
  await desk.getByRole("button", { name: "Save check-in" }).click();
  await expect(desk.getByText("Check-in saved.")).toBeVisible();
  const photos = desk.getByRole("img", { name: /^Photo \d/ });
  await expect(photos).toHaveCount(2);
  const src = await photos.first().getAttribute("src");
  const bytes = Buffer.from(await (await desk.request.get(src!)).body());
  expect(bytes.includes(GPS_LATITUDE)).toBe(false);
  expect((await sharp(bytes).metadata()).exif).toBeUndefined();

  // The visitor, on their own phone: no session, only the private link.
  const visitor = await browser.newContext({ javaScriptEnabled, viewport: { width: 390, height: 844 } });
  const tracker = await visitor.newPage();
  await tracker.goto(manageUrl);
  await expect(tracker.getByRole("heading", { name: "Your phone at drop-off" })).toBeVisible();
  await expect(tracker.getByText("Crack, top left")).toBeVisible();
  const shown = tracker.getByRole("img", { name: /of your phone at drop-off/ });
  await expect(shown).toHaveCount(2);
  await expect
    .poll(() => shown.first().evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
    .toBe(true);
  await expect(tracker.getByRole("heading", { name: "Review and sign the repair terms" })).toBeVisible();
  if (javaScriptEnabled) expect(await violations(tracker)).toEqual([]);
  await tracker.getByLabel("Your full name").fill(name);
  // As a visitor scrolls a box up to the middle before a tap: left at the viewport's edge, it sits under the
  // floating call button, whose lift of a focused field clear of it can move the box mid-click.
  const agree = tracker.getByLabel(/I have read these terms/);
  await agree.evaluate((box) => box.scrollIntoView({ block: "center" }));
  await agree.check();
  await tracker.getByRole("button", { name: "Sign the repair terms" }).click();
  await expect(tracker.getByRole("heading", { name: "Repair terms: signed" })).toBeVisible();

  await desk.reload();
  await expect(desk.getByText(`Signed: version ${rules.terms!.version}`)).toBeVisible();
  await owner.close();
  await visitor.close();
}

test("the owner checks a phone in with two photos; the visitor signs the terms on the tracker", async ({ browser }) => {
  await checkInAndSign(browser, true);
});

test("the same with JavaScript off", async ({ browser }) => {
  await checkInAndSign(browser, false);
});

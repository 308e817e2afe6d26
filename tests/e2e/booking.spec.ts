// A visitor books a repair on the real server with its real database:
// from a model page by touch at 390×844, by keyboard alone at 1280 from another time zone, with
// JavaScript off, and inside a partner's sandboxed embed box on another origin. Each sees the
// confirmation (reference, the shop-zone time, directions, the .ics) and cancels through the private
// manage link; the slot's remaining count goes down and back up; axe WCAG 2.2 AA is clean at each step.
import { budget } from "../helpers/budget.ts";
import AxeBuilder from "@axe-core/playwright";
import { expect, test, type APIRequestContext, type Locator, type Page } from "@playwright/test";
import booking from "../../site/_data/booking.ts";
import business from "../../site/_data/business.ts";
import models from "../../site/_data/models.ts";
import { NO_TEXTS_FIELD } from "#shop/booking-fields.ts";
import { formatTime } from "#shop/schedule.ts";
import { partnerHtml, startPartner, type PartnerServer } from "./embed-partner.ts";
import { openRendered, settled } from "./rendered.ts";
import { availableDays, phoneFor, seed, slotFor, type Slot } from "./slots.ts";

test.skip(!booking.enabled, "online booking is switched off in booking.ts");
// Real bookings through a real server and axe at every step, on a shared 2-core machine.
test.describe.configure({ timeout: budget(150_000) });

const WCAG = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22a", "wcag22aa"];

async function axe(page: Page, step: string) {
  await settled(page); // a step that scrolled slides the bars in
  const { violations } = await new AxeBuilder({ page }).withTags(WCAG).analyze();
  expect(
    violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`),
    `axe: ${step}`,
  ).toEqual([]);
}

/**
 * axe needs JavaScript in the page: a page without JavaScript is checked as the same address loaded
 * where our scripts never arrive (the same HTML, no widget upgrading it). `form` replays what the
 * visitor typed into the copy, so the check sees the state they saw.
 */
async function axeWithoutScripts(page: Page, step: string, form: (copy: Page) => Promise<void> = async () => {}) {
  const context = await page.context().browser()!.newContext({ viewport: page.viewportSize()! });
  const copy = await context.newPage();
  try {
    await copy.route(/\/widgets\/|\/assets\/.*\.js/, (route) => route.abort());
    await copy.goto(page.url());
    await form(copy);
    await axe(copy, step);
  } finally {
    await context.close();
  }
}

const remainingAt = async (request: APIRequestContext, start: string) =>
  (await availableDays(request)).flatMap((d) => d.slots).find((s) => s.start === start)?.remaining;

/** "Wednesday, November 25 at 10:30 AM": the slot's wall clock as the shop tells it. */
function shopWhen(start: string): string {
  const day = new Intl.DateTimeFormat("en-US", {
    weekday: "long",
    month: "long",
    day: "numeric",
    timeZone: "UTC",
  }).format(new Date(`${start.slice(0, 10)}T12:00:00Z`));
  return `${day} at ${formatTime(start.slice(11, 16))}`;
}

/** The React form of <repair-booking> (its light DOM fallback is not rendered once React runs). */
const dayGroup = (widget: Locator) => widget.getByRole("radiogroup", { name: "Day", exact: true });
const dayRadio = (widget: Locator, slot: Slot) =>
  widget.locator(`.days [role=radio][data-key="${slot.start.slice(0, 10)}"]`);
const slotRadio = (widget: Locator, slot: Slot) => widget.locator(`.slots [role=radio][data-key="${slot.start}"]`);

/** The confirmation's links: the .ics answers a calendar file, the manage link the booking's page. */
async function checkConfirmation(widget: Locator, request: APIRequestContext, slot: Slot) {
  const confirmation = widget.locator(".confirmation");
  await expect(confirmation.getByRole("heading", { name: "You're booked" })).toBeVisible();
  await expect(confirmation).toBeFocused();
  const reference = (await confirmation.locator(".reference strong").textContent())!;
  expect(reference).toMatch(/^[A-Z]{1,4}-[0-9A-Z]{4,}$/);
  await expect(confirmation.locator(".when strong")).toHaveText(shopWhen(slot.start));
  await expect(confirmation).toContainText(business.address.street);
  const directions = confirmation.getByRole("link", { name: /Get Directions/ });
  await expect(directions).toHaveAttribute("target", "_blank");
  expect(await directions.getAttribute("href")).toContain("google.com/maps");
  const ics = await request.get(
    (await confirmation.getByRole("link", { name: "Add to calendar" }).getAttribute("href"))!,
  );
  expect(ics.status()).toBe(200);
  expect(ics.headers()["content-type"]).toContain("text/calendar");
  const calendar = await ics.text();
  expect(calendar).toContain("BEGIN:VCALENDAR");
  expect(calendar).toContain(reference);
  return { reference, manage: confirmation.getByRole("link", { name: /See or cancel your booking/ }) };
}

/** The manage page: the booking, then 'Cancel booking' (a form post) cancels it. */
async function cancelOnManagePage(
  page: Page,
  reference: string,
  press: (button: Locator) => Promise<void>,
  check = axe,
) {
  await expect(page).toHaveURL(/\/book\/manage\/[A-Za-z0-9_-]{43}\/(\?.*)?$/);
  await expect(page.locator("main")).toContainText(reference);
  await check(page, "the manage page");
  await press(page.getByRole("button", { name: "Cancel booking" }));
  await expect(page.getByRole("heading", { level: 1, name: "Booking cancelled" })).toBeVisible();
  await check(page, "the cancelled booking");
}

test.describe("booking with the widget", () => {
  // The shop's own zone: no zone note, and the times read as on the shop's wall.
  test.use({ timezoneId: business.timeZone });

  test("a visitor books from a model page by touch at 390×844, gets the .ics, and cancels through the private link", async ({
    page,
    request,
    isMobile,
  }, info) => {
    test.skip(!isMobile, "the phone project (390×844, touch)");
    const model = models[seed(info).readUInt8(4) % models.length]!;
    const slot = await slotFor(request, info);
    const before = slot.remaining;

    await openRendered(page, `/${model.slug}/`);
    await page.getByRole("link", { name: "Schedule Repair" }).tap();
    await expect(page).toHaveURL(`/book/?model=${model.slug}`);
    await openRendered(page, page.url());
    const widget = page.locator("repair-booking");
    await expect(dayGroup(widget)).toBeVisible();
    await expect(widget.getByRole("combobox", { name: /iPhone model/ })).toHaveValue(model.slug);
    await expect(widget.locator(".zone-note")).toHaveCount(0);
    await axe(page, "the form");

    const service = booking.services.find((s) => s !== "diagnosis")!;
    await widget.getByRole("combobox", { name: "Repair" }).selectOption(service);
    await dayRadio(widget, slot).tap();
    await expect(dayRadio(widget, slot)).toHaveAttribute("aria-checked", "true");
    await slotRadio(widget, slot).tap();
    await expect(slotRadio(widget, slot)).toHaveAttribute("aria-checked", "true");
    // Book before the details: each missing one is marked beside its field, the first one focused.
    await widget.getByRole("button", { name: "Book this repair" }).tap();
    const name = widget.getByRole("textbox", { name: "Name" });
    await expect(name).toHaveAttribute("aria-invalid", "true");
    await expect(widget.getByRole("textbox", { name: "Phone" })).toHaveAttribute("aria-invalid", "true");
    await expect(name).toBeFocused();
    await axe(page, "the details missing");
    await widget.getByRole("textbox", { name: "Name" }).fill("Touch Visitor");
    await widget.getByRole("textbox", { name: "Phone" }).fill(phoneFor(info));
    await axe(page, "a time chosen, the details typed");
    await widget.getByRole("button", { name: "Book this repair" }).tap();

    const { reference, manage } = await checkConfirmation(widget, request, slot);
    await axe(page, "the confirmation");
    expect(await remainingAt(request, slot.start), "one place fewer").toBe(before - 1);

    // On our own site the private link opens in place.
    await expect(manage).not.toHaveAttribute("target", "_blank");
    await manage.tap();
    await cancelOnManagePage(page, reference, (button) => button.tap());
    expect(await remainingAt(request, slot.start), "the place back").toBe(before);
  });
});

test.describe("booking by keyboard from another time zone", () => {
  // A visitor on the other coast: every time stays the shop's, and the widget says so.
  test.use({ timezoneId: business.timeZone === "America/Los_Angeles" ? "America/New_York" : "America/Los_Angeles" });

  test("a visitor books by keyboard alone at 1280 and cancels @desktop", async ({ page, request }, info) => {
    const slot = await slotFor(request, info);
    await openRendered(page, "/book/");
    const widget = page.locator("repair-booking");
    await expect(dayGroup(widget)).toBeVisible();
    const focusedName = () =>
      page.evaluate(() => {
        let active = document.activeElement;
        while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
        return active?.getAttribute("name") ?? active?.getAttribute("role") ?? active?.localName ?? "";
      });
    // Tab from the top of the page into the widget's first field.
    for (let i = 0; i < 60 && (await focusedName()) !== "service"; i++) await page.keyboard.press("Tab");
    expect(await focusedName()).toBe("service");
    await expect(widget.locator(".zone-note")).toContainText(/Times are .+, the shop's time/);
    await axe(page, "the form, from another zone");

    await page.keyboard.press("Tab"); // the model
    await page.keyboard.press("Tab"); // the day group's one tab stop
    expect(await focusedName()).toBe("radio");
    const targetDay = slot.start.slice(0, 10);
    for (let i = 0; i < 40 && (await dayRadio(widget, slot).getAttribute("aria-checked")) !== "true"; i++)
      await page.keyboard.press("ArrowRight");
    await expect(dayRadio(widget, slot)).toBeFocused();
    await page.keyboard.press("Tab"); // the day's times
    for (let i = 0; i < 40 && (await slotRadio(widget, slot).getAttribute("aria-checked")) !== "true"; i++)
      await page.keyboard.press("ArrowRight");
    await expect(slotRadio(widget, slot)).toBeFocused();
    // The time shown is the shop's wall clock, whatever this browser's zone.
    await expect(slotRadio(widget, slot).locator(".time")).toHaveText(formatTime(slot.start.slice(11, 16)));
    expect(targetDay).toBe(slot.start.slice(0, 10));

    await page.keyboard.press("Tab");
    expect(await focusedName()).toBe("name");
    await page.keyboard.type("Keyboard Visitor");
    await page.keyboard.press("Tab");
    await page.keyboard.type(phoneFor(info));
    await page.keyboard.press("Tab");
    expect(await focusedName()).toBe(NO_TEXTS_FIELD); // the box beside the phone that says no to texts
    await page.keyboard.press("Tab");
    await page.keyboard.press("Tab"); // past the optional email and note
    await page.keyboard.press("Tab");
    await expect(widget.getByRole("button", { name: "Book this repair" })).toBeFocused();
    await axe(page, "ready to book");
    await page.keyboard.press("Enter");

    const { reference, manage } = await checkConfirmation(widget, request, slot);
    await expect(widget.locator(".confirmation .zone")).toContainText("the shop's time");
    await axe(page, "the confirmation");
    // To the private link by keyboard, then cancel by keyboard.
    for (let i = 0; i < 10 && !(await manage.evaluate((a) => a.matches(":focus"))); i++)
      await page.keyboard.press("Tab");
    await expect(manage).toBeFocused();
    await page.keyboard.press("Enter");
    await cancelOnManagePage(page, reference, async (button) => {
      await button.focus();
      await page.keyboard.press("Enter");
    });
  });
});

test("with JavaScript off, the /book/ form books a time and the manage page cancels it", async ({
  browser,
  request,
  isMobile,
}, info) => {
  test.skip(!isMobile, "one project is enough: plain HTML forms, 390×844");
  const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  try {
    // The server's /book/ lists the coming two weeks.
    const slot = await slotFor(request, info, 14);
    const model = models[0]!;
    await page.goto(`/book/?model=${model.slug}`);
    await expect(page.locator("#booking-model")).toHaveValue(model.slug);
    await page.locator("#booking-date").selectOption(slot.start.slice(0, 10));
    await page.getByRole("button", { name: "Show free times" }).click();
    await expect(page.locator("#booking-date")).toHaveValue(slot.start.slice(0, 10));
    await page.locator(`input[name="start"][value="${slot.start}"]`).check();
    await page.locator("#booking-name").fill("No Script Visitor");
    await page.locator("#booking-phone").fill(phoneFor(info));
    await axeWithoutScripts(page, "the form without JavaScript", async (copy) => {
      await copy.locator(`input[name="start"][value="${slot.start}"]`).check();
      await copy.locator("#booking-name").fill("No Script Visitor");
    });
    await page.getByRole("button", { name: "Book this time" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "You're booked" })).toBeVisible();
    const reference = (await page.locator("main").textContent())!.match(/[A-Z]{1,4}-[0-9A-Z]{4,}/)?.[0];
    expect(reference, "a reference on the page").toBeTruthy();
    expect(await remainingAt(request, slot.start)).toBe(slot.remaining - 1);
    await cancelOnManagePage(page, reference!, (button) => button.click(), axeWithoutScripts);
    expect(await remainingAt(request, slot.start)).toBe(slot.remaining);
  } finally {
    await context.close();
  }
});

test.describe("<repair-booking> on a partner's page", () => {
  test.skip(({ isMobile }) => isMobile, "sets its own viewport");
  let partner: PartnerServer;
  let ours: string;
  test.beforeAll(async ({ baseURL }) => {
    ours = new URL(baseURL!).origin;
    partner = await startPartner();
    partner.page(
      "/box",
      partnerHtml({ script: `${ours}/widgets/repair-booking.js`, body: "<repair-booking></repair-booking>" }),
    );
  });
  test.afterAll(() => partner.close());

  for (const [width, height, sandbox] of [
    [420, 560, "allow-scripts allow-popups allow-popups-to-escape-sandbox allow-same-origin"],
    [300, 400, "allow-scripts allow-popups allow-popups-to-escape-sandbox"],
  ] as const) {
    test(`books inside a sandboxed ${width}×${height} box on another origin: the form scrolls inside, the private link opens a new tab`, async ({
      page,
      context,
      request,
    }, info) => {
      const url = partner.page(
        `/host-${width}`,
        partnerHtml({
          script: `${ours}/widgets/repair-call-button.js`,
          body: `<main><h1>Partner site</h1><iframe title="Book a repair" src="/box" width="${width}" height="${height}" sandbox="${sandbox}" style="border:0"></iframe></main>`,
        }),
      );
      const slot = await slotFor(request, info);
      await page.goto(url);
      const frame = page.frameLocator("iframe");
      const widget = frame.locator("repair-booking");
      await expect(dayGroup(widget)).toBeVisible();
      // Nothing wider than the box; the form is taller and scrolls inside it, not the partner's page.
      const boxFrame = (await (await page.locator("iframe").elementHandle())!.contentFrame())!;
      const box = await boxFrame.evaluate(() => ({
        wide: document.scrollingElement!.scrollWidth,
        tall: document.scrollingElement!.scrollHeight,
        vw: innerWidth,
        vh: innerHeight,
      }));
      expect(box.wide).toBeLessThanOrEqual(box.vw);
      expect(box.tall).toBeGreaterThan(box.vh);
      expect(await page.evaluate(() => document.scrollingElement!.scrollHeight <= innerHeight + 1)).toBe(true);

      // Nothing chosen by the page: the visitor says what the repair is.
      await widget.getByRole("combobox", { name: "Repair" }).selectOption("diagnosis");
      await dayRadio(widget, slot).click();
      await slotRadio(widget, slot).click();
      await widget.getByRole("textbox", { name: "Name" }).fill("Partner Visitor");
      await widget.getByRole("textbox", { name: "Phone" }).fill(phoneFor(info));
      const book = widget.getByRole("button", { name: "Book this repair" });
      await book.click();
      const confirmation = widget.locator(".confirmation");
      await expect(confirmation.getByRole("heading", { name: "You're booked" })).toBeVisible();
      await expect(confirmation.locator(".when strong")).toHaveText(shopWhen(slot.start));
      const manage = confirmation.getByRole("link", { name: /See or cancel your booking/ });
      await expect(manage).toHaveAttribute("target", "_blank");
      expect(new URL((await manage.getAttribute("href"))!).origin).toBe(ours);
      const [tab] = await Promise.all([context.waitForEvent("page"), manage.click()]);
      await tab.waitForLoadState("domcontentloaded");
      const reference = (await confirmation.locator(".reference strong").textContent())!;
      await cancelOnManagePage(tab, reference, (button) => button.click());
      await tab.close();
      // The box still shows its confirmation.
      await expect(confirmation).toBeVisible();
    });
  }
});

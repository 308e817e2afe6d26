// The owner's numbers end to end, at 390×844 on the real server: a visitor taps Call (the sticky
// button, a widget), Get Directions (a link of the page), opens the chat and books; the owner's
// numbers page then shows each of them, read from the page (other specs run against the same server
// at once, so each count must have grown by at least one). Each chart's table holds the chart's
// figures; axe finds nothing. A browser sending Global Privacy Control sends nothing at all.
import http from "node:http";
import type { AddressInfo } from "node:net";
import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page, type Request } from "@playwright/test";
import type { AvailabilityAnswer } from "#shop/availability.ts";
import { booking, models } from "#shop/facts.ts";
import { HIT_ENDPOINT } from "#shop/numbers-contract.ts";
import { visitorPhone } from "../helpers/visitor-phone.ts";
import { openRendered } from "./rendered.ts";

const PASSWORD = process.env.E2E_OWNER_PASSWORD ?? "";
const TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22a", "wcag22aa"];
const MODEL = models[models.length - 1]!;
const COUNTED = ["call", "directions", "chat-open", "booking-start", "booking-made"] as const;

test.skip(({ isMobile }) => !isMobile, "the phone project (390×844, touch)");

async function signIn(page: Page) {
  await page.goto("/owner/login");
  await page.getByLabel("Password").fill(PASSWORD);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Owner's desk" })).toBeVisible();
}

/** This week's counts as the numbers page shows them. */
async function weekCounts(page: Page): Promise<Record<string, number>> {
  await page.goto("/owner/numbers");
  const rows = page.locator("#week-table tbody tr");
  const counts: Record<string, number> = {};
  for (const row of await rows.all())
    counts[(await row.getAttribute("data-count"))!] = Number(await row.locator("td").first().textContent());
  return counts;
}

/** A phone opens its dialer; Chromium here would leave a tel: navigation pending: it goes nowhere. */
const noDialer = (page: Page) =>
  page.addInitScript(() =>
    document.addEventListener("click", (event) => {
      const link = (event.composedPath()[0] as Element | undefined)?.closest?.("a[href^='tel:']");
      if (link) event.preventDefault();
    }),
  );

/** Call on the sticky button (a widget, shown past 100 px), then the chat opened. */
async function callAndOpenChat(page: Page) {
  await page.evaluate(() => window.scrollTo({ top: 400, behavior: "instant" }));
  await page
    .locator("repair-call-button")
    .getByRole("link", { name: /Call now/ })
    .tap();
  await page.locator("repair-chat").getByRole("button", { name: "Open repair chat" }).tap();
  await expect(page.locator("repair-chat").getByRole("textbox", { name: "Describe your problem" })).toBeVisible();
}

const hits = (page: Page) => {
  const sent: Request[] = [];
  page.on("request", (r) => void (r.url().endsWith(HIT_ENDPOINT) && sent.push(r)));
  return sent;
};

test("a visitor's call, directions, chat and booking show on the owner's numbers page, whose charts equal their tables; axe-clean", async ({
  page,
  context,
  browser,
}) => {
  // No request leaves for Google: the directions tab is stopped at the door.
  await context.route(/^https?:\/\/(?!127\.0\.0\.1)/, (route) => route.abort());
  const ownerContext = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const owner = await ownerContext.newPage();
  await signIn(owner);
  const before = await weekCounts(owner);

  await noDialer(page);
  const sent = hits(page);
  await openRendered(page, `/${MODEL.slug}/`);
  await expect.poll(() => sent.length, { message: "the page view, sent on idle" }).toBeGreaterThan(0);
  await callAndOpenChat(page);
  await page.locator("repair-chat").getByRole("button", { name: "Close chat" }).tap();
  // Directions: the page's own link, to a new tab (last on this page: the tab takes the focus).
  const tab = page.waitForEvent("popup");
  await page
    .locator("main")
    .getByRole("link", { name: /Get Directions/ })
    .first()
    .tap();
  await (await tab).close();

  // A booking: the form's first step shown, then a slot of the last days booked.
  const answer = (await (await page.request.get("/api/availability")).json()) as AvailabilityAnswer;
  const slot = answer.days
    .flatMap((d) => d.slots)
    .filter((s) => s.remaining > 0)
    .at(-3)!;
  await openRendered(page, `/book/?model=${MODEL.slug}`);
  const widget = page.locator("repair-booking");
  await widget.getByRole("combobox", { name: "Repair" }).selectOption(booking.services[0]!);
  await widget.locator(`.days [role=radio][data-key="${slot.start.slice(0, 10)}"]`).tap();
  await widget.locator(`.slots [role=radio][data-key="${slot.start}"]`).tap();
  await widget.getByRole("textbox", { name: "Name" }).fill("Numbers Visitor");
  await widget.getByRole("textbox", { name: "Phone" }).fill(visitorPhone(Date.now() % 9000, "706").display);
  await widget.getByRole("button", { name: "Book this repair" }).tap();
  await expect(widget.getByRole("heading", { name: "You're booked" })).toBeVisible();

  // The owner's page, read until every tap has arrived (beacons are sent as the browser sees fit).
  await expect
    .poll(async () => {
      const after = await weekCounts(owner);
      return COUNTED.filter((k) => after[k]! < before[k]! + 1);
    })
    .toEqual([]);
  const after = await weekCounts(owner);
  expect(after.visitors).toBeGreaterThan(0);
  expect(after.pageview).toBeGreaterThan(before.pageview!);

  for (const chart of ["visitors", "actions"]) {
    const bars = await owner.locator(`svg[data-chart="${chart}"] rect[data-value]`).all();
    expect(bars.length).toBeGreaterThanOrEqual(14);
    for (const bar of bars) {
      const [day, series, value] = await Promise.all(
        ["data-day", "data-series", "data-value"].map((a) => bar.getAttribute(a)),
      );
      await expect(
        owner.locator(`table[data-chart-table="${chart}"] tr[data-day="${day}"] td[data-series="${series}"]`),
      ).toHaveText(value!);
    }
  }
  await owner.waitForLoadState("load");
  const { violations } = await new AxeBuilder({ page: owner }).withTags(TAGS).analyze();
  expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual([]);
  const width = await owner.evaluate(() => document.documentElement.scrollWidth);
  expect(width, "nothing wider than the phone").toBeLessThanOrEqual(390);
  await ownerContext.close();
});

test("a browser sending Global Privacy Control sends nothing: no page view, no tap", async ({ page }) => {
  await page.addInitScript(() =>
    Object.defineProperty(Navigator.prototype, "globalPrivacyControl", { get: () => true }),
  );
  await noDialer(page);
  const sent = hits(page);
  const beacon = page.waitForResponse((r) => r.url().endsWith("/assets/beacon.js"));
  await openRendered(page, `/${MODEL.slug}/`);
  await beacon;
  await callAndOpenChat(page);
  // Past load and two idle periods: when the page view would have gone.
  await page.evaluate(
    () => new Promise<void>((resolve) => requestIdleCallback(() => requestIdleCallback(() => resolve()))),
  );
  await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 300)));
  expect(sent.map((r) => r.postData())).toEqual([]);
});

test("a widget on a partner's page counts its taps itself, under the partner page's host", async ({
  page,
  browser,
  baseURL,
}) => {
  const ours = new URL(baseURL!).origin;
  const partner = http.createServer((_request, response) =>
    response
      .writeHead(200, { "content-type": "text/html; charset=utf-8" })
      .end(
        `<!doctype html><html lang="en_US"><head><meta charset="utf-8"><title>Partner</title></head><body><main><h1>Our friends</h1></main><repair-chat></repair-chat><script type="module" src="${ours}/widgets/repair-widgets.js"></script></body></html>`,
      ),
  );
  await new Promise<void>((resolve) => partner.listen(0, "127.0.0.1", resolve));
  try {
    const partnerHost = `localhost:${(partner.address() as AddressInfo).port}`;
    const sent = hits(page);
    await page.goto(`http://${partnerHost}/friends/`);
    await page.locator("repair-chat").getByRole("button", { name: "Open repair chat" }).tap();
    await expect.poll(() => sent.map((r) => r.url())).toEqual([`${ours}${HIT_ENDPOINT}`]);
    // The page's language as its primary subtag: a partner's slip ("en_US" for en-US) is read, not refused.
    expect(JSON.parse(sent[0]!.postData()!)).toEqual({ h: partnerHost, p: "/friends/", k: "chat-open", l: "en" });

    const ownerContext = await browser.newContext({ viewport: { width: 390, height: 844 } });
    const owner = await ownerContext.newPage();
    await signIn(owner);
    await expect
      .poll(async () => {
        await owner.goto("/owner/numbers");
        return owner.locator("#taps ~ * th, #taps + * th").allTextContents();
      })
      .toContain(`chat-open ${partnerHost}/friends/`);
    await ownerContext.close();
  } finally {
    await new Promise((resolve) => partner.close(resolve));
  }
});

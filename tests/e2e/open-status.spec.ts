// The live open/closed line, computed in the browser from the shop's schedule in the shop's time
// zone: checked with the page's clock set to chosen instants and a visitor on the other side of the
// world. Every expectation comes from site/_data through schedule.ts, never from the sample's hours.
import { expect, test, type Locator, type Page } from "@playwright/test";
import { business, schedule } from "#shop/facts.ts";
import { addDays, monthNames, weekdayName } from "#shop/clock.ts";
import { businessEs } from "#shop/owner-data.ts";
import { DAYS } from "#shop/schedule.ts";
import { statusWordsEs } from "#shop/status-words.ts";

// Far from any US shop: UTC+14, so the visitor's date is usually a day ahead of the shop's.
test.use({ timezoneId: "Pacific/Kiritimati" });

const MINUTE = 60_000;

/** The instant the shop's clock reads `minutes` past midnight on `date` (searched, so DST is Intl's business). */
function shopInstant(date: string, minutes: number): Date {
  const start = Date.parse(`${date}T00:00:00Z`) - 16 * 60 * MINUTE;
  for (let t = start; t < start + 48 * 60 * MINUTE; t += 15 * MINUTE) {
    const local = schedule.localTime(new Date(t));
    if (local.date === date && local.minutes === minutes) return new Date(t);
  }
  throw new Error(`no instant at ${date} ${minutes}`);
}

// A reference point after the build, where the pages list their coming special days from.
const NOW = new Date();
const opening = schedule.nextOpening(NOW)!;
const OPEN = new Date(
  shopInstant(opening.date, Number(opening.opens.slice(0, 2)) * 60 + Number(opening.opens.slice(3))).getTime() +
    30 * MINUTE,
);
const openState = schedule.stateAt(OPEN);
const CLOSED = new Date(OPEN.getTime() + (openState.minutesToClose! + 5) * MINUTE);
const closedSpecial = schedule.upcomingSpecials(NOW).find((s) => s.closed);

async function statusAt(page: Page, instant: Date, path = "/") {
  await page.clock.setFixedTime(instant);
  await page.goto(path);
  return page.locator("[data-open-status]").first();
}

test("says open, and until when, while the shop is open in its own time zone", async ({ page }) => {
  expect(openState.open).toBe(true);
  const status = await statusAt(page, OPEN);
  await expect(status).toHaveText(schedule.statusText(OPEN));
  await expect(status).toHaveText(/^Open now · until \d{1,2}:\d{2} [AP]M/);
  await expect(status).toHaveAttribute("data-state", "open");
  // Every status line on the page says the same (location block and footer).
  for (const line of await page.locator("[data-open-status]").all())
    await expect(line).toHaveText(schedule.statusText(OPEN));
});

test("says it in Spanish on a Spanish page, from the same schedule and the owner's Spanish labels", async ({
  page,
}) => {
  test.skip(!business.languages.includes("es"), "the shop lists no Spanish");
  const es = statusWordsEs({
    weekdays: DAYS.map((day) => weekdayName(day, "es")),
    months: monthNames("es"),
    labels: businessEs.specialHours,
  });
  const open = await statusAt(page, OPEN, "/es/");
  await expect(open).toHaveText(schedule.statusText(OPEN, es));
  await expect(open).toHaveText(/^Abierto ahora · hasta la/);
  const closed = await statusAt(page, CLOSED, "/es/pricing/");
  await expect(closed).toHaveText(schedule.statusText(CLOSED, es));
  await expect(closed).toHaveText(/^Cerrado (ahora|hoy)/);
});

test("says closed, and when it opens next, after closing time", async ({ page }) => {
  const status = await statusAt(page, CLOSED, "/pricing/");
  await expect(status).toHaveText(schedule.statusText(CLOSED));
  await expect(status).toHaveText(/^Closed (now|today)/);
  await expect(status).toHaveAttribute("data-state", "closed");
});

test("names the holiday on a special closed day, and drops it from the list once past", async ({ page }) => {
  test.skip(!closedSpecial, "the data has no coming closed special day");
  const noon = shopInstant(closedSpecial!.date, 12 * 60);
  const status = await statusAt(page, noon);
  await expect(status).toHaveText(schedule.statusText(noon));
  await expect(status).toContainText(`Closed today for ${closedSpecial!.label}`);
  const listed = page.locator(`[data-special-date="${closedSpecial!.date}"]`).first();
  await expect(listed).toContainText(closedSpecial!.label);

  const dayAfter = shopInstant(addDays(closedSpecial!.date, 1), 12 * 60);
  await statusAt(page, dayAfter);
  await expect(page.locator("[data-open-status]").first()).toHaveText(schedule.statusText(dayAfter));
  await expect(page.locator(`[data-special-date="${closedSpecial!.date}"]`)).toHaveCount(0);
});

test("fills the line without moving anything: the hours sit where they sit without JavaScript", async ({
  page,
  browser,
  viewport,
  baseURL,
}) => {
  test.slow(); // two browser contexts
  const status = await statusAt(page, OPEN);
  await expect(status).not.toBeEmpty();
  // Measured from the top of the list the line sits in: where the list itself sits depends on which
  // sections above it the browser has rendered yet (content-visibility: auto), not on this line.
  const withinList = (hours: Locator) =>
    hours.evaluate((el) => el.getBoundingClientRect().top - el.closest(".contact-list")!.getBoundingClientRect().top);
  const withScript = await withinList(page.locator(".contact-list .hours").first());

  const plain = await browser.newContext({ javaScriptEnabled: false, viewport: viewport!, baseURL });
  try {
    const noScript = await plain.newPage();
    await noScript.goto("/");
    await expect(noScript.locator("[data-open-status]").first()).toBeEmpty();
    // The weekly hours are there, in full, for a visitor without JavaScript.
    for (const line of schedule.groupedLines())
      await expect(noScript.locator(".contact-list").first()).toContainText(`${line.days}: ${line.time}`);
    const without = await withinList(noScript.locator(".contact-list .hours").first());
    expect(withScript).toBeGreaterThan(0);
    expect(withScript).toBe(without);
  } finally {
    await plain.close();
  }
});

test("fills the line without Intl's time-zone data, which costs a slow phone a long task to load", async ({ page }) => {
  await page.addInitScript(() => {
    const w = window as unknown as { zoneFormats: number };
    w.zoneFormats = 0;
    const Native = Intl.DateTimeFormat;
    Intl.DateTimeFormat = new Proxy(Native, {
      construct(target, args: ConstructorParameters<typeof Intl.DateTimeFormat>) {
        w.zoneFormats++;
        return new target(...args);
      },
      apply(target, _this, args: ConstructorParameters<typeof Intl.DateTimeFormat>) {
        w.zoneFormats++;
        return target(...args);
      },
    });
  });
  const status = await statusAt(page, OPEN);
  await expect(status).toHaveText(schedule.statusText(OPEN));
  expect(await page.evaluate(() => (window as unknown as { zoneFormats: number }).zoneFormats)).toBe(0);
});

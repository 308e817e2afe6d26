// A visitor changes the time of a booking from its private link at 390×844, with JavaScript off and on
// (the change page is one plain form either way): 'Change time' on the booking, a day, a free time, and
// the booking at its new time with the same reference; the old slot's place comes back. axe WCAG 2.2 AA
// on the change page.
import { budget } from "../helpers/budget.ts";
import AxeBuilder from "@axe-core/playwright";
import { createHash } from "node:crypto";
import { expect, test, type APIRequestContext, type TestInfo } from "@playwright/test";
import booking from "../../site/_data/booking.ts";
import { formatTime } from "#shop/schedule.ts";
import { FORM_DAYS } from "../../site/ui/book/BookingForm.tsx";
import { settled } from "./rendered.ts";

test.skip(!booking.enabled, "online booking is switched off in booking.ts");
test.describe.configure({ timeout: budget(150_000) });

interface Slot {
  start: string;
  remaining: number;
}
const WCAG = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22a", "wcag22aa"];
const seed = (info: TestInfo, salt: string) =>
  createHash("sha256")
    .update(`${info.titlePath.join(" ")} ${info.project.name} ${salt}`)
    .digest()
    .readUInt32BE(0);

/** Free slots the change page offers (its days), a day past the cut-off at least. */
async function freeSlots(request: APIRequestContext): Promise<Slot[]> {
  const response = await request.get(`/api/availability?days=${FORM_DAYS}`);
  expect(response.status()).toBe(200);
  const days = (await response.json()).days as Array<{ slots: Slot[] }>;
  const later = Date.now() + (booking.changeCutoffMinutes + 24 * 60) * 60_000;
  return days.flatMap((d) => d.slots).filter((s) => s.remaining > 0 && Date.parse(s.start) > later);
}

for (const javaScriptEnabled of [false, true]) {
  test(`changes the time from the private link with JavaScript ${javaScriptEnabled ? "on" : "off"}`, async ({
    browser,
    request,
    isMobile,
  }, info) => {
    test.skip(!isMobile, "one project is enough: plain HTML forms, 390×844");
    const free = await freeSlots(request);
    expect(free.length, "free slots past the cut-off").toBeGreaterThan(2);
    const from = free[seed(info, "from") % free.length]!;
    const others = free.filter((s) => s.start.slice(0, 10) !== from.start.slice(0, 10));
    const to = (others.length ? others : free.filter((s) => s.start !== from.start))[
      seed(info, "to") % Math.max(1, others.length)
    ]!;
    const made = await request.post("/api/bookings", {
      data: {
        start: from.start,
        service: booking.services[0],
        name: "Change Time Visitor",
        phone: `(706) 555-${String(seed(info, "phone") % 10000).padStart(4, "0")}`,
      },
    });
    expect(made.status()).toBe(201);
    const { manageUrl, reference } = (await made.json()) as { manageUrl: string; reference: string };
    const remainingAt = async (start: string) =>
      (
        (await request.get(`/api/availability?days=${booking.horizonDays + 1}`).then((r) => r.json())).days as Array<{
          slots: Slot[];
        }>
      )
        .flatMap((d) => d.slots)
        .find((s) => s.start === start)?.remaining;

    const context = await browser.newContext({ javaScriptEnabled, viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    try {
      await page.goto(new URL(manageUrl).pathname);
      await page.getByRole("link", { name: "Change time" }).click();
      await expect(page.getByRole("heading", { level: 1, name: "Change your time" })).toBeVisible();
      await page.locator("#change-date").selectOption(to.start.slice(0, 10));
      await page.getByRole("button", { name: "Show free times" }).click();
      await expect(page.locator("#change-date")).toHaveValue(to.start.slice(0, 10));
      const choice = page.locator(`input[name="start"][value="${to.start}"]`);
      await choice.check();
      if (javaScriptEnabled) {
        // Checking the time scrolled the page: the bars slide in, the call button rises above them.
        await settled(page);
        const { violations } = await new AxeBuilder({ page }).withTags(WCAG).analyze();
        expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual([]);
      }
      // Other specs book and free places in the same book at the same time: the counts are read just
      // before and after the move, so the difference is this move's, not a whole test's worth of others'.
      const fromBefore = (await remainingAt(from.start))!;
      const toBefore = (await remainingAt(to.start))!;
      await page.getByRole("button", { name: "Move my booking" }).click();
      await expect(page.getByRole("status").filter({ hasText: "moved to its new time" })).toBeVisible();
      await expect(page.locator("main")).toContainText(reference);
      await expect(page.locator("main")).toContainText(formatTime(to.start.slice(11, 16)));
      expect(new URL(page.url()).pathname).toBe(new URL(manageUrl).pathname);
      expect(await remainingAt(to.start)).toBe(toBefore - 1);
      expect(await remainingAt(from.start)).toBe(fromBefore + 1);
    } finally {
      await context.close();
    }
  });
}

// The floating widgets (the chat's launcher, the call button, the directions bar) sit over our own
// pages; at the phone size they must not sit on what the visitor came to press. The home page's, the tracker's and
// change page's actions keep a lane clear of the launcher whatever the scroll; the end of a page
// scrolls clear of every floating widget; and the change page's 'Show free times' keeps its distance
// from the box of times below it.
import { expect, test, type APIRequestContext, type Page } from "@playwright/test";
import type { AvailabilityAnswer } from "#shop/availability.ts";
import { booking as rules, models } from "#shop/facts.ts";

test.skip(!rules.enabled, "online booking is switched off in booking.ts");
test.skip(({ isMobile }) => !isMobile, "the phone project's 390×844 is where they meet");

interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}
const overlap = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

/** The viewport boxes of the floating widgets' fixed parts (in their open shadow roots), by host. */
const floatingBoxes = (page: Page) =>
  page.evaluate(() =>
    ["repair-chat", "repair-call-button", "repair-directions-bar"].flatMap((host) =>
      [...(document.querySelector(host)?.shadowRoot?.querySelectorAll("*") ?? [])]
        .filter((el) => getComputedStyle(el).position === "fixed")
        .map((el) => el.getBoundingClientRect())
        .filter((r) => r.width > 0 && r.height > 0)
        .map((r) => ({ host, x: r.x, y: r.y, width: r.width, height: r.height })),
    ),
  );

/** The viewport boxes of the page's own action controls. */
const actionBoxes = (page: Page) =>
  page.evaluate(() =>
    [...document.querySelectorAll("main .actions a, main .actions button")].map((el) => {
      const r = el.getBoundingClientRect();
      const href = el.getAttribute("href") ?? "";
      return { name: el.textContent!.trim(), href, x: r.x, y: r.y, width: r.width, height: r.height };
    }),
  );

/**
 * The free slots of the booking horizon, the last first: the other specs take their places from the first
 * days. The phone and desktop runs of this spec book at once, and a shop with few places per slot (the
 * second shop's) may have one place left: the one that loses it (409) books the next.
 */
async function lastSlots(request: APIRequestContext): Promise<string[]> {
  const answer = (await (await request.get("/api/availability")).json()) as AvailabilityAnswer;
  const free = answer.days.flatMap((day) => day.slots.filter((s) => s.remaining > 0).map((s) => s.start)).reverse();
  if (free.length === 0) throw new Error("no free slot in the booking horizon");
  return free;
}

async function trackerPath(request: APIRequestContext): Promise<string> {
  for (const start of (await lastSlots(request)).slice(0, 5)) {
    const made = await request.post("/api/bookings", {
      data: {
        start,
        service: rules.services[0],
        model: models[0]!.slug,
        name: "Floating Clear",
        phone: `(205) 555-${String(1000 + Math.floor(Math.random() * 9000))}`,
      },
    });
    if (made.status() === 409) continue;
    expect(made.status()).toBe(201);
    return new URL(((await made.json()) as { manageUrl: string }).manageUrl).pathname;
  }
  throw new Error("five free slots in a row were taken as this spec booked");
}

/** The page with its widgets rendered (the launcher's shell is swapped for React's). */
async function open(page: Page, path: string) {
  await page.goto(path);
  await expect(page.getByRole("button", { name: "Open repair chat" })).toBeVisible();
  await page.waitForFunction(() => performance.getEntriesByName("repair-widget-ready").length >= 1);
}

for (const where of ["/", "tracker"])
  test(`${where === "/" ? "the home page's" : "the tracker's"} actions keep a lane clear of the chat's launcher, at rest and scrolled`, async ({
    page,
    request,
  }) => {
    await open(page, where === "/" ? "/" : await trackerPath(request));
    const height = await page.evaluate(() => document.documentElement.scrollHeight);
    for (let y = 0; y <= height; y += 150) {
      await page.evaluate((top) => window.scrollTo({ top, behavior: "instant" }), y);
      const launcher = (await floatingBoxes(page)).filter((b) => b.host === "repair-chat");
      expect(launcher.length, "the launcher is shown").toBeGreaterThan(0);
      const actions = await actionBoxes(page);
      // The Call button is among them (the probe found the launcher on its right end): never a pass on none.
      expect(actions.some((a) => a.href.startsWith("tel:") && a.width > 0)).toBe(true);
      for (const action of actions)
        for (const box of launcher) expect(overlap(action, box), `${action.name} at scroll ${y}`).toBe(false);
    }
  });

for (const where of ["/", "tracker"])
  test(`the end of ${where === "/" ? "the home page" : "the tracker"} scrolls clear of every floating widget`, async ({
    page,
    request,
  }) => {
    await open(page, where === "/" ? "/" : await trackerPath(request));
    await page.evaluate(() => window.scrollTo({ top: document.documentElement.scrollHeight, behavior: "instant" }));
    // The call button and the directions bar show once the page has scrolled: wait for them to settle.
    await expect.poll(async () => (await floatingBoxes(page)).length).toBeGreaterThan(1);
    const last = await page.locator("footer p").last().boundingBox();
    for (const box of await floatingBoxes(page))
      expect(overlap(last!, box), `footer's last line under ${box.host}`).toBe(false);
  });

test("the change page's 'Show free times' stands apart from the times below it", async ({ page, request }) => {
  await open(page, `${await trackerPath(request)}change/`);
  const button = (await page.getByRole("button", { name: "Show free times" }).boundingBox())!;
  const times = (await page.locator("main form fieldset").first().boundingBox())!;
  expect(times.y - (button.y + button.height), "the gap between them").toBeGreaterThanOrEqual(16);
});

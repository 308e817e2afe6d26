// What a visitor does with the widgets on the real site, against the real chat API.
import { expect, test, type Browser, type Page, type ViewportSize } from "@playwright/test";
import business from "../../site/_data/business.ts";
import faqItems from "../../site/_data/faq.ts";
import models from "../../site/_data/models.ts";
import { seriesGroups } from "#shop/facts.ts";
import { MODEL_PATHS } from "./routes.ts";

const chat = (page: Page) => page.locator("repair-chat");
const log = (page: Page) => chat(page).getByRole("log", { name: "Conversation" });
const botMessages = (page: Page) => log(page).locator(".message.bot:not(.typing)");
const API = "**/api/troubleshooting-bot";
// The shop's own models and series, from its data: the menu lists the series newest first.
const series = seriesGroups();
/** Models with a published screen price, for the price questions. */
const screenPriced = models.filter((m) => m.prices.screen !== undefined);

async function openChat(page: Page) {
  await chat(page).getByRole("button", { name: "Open repair chat" }).click();
  await expect(chat(page).getByRole("textbox", { name: "Describe your problem" })).toBeFocused();
}

async function scrollTo(page: Page, y: number) {
  await page.evaluate((top) => window.scrollTo({ top, behavior: "instant" }), y);
}

test.describe("sticky call button and directions bar", () => {
  test("appear past 100 px and 200 px; the bar closes and comes back on the next scroll beyond 200 px", async ({
    page,
  }) => {
    await page.goto("/", { waitUntil: "networkidle" });
    const call = page.locator("repair-call-button").getByRole("link", { name: /Call now/ });
    const bar = page.locator("repair-directions-bar").getByRole("complementary");
    await expect(call).toBeHidden();
    await expect(bar).toBeHidden();
    await scrollTo(page, 150);
    await expect(call).toBeVisible();
    await expect(call).toHaveAttribute("href", `tel:${business.phone.e164}`);
    await expect(bar).toBeHidden();
    await scrollTo(page, 400);
    await expect(bar).toBeVisible();
    await expect(bar).toContainText(`${business.name} ${business.tagline}`);
    await expect(bar).toContainText(business.address.street);
    const directions = bar.getByRole("link", { name: /Get Directions/ });
    await expect(directions).toHaveAttribute("target", "_blank");
    await bar.getByRole("button", { name: "Close directions bar" }).click();
    await expect(bar).toBeHidden();
    await scrollTo(page, 420);
    await expect(bar).toBeVisible();
    await scrollTo(page, 0);
    await expect(call).toBeHidden();
    await expect(bar).toBeHidden();
  });
});

test.describe("model menu", () => {
  test("opens by pointer or touch and goes to a model page", async ({ page, isMobile }) => {
    // A series below the first (its submenu opens beside the list), its last model.
    const group = series[Math.min(2, series.length - 1)]!;
    const target = group.models[group.models.length - 1]!;
    await page.goto("/", { waitUntil: "networkidle" });
    const menu = page.locator("repair-model-menu");
    const button = menu.getByRole("button", { name: "iPhone Models" });
    if (isMobile) {
      await button.tap();
      await menu.getByRole("link", { name: target.name, exact: true }).tap();
    } else {
      await button.hover();
      const seriesItem = menu.getByRole("menuitem", { name: group.label });
      await seriesItem.hover();
      // A click where the visitor sees the item (not Playwright's click on the element, which counts a
      // hit on the shadow host and so would pass even if the submenu were clipped out of sight).
      const item = menu.getByRole("menuitem", { name: target.name, exact: true });
      const [from, box] = [(await seriesItem.boundingBox())!, (await item.boundingBox())!];
      // Across into the submenu, then down inside it: a diagonal would cross the other series, and on a
      // slow machine each step outlasts the hover delay and opens theirs (the test's timing, not a visitor's).
      const x = box.x + box.width / 2;
      await page.mouse.move(x, from.y + from.height / 2, { steps: 3 });
      await page.mouse.move(x, box.y + box.height / 2, { steps: 5 });
      await page.mouse.click(x, box.y + box.height / 2);
    }
    await expect(page).toHaveURL(new URL(`/${target.slug}/`, page.url()).href);
    await expect(page.locator("h1")).toHaveText(
      `${target.name} Repair in ${business.address.city}, ${business.address.state}`,
    );
  });

  // The phone layout is a touch menu (its keyboard path is in the component tests): desktop only.
  test("works from the keyboard alone and gives focus back on Escape", { tag: "@desktop" }, async ({ page }) => {
    await page.goto("/", { waitUntil: "networkidle" });
    const menu = page.locator("repair-model-menu");
    const button = menu.getByRole("button", { name: "iPhone Models" });
    // Tab from the top of the page: skip link, logo, a switch to each other language, then the menu button.
    for (let i = 0; i < 3 + business.languages.length - 1; i++) await page.keyboard.press("Tab");
    await expect(button).toBeFocused();
    await page.keyboard.press("ArrowDown");
    const [first, second] = [series[0]!, series[1]!];
    await expect(menu.getByRole("menuitem", { name: first.label })).toBeFocused();
    await page.keyboard.press("Escape");
    await expect(button).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(menu.getByRole("menuitem", { name: first.label })).toBeFocused();
    await page.keyboard.press("ArrowDown");
    await expect(menu.getByRole("menuitem", { name: second.label })).toBeFocused();
    await page.keyboard.press("ArrowRight");
    await expect(menu.getByRole("menuitem", { name: second.models[0]!.name, exact: true })).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(new URL(`/${second.models[0]!.slug}/`, page.url()).href);
  });
});

test("the FAQ keeps one answer open at a time and closes it on a second click", async ({ page }) => {
  await page.goto("/", { waitUntil: "networkidle" });
  const faq = page.locator("repair-faq");
  const [one, two] = [faqItems[0]!, faqItems[1]!];
  const first = faq.getByRole("button", { name: one.question, exact: true });
  const second = faq.getByRole("button", { name: two.question, exact: true });
  await first.click();
  await expect(first).toHaveAttribute("aria-expanded", "true");
  await expect(faq.getByRole("region", { name: one.question, exact: true })).toContainText(one.answer);
  await second.click();
  await expect(second).toHaveAttribute("aria-expanded", "true");
  await expect(first).toHaveAttribute("aria-expanded", "false");
  await second.click();
  await expect(second).toHaveAttribute("aria-expanded", "false");
  await expect(
    faq
      .getByText(`Still have questions about iPhone repair in ${business.address.city}, ${business.address.state}?`)
      .last(),
  ).toBeVisible();
});

/**
 * Each route opened twice, at the test's viewport: without JavaScript, and with it once every FAQ on
 * the page has upgraded; `compare` reads both.
 */
async function withoutAndWithJs(
  browser: Browser,
  viewport: ViewportSize | null,
  routes: string[],
  compare: (without: Page, withJs: Page, route: string) => Promise<void>,
) {
  const plain = await browser.newContext({ javaScriptEnabled: false, viewport });
  const scripted = await browser.newContext({ viewport });
  try {
    for (const route of routes) {
      const without = await plain.newPage();
      await without.goto(route);
      const withJs = await scripted.newPage();
      await withJs.goto(route);
      await expect
        .poll(
          () =>
            withJs
              .locator("repair-faq")
              .evaluateAll((els) => els.every((el) => el.shadowRoot?.querySelector(".question button"))),
          { message: `${route}: every FAQ upgraded` },
        )
        .toBe(true);
      await compare(without, withJs, route);
      await Promise.all([without.close(), withJs.close()]);
    }
  } finally {
    await Promise.all([plain.close(), scripted.close()]);
  }
}

test("the FAQ says the same with JavaScript off and on: the same title, questions, answers and closing prompt", async ({
  browser,
  viewport,
}) => {
  /** Every FAQ of the page: the plain list (light DOM) without JavaScript, the widget's (shadow DOM) with it. */
  const read = (page: Page, upgraded: boolean) =>
    page.locator("repair-faq").evaluateAll((elements, upgraded) => {
      const text = (node: Element | null | undefined) => (node?.textContent ?? "").replace(/\s+/g, " ").trim();
      return elements.map((el) => {
        const root = upgraded ? el.shadowRoot! : el;
        const q = upgraded ? ".question button" : "details summary";
        const a = upgraded ? ".answer p" : "details p";
        const prompt = upgraded ? ".prompt" : ".faq__more";
        return {
          title: text(root.querySelector(upgraded ? ".title" : "h2")),
          questions: [...root.querySelectorAll(q)].map(text),
          answers: [...root.querySelectorAll(a)].map(text),
          prompt: text(root.querySelector(`${prompt} p`)),
          links: [...root.querySelectorAll(`${prompt} a`)].map((link) => ({
            text: text(link),
            href: link.getAttribute("href"),
            target: link.getAttribute("target"),
          })),
        };
      });
    }, upgraded);
  await withoutAndWithJs(browser, viewport, ["/", MODEL_PATHS[0]!, "/embed/"], async (without, withJs, route) => {
    const expected = await read(without, false);
    expect(expected.length, `${route}: an FAQ`).toBeGreaterThan(0);
    expect(await read(withJs, true), route).toEqual(expected);
  });
});

test("the FAQ's accordion takes its fallback's place without moving what follows it: the same height, JavaScript off and on", async ({
  browser,
  viewport,
}) => {
  // The elements take over after the page has loaded, on a slow phone seconds later: a taller
  // accordion would push down whatever the visitor is reading below it (it was 220 px on the home
  // page, 408 px at 390 px wide).
  const heights = (page: Page) =>
    page.locator("repair-faq").evaluateAll((elements) => elements.map((el) => el.getBoundingClientRect().height));
  await withoutAndWithJs(browser, viewport, ["/", MODEL_PATHS[0]!], async (without, withJs, route) => {
    const fallback = await heights(without);
    expect(fallback.length, `${route}: an FAQ`).toBeGreaterThan(0);
    const accordion = await heights(withJs);
    expect(
      accordion.map((h, i) => Math.round(h - fallback[i]!)),
      `${route}: ${fallback.join(", ")} px without JavaScript, ${accordion.join(", ")} px with it`,
    ).toEqual(fallback.map(() => 0));
  });
});

test.describe("chat", () => {
  test("answers a quick prompt from the real API, then a typed price question, and keeps the conversation across pages", async ({
    page,
  }) => {
    await page.goto("/", { waitUntil: "networkidle" });
    await openChat(page);
    await expect(botMessages(page)).toHaveCount(1);
    await chat(page).getByRole("button", { name: "iPhone screen cracked" }).click();
    await expect(botMessages(page)).toHaveCount(2);
    await expect(chat(page).getByRole("group", { name: "Quick questions" })).toHaveCount(0);

    const model = screenPriced[0]!;
    const question = `how much to fix a cracked screen on an ${model.name.toLowerCase()}?`;
    const input = chat(page).getByRole("textbox", { name: "Describe your problem" });
    await input.fill(question);
    await input.press("Enter");
    await expect(botMessages(page)).toHaveCount(3);
    await expect(botMessages(page).last()).toContainText(`$${model.prices.screen}`);

    await page.goto("/pricing/", { waitUntil: "networkidle" });
    await expect(chat(page).getByRole("log", { name: "Conversation" })).toBeVisible();
    await expect(botMessages(page)).toHaveCount(3);
    await expect(log(page)).toContainText(question);
  });

  test("knows the model of the page it is on, and 'Get Free Quote' asks about it", async ({ page }) => {
    const model = screenPriced[screenPriced.length - 1]!;
    await page.goto(`/${model.slug}/`, { waitUntil: "networkidle" });
    await page.getByRole("link", { name: "Get Free Quote" }).click();
    await expect(log(page)).toContainText(`free quote to repair my ${model.name}`);
    await expect(botMessages(page)).toHaveCount(2);
    await expect(botMessages(page).last()).toContainText(model.name);
    const input = chat(page).getByRole("textbox", { name: "Describe your problem" });
    await input.fill("how much is the screen?");
    await input.press("Enter");
    await expect(botMessages(page)).toHaveCount(3);
    await expect(botMessages(page).last()).toContainText(`$${model.prices.screen}`);
  });

  test("a press on the launcher that React's arrival interrupts still opens the chat", async ({ page }) => {
    // React held on the network until the pointer is down on the plain-DOM launcher, then let in:
    // the launcher a visitor pressed is not the one under their finger when they let go.
    const held: Array<() => Promise<void>> = [];
    await page.route(/\/widgets\/chunks\/react-/, (route) => void held.push(() => route.continue()));
    await page.goto("/");
    const launcher = chat(page).getByRole("button", { name: "Open repair chat" });
    // The plain-DOM launcher comes as the element upgrades, which may be after the page's load event.
    await expect(launcher).toBeVisible();
    const box = (await launcher.boundingBox())!;
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await page.mouse.down();
    await expect.poll(() => held.length, { message: "React asked for, and held" }).toBeGreaterThan(0);
    await Promise.all(held.map((release) => release()));
    await page.unroute(/\/widgets\/chunks\/react-/);
    const chatRendered = () =>
      page.evaluate(() =>
        performance
          .getEntriesByName("repair-widget-ready")
          .some((mark) => (mark as PerformanceMark).detail === "repair-chat"),
      );
    await expect.poll(chatRendered, { message: "React's chat in place of the shell" }).toBe(true);
    await page.mouse.up();
    await expect(chat(page).getByRole("textbox", { name: "Describe your problem" })).toBeFocused();
  });

  test("says the seed's words when the network fails", async ({ page }) => {
    await page.route(API, (route) => route.abort("connectionrefused"));
    await page.goto("/", { waitUntil: "networkidle" });
    await openChat(page);
    await chat(page).getByRole("button", { name: "Phone won't turn on" }).click();
    const toast = chat(page).getByRole("alert");
    await expect(toast).toContainText("Error");
    await expect(toast).toContainText("Failed to get response. Please try again.");
    await expect(botMessages(page).last()).toContainText(
      `Sorry, I'm having trouble connecting right now. Please call the shop directly at your convenience, or visit us in ${business.address.city}, ${business.address.state} for immediate assistance!`,
    );
  });

  test("says so when a reply has no response field", async ({ page }) => {
    await page.route(API, (route) => route.fulfill({ status: 200, contentType: "application/json", body: "{}" }));
    await page.goto("/", { waitUntil: "networkidle" });
    await openChat(page);
    await chat(page).getByRole("button", { name: "Computer running slow" }).click();
    await expect(botMessages(page).last()).toHaveText(/Sorry, I encountered an error\. Please try again\./);
  });
});

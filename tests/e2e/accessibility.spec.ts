// axe-core with the WCAG 2.2 A/AA rules and its best-practice rules (unique landmark names, all
// content inside landmarks, heading order...), at both viewports: every distinct kind of page as it
// loads, never scrolled, as Lighthouse and PageSpeed Insights see it; then the chat open (on the home
// page and on a model page, where it knows the model) and the model menu open.
//
// Why not every page in every state: an axe run over a whole page costs seconds of CPU (more on a
// busy machine), and 26 routes x 3 states x 2 viewports was 156 runs, minutes of the suite, and the
// tests that timed out when other browsers shared the cores. The model pages are one template:
// they differ only in which services have a price and a repair time (a 'Starting at' line or 'Call
// for a quote', a time or not), so one page per such combination, found from the data, covers every
// branch the template has. Every other page the build writes is a kind of its own (found in dist/, so
// a new page is checked without a line here). The widgets are the same on every page, so their open
// states are checked once per viewport.
import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page } from "@playwright/test";
import models from "../../site/_data/models.ts";
import { seriesGroups } from "#shop/facts.ts";
import { loadPages } from "../helpers/built-site.ts";
import { openRendered as open } from "./rendered.ts";
import { MODEL_PATHS, modelPageKinds, SPANISH_MODEL_PATHS } from "./routes.ts";

const WCAG = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22a", "wcag22aa"];
/**
 * The best-practice rules too on the pages as loaded. Not with the touch menu open: its series
 * sections are regions named as the home page's own series sections ('iPhone 16 Series'), which
 * landmark-unique reports (a finding for the menu, listed in docs/testing.md).
 */
const AS_LOADED = [...WCAG, "best-practice"];

/** Every page the build writes that is not a model page (the not-found page at a path that is none). */
function otherPageKinds(): { name: string; route: string }[] {
  return loadPages()
    .map((p) => p.path)
    .filter((route) => !MODEL_PATHS.includes(route) && !SPANISH_MODEL_PATHS.includes(route))
    .map((route) =>
      route === "/404.html" ? { name: "not-found page", route: "/no-such-phone-repair/" } : { name: "page", route },
    );
}

/** The Spanish model pages are the same template in other words: one of them. */
const spanishModelPage = SPANISH_MODEL_PATHS.slice(0, 1).map((route) => ({ name: "Spanish model page", route }));

const PAGE_KINDS = [...otherPageKinds(), ...modelPageKinds(), ...spanishModelPage];

/**
 * axe's default mode aggregates its results in a new blank page, built for pages with cross-origin
 * frames; measured here it doubles the cost of a run (17 to 22 s against 10 to 11 s on a busy
 * machine, same results). Our pages have no frame until the visitor asks for the map, so axe runs in
 * the page itself ("legacy mode"), and the test checks that assumption first.
 */
async function violations(page: Page, tags = WCAG) {
  await expect(page.locator("iframe"), "a frame: axe's legacy mode would not test inside it").toHaveCount(0);
  const { violations } = await new AxeBuilder({ page }).withTags(tags).setLegacyMode(true).analyze();
  return violations.map((v) => `${v.id}: ${v.help} — ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`);
}

/**
 * The sections and footer the browser has not rendered as the page loaded: with content-visibility:
 * auto a section off screen is skipped until it nears the screen, and then axe (Lighthouse's too)
 * judges its text against the page's white, innerText leaves its text out and a full-page screenshot
 * shows it blank.
 */
function unrendered(page: Page) {
  return page.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>("body > *, main > *, section, footer")]
      .filter((el) => el.checkVisibility() && !el.checkVisibility({ contentVisibilityAuto: true }))
      .map((el) => `${el.localName}${el.className ? `.${el.className}` : ""}`),
  );
}

for (const kind of PAGE_KINDS) {
  test(`the ${kind.name} ${kind.route} has no WCAG 2.2 A/AA or best-practice violation as loaded`, async ({ page }) => {
    await open(page, kind.route);
    expect(await page.evaluate(() => window.scrollY), "never scrolled").toBe(0);
    expect(await unrendered(page), "sections left unrendered as loaded").toEqual([]);
    expect(await violations(page, AS_LOADED)).toEqual([]);
  });
}

// On a model page the chat greets with that model.
const modelRoute = modelPageKinds()[0]!.route;
for (const route of ["/", modelRoute]) {
  test(`${route} has no WCAG 2.2 A/AA violation with the chat open`, async ({ page }) => {
    await open(page, route);
    const chat = page.locator("repair-chat:not([mode='inline'])").last();
    await chat.getByRole("button", { name: "Open repair chat" }).click();
    await expect(chat.getByRole("textbox", { name: "Describe your problem" })).toBeFocused();
    expect(await violations(page)).toEqual([]);
    await page.keyboard.press("Escape");
    await expect(chat.getByRole("button", { name: "Open repair chat" })).toBeFocused();
  });
}

test("the home page has no WCAG 2.2 A/AA violation with the model menu open", async ({ page, isMobile }) => {
  await open(page, "/");
  const menu = page.locator("header repair-model-menu");
  const button = menu.getByRole("button", { name: "iPhone Models" });
  if (isMobile) await button.tap();
  else await button.click();
  await expect(button).toHaveAttribute("aria-expanded", "true");
  // The phone's touch panel lists every model; the desktop dropdown lists the series.
  await expect(
    isMobile
      ? menu.getByRole("link", { name: models[0]!.name, exact: true })
      : menu.getByRole("menuitem", { name: seriesGroups()[0]!.label }),
  ).toBeVisible();
  expect(await violations(page)).toEqual([]);
});

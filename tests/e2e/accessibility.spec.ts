// axe-core with the WCAG 2.2 A/AA rules, at both viewports: every distinct kind of page as it loads,
// then the chat open (on the home page and on a model page, where it knows the model) and the model
// menu open.
//
// Why not every page in every state: an axe run over a whole page costs seconds of CPU (more on a
// busy machine), and 26 routes x 3 states x 2 viewports was 156 runs, minutes of the suite, and the
// tests that timed out when other browsers shared the cores. The model pages are one template:
// they differ only in which services have a price and a repair time (a 'Starting at' line or 'Call
// for a quote', a time or not), so one page per such combination, found from the data, covers every
// branch the template has. The widgets are the same on every page, so their open states are checked
// once per viewport. pages.spec.ts still loads every route.
import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page } from "@playwright/test";
import models from "../../site/_data/models.ts";
import { seriesGroups } from "../../site/lib/facts.ts";
import { openRendered as open } from "./rendered.ts";

const TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22a", "wcag22aa"];

/** One model page per combination of services with a price and with a repair time. */
function modelPageKinds(): { name: string; route: string }[] {
  const kinds = new Map<string, string>();
  for (const m of models) {
    const priced = Object.keys(m.prices).sort().join(", ") || "none";
    const timed = Object.keys(m.minutes).sort().join(", ") || "none";
    const kind = `model page (prices: ${priced}; times: ${timed})`;
    if (!kinds.has(kind)) kinds.set(kind, `/${m.slug}/`);
  }
  return [...kinds].map(([name, route]) => ({ name, route }));
}

const PAGE_KINDS = [
  { name: "home page", route: "/" },
  { name: "pricing chart", route: "/pricing/" },
  { name: "embedding guide", route: "/embed/" },
  { name: "not-found page", route: "/no-such-phone-repair/" },
  ...modelPageKinds(),
];

/**
 * axe's default mode aggregates its results in a new blank page, built for pages with cross-origin
 * frames; measured here it doubles the cost of a run (17 to 22 s against 10 to 11 s on a busy
 * machine, same results). Our pages have no frame until the visitor asks for the map, so axe runs in
 * the page itself ("legacy mode"), and the test checks that assumption first.
 */
async function violations(page: Page) {
  await expect(page.locator("iframe"), "a frame: axe's legacy mode would not test inside it").toHaveCount(0);
  // Off-screen sections are rendered only as they near the screen (content-visibility: auto in
  // site.css), and axe reads colours from what is rendered: it checks them rendered, as a visitor who
  // scrolled sees them (else it judges the footer's light text against the page's white).
  const deferred = await page.evaluate(() => {
    const sections = [...document.querySelectorAll<HTMLElement>("body *")].filter((el) => getComputedStyle(el).contentVisibility === "auto");
    for (const el of sections) el.style.contentVisibility = "visible";
    return sections.length;
  });
  expect(deferred, "sections rendered only near the screen").toBeGreaterThan(0);
  const { violations } = await new AxeBuilder({ page }).withTags(TAGS).setLegacyMode(true).analyze();
  return violations.map((v) => `${v.id}: ${v.help} — ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`);
}

for (const kind of PAGE_KINDS) {
  test(`the ${kind.name} (${kind.route}) has no WCAG 2.2 A/AA violation as loaded`, async ({ page }) => {
    await open(page, kind.route);
    expect(await violations(page)).toEqual([]);
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

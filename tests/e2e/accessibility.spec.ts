// axe-core with the WCAG 2.2 A/AA rules on every page: as it loads, with the chat open, and with
// the model menu open.
import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page } from "@playwright/test";
import { ROUTES } from "./routes.ts";

const TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22a", "wcag22aa"];

async function violations(page: Page) {
  const { violations } = await new AxeBuilder({ page }).withTags(TAGS).analyze();
  return violations.map((v) => `${v.id}: ${v.help} — ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`);
}

for (const route of ROUTES) {
  test(`${route} has no WCAG 2.2 A/AA violation, closed, with the chat open and with the menu open`, async ({ page, isMobile }) => {
    await page.goto(route, { waitUntil: "networkidle" });
    expect(await violations(page), "as loaded").toEqual([]);

    // /embed/ also shows inline and stand-alone copies; these are the page's own floating chat and header menu.
    const chat = page.locator("repair-chat:not([mode='inline'])").last();
    await chat.getByRole("button", { name: "Open repair chat" }).click();
    await expect(chat.getByRole("textbox", { name: "Describe your problem" })).toBeFocused();
    expect(await violations(page), "chat open").toEqual([]);
    await page.keyboard.press("Escape");
    await expect(chat.getByRole("button", { name: "Open repair chat" })).toBeFocused();

    const menu = page.locator("header repair-model-menu");
    const button = menu.getByRole("button", { name: "iPhone Models" });
    if (isMobile) await button.tap();
    else await button.click();
    await expect(button).toHaveAttribute("aria-expanded", "true");
    // The phone's touch panel lists every model; the desktop dropdown lists the series.
    await expect(
      isMobile
        ? menu.getByRole("link", { name: "iPhone 16 Pro Max", exact: true })
        : menu.getByRole("menuitem", { name: /iPhone 16 Series/ }),
    ).toBeVisible();
    expect(await violations(page), "menu open").toEqual([]);
  });
}

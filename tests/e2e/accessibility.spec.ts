// axe-core with the WCAG 2.2 A/AA rules on every page, closed and with the chat and the menu open.
import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page } from "@playwright/test";
import { ROUTES } from "./routes.ts";

const TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22a", "wcag22aa"];

async function violations(page: Page) {
  const { violations } = await new AxeBuilder({ page }).withTags(TAGS).analyze();
  return violations.map((v) => `${v.id}: ${v.help} — ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`);
}

for (const route of ROUTES) {
  test(`${route} has no WCAG 2.2 A/AA violation`, async ({ page }) => {
    await page.goto(route, { waitUntil: "networkidle" });
    expect(await violations(page)).toEqual([]);
  });
}

for (const route of ["/", "/iphone-15-pro-repair/"]) {
  test(`${route} has none with the chat open`, async ({ page }) => {
    await page.goto(route, { waitUntil: "networkidle" });
    await page.getByRole("button", { name: "Open repair chat" }).click();
    await expect(page.getByRole("textbox", { name: "Describe your problem" })).toBeVisible();
    expect(await violations(page)).toEqual([]);
  });

  test(`${route} has none with the model menu open`, async ({ page }) => {
    await page.goto(route, { waitUntil: "networkidle" });
    await page.locator("repair-model-menu").getByRole("button", { name: "iPhone Models" }).click();
    await expect(page.locator("repair-model-menu").getByRole("link", { name: "iPhone 16 Pro Max" }).or(
      page.locator("repair-model-menu").getByRole("menuitem", { name: /iPhone 16/ }).first(),
    ).first()).toBeVisible();
    expect(await violations(page)).toEqual([]);
  });
}

// A partner page with a strict Content-Security-Policy that names our origin for scripts and
// connections only (nothing for styles, images or fonts) runs every widget and a chat turn without
// a single violation: what docs/widgets.md tells partners to add is enough.
import { budget } from "../helpers/budget.ts";
import { expect, test } from "@playwright/test";
import {
  askedModel,
  CRACKED_SCREEN,
  desktopOnly,
  partnerHtml,
  startPartner,
  type PartnerServer,
} from "./embed-partner.ts";

test.skip(desktopOnly, "one viewport is enough");

// axe and a real chat turn on a shared 2-core machine: generous time, conditions not sleeps.
test.describe.configure({ timeout: budget(90_000) });

let partner: PartnerServer;
test.afterAll(() => partner?.close());

test("script-src and connect-src for our origin: all six widgets and a chat turn, no violation", async ({
  page,
  baseURL,
}) => {
  const ours = new URL(baseURL!).origin;
  partner = await startPartner();
  const csp = `default-src 'none'; script-src ${ours}; connect-src ${ours}; base-uri 'none'; form-action 'none'; frame-ancestors 'none'`;
  const url = partner.page(
    "/strict",
    partnerHtml({
      script: `${ours}/widgets/repair-widgets.js`,
      body: `<header><repair-model-menu></repair-model-menu></header><main><h1>Strict partner</h1>
        <repair-faq max-items="2"></repair-faq><repair-chat mode="inline"></repair-chat><repair-booking service="screen"></repair-booking></main>
        <repair-call-button always></repair-call-button><repair-directions-bar always></repair-directions-bar><repair-chat></repair-chat>`,
    }),
    { "content-security-policy": csp },
  );
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { cspViolations: string[] }).cspViolations = seen;
    document.addEventListener(
      "securitypolicyviolation",
      (e) => seen.push(`${e.violatedDirective} ${e.blockedURI}`),
      true,
    );
  });
  const errors: string[] = [];
  page.on("pageerror", (e) => errors.push(e.message));
  page.on("console", (m) => {
    if (m.type() === "error") errors.push(m.text());
  });
  await page.goto(url);

  const inline = page.locator("repair-chat[mode=inline]");
  const input = inline.getByRole("textbox", { name: "Describe your problem" });
  await input.fill(CRACKED_SCREEN);
  await input.press("Enter");
  await expect(
    inline.getByRole("log").getByRole("group", { name: "Next steps" }).locator(`a[href="${ours}/${askedModel.slug}/"]`),
  ).toBeVisible({
    timeout: budget(15_000),
  });
  // Every element drew with its own styles (adopted stylesheets need no style-src).
  await expect(page.getByRole("link", { name: /Call now/ })).toHaveCSS("background-color", "rgb(21, 128, 61)");
  await expect(page.locator("repair-faq").getByRole("button").first()).toBeVisible();
  await expect(page.locator("repair-model-menu").getByRole("button", { name: "iPhone Models" })).toBeVisible();
  // The booking asks our API for its days (connect-src) and draws them.
  await expect(page.locator("repair-booking").getByRole("radiogroup", { name: "Day", exact: true })).toBeVisible();
  const menu = page.locator("repair-model-menu");
  await menu.getByRole("button", { name: "iPhone Models" }).click();
  await menu.getByRole("menuitem").first().hover();
  // On a partner's origin, a model page opens in a new tab.
  const item = menu
    .getByRole("menuitem", { name: /^iPhone / })
    .and(menu.locator("a"))
    .first();
  await expect(item).toHaveAttribute("href", new RegExp(`^${ours}/iphone-`));
  await expect(item).toHaveAttribute("target", "_blank");
  await expect(item).toHaveAttribute("rel", "noopener");
  await page.getByRole("button", { name: "Open repair chat" }).click();

  expect(await page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations)).toEqual([]);
  expect(errors.filter((e) => !/favicon/.test(e))).toEqual([]);
});

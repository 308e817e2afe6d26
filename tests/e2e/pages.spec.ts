// Every route as a visitor gets it from the real server: no console error, nothing from another
// origin, the not-found page, and everything still there with JavaScript off.
import { expect, test, type Page } from "@playwright/test";
import business from "../../site/_data/business.ts";
import models from "../../site/_data/models.ts";
import { MODEL_PATHS, ROUTES } from "./routes.ts";

// The shop's first and last model, from its data.
const [firstModel, lastModel] = [models[0]!, models[models.length - 1]!];

function watch(page: Page, origin: string) {
  const errors: string[] = [];
  const foreign: string[] = [];
  page.on("console", (m) => m.type() === "error" && errors.push(m.text()));
  page.on("pageerror", (e) => errors.push(e.message));
  page.on("request", (r) => {
    const url = new URL(r.url());
    if (url.protocol.startsWith("http") && url.origin !== origin) foreign.push(r.url());
  });
  return { errors, foreign };
}

for (const route of ROUTES) {
  test(`${route} loads with no console error and no request to another origin`, async ({ page, baseURL }) => {
    const seen = watch(page, new URL(baseURL!).origin);
    const response = await page.goto(route, { waitUntil: "networkidle" });
    expect(response?.status()).toBe(200);
    await expect(page.locator("h1")).toHaveCount(1);
    await expect(page.locator("repair-chat").first()).toBeAttached();
    expect(seen.errors).toEqual([]);
    expect(seen.foreign).toEqual([]);
  });
}

test("an unknown path gets the not-found page with status 404 and logs the bad path", async ({ page, baseURL }) => {
  const seen = watch(page, new URL(baseURL!).origin);
  const response = await page.goto("/no-such-phone-repair/", { waitUntil: "networkidle" });
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Oops! Page not found");
  await page.getByRole("link", { name: "Return to Home" }).click();
  await expect(page).toHaveURL(`${baseURL}/`);
  expect(seen.errors.filter((e) => e.includes("/no-such-phone-repair/"))).toHaveLength(1);
  expect(seen.foreign).toEqual([]);
});

test("the map loads Google's frame only after the visitor asks for it", async ({ page, baseURL }) => {
  const seen = watch(page, new URL(baseURL!).origin);
  await page.route(/google\.com/, (route) => route.fulfill({ status: 200, contentType: "text/html", body: "<p>map</p>" }));
  await page.goto("/", { waitUntil: "networkidle" });
  expect(seen.foreign).toEqual([]);
  await expect(page.locator("#location iframe")).toHaveCount(0);
  await page.locator("#location").getByRole("link", { name: "Show map" }).click();
  await expect(page.locator("#location iframe")).toHaveAttribute("src", /google\.com\/maps/);
  expect(seen.foreign.some((u) => u.includes("google.com/maps"))).toBe(true);
});

test.describe("with JavaScript disabled", () => {
  test.use({ javaScriptEnabled: false });

  for (const route of ["/", MODEL_PATHS[0]!, MODEL_PATHS[MODEL_PATHS.length - 1]!, "/pricing/"]) {
    test(`${route} still shows its content, call and directions links and the model navigation`, async ({ page }) => {
      await page.goto(route);
      await expect(page.locator("h1")).toBeVisible();
      await expect(page.locator(`main a[href="tel:${business.phone.e164}"]`).first()).toBeVisible();
      await expect(page.locator('main a[href^="https://www.google.com/maps/search/"]').first()).toBeVisible();
      const menu = page.locator("repair-model-menu summary");
      await expect(menu).toBeVisible();
      await menu.click();
      for (const model of [firstModel, lastModel]) {
        await expect(page.locator("repair-model-menu").getByRole("link", { name: model.name, exact: true })).toBeVisible();
      }
      if (route !== "/pricing/") {
        const faq = page.locator("repair-faq details").first();
        await faq.locator("summary").click();
        await expect(faq.locator("p")).toBeVisible();
      }
    });
  }
});

test("the header's menu button keeps its box when <repair-model-menu> takes over from the plain links", async ({ page }) => {
  const button = () => page.locator("header repair-model-menu").getByRole("button", { name: "iPhone Models" });
  // Without the widgets' script the element never upgrades: its light DOM (the <summary>) is what shows.
  await page.route("**/widgets/**", (route) => route.abort());
  await page.goto("/");
  const before = await page.locator("header repair-model-menu summary").boundingBox();
  await page.unroute("**/widgets/**");
  await page.goto("/", { waitUntil: "networkidle" });
  await expect(button()).toBeVisible();
  const after = await button().boundingBox();
  for (const side of ["x", "y", "width", "height"] as const) expect(Math.abs(after![side] - before![side]), side).toBeLessThan(0.5);
});

test("screenshots of the home page and a model page, for a person to look at", async ({ page }, testInfo) => {
  for (const [name, route] of [["home", "/"], [firstModel.slug, MODEL_PATHS[0]!]] as const) {
    await page.goto(route, { waitUntil: "networkidle" });
    const path = testInfo.outputPath(`${name}-${testInfo.project.name}.png`);
    const shot = await page.screenshot({ fullPage: true, path });
    await testInfo.attach(`${name}-${testInfo.project.name}`, { path, contentType: "image/png" });
    expect(shot.length).toBeGreaterThan(10_000);
  }
});

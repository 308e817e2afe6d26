// Every route as a visitor gets it from the real server: no console error, nothing from another
// origin, the not-found page, and everything still there with JavaScript off.
import { expect, test, type Page } from "@playwright/test";
import business from "../../site/_data/business.ts";
import models from "../../site/_data/models.ts";
import { MODEL_PATHS, modelPageKinds, ROUTES } from "./routes.ts";

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

/**
 * The model pages: the first, the last and one of each kind (modelPageKinds: which services have a
 * price and a time, the only way the template's pages differ) on the phone; on the desktop the first
 * and the last, since what differs with the viewport (the wide model menu, the widgets' corners) is
 * the same on every model page. Every built page's HTML and links are checked without a browser
 * (tests/site/html-validity.test.ts, tests/site/links.test.ts), and every model page's twin facts by
 * tests/site/pages.test.ts; a browser's load of each of two dozen pages of one template added
 * a minute of the end-to-end lane and no branch.
 */
const ends = [MODEL_PATHS[0], MODEL_PATHS.at(-1)];
const ofEachKind = new Set(modelPageKinds().map((kind) => kind.route));
const onPhone = new Set(ROUTES.filter((r) => !MODEL_PATHS.includes(r) || ends.includes(r) || ofEachKind.has(r)));
const onDesktop = new Set(ROUTES.filter((r) => !MODEL_PATHS.includes(r) || ends.includes(r)));

for (const route of ROUTES) {
  test(`${route} loads with no console error and no request to another origin`, async ({ page, baseURL, isMobile }) => {
    test.skip(!(isMobile ? onPhone : onDesktop).has(route), "a model page of a kind another page shows");
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
  await page.route(/google\.com/, (route) =>
    route.fulfill({ status: 200, contentType: "text/html", body: "<p>map</p>" }),
  );
  await page.goto("/", { waitUntil: "networkidle" });
  expect(seen.foreign).toEqual([]);
  await expect(page.locator("#location iframe")).toHaveCount(0);
  await page.locator("#location").getByRole("link", { name: "Show map" }).click();
  await expect(page.locator("#location iframe")).toHaveAttribute("src", /google\.com\/maps/);
  // The frame asks for its page a moment after its src is set: wait for the request, do not race it.
  await expect.poll(() => seen.foreign.some((u) => u.includes("google.com/maps"))).toBe(true);
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
        await expect(
          page.locator("repair-model-menu").getByRole("link", { name: model.name, exact: true }),
        ).toBeVisible();
      }
      if (route !== "/pricing/") {
        const faq = page.locator("repair-faq details").first();
        await faq.locator("summary").click();
        await expect(faq.locator("p")).toBeVisible();
      }
    });
  }
});

test("the header's menu button keeps its box when <repair-model-menu> takes over from the plain links", async ({
  page,
}) => {
  const button = () => page.locator("header repair-model-menu").getByRole("button", { name: "iPhone Models" });
  // Without the widgets' script the element never upgrades: its light DOM (the <summary>) is what shows.
  await page.route("**/widgets/**", (route) => route.abort());
  await page.goto("/");
  const before = await page.locator("header repair-model-menu summary").boundingBox();
  await page.unroute("**/widgets/**");
  await page.goto("/", { waitUntil: "networkidle" });
  await expect(button()).toBeVisible();
  const after = await button().boundingBox();
  for (const side of ["x", "y", "width", "height"] as const)
    expect(Math.abs(after![side] - before![side]), side).toBeLessThan(0.5);
});

/** A box on the page, in CSS pixels from the document's top left (a full-page screenshot's own coordinates). */
interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

/**
 * What a picture shows inside some boxes, decoded by the browser itself in a blank page (no
 * dependency, and no page's Content-Security-Policy to refuse a data: image): per box, its most
 * common colour and how many of its pixels are near a given colour.
 */
async function inPicture(page: Page, png: Buffer, probes: Array<{ box: Box; near: string }>) {
  const scratch = await page.context().newPage();
  try {
    return await scratch.evaluate(
      async ({ b64, probes }) => {
        const image = new Image();
        image.src = `data:image/png;base64,${b64}`;
        await image.decode();
        const canvas = new OffscreenCanvas(image.width, image.height);
        const context = canvas.getContext("2d")!;
        context.drawImage(image, 0, 0);
        const rgb = (css: string) => (css.match(/\d+(\.\d+)?/g) ?? []).slice(0, 3).map(Number);
        const boxes = probes.map(({ box, near }) => {
          const [x, y] = [Math.round(box.x), Math.round(box.y)];
          const [w, h] = [Math.max(1, Math.round(box.width)), Math.max(1, Math.round(box.height))];
          const data = context.getImageData(x, y, w, h).data;
          const counts = new Map<string, number>();
          const target = rgb(near);
          let nearCount = 0;
          for (let i = 0; i < data.length; i += 4) {
            const key = `rgb(${data[i]}, ${data[i + 1]}, ${data[i + 2]})`;
            counts.set(key, (counts.get(key) ?? 0) + 1);
            if ([0, 1, 2].every((c) => Math.abs(data[i + c]! - target[c]!) <= 8)) nearCount++;
          }
          const mostCommon = [...counts].sort((p, q) => q[1] - p[1])[0]![0];
          return { mostCommon, nearCount };
        });
        return { width: image.width, height: image.height, boxes };
      },
      { b64: png.toString("base64"), probes },
    );
  } finally {
    await scratch.close();
  }
}

test("screenshots of the home page and a model page, for a person to look at, showing what the page says it shows", async ({
  page,
}, testInfo) => {
  for (const [name, route] of [
    ["home", "/"],
    [firstModel.slug, MODEL_PATHS[0]!],
  ] as const) {
    await page.goto(route, { waitUntil: "networkidle" });
    // The elements take over one task at a time after the network is quiet: the picture and the
    // measures below are of the page once each has rendered, so a loaded machine cannot take them on
    // either side of a change (the FAQ's accordion was once taller than its fallback).
    await page.waitForFunction(
      () =>
        performance.getEntriesByName("repair-widget-ready").length >=
        [...document.querySelectorAll("*")].filter((el) => el.localName.startsWith("repair-")).length,
    );
    await page.evaluate(() => window.scrollTo(0, 0));
    const path = testInfo.outputPath(`${name}-${testInfo.project.name}.png`);
    // In CSS pixels, so the picture's coordinates are the page's.
    const shot = await page.screenshot({ fullPage: true, path, scale: "css" });
    await testInfo.attach(`${name}-${testInfo.project.name}`, { path, contentType: "image/png" });
    // What the page's own layout and styles say should show: the heading in its colour, the first
    // call button in its own background colour (a page without its styles, a heading hidden or a
    // button covered by something else shows otherwise), and nothing wider than the screen.
    const layout = await page.evaluate(() => {
      const boxOf = (el: Element) => {
        const r = el.getBoundingClientRect();
        return { x: r.left + scrollX, y: r.top + scrollY, width: r.width, height: r.height };
      };
      const h1 = document.querySelector("main h1")!;
      const call = document.querySelector('main a[href^="tel:"]')!;
      return {
        width: document.documentElement.scrollWidth,
        height: document.documentElement.scrollHeight,
        h1: { box: boxOf(h1), color: getComputedStyle(h1).color },
        call: { box: boxOf(call), background: getComputedStyle(call).backgroundColor },
      };
    });
    const viewport = page.viewportSize()!;
    expect(layout.width, `${route}: nothing wider than the screen`).toBe(viewport.width);
    expect(layout.call.background, `${route}: the call button has a background of its own`).not.toMatch(
      /^rgba\(.*, 0\)$|transparent/,
    );
    const picture = await inPicture(page, shot, [
      { box: layout.h1.box, near: layout.h1.color },
      { box: layout.call.box, near: layout.call.background },
    ]);
    expect([picture.width, picture.height], `${route}: the whole page, no wider than the screen`).toEqual([
      viewport.width,
      layout.height,
    ]);
    const [heading, call] = picture.boxes;
    const headingArea = layout.h1.box.width * layout.h1.box.height;
    expect(heading!.nearCount, `${route}: the heading painted in its colour ${layout.h1.color}`).toBeGreaterThan(
      headingArea * 0.02,
    );
    expect(call!.mostCommon, `${route}: the call button painted in its background colour`).toBe(layout.call.background);
  }
});

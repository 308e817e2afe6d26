// Floating widgets on partners' pages: inside a page builder's transformed wrapper they stay on
// screen (top layer), and on a phone page with its own fixed bottom navigation `offset` and
// `position` keep the partner's links tappable.
import { expect, test, type Locator, type Page } from "@playwright/test";
import { desktopOnly, partnerHtml, usePartner } from "./embed-partner.ts";

test.skip(desktopOnly, "sets its own viewport");

const partner = usePartner();

/** The element at the centre of `target`, looking through shadow roots: is it `target` (or inside it)? */
const hitsItself = (target: Locator) =>
  target.evaluate((el) => {
    const r = el.getBoundingClientRect();
    const x = r.left + r.width / 2;
    const y = r.top + r.height / 2;
    let hit: Element | null = document.elementFromPoint(x, y);
    while (hit?.shadowRoot) {
      const inner = hit.shadowRoot.elementFromPoint(x, y);
      if (!inner || inner === hit) break;
      hit = inner;
    }
    return !!hit && (hit === el || el.contains(hit));
  });

const inViewport = (target: Locator) =>
  target.evaluate((el) => {
    const r = el.getBoundingClientRect();
    return r.top >= 0 && r.left >= 0 && r.bottom <= innerHeight && r.right <= innerWidth && r.width > 0;
  });

/** A page builder's block: transformed, z-indexed and clipped, our floating widgets inside, a z-index 9999 block after it. */
function builderPage(): string {
  return partner.page(
    "/builder",
    partnerHtml({
      script: `${partner.ours}/widgets/repair-widgets.js`,
      head: `<style>.builder-block { transform: translateZ(0) scale(1); position: relative; z-index: 1; height: 240px; overflow: hidden }
        .cover { position: relative; z-index: 9999; height: 1600px; background: #fff }</style>`,
      body: `<main><h1>Built with a page builder</h1>
        <div class="builder-block"><p>Our repair partner</p><repair-chat></repair-chat><repair-call-button always></repair-call-button>
        <repair-directions-bar always></repair-directions-bar></div><div class="cover">More of the page</div></main>`,
    }),
  );
}

test("inside a transformed page-builder wrapper, the launcher, call button and bar stay on screen", async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto(builderPage());
  const launcher = page.getByRole("button", { name: "Open repair chat" });
  const call = page.getByRole("link", { name: /Call now/ });
  const directions = page.locator("repair-directions-bar").getByRole("link", { name: /Directions/ });
  // Conditions, polled: each control is swapped for React's own when React arrives (in idle time).
  for (const control of [launcher, call, directions]) {
    await expect(control).toBeVisible();
    await expect.poll(() => inViewport(control), { message: "on screen" }).toBe(true);
    await expect
      .poll(() => hitsItself(control), { message: "not covered by the page's z-index 9999 block" })
      .toBe(true);
  }
  // At the bottom corners of the viewport (not of the 240 px wrapper), above the bar.
  // Polled: the shell's launcher may be swapped for React's between two reads.
  await expect
    .poll(async () => {
      const box = await launcher.boundingBox();
      return box ? box.y + box.height : 0;
    })
    .toBeGreaterThan(800 - 200);
  await launcher.click();
  await expect(page.getByRole("textbox", { name: "Describe your problem" })).toBeInViewport();
});

test("inside a transformed page-builder wrapper, the plain-DOM shells are on screen before React arrives", async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  // React held back on the network for good: what shows is the shells (the chat's launcher enters
  // the top layer after the page's next frame, the call button and bar as they upgrade).
  await page.route(/\/widgets\/chunks\/react-/, () => undefined);
  await page.goto(builderPage());
  for (const control of [
    page.getByRole("button", { name: "Open repair chat" }),
    page.getByRole("link", { name: /Call now/ }),
    page.locator("repair-directions-bar").getByRole("link", { name: /Directions/ }),
  ]) {
    await expect.poll(() => inViewport(control), { message: "on screen" }).toBe(true);
    await expect
      .poll(() => hitsItself(control), { message: "not covered by the page's z-index 9999 block" })
      .toBe(true);
  }
  // At the viewport's bottom corner, not the 240 px wrapper's: in the top layer.
  const launcher = await page.getByRole("button", { name: "Open repair chat" }).boundingBox();
  expect(launcher!.y + launcher!.height).toBeGreaterThan(800 - 200);
  expect(await page.evaluate(() => performance.getEntriesByName("repair-widget-ready").length), "no React render").toBe(
    0,
  );
});

async function phonePage(page: Page, offset: number) {
  const url = partner.page(
    `/phone-${offset}`,
    partnerHtml({
      script: `${partner.ours}/widgets/repair-widgets.js`,
      head: `<style>body { margin: 0; font: 16px system-ui } main { padding: 16px 16px 96px }
        .bottom-nav { position: fixed; inset: auto 0 0 0; height: 64px; display: flex; background: #1f2937; z-index: 100 }
        .bottom-nav a { flex: 1; display: grid; place-items: center; color: #fff; text-decoration: none }</style>`,
      body: `<main><h1>Partner on a phone</h1><p>${"Our news. ".repeat(200)}</p></main>
        <nav class="bottom-nav" aria-label="Partner"><a href="#home">Home</a><a href="#shop">Shop</a><a href="#news">News</a><a href="#account">Account</a></nav>
        <repair-call-button always offset="${offset}"></repair-call-button>
        <repair-chat offset="${offset}"></repair-chat>`,
    }),
  );
  await page.goto(url);
  await expect(page.getByRole("button", { name: "Open repair chat" })).toBeVisible();
  await expect(page.getByRole("link", { name: /Call now/ })).toBeVisible();
}

test.describe("a 390×844 touch page with a 64 px fixed bottom nav", () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true });

  test("without offset the floating buttons cover the partner's links; offset=72 lifts them clear", async ({
    page,
  }) => {
    const nav = page.getByRole("navigation", { name: "Partner" }).getByRole("link");
    await phonePage(page, 0);
    const covered = await Promise.all((await nav.all()).map(hitsItself));
    expect(covered.includes(false), "the problem the attribute solves").toBe(true);

    await phonePage(page, 72);
    for (const link of await nav.all()) expect(await hitsItself(link), await link.innerText()).toBe(true);
    await nav.first().tap();
    await expect(page).toHaveURL(/#home$/);
    for (const control of [
      page.getByRole("button", { name: "Open repair chat" }),
      page.getByRole("link", { name: /Call now/ }),
    ]) {
      const box = (await control.boundingBox())!;
      expect(box.y + box.height, "above the nav").toBeLessThanOrEqual(844 - 72);
      expect(await hitsItself(control)).toBe(true);
    }
  });

  test('position="left|right" swaps the corners', async ({ page }) => {
    const url = partner.page(
      "/swapped",
      partnerHtml({
        script: `${partner.ours}/widgets/repair-widgets.js`,
        body: `<main><h1>Swapped</h1></main><repair-call-button always position="right"></repair-call-button><repair-chat position="left"></repair-chat>`,
      }),
    );
    await page.goto(url);
    // The widgets render with React after the page (define-widget.ts), replacing the chat's plain
    // launcher: measure once both elements have rendered, not in the middle of the swap.
    await page.waitForFunction(() => performance.getEntriesByName("repair-widget-ready").length >= 2);
    const launcher = (await page.getByRole("button", { name: "Open repair chat" }).boundingBox())!;
    const call = (await page.getByRole("link", { name: /Call now/ }).boundingBox())!;
    expect(launcher.x).toBeLessThan(40);
    expect(call.x + call.width).toBeGreaterThan(390 - 40);
    await page.getByRole("button", { name: "Open repair chat" }).tap();
    const panel = page.locator("repair-chat").locator(".panel");
    await expect(panel).toBeInViewport({ ratio: 1 });
  });
});

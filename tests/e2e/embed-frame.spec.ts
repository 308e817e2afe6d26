// The inline chat in an embed box, as Google Sites makes one: a sandboxed iframe of a fixed size on
// another origin than ours. The chat fills the box (field and send button inside it, the
// conversation scrolling within), answers, opens a link to our pages in a new tab (our pages refuse
// framing) while the box keeps the conversation, and works where the frame may not use storage.
import { budget } from "../helpers/budget.ts";
import { expect, test, type Frame, type Locator, type Page } from "@playwright/test";
import { askedModel, CRACKED_SCREEN, desktopOnly, partnerHtml, usePartner } from "./embed-partner.ts";

test.skip(desktopOnly, "sets its own viewport");

// axe and a real chat turn on a shared 2-core machine: generous time, conditions not sleeps.
test.describe.configure({ timeout: budget(90_000) });

// What a partner pastes into the box, nothing more.
const partner = usePartner((site) =>
  site.page(
    "/box",
    partnerHtml({ script: `${site.ours}/widgets/repair-chat.js`, body: '<repair-chat mode="inline"></repair-chat>' }),
  ),
);

const POPUPS = "allow-scripts allow-popups allow-popups-to-escape-sandbox";

async function openBox(page: Page, width: number, height: number, sandbox: string): Promise<Frame> {
  const url = partner.page(
    `/host-${width}x${height}`,
    partnerHtml({
      script: `${partner.ours}/widgets/repair-chat.js`,
      body: `<main><h1>Partner site</h1><iframe title="Repair chat" src="/box" width="${width}" height="${height}" sandbox="${sandbox}" style="border:0"></iframe></main>`,
    }),
  );
  await page.goto(url);
  const frame = (await page.locator("iframe").elementHandle())!;
  return (await frame.contentFrame())!;
}

/** A 420×300 box that allows popups, holding the call button and directions bar with `always`; its host page's URL. */
function barsBox(name: string): string {
  partner.page(
    `/${name}`,
    partnerHtml({
      script: `${partner.ours}/widgets/repair-widgets.js`,
      body: "<repair-call-button always></repair-call-button><repair-directions-bar always></repair-directions-bar>",
    }),
  );
  return partner.page(
    `/${name}-host`,
    partnerHtml({
      script: `${partner.ours}/widgets/repair-call-button.js`,
      body: `<main><h1>Partner</h1><iframe title="Call and directions" src="/${name}" width="420" height="300" sandbox="${POPUPS}"></iframe></main>`,
    }),
  );
}

/** The element's box in the frame's viewport, and that viewport. */
const boxIn = (frame: Frame, selector: string) =>
  frame.locator(selector).evaluate((el) => {
    const r = el.getBoundingClientRect();
    return { top: r.top, bottom: r.bottom, left: r.left, right: r.right, vw: innerWidth, vh: innerHeight };
  });

for (const [width, height, sandbox, storage] of [
  [420, 560, `${POPUPS} allow-same-origin`, "storage allowed"],
  [300, 400, POPUPS, "no storage (opaque origin)"],
] as const) {
  test(`a ${width}×${height} box (${storage}): the chat fills it, answers, and opens our page in a new tab`, async ({
    page,
    context,
  }) => {
    const frame = await openBox(page, width, height, sandbox);
    const chat = frame.locator("repair-chat");
    const input = chat.getByRole("textbox", { name: "Describe your problem" });
    await expect(input).toBeVisible();

    // The field and the send button are inside the box; the page in the box does not scroll.
    for (const selector of ["textarea", "button[type=submit]"]) {
      const b = await boxIn(frame, `repair-chat >> ${selector}`);
      expect(b.bottom, selector).toBeLessThanOrEqual(b.vh);
      expect(b.right, selector).toBeLessThanOrEqual(b.vw);
    }
    expect(await frame.evaluate(() => document.scrollingElement!.scrollHeight <= innerHeight + 1)).toBe(true);
    // The panel takes the box's height (less the body's default margins).
    const panel = await boxIn(frame, "repair-chat >> .panel");
    expect(panel.bottom - panel.top).toBeGreaterThan(height - 40);
    if (!sandbox.includes("allow-same-origin")) {
      expect(
        await frame.evaluate(() => {
          try {
            return typeof sessionStorage.length;
          } catch {
            return "blocked";
          }
        }),
      ).toBe("blocked");
    }

    await input.fill(CRACKED_SCREEN);
    await input.press("Enter");
    const log = chat.getByRole("log", { name: "Conversation" });
    // The answer's next step to the model's page (its prose may name the path too).
    const modelLink = log
      .getByRole("group", { name: "Next steps" })
      .locator(`a[href="${partner.ours}/${askedModel.slug}/"]`);
    await expect(modelLink).toBeVisible({ timeout: budget(15_000) });
    // The answer scrolls inside the log, not the page in the box.
    expect(await log.evaluate((el) => el.scrollHeight > el.clientHeight)).toBe(true);
    expect(await frame.evaluate(() => document.scrollingElement!.scrollHeight <= innerHeight + 1)).toBe(true);
    await expect(input).toBeInViewport();

    await expect(modelLink).toHaveAttribute("target", "_blank");
    await expect(modelLink).toHaveAttribute("rel", /noopener/);
    const [tab] = await Promise.all([context.waitForEvent("page"), modelLink.click()]);
    await tab.waitForLoadState("domcontentloaded");
    expect(tab.url()).toBe(`${partner.ours}/${askedModel.slug}/`);
    await expect(tab.getByRole("heading", { level: 1 })).toContainText(askedModel.name);
    await tab.close();

    // The box still holds the conversation.
    expect(frame.url()).toBe(`${partner.origin}/box`);
    await expect(log).toContainText(CRACKED_SCREEN);
    await expect(modelLink).toBeVisible();
  });
}

test("in a sandboxed box that allows popups, directions open a tab and the call link is not blocked", async ({
  page,
  context,
}) => {
  const url = barsBox("bars");
  // No network here: the maps tab gets a stand-in page.
  await context.route("https://www.google.com/**", (route) =>
    route.fulfill({ contentType: "text/html", body: "<title>Maps</title>" }),
  );
  const blocked: string[] = [];
  page.on("console", (m) => {
    if (/sandbox|not allowed to launch|blocked/i.test(m.text())) blocked.push(m.text());
  });
  await page.goto(url);
  const frame = page.frameLocator("iframe");
  const directions = frame.locator("repair-directions-bar").getByRole("link", { name: /Directions/ });
  await expect(directions).toBeVisible();
  const [maps] = await Promise.all([context.waitForEvent("page"), directions.click()]);
  expect(maps.url()).toContain("google.com/maps");
  await maps.close();

  const call = frame.locator("repair-call-button").getByRole("link", { name: /Call now/ });
  await expect(call).toHaveAttribute("href", /^tel:\+1\d{10}$/);
  await call.click();
  // Chromium reports a sandboxed frame's blocked external-protocol navigation on the console; give
  // the (asynchronous) navigation a chance to be refused before reading that nothing was.
  await page.evaluate(() => new Promise((r) => setTimeout(r, 300)));
  expect(blocked).toEqual([]);
});

test("in a box that never scrolls, the call button and directions bar show before React arrives (a slow phone)", async ({
  page,
}) => {
  const url = barsBox("bars-early");
  // React held back on the network: what shows until it comes is the elements' plain-DOM shells.
  const held: Array<() => Promise<void>> = [];
  await page.route(/\/widgets\/chunks\/react-/, (route) => void held.push(() => route.continue()));
  await page.goto(url);
  const frame = (await (await page.locator("iframe").elementHandle())!.contentFrame())!;
  const call = frame.locator("repair-call-button").getByRole("link", { name: /Call now/ });
  const directions = frame.locator("repair-directions-bar").getByRole("link", { name: /Directions/ });
  await expect(call).toBeInViewport({ ratio: 1 });
  await expect(directions).toBeInViewport({ ratio: 1 });
  await expect.poll(() => held.length, { message: "React asked for, and held" }).toBeGreaterThan(0);
  const rendered = () => frame.evaluate(() => performance.getEntriesByName("repair-widget-ready").length);
  expect(await rendered(), "no React render yet").toBe(0);
  // The button rises by a 0.2 s transition when the bar takes its place: measure where it rests.
  const before = await restingBox(call);

  await Promise.all(held.map((release) => release()));
  await page.unroute(/\/widgets\/chunks\/react-/);
  await expect.poll(rendered, { message: "React rendered both" }).toBe(2);
  await expect(call).toHaveCount(1);
  await expect(call).toBeInViewport({ ratio: 1 });
  const after = await restingBox(call);
  for (const key of ["x", "y", "width", "height"] as const)
    expect(Math.abs(after[key] - before[key]), key).toBeLessThanOrEqual(1);
});

/** The element's box once no transition moves it: two reads a few frames apart agree. */
async function restingBox(locator: Locator) {
  const read = async () => (await locator.boundingBox())!;
  let last = await read();
  await expect
    .poll(
      async () => {
        await locator.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
        const now = await read();
        const still = (["x", "y", "width", "height"] as const).every((k) => now[k] === last[k]);
        last = now;
        return still;
      },
      { message: "the box came to rest" },
    )
    .toBe(true);
  return last;
}

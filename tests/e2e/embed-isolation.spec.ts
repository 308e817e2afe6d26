// Host pages change nothing inside the widgets: not the root font size, not dir="rtl", not generic
// custom properties, not a dark background. Each hostile page is measured against a plain partner
// page (sizes, colours, fonts, direction of every widget's text), and passes axe WCAG 2.2 AA with
// the chat open. The documented knobs (--repair-* properties, ::part) do reach inside.
import { budget } from "../helpers/budget.ts";
import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page } from "@playwright/test";
import { desktopOnly, partnerHtml, usePartner } from "./embed-partner.ts";

test.skip(desktopOnly, "one viewport (the wide menu shows the phone link)");

// axe and a real chat turn on a shared 2-core machine: generous time, conditions not sleeps.
test.describe.configure({ timeout: budget(90_000) });

const TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22a", "wcag22aa"];
const WIDGETS = `<header><repair-model-menu></repair-model-menu></header>
<main><h1>Our partner</h1><p>We recommend the repair shop below.</p><repair-faq max-items="2"></repair-faq>
<repair-booking service="screen"></repair-booking></main>
<repair-chat></repair-chat>`;

const HOSTILE: Record<string, { head?: string; htmlAttributes?: string }> = {
  "root font size 62.5%": { head: "<style>html { font-size: 62.5% } body { font-size: 1.6rem }</style>" },
  "a dark page": {
    head: "<style>:root { color-scheme: dark } html, body { background: #121212; color: #eeeeee } a { color: #9ecbff }</style>",
  },
  "dir=rtl": { htmlAttributes: 'lang="en" dir="rtl"' },
  "generic custom properties": {
    head: `<style>:root, * { --color-ink: #ff0000; --color-brand: #ff0000; --color-surface: #000000; --tap: 10px;
      --space-4: 0; --text-base: 8px; --text-2xl: 8px; --radius: 0; --font-sans: serif; --leading: 5 }</style>`,
  },
};

const partner = usePartner();

const serve = (path: string, page: { head?: string; htmlAttributes?: string; body?: string }) =>
  partner.page(path, partnerHtml({ script: `${partner.ours}/widgets/repair-widgets.js`, body: WIDGETS, ...page }));

/** Sizes, colours, fonts and direction of the widgets' text-carrying surfaces, chat open. */
async function measure(page: Page) {
  await page.getByRole("button", { name: "Open repair chat" }).click();
  await expect(page.getByRole("textbox", { name: "Describe your problem" })).toBeVisible();
  await expect(page.locator("repair-faq").getByRole("button").first()).toBeVisible();
  const booking = page.locator("repair-booking");
  await expect(booking.locator(".slots [role=radio]").first()).toBeVisible();
  return page.evaluate(() => {
    const look = (host: string, selector: string) => {
      const el = document.querySelector(host)!.shadowRoot!.querySelector(selector)!;
      const s = getComputedStyle(el);
      const r = el.getBoundingClientRect();
      return {
        width: Math.round(r.width),
        height: Math.round(r.height),
        fontSize: s.fontSize,
        font: s.fontFamily,
        color: s.color,
        background: s.backgroundColor,
        direction: s.direction,
        radius: s.borderTopLeftRadius,
      };
    };
    const text = (host: string, selector: string) => {
      const { width: _w, ...rest } = look(host, selector);
      return rest; // its width follows the host's column
    };
    return {
      launcher: look("repair-chat", ".launcher"),
      panel: look("repair-chat", ".panel"),
      header: look("repair-chat", ".header"),
      bubble: text("repair-chat", ".bubble"),
      prompt: look("repair-chat", ".prompt"),
      input: look("repair-chat", "textarea"),
      send: look("repair-chat", ".send"),
      faq: text("repair-faq", ".faq"),
      faqTitle: text("repair-faq", ".title"),
      faqQuestion: text("repair-faq", ".question button"),
      faqPrompt: text("repair-faq", ".prompt p"),
      menuButton: look("repair-model-menu", ".menu-button"),
      menuPhone: look("repair-model-menu", ".phone-link"),
      menuNav: text("repair-model-menu", ".nav"),
      // Its height follows the free times, which other specs' bookings on the same server change.
      booking: (({ height: _h, ...rest }) => rest)(text("repair-booking", ".booking")),
      bookingTitle: text("repair-booking", ".title"),
      bookingSelect: text("repair-booking", "select"),
      bookingInput: text("repair-booking", "input[name=name]"),
      bookingDay: look("repair-booking", ".days [role=radio]"),
      bookingSlot: look("repair-booking", ".slots [role=radio]"),
      bookingButton: text("repair-booking", ".book"),
    };
  });
}

let reference: Awaited<ReturnType<typeof measure>>;

test.beforeAll(async ({ browser }) => {
  const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
  await page.goto(serve("/plain", {}));
  reference = await measure(page);
  await page.close();
  expect(reference.launcher.width).toBe(56);
  expect(reference.bubble.fontSize).toBe("15px");
  expect(reference.bubble.direction).toBe("ltr");
});

for (const [name, hostile] of Object.entries(HOSTILE)) {
  test(`${name}: the widgets look exactly as on a plain page, and pass axe WCAG 2.2 AA`, async ({ page }) => {
    const errors: string[] = [];
    page.on("pageerror", (e) => errors.push(e.message));
    await page.goto(serve(`/${name.replace(/\W+/g, "-")}`, hostile));
    expect(await measure(page)).toEqual(reference);
    const { violations } = await new AxeBuilder({ page }).withTags(TAGS).analyze();
    expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual([]);
    expect(errors).toEqual([]);
  });
}

test("the public theming API: --repair-accent, --repair-radius, --repair-font and ::part() reach inside", async ({
  page,
}) => {
  const url = serve("/themed", {
    head: `<style>
      repair-chat, repair-call-button { --repair-accent: #7c2d12; --repair-radius: 4px; --repair-font: Georgia, serif }
      repair-chat::part(launcher) { border: 3px solid rgb(1, 2, 3) }
      repair-chat::part(header) { background: rgb(20, 30, 40) }
    </style>`,
  });
  await page.goto(url);
  const launcher = page.getByRole("button", { name: "Open repair chat" });
  await expect(launcher).toHaveCSS("background-color", "rgb(124, 45, 18)");
  await expect(launcher).toHaveCSS("border-top-color", "rgb(1, 2, 3)");
  await launcher.click();
  const chat = page.locator("repair-chat");
  await expect(chat.locator(".panel")).toHaveCSS("border-top-left-radius", "4px");
  await expect(chat.locator(".header")).toHaveCSS("background-color", "rgb(20, 30, 40)");
  await expect(chat.locator(".bubble").first()).toHaveCSS("font-family", /Georgia/);
  // Only the themed elements change: the FAQ keeps the shop's own colour.
  await expect(page.locator("repair-faq").locator("[part~=directions-button]")).toHaveCSS("color", "rgb(10, 102, 194)");
});

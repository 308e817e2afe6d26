// Renders site/assets/og-image.png (1200x630, the picture link previews show) from the hero
// illustration with Chromium. Run by hand after changing the illustration:
//   node --import tsx scripts/build/make-og-image.ts
// It names no phone, price or shop name, so a content edit never makes it stale.
import { readFileSync } from "node:fs";
import { chromium } from "playwright-core";
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "../../tests/helpers/chromium.ts";

const art = readFileSync(new URL("../../site/assets/hero-phone.svg", import.meta.url), "utf8");
const tokens = readFileSync(new URL("../../site/styles/tokens.css", import.meta.url), "utf8");
const html = `<!doctype html><style>${tokens}
body{margin:0;width:1200px;height:630px;display:flex;align-items:center;gap:40px;padding:0 80px;box-sizing:border-box;
font-family:var(--font-sans);background:linear-gradient(135deg,var(--color-brand-soft),#fff);color:var(--color-ink)}
h1{font-size:76px;line-height:1.05;margin:0 0 24px;letter-spacing:-.02em}p{font-size:36px;margin:0;color:var(--color-ink-soft)}
svg{width:380px;height:auto;flex:none}</style><div><h1>iPhone repair in Macon, GA</h1><p>Screens, batteries, charging ports and water damage, fixed the same day.</p></div>${art}`;

const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
const page = await browser.newPage({ viewport: { width: 1200, height: 630 } });
await page.setContent(html);
await page.screenshot({ path: new URL("../../site/assets/og-image.png", import.meta.url).pathname });
await browser.close();

// The server's /book/ pages are the build's: one renderer and one page component make both, so the
// server's /book/ and manage page carry exactly the built /book/'s document around <main> (head,
// styles, scripts, header, footer, widgets), and the server reads no built HTML to make them (its dist/
// here has no book/ at all). Nor does it make their CSS: it inlines the file the build wrote beside the
// pages (dist/.site.css), so no bundler runs in the server. Needs `npm run build` (the built /book/ is
// the reference).
import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import { writeFile } from "node:fs/promises";
import path from "node:path";
import { budget } from "../../helpers/budget.ts";
import * as cheerio from "cheerio";
import { afterAll, beforeAll, expect, it } from "vitest";
import { booking, business } from "#shop/facts.ts";
import type { AvailabilityAnswer } from "#shop/availability.ts";
import { SITE_CSS_FILE } from "../../../site/ui/site-css.ts";
import { PAGE_STYLE } from "../../helpers/api-fixture.ts";
import { builtAt, DIST, loadPages, page } from "../../helpers/built-site.ts";
import { ownerApp, type OwnerApp } from "../../helpers/owner-app.ts";

// The app as the server builds it (booking on an embedded database in a temp folder), over a tiny dist/
// holding the CSS the real build wrote.
let served: OwnerApp;
let base: string;
const builtCss = () => readFileSync(path.join(DIST, SITE_CSS_FILE), "utf8");

beforeAll(async () => {
  // The frame carries the shop's year and its coming special days as of its render: the server renders
  // at the moment the build did, or a run that crosses the shop's midnight (or a fake clock) compares two days.
  const renderedAt = builtAt();
  served = await ownerApp({ booking: true, now: () => renderedAt, siteCss: builtCss() });
  base = served.base;
}, budget(60_000));
afterAll(async () => served?.close());

/** The contents of a document's one <style>, as written (cheerio would re-serialize it). */
const styleOf = (html: string) => {
  const styles = [...html.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style>/gi)].map((m) => m[1]);
  expect(styles).toHaveLength(1);
  return styles[0]!;
};
const sha256 = (text: string) => `'sha256-${createHash("sha256").update(text, "utf8").digest("base64")}'`;

/** The document with <main>'s content taken out: what the layout made. */
function frameOf(html: string) {
  const $ = cheerio.load(html);
  $("main").empty();
  // The title and its social copies name the page: compared on their own.
  $("title, meta[property='og:title'], meta[name='twitter:title']").remove();
  // The form has its twins in the other languages; the private manage page has none (its switch leads
  // to the other language's home page).
  $("link[rel='alternate'][hreflang], meta[property='og:locale:alternate']").remove();
  $("header [data-language-switch]").removeAttr("href");
  return $.html();
}

const built = () => page(loadPages(), "/book/").html;

it("serves /book/ from the page component the build renders: the same document around <main>, with the times free now", async () => {
  const res = await fetch(`${base}/book/`);
  expect(res.status).toBe(200);
  const html = await res.text();
  expect(frameOf(html)).toBe(frameOf(built()));
  expect(cheerio.load(html)("title").text()).toBe(cheerio.load(built())("title").text());
  // The build lists the days only; the server, the free times of one.
  expect(cheerio.load(built())('main input[name="start"]')).toHaveLength(0);
  expect(cheerio.load(html)('main input[type="radio"][name="start"]').length).toBeGreaterThan(0);
});

it.runIf(business.languages.includes("es"))(
  "serves /es/book/ from the same component as the built /es/book/: the Spanish document, times free now",
  async () => {
    const html = await (await fetch(`${base}/es/book/`)).text();
    const builtEs = page(loadPages(), "/es/book/").html;
    expect(frameOf(html)).toBe(frameOf(builtEs));
    expect(cheerio.load(html)("html").attr("lang")).toBe("es-US");
    expect(cheerio.load(html)('main input[type="radio"][name="start"]').length).toBeGreaterThan(0);
  },
);

it("serves the manage page in the same document, titled by what it says, and never the visitor's typing as HTML", async () => {
  const answer = (await (await fetch(`${base}/api/availability`)).json()) as AvailabilityAnswer;
  const slot = answer.days.flatMap((d) => d.slots).find((s) => s.remaining > 0)!;
  const form = new URLSearchParams({
    start: slot.start,
    service: booking.services[0]!,
    name: "<b>Sam</b>",
    phone: "(205) 555-1234",
  });
  const posted = await fetch(`${base}/api/bookings`, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body: form.toString(),
    redirect: "manual",
  });
  expect(posted.status).toBe(303);
  const html = await (await fetch(base + posted.headers.get("location")!)).text();
  expect(frameOf(html)).toBe(frameOf(built()));
  const $ = cheerio.load(html);
  expect($("title").text()).toBe(`You're booked | ${business.name}`);
  expect($("h1").text()).toBe("You're booked");
  expect($("main [role=status]").text()).toContain("Thank you.");
  // The link may be forwarded: the visitor's name is not on it, as text or as markup.
  expect(html).not.toContain("Sam");
  expect($("main b")).toHaveLength(0);
});

it("inlines the CSS the build wrote beside its pages: the built pages' own, whose hash the built policy allows", async () => {
  const css = builtCss();
  expect(css.length).toBeGreaterThan(1000);
  for (const built of loadPages()) expect(styleOf(built.html), built.path).toBe(css);
  const policy = JSON.parse(readFileSync(path.join(DIST, ".csp.json"), "utf8")) as { elements: string[] };
  expect(policy.elements).toContain(sha256(css));
  expect(styleOf(await (await fetch(`${base}/book/`)).text())).toBe(css);
});

it(
  "serves the file's bytes, made by no bundler here, under a policy that allows them, and a rebuild's at once",
  async () => {
    // The fixture's own pages and its .site.css share PAGE_STYLE, as the build's pages and file share theirs.
    const fixture = await ownerApp({ booking: true });
    try {
      const res = await fetch(`${fixture.base}/book/`);
      expect(styleOf(await res.text())).toBe(PAGE_STYLE);
      expect(res.headers.get("content-security-policy")).toContain(sha256(PAGE_STYLE));
      const rebuilt = `${PAGE_STYLE}.rebuilt{color:#456}`;
      await writeFile(path.join(fixture.root, SITE_CSS_FILE), rebuilt);
      await expect
        .poll(async () => styleOf(await (await fetch(`${fixture.base}/book/`)).text()), {
          timeout: budget(10_000),
          interval: 200,
        })
        .toBe(rebuilt);
    } finally {
      await fixture.close();
    }
  },
  budget(60_000),
);

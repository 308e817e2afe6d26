// Deterministic speed budgets: what a page costs is measured in bytes and requests, not in time.
import { readFileSync } from "node:fs";
import path from "node:path";
import { brotliCompressSync, brotliDecompressSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import business from "../../site/_data/business.ts";
import numbers from "../../site/_data/numbers.ts";
import { FIRST_VISIT_BUDGET, pageCost, pageWidgets, readBuild } from "../../scripts/bench/measure-widgets.ts";
import { DIST, loadPages, type BuiltPage } from "../helpers/built-site.ts";

const pages = loadPages();
const KB = 1024;

/**
 * What a visitor downloads: the brotli copy the build wrote beside the page, which the server sends.
 * Compressing every page again at quality 11 cost seconds; unpacking the copy proves it is this page's.
 */
function brotliBytes(p: BuiltPage): number {
  const br = readFileSync(`${p.file}.br`);
  expect(
    brotliDecompressSync(br).toString("utf8") === p.html,
    `${p.path}: its .br is of another build (npm run build writes both)`,
  ).toBe(true);
  return br.length;
}

describe("page budgets", () => {
  it.each(pages.map((p) => [p.path, p] as const))("%s: HTML with its inlined CSS is under 20 KB brotli", (_, p) => {
    expect(p.$('link[rel="stylesheet"]')).toHaveLength(0);
    expect(p.$("style")).toHaveLength(1);
    expect(brotliBytes(p)).toBeLessThan(20 * KB);
  });

  // Issue 40: every page in both languages, the booking page and the partners' page included. The
  // booking form's code comes when the visitor reaches for it over a page's working form (define-widget.ts).
  it(`keeps every page's widget JavaScript of a first visit within ${FIRST_VISIT_BUDGET / KB} KB brotli, in both languages`, () => {
    const modules = readBuild();
    for (const p of pages) {
      const cost = pageCost(pageWidgets(p.html), modules);
      expect(cost.brotli, `${p.path}: ${cost.files.join(", ")}`).toBeLessThanOrEqual(FIRST_VISIT_BUDGET);
    }
    expect(
      pages.some((p) => p.path.startsWith("/es/")),
      "the Spanish pages are measured",
    ).toBe(business.languages.includes("es"));
  });

  it("has no render-blocking script: every script is a deferred module or data", () => {
    for (const p of pages) {
      p.$("script").each((_, el) => {
        const script = p.$(el);
        const type = script.attr("type");
        if (type === "application/ld+json") return;
        expect(type, `${p.path}: ${p.$.html(el)}`).toBe("module");
        expect(script.attr("src"), p.path).toMatch(/^\/(widgets|assets)\//);
      });
    }
  });

  it("requests nothing from another origin on load", () => {
    const own = new URL(business.siteUrl).origin;
    const loaded = (p: (typeof pages)[number]) => [
      ...p
        .$("img[src], script[src], iframe[src], source[src], video[src], audio[src], embed[src]")
        .toArray()
        .map((el) => p.$(el).attr("src")!),
      ...p
        .$("link[href]")
        .toArray()
        .filter((el) => !/^(canonical|alternate)$/.test(p.$(el).attr("rel") ?? ""))
        .map((el) => p.$(el).attr("href")!),
      ...(p
        .$("style")
        .text()
        .match(/url\(([^)]+)\)/g) ?? []),
      ...p
        .$("[style]")
        .toArray()
        .flatMap(
          (el) =>
            p
              .$(el)
              .attr("style")!
              .match(/url\(([^)]+)\)/g) ?? [],
        ),
    ];
    for (const p of pages) {
      for (const url of loaded(p)) expect(new URL(url, own).origin, `${p.path}: ${url}`).toBe(own);
      expect(p.$("iframe"), `${p.path}: the map is click-to-load`).toHaveLength(0);
    }
  });

  it("gives every image its width and height, so nothing shifts as it loads", () => {
    for (const p of pages) {
      p.$("img").each((_, img) => {
        expect(Number(p.$(img).attr("width")), p.path).toBeGreaterThan(0);
        expect(Number(p.$(img).attr("height")), p.path).toBeGreaterThan(0);
        expect(p.$(img).attr("alt"), p.path).toBeDefined();
      });
    }
  });

  describe.runIf(numbers.enabled)("the owner's numbers' beacon", () => {
    const brotli = (file: string) => brotliCompressSync(readFileSync(path.join(DIST, file))).length;

    it("is on every page, once, and at most 1.5 KB brotli; web-vitals is a file of its own, loaded after the page", () => {
      for (const p of pages) expect(p.$('script[src="/assets/beacon.js"]'), p.path).toHaveLength(1);
      expect(brotli("assets/beacon.js")).toBeLessThanOrEqual(1.5 * KB);
      // Not on the page: the beacon imports it on idle. Its size is reported, not budgeted.
      for (const p of pages) expect(p.$('script[src="/assets/web-vitals.js"]'), p.path).toHaveLength(0);
      const vitals = brotli("assets/web-vitals.js");
      expect(vitals).toBeGreaterThan(0);
      console.info(`beacon.js ${brotli("assets/beacon.js")} B, web-vitals.js ${vitals} B (brotli)`);
    });

    it("sends only to our own origin (a path of ours, never an address with a host)", () => {
      const code = readFileSync(path.join(DIST, "assets/beacon.js"), "utf8");
      expect(code).toContain('"/api/hit"');
      expect(code).toMatch(/sendBeacon\(`\$\{\w+\}\$\{\w+\}`/);
      expect(code).toMatch(/location\.origin/);
    });
  });
});

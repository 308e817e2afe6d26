// Every page reaches every model without JavaScript, and the sitemap and robots.txt list every page.
import * as cheerio from "cheerio";
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import business from "../../site/_data/business.ts";
import models from "../../site/_data/models.ts";
import { seriesGroups } from "#shop/facts.ts";
import { DIST, englishPages, isNotFound, loadPages, page } from "../helpers/built-site.ts";

const pages = loadPages();

describe("navigation", () => {
  // The English pages; the Spanish ones link the Spanish model pages (languages.test.ts).
  it("links every model from every page's header menu, grouped by series, newest first", () => {
    for (const p of englishPages(pages)) {
      const nav = p.$('repair-model-menu nav[aria-label="iPhone models"]');
      expect(nav, p.path).toHaveLength(1);
      expect(nav.find("summary").text()).toBe("iPhone Models");
      const hrefs = nav
        .find(".models-nav__panel a")
        .toArray()
        .map((a) => p.$(a).attr("href"));
      expect(hrefs.sort(), p.path).toEqual(models.map((m) => `/${m.slug}/`).sort());
      const series = nav
        .find(".models-nav__series")
        .toArray()
        .map((s) => p.$(s).text());
      expect(series).toEqual(seriesGroups().map((g) => g.label));
      expect(seriesGroups().map((g) => g.series)).toEqual(
        [...new Set(models.map((m) => m.series))].sort((a, b) => b - a),
      );
    }
  });

  it("marks the current model in the menu and tells the widgets which model the page is about", () => {
    for (const model of models) {
      const { $ } = page(pages, `/${model.slug}/`);
      expect($('a[aria-current="page"]').attr("href")).toBe(`/${model.slug}/`);
      expect($("repair-model-menu").attr("current")).toBe(model.slug);
      expect($("repair-chat").attr("model")).toBe(model.slug);
    }
  });

  it("lists up to six other models on each model page, never itself, same series first", () => {
    for (const model of models) {
      const { $ } = page(pages, `/${model.slug}/`);
      const others = $('section[aria-labelledby="other-title"] a')
        .toArray()
        .map((a) => $(a).attr("href"));
      expect(others).toHaveLength(Math.min(6, models.length - 1));
      expect(others).not.toContain(`/${model.slug}/`);
      const sameSeries = models
        .filter((m) => m.series === model.series && m.slug !== model.slug)
        .map((m) => `/${m.slug}/`);
      expect(others.slice(0, sameSeries.length).sort()).toEqual(sameSeries.sort());
    }
  });

  it("makes 'Get Free Quote' ask the chat about the model, and still call the shop without JavaScript", () => {
    const model = models[0]!;
    const { $ } = page(pages, `/${model.slug}/`);
    const quote = $("a[data-repair-chat-open]");
    expect(quote.text().trim()).toBe("Get Free Quote");
    expect(quote.attr("href")).toBe(`tel:${business.phone.e164}`);
    expect(quote.attr("data-repair-chat-message")).toContain(model.name);
    // ('Schedule Repair' books, or calls when booking is off: tests/site/booking-entries.test.ts.)
    const call = $("a").filter((_, a) => $(a).text().trim() === "Call for Quote");
    expect(call.attr("href")).toBe(`tel:${business.phone.e164}`);
  });

  it("points the social preview image and the icon at files that exist", () => {
    for (const p of pages) {
      for (const url of [p.$('meta[property="og:image"]').attr("content")!, p.$('link[rel="icon"]').attr("href")!]) {
        const file = path.join(DIST, new URL(url, business.siteUrl).pathname);
        expect(existsSync(file), `${p.path}: ${url}`).toBe(true);
      }
    }
  });

  it("keeps every internal link pointing at a page that exists", () => {
    const known = new Set(pages.map((p) => p.path));
    for (const p of pages) {
      p.$("a[href^='/']").each((_, a) => {
        // The page, whatever its query (/book/?model=...) or fragment asks of it.
        const href = p.$(a).attr("href")!.split(/[?#]/)[0]!;
        expect(known.has(href), `${p.path} links ${href}`).toBe(true);
      });
    }
  });
});

describe("sitemap.xml and robots.txt", () => {
  const $ = cheerio.load(readFileSync(path.join(DIST, "sitemap.xml"), "utf8"), { xml: true });
  const entries = $("url")
    .toArray()
    .map((u) => ({
      loc: $(u).find("loc").text(),
      priority: $(u).find("priority").text(),
      changefreq: $(u).find("changefreq").text(),
      lastmod: $(u).find("lastmod").text(),
    }));

  it("lists every page once with its priority and change frequency", () => {
    const expected = pages.filter((p) => !isNotFound(p)).map((p) => `${business.siteUrl}${p.path}`);
    expect(entries.map((e) => e.loc).sort()).toEqual(expected.sort());
    const home = entries.find((e) => e.loc === `${business.siteUrl}/`)!;
    expect([home.priority, home.changefreq]).toEqual(["1.0", "weekly"]);
    for (const model of models) {
      const entry = entries.find((e) => e.loc === `${business.siteUrl}/${model.slug}/`)!;
      expect([entry.priority, entry.changefreq]).toEqual(["0.9", "monthly"]);
    }
    expect(entries.find((e) => e.loc.endsWith("/pricing/"))).toBeDefined();
  });

  it("gives lastmod only where a page's content has a real date, never the build date", () => {
    const today = new Date().toISOString().slice(0, 10);
    for (const e of entries) expect(e.lastmod).not.toBe(today);
    for (const model of models) {
      const entry = entries.find((e) => e.loc.endsWith(`/${model.slug}/`))!;
      expect(entry.lastmod).toBe(model.updated ?? "");
    }
  });

  it("points robots.txt at the sitemap", () => {
    const robots = readFileSync(path.join(DIST, "robots.txt"), "utf8");
    expect(robots).toContain("User-agent: *");
    expect(robots).toContain(`Sitemap: ${business.siteUrl}/sitemap.xml`);
  });
});

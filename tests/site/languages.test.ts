// The Spanish twins of the pages (when the owner lists "es" in business.ts `languages`): every page
// has its twin and back, linked with hreflang both ways and x-default, in the sitemap too, with the
// page's language on <html>, in the header's switch, in the JSON-LD, and no English phrase of the
// pages' dictionary left. An owner who lists English alone gets none of it.
import { readFileSync } from "node:fs";
import path from "node:path";
import * as cheerio from "cheerio";
import { describe, expect, it } from "vitest";
import business from "../../site/_data/business.ts";
import { hoursLinesEs } from "#shop/facts.ts";
import { faqIn, servicesIn } from "../../site/ui/i18n/content.ts";
import { en } from "../../site/ui/i18n/en.ts";
import { es } from "../../site/ui/i18n/es.ts";
import { DIST, isNotFound, jsonLdNodes, languageOf, loadPages, page, type BuiltPage } from "../helpers/built-site.ts";

const pages = loadPages();
const site = business.siteUrl;
const spanish = business.languages.includes("es");

const spanishPages = pages.filter((p) => p.path.startsWith("/es/"));
const englishTwins = pages.filter((p) => !p.path.startsWith("/es/"));
const twinOf = (p: BuiltPage) => page(pages, `/es${p.path}`);

/** Every string of a dictionary, by its key path; functions and lists of facts are left out. */
function phrases(words: unknown, at = ""): Array<[string, string]> {
  if (typeof words === "string") return [[at, words]];
  if (Array.isArray(words) || typeof words !== "object" || words === null) return [];
  return Object.entries(words).flatMap(([key, value]) => phrases(value, at ? `${at}.${key}` : key));
}
const valueAt = (words: unknown, at: string) =>
  at.split(".").reduce<unknown>((node, key) => (node as Record<string, unknown> | undefined)?.[key], words);

/** What a visitor reads or hears: the text and the labels, outside the parts marked as another language (reviews). */
function readable(p: BuiltPage): string {
  const $ = cheerio.load(p.html);
  $("script, style, svg title").remove();
  $('[lang]:not(html):not([lang^="es"])').remove();
  const labels = $("[aria-label], [alt], [title]")
    .toArray()
    .map((el) => [$(el).attr("aria-label"), $(el).attr("alt"), $(el).attr("title")].filter(Boolean).join(" "));
  return [$("title").text(), $('meta[name="description"]').attr("content"), $("body").text(), ...labels]
    .join(" ")
    .replace(/\s+/g, " ");
}

describe.runIf(spanish)("Spanish pages", () => {
  it("gives every English page its Spanish twin under /es/, and every Spanish page its English one", () => {
    expect(spanishPages.length).toBeGreaterThan(0);
    for (const p of englishTwins)
      expect(
        pages.map((q) => q.path),
        p.path,
      ).toContain(`/es${p.path}`);
    for (const p of spanishPages)
      expect(
        pages.map((q) => q.path),
        p.path,
      ).toContain(p.path.slice(3));
  });

  it("says the language on <html> and in Open Graph", () => {
    for (const p of spanishPages) {
      expect(p.$("html").attr("lang"), p.path).toBe("es-US");
      expect(p.$('meta[property="og:locale"]').attr("content"), p.path).toBe("es_US");
    }
    for (const p of englishTwins) expect(p.$("html").attr("lang"), p.path).toBe("en-US");
  });

  it("links each pair with hreflang both ways and x-default, each page canonical to itself", () => {
    for (const p of englishTwins.filter((q) => !isNotFound(q))) {
      const twin = twinOf(p);
      for (const q of [p, twin]) {
        const alternates = Object.fromEntries(
          q
            .$('link[rel="alternate"][hreflang]')
            .toArray()
            .map((el) => [q.$(el).attr("hreflang"), q.$(el).attr("href")]),
        );
        expect(alternates, q.path).toEqual({
          en: `${site}${p.path}`,
          es: `${site}${twin.path}`,
          "x-default": `${site}${p.path}`,
        });
        expect(q.$('link[rel="canonical"]').attr("href"), q.path).toBe(`${site}${q.path}`);
      }
    }
  });

  it("has a visible switch in the header to the same page in the other language", () => {
    for (const p of englishTwins.filter((q) => !isNotFound(q))) {
      const twin = twinOf(p);
      const toSpanish = p.$("header [data-language-switch]");
      expect(toSpanish.attr("href"), p.path).toBe(twin.path);
      expect(toSpanish.attr("lang")).toBe("es");
      expect(toSpanish.text()).toBe(es.languageName);
      const toEnglish = twin.$("header [data-language-switch]");
      expect(toEnglish.attr("href"), twin.path).toBe(p.path);
      expect(toEnglish.text()).toBe(en.languageName);
    }
  });

  it("links a Spanish page's menu, breadcrumbs and model lists to Spanish pages", () => {
    for (const p of spanishPages) {
      const hrefs = p
        .$(".models-nav__panel a, .breadcrumbs a, .model-links a, table.pricing a, a.logo")
        .toArray()
        .map((a) => p.$(a).attr("href")!);
      expect(hrefs.length, p.path).toBeGreaterThan(0);
      for (const href of hrefs) expect(href, p.path).toMatch(/^\/es\//);
    }
  });

  it("lists each page with its alternates in the sitemap", () => {
    const $ = cheerio.load(readFileSync(path.join(DIST, "sitemap.xml"), "utf8"), { xml: true });
    const entries = new Map(
      $("url")
        .toArray()
        .map((u) => [
          $(u).find("loc").text(),
          Object.fromEntries(
            $(u)
              .find("xhtml\\:link")
              .toArray()
              .map((l) => [$(l).attr("hreflang"), $(l).attr("href")]),
          ),
        ]),
    );
    for (const p of englishTwins.filter((q) => !isNotFound(q))) {
      const expected = { en: `${site}${p.path}`, es: `${site}/es${p.path}`, "x-default": `${site}${p.path}` };
      expect(entries.get(`${site}${p.path}`), p.path).toEqual(expected);
      expect(entries.get(`${site}/es${p.path}`), `/es${p.path}`).toEqual(expected);
    }
  });

  it("leaves no English phrase of the pages' dictionary on a Spanish page", () => {
    // The phrases that differ in Spanish (a number or a name can be the same in both), the language's
    // own name aside: the switch says "English" on purpose.
    const english = phrases(en)
      .filter(
        ([at, text]) =>
          at !== "languageName" &&
          valueAt(es, at) !== text &&
          text.trim().length > 2 &&
          // A word of the shop's own name ("Repair" in "… Tech Repair") is a name on every page.
          !business.name.includes(text.trim()),
      )
      .map(([at, text]) => ({
        at,
        text: text.trim(),
        pattern: new RegExp(`(^|[^\\p{L}])${text.trim().replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}($|[^\\p{L}])`, "u"),
      }));
    // The phrase itself first (a plain search): the word-bounded pattern can only match where it is,
    // and hundreds of Unicode patterns over every page cost seconds.
    const on = (text: string) => english.filter((phrase) => text.includes(phrase.text) && phrase.pattern.test(text));
    expect(english.length).toBeGreaterThan(50);
    // The check sees them where they are: on the English home page, many.
    expect(on(readable(page(pages, "/"))).length).toBeGreaterThan(20);
    for (const p of spanishPages) {
      const left = on(readable(p)).map(({ at, text }) => `${at}: ${text}`);
      expect(left, p.path).toEqual([]);
    }
  });

  it("writes the hours the Spanish way, from the same schedule", () => {
    const { $ } = page(pages, "/es/");
    const lines = $(".contact-list ul.hours")
      .first()
      .find("li")
      .toArray()
      .map((li) => $(li).text());
    expect(lines).toEqual(hoursLinesEs.map((line) => `${line.days}: ${line.time}`));
    for (const line of hoursLinesEs.filter((l) => l.open)) expect(line.time).toMatch(/\d:\d\d\s?[ap]\.\s?m\./);
  });

  it("marks the reviews, written in English by their authors, as English", () => {
    const quotes = page(pages, "/es/").$(".quote blockquote");
    expect(quotes.length).toBeGreaterThan(0);
    for (const quote of quotes.toArray()) expect(page(pages, "/es/").$(quote).attr("lang")).toBe("en");
  });

  it("writes the JSON-LD in the page's language", () => {
    for (const p of spanishPages.filter((q) => !isNotFound(q))) {
      const nodes = jsonLdNodes(p);
      expect(
        nodes.find((n) => n["@type"] === "WebPage"),
        p.path,
      ).toMatchObject({ inLanguage: "es-US", url: `${site}${p.path}` });
      expect((nodes.find((n) => n["@type"] === "MobilePhoneStore") as { url: string }).url).toBe(`${site}/es/`);
    }
    for (const p of englishTwins.filter((q) => !isNotFound(q)))
      expect(
        jsonLdNodes(p).find((n) => n["@type"] === "WebPage"),
        p.path,
      ).toMatchObject({ inLanguage: "en-US" });
    const home = jsonLdNodes(page(pages, "/es/"));
    const faqPage = home.find((n) => n["@type"] === "FAQPage") as {
      inLanguage: string;
      mainEntity: Array<{ name: string }>;
    };
    expect(faqPage.inLanguage).toBe("es-US");
    expect(faqPage.mainEntity.map((q) => q.name)).toEqual(faqIn("es").map((f) => f.question));
    const service = home.find((n) => n["@type"] === "Service") as { description: string };
    for (const s of servicesIn("es")) expect(service.description).toContain(s.name.toLowerCase());
  });

  it("ships no more JavaScript than the English twin", () => {
    // A script written once per language (the "Open now" line's, /assets/open-status.es.js) counts as its English file.
    const scripts = (p: BuiltPage) =>
      p
        .$("script[src]")
        .toArray()
        .map((el) =>
          p
            .$(el)
            .attr("src")!
            .replace(/\.es\.js$/, ".js"),
        )
        .sort();
    for (const p of englishTwins) {
      const twin = twinOf(p);
      for (const src of scripts(twin)) expect(scripts(p), twin.path).toContain(src);
    }
  });
});

describe.runIf(!spanish)("a shop in English alone", () => {
  it("has no Spanish page, no alternates and no language switch", () => {
    expect(pages.filter((p) => p.path.startsWith("/es/") || languageOf(p) !== "en")).toEqual([]);
    for (const p of pages) {
      expect(p.$('link[rel="alternate"][hreflang]'), p.path).toHaveLength(0);
      expect(p.$("[data-language-switch]"), p.path).toHaveLength(0);
    }
  });
});

// Content edits are data edits: a new model appears everywhere, and a broken fact stops the build
// with the file, the entry and the field named.
import { budget } from "../helpers/budget.ts";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { buildFixture as buildCopy, removeFixture, replaceOnce, type FixtureBuild } from "../helpers/build-fixture.ts";
import { loadPages, page } from "../helpers/built-site.ts";
import * as cheerio from "cheerio";
import { readFileSync, writeFileSync } from "node:fs";
import booking from "../../site/_data/booking.ts";
import business from "../../site/_data/business.ts";
import faq from "../../site/_data/faq.ts";
import models from "../../site/_data/models.ts";

// A series newer than any in the data, so the new model heads the menu whatever the shop's models.
const SERIES = Math.max(...models.map((m) => m.series)) + 1;
const newModel = (screen: string) => `
  {
    name: "iPhone ${SERIES} Pro", slug: "iphone-${SERIES}-pro-repair", series: ${SERIES}, year: 2025,
    display: { inches: 6.3, kind: "Super Retina XDR OLED with ProMotion" }, camera: "48MP triple camera", port: "USB-C",
    description: "A test model added by a fixture.",
    prices: { screen: ${screen} },
  },`;
const SPANISH_MODELS_START =
  "entry: z.strictObject({ description: words, camera: words, displayKind: words }),\n  },\n  {";
const newSpanish = `
    "iphone-${SERIES}-pro-repair": {
      displayKind: "Super Retina XDR OLED con ProMotion",
      camera: "cámara triple de 48 MP",
      description: "Un modelo de prueba que agrega un fixture.",
    },`;
// A fixture build is a whole Eleventy run: slow on a busy 2-core machine, so generous.
const BUILD = { timeout: budget(180_000) };
const MODELS_START = "defineContent(import.meta.url, ModelsSchema, [";
const city = `${business.address.city}, ${business.address.state}`;

// Each test's copy of site/ is removed after it, passed or failed.
const built: FixtureBuild[] = [];
const buildFixture = async (...args: Parameters<typeof buildCopy>) => {
  const build = await buildCopy(...args);
  built.push(build);
  return build;
};
afterEach(() => {
  for (const build of built.splice(0)) removeFixture(build);
});

describe("adding a 24th model", () => {
  it("adds its page, menu link, sitemap entry, pricing row and other-models links", BUILD, async () => {
    const build = await buildFixture("extra-model", (site) => {
      replaceOnce(path.join(site, "_data/models.ts"), MODELS_START, `${MODELS_START}${newModel("329")}`);
      // A shop that speaks Spanish adds the model's words there too (without them the build stops).
      if (business.languages.includes("es"))
        replaceOnce(
          path.join(site, "_data/es/models.ts"),
          SPANISH_MODELS_START,
          `${SPANISH_MODELS_START}${newSpanish}`,
        );
    });
    expect(build.ok, build.output).toBe(true);
    const pages = loadPages(build.dist);
    const href = `/iphone-${SERIES}-pro-repair/`;

    const own = page(pages, href);
    expect(own.$("h1").text()).toBe(`iPhone ${SERIES} Pro Repair in ${city}`);
    expect(own.$("#services .price").first().text()).toBe("Starting at $329");

    // Each page's menu links the page in its own language (/es/... on a Spanish page).
    for (const p of pages) expect(p.$(`.models-nav a[href$="${href}"]`).length, p.path).toBe(1);
    if (business.languages.includes("es"))
      expect(page(pages, `/es${href}`).$("h1").text()).toContain(`iPhone ${SERIES} Pro`);
    expect(page(pages, "/").$(".models-nav__series").first().text()).toBe(`iPhone ${SERIES} Series`);
    expect(page(pages, "/").$(`#more-repairs a[href="${href}"]`)).toHaveLength(1);

    const sitemap = cheerio.load(readFileSync(path.join(build.dist, "sitemap.xml"), "utf8"), { xml: true });
    expect(
      sitemap("loc")
        .toArray()
        .map((l) => sitemap(l).text()),
    ).toContain(`${business.siteUrl}${href}`);

    const pricing = page(pages, "/pricing/").$;
    const row = pricing(`table.pricing tr:has(a[href="${href}"])`);
    expect(row.find("td").first().text()).toBe("$329");

    const listing = pages.filter((p) => p.$(`section[aria-labelledby="other-title"] a[href="${href}"]`).length === 1);
    expect(listing.length, "model pages listing it among other models").toBeGreaterThan(0);
  });
});

describe("invalid content", () => {
  it("stops the build naming the file, the entry and the field", BUILD, async () => {
    const build = await buildFixture("bad-price", (site) => {
      replaceOnce(path.join(site, "_data/models.ts"), MODELS_START, `${MODELS_START}${newModel('"two hundred"')}`);
    });
    expect(build.ok).toBe(false);
    expect(build.output).toMatch(/Invalid content in .*site\/_data\/models\.ts/);
    expect(build.output).toContain(`entry 1 ("iPhone ${SERIES} Pro"), field "prices.screen"`);
    expect(build.output).toMatch(/expected number/);
  });

  it("names the field of the business profile too", BUILD, async () => {
    const build = await buildFixture("bad-phone", (site) => {
      replaceOnce(
        path.join(site, "_data/business.ts"),
        `e164: "${business.phone.e164}"`,
        `e164: "${business.phone.display}"`,
      );
    });
    expect(build.ok).toBe(false);
    expect(build.output).toMatch(/Invalid content in .*site\/_data\/business\.ts/);
    expect(build.output).toContain('field "phone.e164": expected an E.164 number');
  });

  it("stops on a misspelled field, naming it and the field meant, rather than dropping it", BUILD, async () => {
    const build = await buildFixture("misspelled-field", (site) => {
      replaceOnce(path.join(site, "_data/business.ts"), "specialHours: [", "specialHour: [");
    });
    expect(build.ok).toBe(false);
    expect(build.output).toMatch(/Invalid content in .*site\/_data\/business\.ts/);
    expect(build.output).toContain('field "specialHour": unknown field — did you mean "specialHours"?');
  });
});

describe("languages", () => {
  const spanish = business.languages.includes("es");

  it.runIf(spanish)(
    "stops the build on a missing Spanish word, naming the file, the entry and the field",
    BUILD,
    async () => {
      const [first] = faq;
      const build = await buildFixture("missing-translation", (site) => {
        const file = path.join(site, "_data/es/faq.ts");
        // The first question's Spanish entry loses its question; its answer stays.
        const entry = new RegExp(`(["']?${first!.id}["']?: \\{\\s*)question: [^\\n]*\\n(?:[^\\n]*\\n)??(\\s*answer)`);
        const source = readFileSync(file, "utf8");
        expect(source).toMatch(entry);
        writeFileSync(file, source.replace(entry, "$1$2"));
      });
      expect(build.ok).toBe(false);
      expect(build.output).toMatch(/Invalid content in .*site\/_data\/es\/faq\.ts/);
      expect(build.output).toContain(`entry 1 ("${first!.id}"), field "question": missing the Spanish translation`);
    },
  );

  it.runIf(spanish && booking.terms !== undefined)(
    "stops the build on a section of the repair terms without its Spanish, naming the file and the field",
    BUILD,
    async () => {
      const build = await buildFixture("missing-terms-translation", (site) => {
        // The owner adds a section to the English terms and forgets its Spanish.
        replaceOnce(
          path.join(site, "_data/booking.ts"),
          "sections: [",
          'sections: [\n      { key: "deposit", title: "Deposit", text: "We ask no deposit for a repair." },',
        );
      });
      expect(build.ok).toBe(false);
      expect(build.output).toMatch(/Invalid content in .*site\/_data\/es\/booking\.ts/);
      expect(build.output).toContain('field "terms.sections.deposit": missing the Spanish translation');
    },
  );

  it.runIf(spanish)(
    "builds no Spanish page, alternate or switch for a shop that lists English alone",
    BUILD,
    async () => {
      const build = await buildFixture("english-only", (site) => {
        replaceOnce(path.join(site, "_data/business.ts"), 'languages: ["en", "es"]', 'languages: ["en"]');
      });
      expect(build.ok, build.output).toBe(true);
      const pages = loadPages(build.dist);
      expect(pages.filter((p) => p.path.startsWith("/es/"))).toEqual([]);
      for (const p of pages) {
        expect(p.$('link[rel="alternate"][hreflang]'), p.path).toHaveLength(0);
        expect(p.$("[data-language-switch]"), p.path).toHaveLength(0);
      }
      expect(readFileSync(path.join(build.dist, "sitemap.xml"), "utf8")).not.toContain("xhtml:link");
    },
  );
});

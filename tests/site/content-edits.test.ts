// Content edits are data edits: a new model appears everywhere, and a shop that lists English alone
// gets no Spanish page. What a broken fact does to the build is in content-errors.test.ts.
import path from "node:path";
import { describe, expect, it } from "vitest";
import { replaceOnce } from "../helpers/build-fixture.ts";
import { loadPages, page } from "../helpers/built-site.ts";
import { BUILD, fixtureBuilds, MODELS_START, newModel, SERIES } from "../helpers/content-edit.ts";
import * as cheerio from "cheerio";
import { readFileSync } from "node:fs";
import business from "../../site/_data/business.ts";

const SPANISH_MODELS_START =
  "entry: z.strictObject({ description: words, camera: words, displayKind: words }),\n  },\n  {";
const newSpanish = `
    "iphone-${SERIES}-pro-repair": {
      displayKind: "Super Retina XDR OLED con ProMotion",
      camera: "cámara triple de 48 MP",
      description: "Un modelo de prueba que agrega un fixture.",
    },`;
const city = `${business.address.city}, ${business.address.state}`;
const buildFixture = fixtureBuilds();

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

describe("languages", () => {
  const spanish = business.languages.includes("es");

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

// Content edits are data edits: a new model appears everywhere, and a broken fact stops the build
// with the file, the entry and the field named.
import path from "node:path";
import { describe, expect, it } from "vitest";
import { buildFixture, replaceOnce } from "../helpers/build-fixture.ts";
import { loadPages, page } from "../helpers/built-site.ts";
import * as cheerio from "cheerio";
import { readFileSync } from "node:fs";

const NEW_MODEL = `
  {
    name: "iPhone 17 Pro", slug: "iphone-17-pro-repair", series: 17, year: 2025,
    display: { inches: 6.3, kind: "Super Retina XDR OLED with ProMotion" }, camera: "48MP triple camera", port: "USB-C",
    description: "A test model added by a fixture.",
    prices: { screen: 329 },
  },`;

describe("adding a 24th model", () => {
  it("adds its page, menu link, sitemap entry, pricing row and other-models links", async () => {
    const build = await buildFixture("extra-model", (site) => {
      replaceOnce(path.join(site, "_data/models.ts"), "defineContent(import.meta.url, ModelsSchema, [", `defineContent(import.meta.url, ModelsSchema, [${NEW_MODEL}`);
    });
    expect(build.ok, build.output).toBe(true);
    const pages = loadPages(build.dist);
    const href = "/iphone-17-pro-repair/";

    const own = page(pages, href);
    expect(own.$("h1").text()).toBe("iPhone 17 Pro Repair in Macon, GA");
    expect(own.$("#services .price").first().text()).toBe("Starting at $329");

    for (const p of pages) expect(p.$(`.models-nav a[href="${href}"]`).length, p.path).toBe(1);
    expect(page(pages, "/").$(".models-nav__series").first().text()).toBe("iPhone 17 Series");
    expect(page(pages, "/").$(`#more-repairs a[href="${href}"]`)).toHaveLength(1);

    const sitemap = cheerio.load(readFileSync(path.join(build.dist, "sitemap.xml"), "utf8"), { xml: true });
    expect(sitemap("loc").toArray().map((l) => sitemap(l).text())).toContain(`http://localhost:8080${href}`);

    const pricing = page(pages, "/pricing/").$;
    const row = pricing(`table.pricing tr:has(a[href="${href}"])`);
    expect(row.find("td").first().text()).toBe("$329");

    const sixteenPro = page(pages, "/iphone-16-pro-repair/").$;
    expect(sixteenPro(`section[aria-labelledby="other-title"] a[href="${href}"]`)).toHaveLength(1);
  });
});

describe("invalid content", () => {
  it("stops the build naming the file, the entry and the field", async () => {
    const build = await buildFixture("bad-price", (site) => {
      replaceOnce(path.join(site, "_data/models.ts"), 'prices: { screen: 219, battery: 89,', 'prices: { screen: "two hundred", battery: 89,');
    });
    expect(build.ok).toBe(false);
    expect(build.output).toMatch(/Invalid content in .*site\/_data\/models\.ts/);
    expect(build.output).toContain('entry 14 ("iPhone 13 Pro"), field "prices.screen"');
    expect(build.output).toMatch(/expected number/);
  });

  it("names the field of the business profile too", async () => {
    const build = await buildFixture("bad-phone", (site) => {
      replaceOnce(path.join(site, "_data/business.ts"), 'e164: "+14785550142"', 'e164: "478-555-0142"');
    });
    expect(build.ok).toBe(false);
    expect(build.output).toMatch(/Invalid content in .*site\/_data\/business\.ts/);
    expect(build.output).toContain('field "phone.e164": expected an E.164 number');
  });
});

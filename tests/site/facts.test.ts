// The facts a visitor relies on are the same everywhere, and prices are exactly the shop's.
import { describe, expect, it } from "vitest";
import business from "../../site/_data/business.ts";
import models from "../../site/_data/models.ts";
import { bodyText, loadPages, page } from "../helpers/built-site.ts";

const pages = loadPages();

// The seed's published 'starting at' prices (screen, battery, camera, charging port, water damage, speaker);
// null where the seed gives none. Written out here on purpose: the data must match the source.
const SEED_PRICES: Record<string, Array<number | null>> = {
  "iphone-13-mini-repair": [179, 79, 129, 99, 149, 79],
  "iphone-13-pro-repair": [219, 89, null, 99, 149, 79],
  "iphone-13-pro-max-repair": [249, 89, null, 99, 149, 79],
  "iphone-14-repair": [179, 89, 129, 99, 149, 79],
  "iphone-14-plus-repair": [199, 89, 129, 99, 149, 79],
  "iphone-14-pro-repair": [229, 89, 149, 99, 149, 79],
  "iphone-14-pro-max-repair": [259, 89, 149, 99, 149, 79],
  "iphone-15-plus-repair": [249, 99, 149, 109, 159, 89],
  "iphone-15-pro-repair": [279, 99, 169, 109, 159, 89],
  "iphone-15-pro-max-repair": [309, 99, 169, 109, 159, 89],
};
const SERVICES = ["Screen Replacement", "Battery Replacement", "Camera Repair", "Charging Port Repair", "Water Damage Repair", "Speaker Repair"];
const OFFER = `$${business.offer.amountOff}`;

function serviceCards(path: string) {
  const { $ } = page(pages, path);
  return $("#services .card")
    .toArray()
    .map((card) => ({ title: $(card).find("h3").text(), price: $(card).find(".price").text() }));
}

describe("prices", () => {
  it.each(Object.entries(SEED_PRICES))("%s shows the seed's starting prices, in service order", (slug, prices) => {
    const cards = serviceCards(`/${slug}/`);
    expect(cards.map((c) => c.title.replace(/^.* (?=\S+ \S+$)/, ""))).toEqual(
      SERVICES.map((s) => s.split(" ").slice(-2).join(" ")),
    );
    expect(cards.map((c) => c.price)).toEqual(prices.map((p) => (p === null ? "Call for a quote" : `Starting at $${p}`)));
  });

  it("shows no dollar amount on an unpriced model page but the weekly offer", () => {
    const unpriced = models.filter((m) => !(m.slug in SEED_PRICES));
    expect(unpriced).toHaveLength(13);
    for (const model of unpriced) {
      const text = bodyText(page(pages, `/${model.slug}/`));
      const amounts = text.match(/\$\d+/g) ?? [];
      expect(amounts.every((a) => a === OFFER), `${model.slug}: ${amounts.join(", ")}`).toBe(true);
      expect(serviceCards(`/${model.slug}/`).map((c) => c.price)).toEqual(Array(6).fill("Call for a quote"));
    }
  });

  it("charts exactly the same prices on /pricing/", () => {
    const { $ } = page(pages, "/pricing/");
    const rows = $("table.pricing tbody tr").toArray();
    expect(rows).toHaveLength(models.length);
    for (const row of rows) {
      const slug = $(row).find("th a").attr("href")!.replaceAll("/", "");
      const cells = $(row).find("td").toArray().map((td) => $(td).text());
      const expected = SEED_PRICES[slug] ?? Array(6).fill(null);
      expect(cells, slug).toEqual(expected.map((p) => (p === null ? "Call" : `$${p}`)));
    }
  });

  it("gives the seed's per-model repair minutes where it has them", () => {
    const minutes: Record<string, [number, number]> = {
      "iphone-12-mini-repair": [25, 15],
      "iphone-12-pro-max-repair": [60, 35],
      "iphone-13-repair": [30, 20],
      "iphone-15-repair": [30, 20],
      "iphone-16-repair": [30, 20],
      "iphone-16-plus-repair": [45, 25],
      "iphone-16-pro-repair": [45, 25],
      "iphone-16-pro-max-repair": [60, 35],
    };
    for (const [slug, [screen, battery]] of Object.entries(minutes)) {
      const { $ } = page(pages, `/${slug}/`);
      const meta = $("#services .card .card__meta").toArray().map((m) => $(m).text());
      expect(meta[0], slug).toContain(`About ${screen} minutes`);
      expect(meta[1], slug).toContain(`About ${battery} minutes`);
    }
  });
});

describe("one set of facts across the whole site", () => {
  const texts = pages.map((p) => ({ path: p.path, text: bodyText(p), $: p.$ }));

  it("uses one phone number, in text and in every call link", () => {
    const displayed = new Set(texts.flatMap((t) => t.text.match(/\(\d{3}\) \d{3}-\d{4}/g) ?? []));
    expect([...displayed]).toEqual([business.phone.display]);
    const telLinks = new Set(pages.flatMap((p) => p.$('a[href^="tel:"]').toArray().map((a) => p.$(a).attr("href"))));
    expect([...telLinks]).toEqual([`tel:${business.phone.e164}`]);
    for (const p of pages) expect(p.$('a[href^="tel:"]').length, p.path).toBeGreaterThan(0);
  });

  it("uses one street address and one directions link", () => {
    const streets = new Set(texts.flatMap((t) => t.text.match(/\d+ [A-Z][a-z]+ (Parkway|Street|St|Ave|Road)\b/g) ?? []));
    expect([...streets]).toEqual([business.address.street]);
    expect(texts.every((t) => !/31201|Main Street|RepairPro/.test(t.text))).toBe(true);
    const maps = new Set(
      pages.flatMap((p) => p.$('a[href*="google.com/maps/search"]').toArray().map((a) => p.$(a).attr("href"))),
    );
    expect([...maps]).toEqual([`https://www.google.com/maps/search/?api=1&query=${encodeURIComponent("3742 Eisenhower Parkway, Macon, GA 31206")}`]);
    for (const p of pages) {
      p.$('a[href*="google.com/maps"]').each((_, a) => {
        expect(p.$(a).attr("target")).toBe("_blank");
        expect(p.$(a).attr("rel")).toContain("noopener");
      });
    }
  });

  it("states one warranty", () => {
    const warranties = new Set(texts.flatMap((t) => t.text.match(/\d+[- ]day(s)? warranty|\d+ days? (on|warranty)/gi) ?? []).map((w) => w.match(/\d+/)![0]));
    expect([...warranties]).toEqual([String(business.warranty.days)]);
    expect(texts.some((t) => /90[- ]day/i.test(t.text))).toBe(false);
  });

  it("states one set of hours", () => {
    const hours = new Set(texts.flatMap((t) => t.text.match(/\d{1,2}:\d{2} [AP]M – \d{1,2}:\d{2} [AP]M/g) ?? []));
    expect([...hours]).toEqual(["10:00 AM – 6:00 PM"]);
    expect(texts.some((t) => /9:00 AM|4:00 PM/.test(t.text))).toBe(false);
  });

  it("shows the claims from the profile on the home page", () => {
    const home = texts.find((t) => t.path === "/")!.text;
    for (const claim of ["Same-Day", "30 minutes", "200+", "5.0", "$10 off screen repairs this week", "Macon, GA 31206"]) {
      expect(home).toContain(claim);
    }
    expect(home).toContain(`© ${new Date().getFullYear()}`);
  });
});

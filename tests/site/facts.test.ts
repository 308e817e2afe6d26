// The facts a visitor relies on are the same everywhere, and prices are exactly the shop's.
import { describe, expect, it } from "vitest";
import { formatRange } from "#shop/schedule.ts";
import {
  business,
  capitalize,
  cityLine,
  formatPrice,
  happyCustomersText,
  mapsUrl,
  modelPath,
  models,
  offerText,
  ratingText,
  repairTime,
  schedule,
  services,
} from "#shop/facts.ts";
import { bodyText, builtAt, loadPages, page } from "../helpers/built-site.ts";

const pages = loadPages();

const OFFER = `$${business.offer.amountOff}`;

function serviceCards(path: string) {
  const { $ } = page(pages, path);
  return $("#services .card")
    .toArray()
    .map((card) => ({
      title: $(card).find("h3").text(),
      price: $(card).find(".price").text(),
      meta: $(card).find(".card__meta").text(),
    }));
}

const cardPrice = (price: number | undefined) =>
  price === undefined ? "Call for a quote" : `Starting at ${formatPrice(price)}`;

describe("prices", () => {
  it.each(models.map((m) => [m.slug, m] as const))(
    "%s shows its own starting prices and times, in service order",
    (_, model) => {
      const cards = serviceCards(modelPath(model));
      expect(cards.map((c) => c.title)).toEqual(
        services.map((s) => expect.stringContaining(s.name.split(" ").slice(-2).join(" "))),
      );
      expect(cards.map((c) => c.price)).toEqual(services.map((s) => cardPrice(model.prices[s.key])));
      cards.forEach((card, i) => expect(card.meta).toContain(capitalize(repairTime(model, services[i]!.key))));
    },
  );

  it("shows no dollar amount on an unpriced model page but the weekly offer", () => {
    const unpriced = models.filter((m) => Object.keys(m.prices).length === 0);
    for (const model of unpriced) {
      const text = bodyText(page(pages, modelPath(model)));
      const amounts = text.match(/\$\d+/g) ?? [];
      expect(
        amounts.every((a) => a === OFFER),
        `${model.slug}: ${amounts.join(", ")}`,
      ).toBe(true);
      expect(serviceCards(modelPath(model)).map((c) => c.price)).toEqual(
        Array(services.length).fill("Call for a quote"),
      );
    }
  });

  it("charts exactly the same prices on /pricing/", () => {
    const { $ } = page(pages, "/pricing/");
    const rows = $("table.pricing tbody tr").toArray();
    expect(rows).toHaveLength(models.length);
    for (const row of rows) {
      const slug = $(row).find("th a").attr("href")!.replaceAll("/", "");
      const model = models.find((m) => m.slug === slug)!;
      const cells = $(row)
        .find("td")
        .toArray()
        .map((td) => $(td).text());
      expect(cells, slug).toEqual(
        services.map((s) => (model.prices[s.key] === undefined ? "Call" : formatPrice(model.prices[s.key]!))),
      );
    }
  });
});

describe("one set of facts across the whole site", () => {
  const texts = pages.map((p) => ({ path: p.path, text: bodyText(p), $: p.$ }));
  /** The distinct hrefs of the links `selector` finds, across every page. */
  const hrefs = (selector: string) =>
    new Set(
      pages.flatMap((p) =>
        p
          .$(selector)
          .toArray()
          .map((a) => p.$(a).attr("href")),
      ),
    );

  it("uses one phone number, in text and in every call link", () => {
    const displayed = new Set(texts.flatMap((t) => t.text.match(/\(\d{3}\) \d{3}-\d{4}/g) ?? []));
    expect([...displayed]).toEqual([business.phone.display]);
    const telLinks = hrefs('a[href^="tel:"]');
    expect([...telLinks]).toEqual([`tel:${business.phone.e164}`]);
    for (const p of pages) expect(p.$('a[href^="tel:"]').length, p.path).toBeGreaterThan(0);
  });

  it("uses one street address and one directions link", () => {
    const streets = new Set(
      texts.flatMap(
        (t) =>
          t.text.match(
            /\d+ [A-Z][a-z]+ (Parkway|Pkwy|Street|St|Avenue|Ave|Road|Rd|Boulevard|Blvd|Drive|Dr|Lane|Ln|Way|Highway|Hwy)\b/g,
          ) ?? [],
      ),
    );
    expect([...streets]).toEqual([business.address.street]);
    const maps = hrefs('a[href*="google.com/maps/search"]');
    expect([...maps]).toEqual([mapsUrl]);
    for (const p of pages) {
      p.$('a[href*="google.com/maps"]').each((_, a) => {
        expect(p.$(a).attr("target")).toBe("_blank");
        expect(p.$(a).attr("rel")).toContain("noopener");
      });
    }
  });

  it("states one warranty", () => {
    const warranties = new Set(
      texts
        .flatMap((t) => t.text.match(/\d+[- ]day(s)? warranty|\d+ days? (on|warranty)/gi) ?? [])
        .map((w) => w.match(/\d+/)![0]),
    );
    expect([...warranties]).toEqual([String(business.warranty.days)]);
  });

  it("states one set of hours: the weekly ranges, and only the special days' own", () => {
    const shown = new Set(texts.flatMap((t) => t.text.match(/\d{1,2}:\d{2} [AP]M – \d{1,2}:\d{2} [AP]M/g) ?? []));
    const weekly = new Set(business.hours.map(formatRange));
    const special = business.specialHours.flatMap((s) =>
      s.opens && s.closes ? [formatRange({ opens: s.opens, closes: s.closes })] : [],
    );
    for (const range of weekly) expect(shown).toContain(range);
    for (const range of shown) expect([...weekly, ...special]).toContain(range);
    const home = texts.find((t) => t.path === "/")!.text;
    for (const line of schedule.groupedLines()) expect(home).toContain(`${line.days}: ${line.time}`);
  });

  it("shows the claims from the profile on the home page", () => {
    const home = texts.find((t) => t.path === "/")!.text;
    for (const claim of [
      "Same-Day",
      `${business.averageRepairMinutes} minutes`,
      happyCustomersText,
      ratingText,
      offerText,
      cityLine,
    ]) {
      expect(home).toContain(claim);
    }
    // The shop's year when the page was built (near New Year, not the machine's UTC year).
    expect(home).toContain(`© ${schedule.localTime(builtAt()).date.slice(0, 4)}`);
  });
});

// The opening hours as the built pages and their JSON-LD carry them, read against the schedule built
// from site/_data (so this holds for any shop: `npm run test:second-shop` runs it with a split-day,
// other-time-zone schedule and other holidays).
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { load } from "cheerio";
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { SpecialDays } from "../../site/ui/layout/Hours.tsx";
import { business, schedule } from "#shop/facts.ts";
import { addDays } from "#shop/clock.ts";
import { formatRange } from "#shop/schedule.ts";
import { specialOpeningHours } from "../../site/ui/layout/structured-data.ts";
import {
  builtAt,
  DIST,
  englishPages,
  isNotFound,
  jsonLdNodes,
  languageOf,
  loadPages,
  page,
} from "../helpers/built-site.ts";

const pages = loadPages();
const shopOn = (path: string) =>
  jsonLdNodes(page(pages, path)).find((n) => n["@type"] === "MobilePhoneStore") as Record<string, any>;
const day = (d: string) => `https://schema.org/${d}`;

describe("hours on the pages", () => {
  it("lists the weekly hours grouped by shared hours, closed days last, in the location block and the footer", () => {
    const { $ } = page(pages, "/");
    const expected = schedule.groupedLines().map((l) => `${l.days}: ${l.time}`);
    const lines = (list: ReturnType<typeof $>) =>
      list
        .find("li")
        .toArray()
        .map((li) => $(li).text().replace(/\s+/g, " ").trim());
    expect(lines($(".contact-list .hours").first())).toEqual(expected);
    expect(lines($(".site-footer .hours").first())).toEqual(expected);
    // Every weekday is said exactly once.
    const days = schedule.groups().flatMap((g) => g.days);
    expect([...days].sort()).toEqual(["Friday", "Monday", "Saturday", "Sunday", "Thursday", "Tuesday", "Wednesday"]);
  });

  // In every language: the script words the line in the page's (shop/status-words.ts).
  it("has a status line on every page, empty until the browser fills it, and the script that fills it", () => {
    for (const p of pages) {
      expect(p.$("[data-open-status]").length, p.path).toBeGreaterThan(0);
      expect(p.$("[data-open-status]").first().text(), p.path).toBe("");
      const script = languageOf(p) === "en" ? "/assets/open-status.js" : `/assets/open-status.${languageOf(p)}.js`;
      expect(p.$(`script[type="module"][src="${script}"]`), p.path).toHaveLength(1);
      expect(existsSync(path.join(DIST, script)), script).toBe(true);
    }
  });

  it("lists the special days still to come, with their label and hours", () => {
    const coming = schedule.upcomingSpecials(builtAt(), { withinDays: 90, limit: 4 });
    const { $ } = page(pages, "/");
    const listed = $(".contact-list [data-special-date]").toArray();
    // The build may be a little older than this run: what it lists is at least what is still to come.
    const dates = listed.map((li) => $(li).attr("data-special-date"));
    for (const s of coming.slice(0, Math.max(0, coming.length - 1))) expect(dates).toContain(s.date);
    for (const li of listed) {
      const special = business.specialHours.find((s) => s.date === $(li).attr("data-special-date"))!;
      expect(special).toBeDefined();
      const text = $(li).text();
      expect(text).toContain(special.label);
      expect(text).toContain(
        special.closed ? "Closed" : formatRange({ opens: special.opens!, closes: special.closes! }),
      );
    }
  });
});

// The built pages list the special days still to come on the day of the build: once the data's last
// one has passed (the sample's is New Year's Day 2027), they list none and the tests above check
// nothing. Here the clock is set: the day before each special day of the data, the pages' block and
// the JSON-LD announce it; after the last one, neither says anything.
describe("special days, on the day before each and after the last", () => {
  const specials = business.specialHours;
  /** Noon UTC of a date: that same date in every shop zone from UTC-11 to UTC+11. */
  const noonOf = (date: string) => new Date(`${date}T12:00:00Z`);
  const listedOn = (now: Date) => {
    const $ = load(renderToStaticMarkup(createElement(SpecialDays, { now })));
    return $("[data-special-date]")
      .toArray()
      .map((li) => ({ date: $(li).attr("data-special-date"), text: $(li).text() }));
  };

  it.skipIf(specials.length === 0)(
    "the day before a special day, the hours block lists it with its label and hours, and the JSON-LD carries it",
    () => {
      for (const special of specials) {
        const now = noonOf(addDays(special.date, -1));
        expect(schedule.localTime(now).date, "the shop's date then").toBe(addDays(special.date, -1));
        const item = listedOn(now).find((l) => l.date === special.date);
        expect(item, `${special.label} listed on the day before`).toBeDefined();
        expect(item!.text).toContain(special.label);
        expect(item!.text).toContain(
          special.closed ? "Closed" : formatRange({ opens: special.opens!, closes: special.closes! }),
        );
        expect(
          specialOpeningHours(now).find((spec) => spec.validFrom === special.date),
          `${special.label} in the JSON-LD`,
        ).toMatchObject({
          validThrough: special.date,
          opens: special.closed ? "00:00" : special.opens,
          closes: special.closed ? "00:00" : special.closes,
        });
      }
    },
  );

  it.skipIf(specials.length === 0)("after the last special day, neither the pages nor the JSON-LD list one", () => {
    const last = specials
      .map((s) => s.date)
      .sort()
      .at(-1)!;
    const after = noonOf(addDays(last, 1));
    expect(listedOn(after)).toEqual([]);
    expect(renderToStaticMarkup(createElement(SpecialDays, { now: after }))).toBe("");
    expect(specialOpeningHours(after)).toEqual([]);
  });
});

describe("hours in the JSON-LD", () => {
  const shop = shopOn("/");

  it("gives one openingHoursSpecification per group of days and per range (a lunch break is two)", () => {
    const expected = schedule
      .groups()
      .flatMap((g) => g.ranges.map((r) => ({ days: g.days.map(day), opens: r.opens, closes: r.closes })));
    expect(
      shop.openingHoursSpecification.map((s: any) => ({ days: s.dayOfWeek, opens: s.opens, closes: s.closes })),
    ).toEqual(expected);
    for (const spec of shop.openingHoursSpecification) expect(spec["@type"]).toBe("OpeningHoursSpecification");
    // Every open weekly range of the data is there, on its days.
    for (const entry of business.hours)
      for (const d of entry.days)
        expect(
          shop.openingHoursSpecification.some(
            (s: any) => s.dayOfWeek.includes(day(d)) && s.opens === entry.opens && s.closes === entry.closes,
          ),
          `${d} ${entry.opens}-${entry.closes}`,
        ).toBe(true);
  });

  it("gives each coming special day a specialOpeningHoursSpecification; a closed day opens and closes at 00:00", () => {
    const specs = shop.specialOpeningHoursSpecification as any[];
    const today = schedule.localTime(builtAt()).date;
    for (const special of business.specialHours.filter((s) => s.date >= today)) {
      const spec = specs.find((s) => s.validFrom === special.date);
      expect(spec, special.date).toBeDefined();
      expect(spec).toMatchObject({
        "@type": "OpeningHoursSpecification",
        validThrough: special.date,
        opens: special.closed ? "00:00" : special.opens,
        closes: special.closed ? "00:00" : special.closes,
      });
    }
    // Nothing long past is published.
    const built = readFileSync(path.join(DIST, "index.html"), "utf8");
    expect(built).toContain("specialOpeningHoursSpecification");
    for (const spec of specs)
      expect(spec.validThrough >= schedule.localTime(new Date(builtAt().getTime() - 7 * 86_400_000)).date).toBe(true);
  });

  // On every page in English; the Spanish pages have it in Spanish (languages.test.ts).
  it("is the same business node on every page", () => {
    const first = JSON.stringify(shop);
    for (const p of englishPages(pages).filter((p) => !isNotFound(p)))
      expect(JSON.stringify(shopOn(p.path)), p.path).toBe(first);
  });
});

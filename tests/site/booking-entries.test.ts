// The ways into booking (every 'Schedule Repair' books a real slot, and no button is ever dead):
// 'Schedule Repair' on every model page books that model, the home page and /pricing/ have 'Book a
// repair', and the business's JSON-LD offers a ReserveAction at /book/; with booking switched off in
// booking.ts every one of them calls the shop instead, and the JSON-LD offers nothing. Facts come from
// site/_data, never from literals.
import * as cheerio from "cheerio";
import { budget } from "../helpers/budget.ts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import booking from "../../site/_data/booking.ts";
import business from "../../site/_data/business.ts";
import models from "../../site/_data/models.ts";
import { absoluteUrl } from "#shop/facts.ts";
import { buildFixture, removeFixture, replaceOnce, type FixtureBuild } from "../helpers/build-fixture.ts";
import { loadPages, page, type BuiltPage } from "../helpers/built-site.ts";
import { es } from "../../site/ui/i18n/es.ts";

const tel = `tel:${business.phone.e164}`;
const linkNamed = ($: cheerio.CheerioAPI, name: string) => $("a").filter((_, a) => $(a).text().trim() === name);

/** The LocalBusiness node of a page's JSON-LD graph. */
function businessNode(p: BuiltPage): Record<string, unknown> | undefined {
  const graph = JSON.parse(p.$('script[type="application/ld+json"]').text())["@graph"] as Array<
    Record<string, unknown>
  >;
  return graph.find((node) => node["@type"] === "MobilePhoneStore");
}

function expectBookingOn(pages: BuiltPage[]) {
  for (const model of models) {
    const { $ } = page(pages, `/${model.slug}/`);
    const schedule = linkNamed($, "Schedule Repair");
    expect(schedule, model.slug).toHaveLength(1);
    const href = new URL(schedule.attr("href")!, business.siteUrl);
    expect(href.pathname).toBe("/book/");
    expect(href.searchParams.get("model")).toBe(model.slug);
  }
  for (const path of ["/", "/pricing/"]) {
    const book = linkNamed(page(pages, path).$, "Book a repair");
    expect(book, path).toHaveLength(1);
    expect(book.attr("href"), path).toBe("/book/");
  }
  const home = businessNode(page(pages, "/"))!;
  expect(home.potentialAction).toMatchObject({
    "@type": "ReserveAction",
    target: { "@type": "EntryPoint", urlTemplate: absoluteUrl("/book/") },
  });
  expect(new URL((home.potentialAction as { target: { urlTemplate: string } }).target.urlTemplate).origin).toBe(
    new URL(business.siteUrl).origin,
  );
}

describe("booking entries, as the shop's booking.ts has them", () => {
  it(
    booking.enabled
      ? "lead to /book/ (the model in the query) and the JSON-LD offers a ReserveAction"
      : "call the shop",
    () => {
      const pages = loadPages();
      if (booking.enabled) return expectBookingOn(pages);
      for (const model of models)
        expect(linkNamed(page(pages, `/${model.slug}/`).$, "Schedule Repair").attr("href")).toBe(tel);
      expect(businessNode(page(pages, "/"))!.potentialAction).toBeUndefined();
    },
  );
});

describe.runIf(booking.enabled && business.languages.includes("es"))("the Spanish pages' ways into booking", () => {
  it("lead to /es/book/, the Spanish form (the model in the query), and its JSON-LD offers it", () => {
    const pages = loadPages();
    for (const model of models) {
      const schedule = linkNamed(page(pages, `/es/${model.slug}/`).$, es.model.schedule);
      expect(schedule, model.slug).toHaveLength(1);
      const href = new URL(schedule.attr("href")!, business.siteUrl);
      expect(href.pathname).toBe("/es/book/");
      expect(href.searchParams.get("model")).toBe(model.slug);
    }
    for (const path of ["/es/", "/es/pricing/"])
      expect(linkNamed(page(pages, path).$, es.actions.book).attr("href"), path).toBe("/es/book/");
    expect(businessNode(page(pages, "/es/"))!.potentialAction).toMatchObject({
      target: { urlTemplate: absoluteUrl("/es/book/") },
    });
  });
});

describe("booking switched off in booking.ts", () => {
  let build: FixtureBuild | undefined;
  let pages: BuiltPage[];
  beforeAll(async () => {
    build = await buildFixture("booking-off", (site) =>
      // The top-level switch, at the start of its line (reviewAsk has an `enabled` of its own).
      replaceOnce(`${site}/_data/booking.ts`, `\n  enabled: ${booking.enabled},`, "\n  enabled: false,"),
    );
    expect(build.ok, build.output).toBe(true);
    pages = loadPages(build.dist);
  }, budget(180_000));
  afterAll(() => removeFixture(build));

  it("makes 'Schedule Repair' call the shop again, the home page and /pricing/ offer 'Call to book', and no page links /book/", () => {
    for (const model of models) {
      const schedule = linkNamed(page(pages, `/${model.slug}/`).$, "Schedule Repair");
      expect(schedule, model.slug).toHaveLength(1);
      expect(schedule.attr("href")).toBe(tel);
    }
    for (const path of ["/", "/pricing/"]) {
      const { $ } = page(pages, path);
      expect(linkNamed($, "Book a repair"), path).toHaveLength(0);
      expect(linkNamed($, "Call to book").attr("href"), path).toBe(tel);
    }
    for (const p of pages) expect(p.$('a[href^="/book/"]').length, p.path).toBe(0);
  });

  it("leaves the ReserveAction out of the JSON-LD", () => {
    for (const p of pages.filter((p) => p.$('script[type="application/ld+json"]').length > 0)) {
      expect(businessNode(p)?.potentialAction, p.path).toBeUndefined();
    }
  });
});

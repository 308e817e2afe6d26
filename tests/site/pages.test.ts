// Every route of the site exists with its heading, title, canonical, social tags and JSON-LD.
import { describe, expect, it } from "vitest";
import business from "../../site/_data/business.ts";
import models from "../../site/_data/models.ts";
import { breadcrumbsFor } from "../../site/lib/breadcrumbs.ts";
import { jsonLdNodes, loadPages, page } from "../helpers/built-site.ts";

const pages = loadPages();
const site = business.siteUrl;

const routes = [
  { path: "/", h1: /iPhone Screen Repair in Macon, GA/ },
  { path: "/pricing/", h1: /^iPhone Repair Prices$/ },
  ...models.map((m) => ({ path: `/${m.slug}/`, h1: new RegExp(`^${m.name} Repair in Macon, GA$`) })),
];

describe("routes", () => {
  it("builds the home page, 23 model pages, pricing, the not-found page, sitemap and robots", () => {
    expect(models).toHaveLength(23);
    for (const route of routes) expect(pages.map((p) => p.path)).toContain(route.path);
    expect(pages.map((p) => p.path)).toContain("/404.html");
  });

  it.each(routes)("$path has its h1, title, description, canonical and social tags", ({ path, h1 }) => {
    const { $ } = page(pages, path);
    expect($("h1")).toHaveLength(1);
    expect($("h1").text().trim()).toMatch(h1);
    expect($("title").text()).toContain(business.name);
    expect($('meta[name="description"]').attr("content")?.length).toBeGreaterThan(50);
    expect($('meta[name="keywords"]').attr("content")).toBeTruthy();
    expect($('link[rel="canonical"]').attr("href")).toBe(`${site}${path}`);
    expect($('meta[property="og:url"]').attr("content")).toBe(`${site}${path}`);
    expect($('meta[property="og:title"]').attr("content")).toBe($("title").text());
    expect($('meta[name="twitter:card"]').attr("content")).toBe("summary_large_image");
    expect($("html").attr("lang")).toBe("en-US");
  });

  it("gives model pages their own title and description", () => {
    const titles = new Set(models.map((m) => page(pages, `/${m.slug}/`).$("title").text()));
    expect(titles.size).toBe(models.length);
  });

  it("serves a not-found page that says so, links home and logs the bad path", () => {
    const { $ } = page(pages, "/404.html");
    expect($("h1").text()).toBe("Oops! Page not found");
    expect($('a[href="/"]').filter((_, el) => $(el).text().trim() === "Return to Home")).toHaveLength(1);
    expect($('meta[name="robots"]').attr("content")).toBe("noindex");
    expect($('script[src="/assets/not-found.js"]')).toHaveLength(1);
  });
});

describe("structured data", () => {
  it.each(routes)("$path describes the business", ({ path }) => {
    const nodes = jsonLdNodes(page(pages, path));
    const shop = nodes.find((n) => n["@type"] === "MobilePhoneStore") as Record<string, any>;
    expect(shop).toBeDefined();
    expect(shop).toMatchObject({
      name: business.name,
      url: `${site}/`,
      telephone: business.phone.e164,
      email: business.email,
      priceRange: "$",
      paymentAccepted: "Cash, Credit Card",
      currenciesAccepted: "USD",
      address: { streetAddress: "3742 Eisenhower Parkway", addressLocality: "Macon", addressRegion: "GA", postalCode: "31206" },
      geo: { latitude: business.geo.lat, longitude: business.geo.lng },
      aggregateRating: { ratingValue: 5, reviewCount: 200 },
    });
    expect(shop.openingHoursSpecification).toEqual([
      {
        "@type": "OpeningHoursSpecification",
        dayOfWeek: ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"].map((d) => `https://schema.org/${d}`),
        opens: "10:00",
        closes: "18:00",
      },
    ]);
    expect(shop.review).toHaveLength(1);
    expect(shop.review[0].reviewRating.ratingValue).toBe(5);
    expect(shop.areaServed.map((a: { name: string }) => a.name)).toEqual([
      "Macon, GA",
      "Warner Robins, GA",
      "Perry, GA",
      "Forsyth, GA",
      "Gray, GA",
      "Middle Georgia",
    ]);
  });

  it("puts an FAQPage with all twelve questions on the home page only", () => {
    for (const p of pages) {
      const faq = jsonLdNodes(p).filter((n) => n["@type"] === "FAQPage");
      expect(faq, p.path).toHaveLength(p.path === "/" ? 1 : 0);
    }
    const [faq] = jsonLdNodes(page(pages, "/")).filter((n) => n["@type"] === "FAQPage") as any[];
    expect(faq.mainEntity).toHaveLength(12);
    expect(faq.mainEntity[0].acceptedAnswer.text).toBeTruthy();
  });

  it("gives each model page a service with its six repairs as an offer catalog, priced where known", () => {
    for (const model of models) {
      const service = jsonLdNodes(page(pages, `/${model.slug}/`)).find((n) => n["@type"] === "Service") as any;
      expect(service.url).toBe(`${site}/${model.slug}/`);
      const offers = service.hasOfferCatalog.itemListElement;
      expect(offers).toHaveLength(6);
      const priced = offers.filter((o: any) => o.priceSpecification).map((o: any) => o.priceSpecification.minPrice);
      expect(priced).toEqual(Object.values(model.prices));
      if (priced.length > 0) {
        expect(service.offers).toMatchObject({ lowPrice: Math.min(...priced), highPrice: Math.max(...priced), priceCurrency: "USD" });
      } else {
        expect(service.offers).toBeUndefined();
      }
    }
  });

  it("has a BreadcrumbList on every page but home, matching the visible breadcrumbs", () => {
    for (const route of routes) {
      const p = page(pages, route.path);
      const lists = jsonLdNodes(p).filter((n) => n["@type"] === "BreadcrumbList") as any[];
      if (route.path === "/") {
        expect(lists).toHaveLength(0);
        expect(p.$('nav[aria-label="Breadcrumb"]')).toHaveLength(0);
        continue;
      }
      expect(lists).toHaveLength(1);
      const expected = breadcrumbsFor(route.path);
      expect(lists[0].itemListElement.map((i: any) => [i.position, i.name, i.item])).toEqual(
        expected.map((c, i) => [i + 1, c.name, `${site}${c.path}`]),
      );
    }
  });

  it("escapes < inside JSON-LD so a fact can never close the script element", () => {
    for (const p of pages) {
      p.$('script[type="application/ld+json"]').each((_, el) => {
        expect(p.$(el).html()).not.toMatch(/<\//);
      });
    }
  });
});

describe("breadcrumbs", () => {
  it("starts with Home, title-cases the words and leaves the last item unlinked", () => {
    const { $ } = page(pages, "/iphone-13-pro-max-repair/");
    const items = $('nav[aria-label="Breadcrumb"] li').toArray();
    expect(items.map((li) => $(li).text().trim())).toEqual(["Home", "iPhone 13 Pro Max Repair"]);
    expect($(items[0]).find("a").attr("href")).toBe("/");
    expect($(items[1]).find("a")).toHaveLength(0);
    expect($(items[1]).attr("aria-current")).toBe("page");
    const pricing = page(pages, "/pricing/").$('nav[aria-label="Breadcrumb"] li');
    expect(pricing.toArray().map((li) => $(li).text().trim())).toEqual(["Home", "Pricing"]);
  });
});

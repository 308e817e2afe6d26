// Every route of the site exists with its heading, title, canonical, social tags and JSON-LD.
import { describe, expect, it } from "vitest";
import business from "../../site/_data/business.ts";
import faq from "../../site/_data/faq.ts";
import models from "../../site/_data/models.ts";
import { breadcrumbsFor } from "../../site/ui/layout/breadcrumbs.ts";
import { englishPages, jsonLdNodes, loadPages, page } from "../helpers/built-site.ts";

const pages = loadPages();
const site = business.siteUrl;
const city = `${business.address.city}, ${business.address.state}`;
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

const routes = [
  { path: "/", h1: new RegExp(`iPhone Screen Repair in ${escape(city)}`) },
  { path: "/pricing/", h1: /^iPhone Repair Prices$/ },
  ...models.map((m) => ({ path: `/${m.slug}/`, h1: new RegExp(`^${escape(`${m.name} Repair in ${city}`)}$`) })),
];

describe("routes", () => {
  it("builds the home page, a page per model, pricing, the not-found page, sitemap and robots", () => {
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
      priceRange: business.priceRange,
      paymentAccepted: business.paymentAccepted.join(", "),
      currenciesAccepted: business.currency,
      address: {
        streetAddress: business.address.street,
        addressLocality: business.address.city,
        addressRegion: business.address.state,
        postalCode: business.address.zip,
      },
      geo: { latitude: business.geo.lat, longitude: business.geo.lng },
      aggregateRating: { ratingValue: business.rating.value, reviewCount: business.rating.count },
    });
    expect(shop.review).toHaveLength(1);
    expect(shop.areaServed.map((a: { name: string }) => a.name)).toEqual(
      business.serviceArea.map((name) => (/georgia/i.test(name) ? name : `${name}, ${business.address.state}`)),
    );
  });

  // In English; the Spanish home page's own is checked in languages.test.ts.
  it("puts an FAQPage with every question on the home page only", () => {
    for (const p of englishPages(pages)) {
      const faqs = jsonLdNodes(p).filter((n) => n["@type"] === "FAQPage");
      expect(faqs, p.path).toHaveLength(p.path === "/" ? 1 : 0);
    }
    const [faqPage] = jsonLdNodes(page(pages, "/")).filter((n) => n["@type"] === "FAQPage") as any[];
    expect(faqPage.mainEntity.map((q: any) => [q.name, q.acceptedAnswer.text])).toEqual(
      faq.map((f) => [f.question, f.answer]),
    );
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
        expect(service.offers).toMatchObject({
          lowPrice: Math.min(...priced),
          highPrice: Math.max(...priced),
          priceCurrency: "USD",
        });
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
    const model = models[0]!;
    const { $ } = page(pages, `/${model.slug}/`);
    const items = $('nav[aria-label="Breadcrumb"] li').toArray();
    expect(items.map((li) => $(li).text().trim())).toEqual(["Home", `${model.name} Repair`]);
    expect($(items[0]).find("a").attr("href")).toBe("/");
    expect($(items[1]).find("a")).toHaveLength(0);
    expect($(items[1]).attr("aria-current")).toBe("page");
    const pricing = page(pages, "/pricing/").$('nav[aria-label="Breadcrumb"] li');
    expect(pricing.toArray().map((li) => $(li).text().trim())).toEqual(["Home", "Pricing"]);
  });
});

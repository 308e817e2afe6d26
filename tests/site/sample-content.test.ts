// THE SHIPPED SAMPLE CONTENT, PINNED.
//
// Shop owner: this is the one test file about the sample shop ("Eisenhower Tech Repair") and the
// seed's price table. When you put your own shop in site/_data/, update the values below to yours
// or delete this file. Every other test reads the facts from site/_data/ and stays green with your
// content (`npm run test:second-shop` proves that with a different shop).
//
// For the developers: these pins check that the sample data says exactly what the original
// specification says (prices, minutes, the profile), which the data-following tests cannot.
import { describe, expect, it } from "vitest";
import business from "../../site/_data/business.ts";
import faq from "../../site/_data/faq.ts";
import models from "../../site/_data/models.ts";
import services from "../../site/_data/services.ts";
import testimonials from "../../site/_data/testimonials.ts";
import { hoursText, offerText, ratingText, warrantyText } from "#shop/facts.ts";
import { bodyText, loadPages } from "../helpers/built-site.ts";

describe("the sample business profile", () => {
  it("is the seed's shop with clearly sample name, phone and email", () => {
    expect(business.name).toBe("Eisenhower Tech Repair");
    expect(business.phone).toEqual({ display: "(478) 555-0142", e164: "+14785550142" });
    expect(business.email).toBe(`hello@${new URL(business.siteUrl).hostname}`);
    expect(business.address).toEqual({
      street: "3742 Eisenhower Parkway",
      city: "Macon",
      state: "GA",
      zip: "31206",
      country: "US",
    });
    expect(business.timeZone).toBe("America/New_York");
    expect(business.serviceArea).toEqual(["Macon", "Warner Robins", "Perry", "Forsyth", "Gray", "Middle Georgia"]);
    expect(business.paymentAccepted).toEqual(["Cash", "Credit Card"]);
    expect(business.priceRange).toBe("$");
  });

  it("opens Monday to Saturday 10 to 6, closed Sunday, with the sample holidays", () => {
    expect(hoursText).toBe("Monday – Saturday: 10:00 AM – 6:00 PM; Sunday: Closed");
    expect(business.specialHours.map((s) => s.label)).toEqual([
      "Thanksgiving",
      "Christmas Eve",
      "Christmas Day",
      "New Year's Day",
    ]);
  });

  it("claims the seed's rating, warranty and offer", () => {
    expect(ratingText).toBe("5.0");
    expect(business.rating.count).toBe(200);
    expect(warrantyText).toBe("30-day warranty on parts and labor");
    expect(offerText).toBe("$10 off screen repairs this week");
  });
});

describe("the seed's models and prices", () => {
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
  // The seed's per-model screen and battery minutes, where it gives them.
  const SEED_MINUTES: Record<string, [number, number]> = {
    "iphone-12-mini-repair": [25, 15],
    "iphone-12-pro-max-repair": [60, 35],
    "iphone-13-repair": [30, 20],
    "iphone-15-repair": [30, 20],
    "iphone-16-repair": [30, 20],
    "iphone-16-plus-repair": [45, 25],
    "iphone-16-pro-repair": [45, 25],
    "iphone-16-pro-max-repair": [60, 35],
  };

  it("has the seed's 23 models, 11 to 16 Pro Max", () => {
    expect(models).toHaveLength(23);
    expect(new Set(models.map((m) => m.series))).toEqual(new Set([11, 12, 13, 14, 15, 16]));
  });

  it("prices exactly the models the seed prices, at the seed's prices", () => {
    for (const model of models) {
      const expected = SEED_PRICES[model.slug] ?? Array(6).fill(null);
      expect(
        services.map((s) => model.prices[s.key] ?? null),
        model.slug,
      ).toEqual(expected);
    }
    expect(models.filter((m) => Object.keys(m.prices).length === 0)).toHaveLength(13);
  });

  it("gives the seed's repair minutes where it has them", () => {
    for (const [slug, [screen, battery]] of Object.entries(SEED_MINUTES)) {
      const model = models.find((m) => m.slug === slug)!;
      expect([model.minutes.screen, model.minutes.battery], slug).toEqual([screen, battery]);
    }
  });
});

describe("the sample copy", () => {
  it("has six services in the seed's order, twelve FAQ items in eleven categories, five testimonials", () => {
    expect(services.map((s) => s.name)).toEqual([
      "Screen Replacement",
      "Battery Replacement",
      "Camera Repair",
      "Charging Port Repair",
      "Water Damage Repair",
      "Speaker Repair",
    ]);
    expect(faq).toHaveLength(12);
    expect(new Set(faq.map((f) => f.category)).size).toBe(11);
    expect(testimonials).toHaveLength(5);
  });

  it("keeps no trace of the seed's placeholder shop (another address, hours, name and warranty) on any page", () => {
    for (const p of loadPages()) {
      const text = bodyText(p);
      expect(text, p.path).not.toMatch(/31201|Main Street|RepairPro|9:00 AM|4:00 PM|90[- ]day/i);
    }
  });
});

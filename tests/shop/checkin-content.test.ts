// The check-in's data (site/_data/booking.ts, services.ts): the checklist, the terms and the unlock flag,
// strict like the rest, and the content check that refuses terms limiting a customer's review (the
// Consumer Review Fairness Act), naming the file and the field.
import { describe, expect, it } from "vitest";
import { BookingSchema, ServicesSchema } from "#shop/content-schemas.ts";
import { CheckedTermsSchema, reviewGagSections } from "#shop/checkin-content.ts";
import { ContentError, defineContent } from "#shop/define-content.ts";
import { booking, business, services } from "#shop/facts.ts";

const terms = booking.terms!;

describe("check-in data", () => {
  it("the shop's own checklist, terms and flags pass, and the terms carry the profile's warranty", () => {
    expect(BookingSchema.parse(booking)).toEqual(booking);
    expect(ServicesSchema.parse(services)).toEqual(services);
    expect(booking.checkIn.checklist.length).toBeGreaterThan(0);
    expect(terms.sections.map((s) => s.text).join(" ")).toContain(`${business.warranty.days}-day`);
    expect(reviewGagSections(terms)).toEqual([]);
    expect(services.some((s) => s.needsUnlock)).toBe(true);
  });

  it("a booking.ts without check-in fields gets the nine-item checklist and no terms", () => {
    const { checkIn, terms: _terms, ...older } = booking;
    const parsed = BookingSchema.parse(older);
    expect(parsed.checkIn.checklist.map((c) => c.key)).toContain("back-glass");
    expect(parsed.checkIn.checklist).toHaveLength(9);
    expect(parsed.terms).toBeUndefined();
    expect(checkIn.suggestedPhotos).toBeGreaterThanOrEqual(0);
  });

  it("a checklist key twice, a stray field in a section, or a bad version stops the build", () => {
    const [first] = booking.checkIn.checklist;
    const twice = { ...booking.checkIn, checklist: [first, first] };
    expect(BookingSchema.safeParse({ ...booking, checkIn: twice }).success).toBe(false);
    const stray = { ...terms, sections: [{ ...terms.sections[0]!, txet: "x" }] };
    expect(BookingSchema.safeParse({ ...booking, terms: stray }).success).toBe(false);
    expect(BookingSchema.safeParse({ ...booking, terms: { ...terms, version: "a b" } }).success).toBe(false);
  });

  it.each([
    "You agree not to post negative reviews of the shop.",
    "Any review that disparages us is subject to a $500 fee.",
    "By signing you assign us the copyright in any review you write.",
    "Feedback may be published only with our approval.",
  ])("refuses terms limiting reviews, naming the file and the field: %s", (gag) => {
    const sections = [...terms.sections, { key: "reviews", title: "Reviews", text: gag }];
    expect(CheckedTermsSchema.safeParse({ ...terms, sections }).success).toBe(false);
    let message = "";
    try {
      defineContent(import.meta.url, BookingSchema, { ...booking, terms: { ...terms, sections } });
    } catch (error) {
      expect(error).toBeInstanceOf(ContentError);
      message = (error as Error).message;
    }
    expect(message).toContain("Invalid content in tests/shop/checkin-content.test.ts");
    expect(message).toContain(`field "terms.sections.${sections.length - 1}.text"`);
    expect(message).toContain("Consumer Review Fairness Act");
  });

  it("words about the repair that mention neither reviews nor ratings pass", () => {
    const sections = [{ key: "x", title: "Data", text: "We never open your photos and do not keep a copy." }];
    expect(reviewGagSections({ sections })).toEqual([]);
  });
});

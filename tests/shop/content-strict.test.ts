// A misspelled or unknown field in a data file stops the build, named, with the field
// meant. Here every object of every content file gets a stray field in turn; the build-level proof
// (the message Eleventy prints) is in tests/site/content-errors.test.ts.
import { describe, expect, it } from "vitest";
import type { z } from "zod";
import business from "../../site/_data/business.ts";
import faq from "../../site/_data/faq.ts";
import models from "../../site/_data/models.ts";
import {
  BusinessSchema,
  FaqSchema,
  ModelsSchema,
  ServicesSchema,
  TestimonialsSchema,
  WhyChooseUsSchema,
} from "#shop/content-schemas.ts";
import services from "../../site/_data/services.ts";
import testimonials from "../../site/_data/testimonials.ts";
import { ContentError, defineContent, suggestField } from "#shop/define-content.ts";
import whyChooseUs from "../../site/_data/whyChooseUs.ts";

const FILES: Array<[string, z.ZodType, unknown]> = [
  ["business", BusinessSchema, business],
  ["models", ModelsSchema, models],
  ["services", ServicesSchema, services],
  ["faq", FaqSchema, faq],
  ["testimonials", TestimonialsSchema, testimonials],
  ["whyChooseUs", WhyChooseUsSchema, whyChooseUs],
];

/** Paths to every plain object inside a value (the value itself included). */
function objectPaths(value: unknown, at: PropertyKey[] = []): PropertyKey[][] {
  if (Array.isArray(value)) return value.flatMap((v, i) => objectPaths(v, [...at, i]));
  if (value && typeof value === "object")
    return [at, ...Object.entries(value).flatMap(([k, v]) => objectPaths(v, [...at, k]))];
  return [];
}

function withStrayField(value: unknown, at: PropertyKey[]): unknown {
  const copy = structuredClone(value) as Record<PropertyKey, unknown>;
  let target: Record<PropertyKey, unknown> = copy;
  for (const step of at) target = target[step] as Record<PropertyKey, unknown>;
  target.strayField = true;
  return copy;
}

describe("strict content", () => {
  it.each(FILES)("%s: every object, at every depth, rejects an unknown field", (_, schema, data) => {
    expect(schema.safeParse(data).success).toBe(true);
    const paths = objectPaths(data);
    expect(paths.length).toBeGreaterThan(0);
    for (const at of paths) {
      const result = schema.safeParse(withStrayField(data, at));
      expect(result.success, `strayField at ${at.join(".") || "(top)"} was accepted`).toBe(false);
      expect(result.error!.issues).toContainEqual(
        expect.objectContaining({ code: "unrecognized_keys", keys: ["strayField"], path: at }),
      );
    }
  });

  it("names the file, the entry and the field, and suggests the field meant", () => {
    const { specialHours, ...rest } = business;
    const broken = {
      ...rest,
      specialHour: specialHours,
      phone: { ...business.phone, dispaly: business.phone.display },
    };
    expect(() => defineContent(import.meta.url, BusinessSchema, broken as never)).toThrow(ContentError);
    try {
      defineContent(import.meta.url, BusinessSchema, broken as never);
    } catch (error) {
      const message = (error as Error).message;
      expect(message).toContain("Invalid content in tests/shop/content-strict.test.ts");
      expect(message).toContain('field "specialHour": unknown field — did you mean "specialHours"?');
      expect(message).toContain('field "phone.dispaly": unknown field — did you mean "display"?');
    }
    const [first, ...others] = models;
    const model = { ...first!, prise: first!.prices };
    expect(() => defineContent(import.meta.url, ModelsSchema, [model, ...others] as never)).toThrow(
      `entry 1 ("${first!.name}"), field "prise": unknown field — did you mean "prices"?`,
    );
  });

  it("suggests only near misses, and every equally near one", () => {
    expect(suggestField("specialHour", ["hours", "specialHours"])).toEqual(["specialHours"]);
    expect(suggestField("Phone", ["phone", "email"])).toEqual(["phone"]);
    expect(suggestField("close", ["opens", "closes", "closed"])).toEqual(["closes", "closed"]);
    expect(suggestField("colour", ["name", "slug"])).toEqual([]);
  });
});

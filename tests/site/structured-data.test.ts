// Each JSON-LD block parses, speaks only schema.org, and carries what Google requires of the
// rich results it is for (LocalBusiness, BreadcrumbList, FAQPage).
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { isNotFound, loadPages } from "../helpers/built-site.ts";

// The schema.org vocabulary as schema-dts publishes it: every type's "@type" literal and every property key.
const vocabularyFile = path.join(path.dirname(createRequire(import.meta.url).resolve("schema-dts")), "schema.d.ts");
const vocabulary = readFileSync(vocabularyFile, "utf8");
const TYPES = new Set([...vocabulary.matchAll(/"@type": "([A-Za-z]+)"/g)].map((m) => m[1]!));
const PROPERTIES = new Set([...vocabulary.matchAll(/^\s+"([A-Za-z]+)"\?: /gm)].map((m) => m[1]!));

type Json = string | number | boolean | null | Json[] | { [key: string]: Json };

function walk(value: Json, visit: (node: Record<string, Json>, where: string) => void, where = "$"): void {
  if (Array.isArray(value)) value.forEach((v, i) => walk(v, visit, `${where}[${i}]`));
  else if (value && typeof value === "object") {
    visit(value, where);
    for (const [key, child] of Object.entries(value)) walk(child, visit, `${where}.${key}`);
  }
}

const pages = loadPages().filter((p) => !isNotFound(p));
const blocks = pages.flatMap((p) =>
  p
    .$('script[type="application/ld+json"]')
    .toArray()
    .map((el) => ({ path: p.path, text: p.$(el).text() })),
);

describe("JSON-LD", () => {
  it("has one parseable block per page, in the schema.org context", () => {
    expect(blocks).toHaveLength(pages.length);
    for (const block of blocks) {
      const doc = JSON.parse(block.text) as Record<string, Json>;
      expect(doc["@context"], block.path).toBe("https://schema.org");
    }
  });

  it("uses only schema.org types and properties", () => {
    expect(TYPES.size).toBeGreaterThan(500);
    expect(PROPERTIES.size).toBeGreaterThan(1000);
    for (const block of blocks) {
      walk(JSON.parse(block.text) as Json, (node, where) => {
        for (const key of Object.keys(node)) {
          if (key.startsWith("@")) continue;
          expect(PROPERTIES.has(key), `${block.path} ${where}: unknown property ${key}`).toBe(true);
        }
        if (typeof node["@type"] === "string") {
          expect(TYPES.has(node["@type"]), `${block.path} ${where}: unknown type ${node["@type"]}`).toBe(true);
        }
      });
    }
  });

  it("holds Google's required properties for LocalBusiness, BreadcrumbList and FAQPage", () => {
    const seen = new Set<string>();
    for (const block of blocks) {
      walk(JSON.parse(block.text) as Json, (node, where) => {
        const at = `${block.path} ${where}`;
        switch (node["@type"]) {
          case "MobilePhoneStore": {
            seen.add("LocalBusiness");
            expect(node.name, at).toBeTruthy();
            const address = node.address as Record<string, Json>;
            for (const field of ["streetAddress", "addressLocality", "addressRegion", "postalCode", "addressCountry"]) {
              expect(address[field], `${at}.address.${field}`).toBeTruthy();
            }
            break;
          }
          case "BreadcrumbList": {
            seen.add("BreadcrumbList");
            const items = node.itemListElement as Array<Record<string, Json>>;
            expect(items.length, at).toBeGreaterThanOrEqual(2);
            items.forEach((item, i) => {
              expect(item["@type"]).toBe("ListItem");
              expect(item.position).toBe(i + 1);
              expect(item.name, at).toBeTruthy();
              expect(String(item.item), at).toMatch(/^https?:\/\//);
            });
            break;
          }
          case "FAQPage": {
            seen.add("FAQPage");
            const questions = node.mainEntity as Array<Record<string, any>>;
            expect(questions.length).toBeGreaterThan(0);
            for (const q of questions) {
              expect(q["@type"]).toBe("Question");
              expect(q.name).toBeTruthy();
              expect(q.acceptedAnswer["@type"]).toBe("Answer");
              expect(q.acceptedAnswer.text).toBeTruthy();
            }
            break;
          }
        }
      });
    }
    expect([...seen].sort()).toEqual(["BreadcrumbList", "FAQPage", "LocalBusiness"]);
  });
});

// A broken fact stops the build with the file, the entry and the field named: a wrong type, a field
// misspelled, a Spanish word missing. The build is the real one over a copy of site/ with one edit
// (tests/helpers/build-fixture.ts); the data is only where the mistake is made, so the second shop
// leaves this file out (MECHANICS_ONLY_UNIT in tests/tools/test-second-shop.ts).
import path from "node:path";
import { describe, expect, it } from "vitest";
import { readFileSync, writeFileSync } from "node:fs";
import { replaceOnce } from "../helpers/build-fixture.ts";
import { BUILD, fixtureBuilds, MODELS_START, newModel, SERIES } from "../helpers/content-edit.ts";
import booking from "../../site/_data/booking.ts";
import business from "../../site/_data/business.ts";
import faq from "../../site/_data/faq.ts";

const buildFixture = fixtureBuilds();

describe("invalid content", () => {
  it("stops the build naming the file, the entry and the field", BUILD, async () => {
    const build = await buildFixture("bad-price", (site) => {
      replaceOnce(path.join(site, "_data/models.ts"), MODELS_START, `${MODELS_START}${newModel('"two hundred"')}`);
    });
    expect(build.ok).toBe(false);
    expect(build.output).toMatch(/Invalid content in .*site\/_data\/models\.ts/);
    expect(build.output).toContain(`entry 1 ("iPhone ${SERIES} Pro"), field "prices.screen"`);
    expect(build.output).toMatch(/expected number/);
  });

  it("names the field of the business profile too", BUILD, async () => {
    const build = await buildFixture("bad-phone", (site) => {
      replaceOnce(
        path.join(site, "_data/business.ts"),
        `e164: "${business.phone.e164}"`,
        `e164: "${business.phone.display}"`,
      );
    });
    expect(build.ok).toBe(false);
    expect(build.output).toMatch(/Invalid content in .*site\/_data\/business\.ts/);
    expect(build.output).toContain('field "phone.e164": expected an E.164 number');
  });

  it("stops on a misspelled field, naming it and the field meant, rather than dropping it", BUILD, async () => {
    const build = await buildFixture("misspelled-field", (site) => {
      replaceOnce(path.join(site, "_data/business.ts"), "specialHours: [", "specialHour: [");
    });
    expect(build.ok).toBe(false);
    expect(build.output).toMatch(/Invalid content in .*site\/_data\/business\.ts/);
    expect(build.output).toContain('field "specialHour": unknown field — did you mean "specialHours"?');
  });
});

describe("languages", () => {
  const spanish = business.languages.includes("es");

  it.runIf(spanish)(
    "stops the build on a missing Spanish word, naming the file, the entry and the field",
    BUILD,
    async () => {
      const [first] = faq;
      const build = await buildFixture("missing-translation", (site) => {
        const file = path.join(site, "_data/es/faq.ts");
        // The first question's Spanish entry loses its question; its answer stays.
        const entry = new RegExp(`(["']?${first!.id}["']?: \\{\\s*)question: [^\\n]*\\n(?:[^\\n]*\\n)??(\\s*answer)`);
        const source = readFileSync(file, "utf8");
        expect(source).toMatch(entry);
        writeFileSync(file, source.replace(entry, "$1$2"));
      });
      expect(build.ok).toBe(false);
      expect(build.output).toMatch(/Invalid content in .*site\/_data\/es\/faq\.ts/);
      expect(build.output).toContain(`entry 1 ("${first!.id}"), field "question": missing the Spanish translation`);
    },
  );

  it.runIf(spanish && booking.terms !== undefined)(
    "stops the build on a section of the repair terms without its Spanish, naming the file and the field",
    BUILD,
    async () => {
      const build = await buildFixture("missing-terms-translation", (site) => {
        // The owner adds a section to the English terms and forgets its Spanish.
        replaceOnce(
          path.join(site, "_data/booking.ts"),
          "sections: [",
          'sections: [\n      { key: "deposit", title: "Deposit", text: "We ask no deposit for a repair." },',
        );
      });
      expect(build.ok).toBe(false);
      expect(build.output).toMatch(/Invalid content in .*site\/_data\/es\/booking\.ts/);
      expect(build.output).toContain('field "terms.sections.deposit": missing the Spanish translation');
    },
  );
});

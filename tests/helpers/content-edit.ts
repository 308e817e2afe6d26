// What the content-edit suites share (tests/site/content-edits.test.ts, content-errors.test.ts): a
// model to add to the shop's own models.ts, and fixture builds of site/ removed after each test.
import { afterEach } from "vitest";
import models from "../../site/_data/models.ts";
import { budget } from "./budget.ts";
import { buildFixture, removeFixture, type FixtureBuild } from "./build-fixture.ts";

// A series newer than any in the data, so the new model heads the menu whatever the shop's models.
export const SERIES = Math.max(...models.map((m) => m.series)) + 1;
/** Where models.ts's list opens: a new model goes first. */
export const MODELS_START = "defineContent(import.meta.url, ModelsSchema, [";
/** A model of series SERIES, its screen price as written in the file (a number, or a mistake). */
export const newModel = (screen: string) => `
  {
    name: "iPhone ${SERIES} Pro", slug: "iphone-${SERIES}-pro-repair", series: ${SERIES}, year: 2025,
    display: { inches: 6.3, kind: "Super Retina XDR OLED with ProMotion" }, camera: "48MP triple camera", port: "USB-C",
    description: "A test model added by a fixture.",
    prices: { screen: ${screen} },
  },`;
// A fixture build is a whole Eleventy run: slow on a busy 2-core machine, so generous.
export const BUILD = { timeout: budget(180_000) };

/** buildFixture for a test file whose every copy of site/ is removed after its test, passed or failed. */
export function fixtureBuilds(): typeof buildFixture {
  const built: FixtureBuild[] = [];
  afterEach(() => {
    for (const build of built.splice(0)) removeFixture(build);
  });
  return async (...args) => {
    const build = await buildFixture(...args);
    built.push(build);
    return build;
  };
}

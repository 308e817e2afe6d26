// Byte budgets of the widgets, on the built files in dist/widgets/ (built here if missing):
// the JavaScript a first visit downloads on any page (React after the page, when idle), the chat panel
// kept out of it, React shared.
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import {
  AFTER_MENU_BUDGET,
  ENTRIES,
  entryCosts,
  FIRST_VISIT_BUDGET,
  readBuild,
  SPANISH,
  WIDGETS_DIR,
  type ModuleInfo,
} from "../../scripts/bench/measure-widgets.ts";

let modules: Map<string, ModuleInfo>;

beforeAll(async () => {
  if (!existsSync(path.join(WIDGETS_DIR, "repair-widgets.js"))) {
    const { build } = await import("vite");
    await build({ logLevel: "warn" });
  }
  modules = readBuild();
});

const named = (prefix: string) => [...modules.keys()].filter((f) => path.posix.basename(f).startsWith(prefix));

describe("widget bytes", () => {
  it("builds one loader for all six elements and one per element", () => {
    for (const entry of ENTRIES) expect(modules.has(`${entry}.js`), entry).toBe(true);
  });

  it(`keeps the first visit within ${FIRST_VISIT_BUDGET / 1024} KB of brotli JavaScript, on our pages and for each element alone, in English and in Spanish`, () => {
    for (const cost of entryCosts(modules)) {
      expect(cost.brotli, `${cost.entry} (${cost.lang}): ${cost.files.join(", ")}`).toBeLessThanOrEqual(
        FIRST_VISIT_BUDGET,
      );
    }
  });

  it("keeps the Spanish words out of every English first visit: chunks of their own that only a Spanish page loads", () => {
    const spanish = [...modules.keys()].filter((f) => SPANISH.test(path.posix.basename(f)));
    expect(spanish.length, "a words.es chunk per element group").toBeGreaterThan(0);
    for (const cost of entryCosts(modules)) {
      const loaded = cost.files.filter((f) => spanish.includes(f));
      if (cost.lang === "en") expect(loaded, cost.entry).toEqual([]);
    }
    const all = entryCosts(modules).find((c) => c.entry === "repair-widgets.js" && c.lang === "es")!;
    expect(all.files.filter((f) => spanish.includes(f)).length, "a Spanish page loads them").toBeGreaterThan(0);
  });

  it("keeps the chat panel out of the first visit: a separate chunk, loaded only by a dynamic import", () => {
    const [panel, ...more] = named("ChatPanel");
    expect(panel, "a ChatPanel chunk").toBeDefined();
    expect(more).toHaveLength(0);
    for (const cost of entryCosts(modules)) expect(cost.files, cost.entry).not.toContain(panel);
    const importers = [...modules.values()].filter((m) => m.dynamicImports.includes(panel!)).map((m) => m.file);
    expect(
      importers.some((f) => /^repair-?chat/i.test(path.posix.basename(f))),
      importers.join(", "),
    ).toBe(true);
    const costs = entryCosts(modules);
    expect(costs.find((c) => c.entry === "repair-chat.js")!.lazy.map((l) => l.chunk)).toContain(panel);
  });

  it("keeps the booking element's component and form out of every first visit but its own: chunks only a page holding <repair-booking> loads", () => {
    const [component, ...moreComponents] = named("RepairBooking-");
    const [panel, ...morePanels] = named("BookingPanel-");
    expect(component, "a RepairBooking chunk").toBeDefined();
    expect(panel, "a BookingPanel chunk (the form, its own chunk)").toBeDefined();
    expect([...moreComponents, ...morePanels]).toHaveLength(0);
    expect(modules.get(component!)!.dynamicImports).toContain(panel);
    const costs = entryCosts(modules);
    for (const cost of costs.filter((c) => c.entry !== "repair-booking.js")) {
      expect(cost.files, cost.entry).not.toContain(component);
      expect(cost.files, cost.entry).not.toContain(panel);
    }
    expect(costs.find((c) => c.entry === "repair-widgets.js")!.lazy.map((l) => l.chunk)).toContain(component);
    // A partner page with the booking element alone loads the form at once: it counts there, and fits.
    for (const alone of costs.filter((c) => c.entry === "repair-booking.js")) {
      expect(alone.files).toEqual(expect.arrayContaining([component, panel]));
      expect(alone.brotli).toBeLessThanOrEqual(FIRST_VISIT_BUDGET);
    }
  });

  it("shares React as one chunk that every entry uses", () => {
    const react = named("react-").filter((f) => !/^react-(renderer|scheduler)-/.test(path.posix.basename(f)));
    expect(react).toHaveLength(1);
    for (const cost of entryCosts(modules)) expect(cost.files, cost.entry).toContain(react[0]);
    // No second copy of React's internals anywhere else.
    const copies = [...modules.values()].filter((m) => m.file !== react[0] && m.raw > 100_000);
    expect(copies.map((m) => m.file)).toEqual([]);
  });

  it("keeps React out of what an element needs to upgrade: no entry imports it statically (it loads when idle)", () => {
    const react = named("react-"); // React, its scheduler, react-dom's renderer
    expect(react.length).toBeGreaterThan(0);
    for (const entry of ENTRIES) {
      const upgrade = new Set([`${entry}.js`]);
      for (const file of upgrade) for (const imported of modules.get(file)!.staticImports) upgrade.add(imported);
      expect(
        [...upgrade].filter((f) => react.includes(f)),
        entry,
      ).toEqual([]);
    }
  });

  it("has no document probe at module evaluation: vite's preload helper's relList check is a constant (vite.config.ts)", () => {
    for (const file of modules.keys())
      expect(readFileSync(path.join(WIDGETS_DIR, file), "utf8"), file).not.toContain("relList");
  });

  it(`stays within ${AFTER_MENU_BUDGET / 1024} KB even after the visitor uses the model menu (its code loads on intent)`, () => {
    for (const all of entryCosts(modules).filter((c) => c.entry === "repair-widgets.js")) {
      const menu = all.lazy.find((l) => path.posix.basename(l.chunk).startsWith("WideMenu"));
      expect(menu, "the wide menu is a lazy chunk").toBeDefined();
      expect(all.brotli + menu!.extraBrotli, all.lang).toBeLessThanOrEqual(AFTER_MENU_BUDGET);
    }
  });
});

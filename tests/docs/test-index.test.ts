// tests/ is findable: every module under api/ and the shop's domain has a test of its own name in the
// mirrored folder, or a row of tests/INDEX.md naming the test that covers it, and every row names a
// module and tests that exist. A new module without either, or a test renamed under its row, is red.
import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

const ROOT = path.resolve(import.meta.dirname, "../..");
const INDEX = "tests/INDEX.md";

function filesUnder(dir: string): string[] {
  const full = path.join(ROOT, dir);
  if (!existsSync(full)) return [];
  return readdirSync(full, { recursive: true, encoding: "utf8" }).map((file) =>
    path.posix.join(dir, file.split(path.sep).join("/")),
  );
}

const isModule = (file: string) => /\.tsx?$/.test(file) && !/\.(?:test|spec|d)\.tsx?$/.test(file);

const MODULES = [...filesUnder("api"), ...filesUnder("shop")].filter(isModule).sort();
const moduleExists = (name: string) => existsSync(path.join(ROOT, name));

/** A module's own test: the same path under tests/ ending .test.ts (or .tsx), or a folder of tests. */
function ownTest(module: string): boolean {
  const base = path.posix.join("tests", module.replace(/\.tsx?$/, ""));
  if ([".test.ts", ".test.tsx"].some((ext) => existsSync(path.join(ROOT, base + ext)))) return true;
  return filesUnder(base).some((file) => /\.test\.tsx?$/.test(file));
}

/** The rows of tests/INDEX.md: "- `module`: `test`, `test` (why)". */
function rows(markdown: string): Map<string, string[]> {
  const byModule = new Map<string, string[]>();
  for (const line of markdown.split("\n")) {
    const named = /^- `([^`]+)`:(.*)$/.exec(line);
    if (!named) continue;
    const tests = [...named[2]!.matchAll(/`(tests\/[^`]+)`/g)].map((m) => m[1]!);
    byModule.set(named[1]!, [...(byModule.get(named[1]!) ?? []), ...tests]);
  }
  return byModule;
}

const index = rows(readFileSync(path.join(ROOT, INDEX), "utf8"));

describe("tests/INDEX.md", () => {
  it("reads the modules and the rows it checks", () => {
    expect(MODULES.length).toBeGreaterThan(100);
    expect(MODULES).toContain("api/app.ts");
    expect(MODULES.some((name) => name.startsWith("shop/"))).toBe(true);
    expect(rows("- `shop/a.ts`: `tests/b.test.ts`, `tests/e2e/c.spec.ts` (why)\n- no row")).toEqual(
      new Map([["shop/a.ts", ["tests/b.test.ts", "tests/e2e/c.spec.ts"]]]),
    );
    expect(ownTest("api/booking/store.ts")).toBe(true);
    expect(ownTest("api/booking/no-such-module.ts")).toBe(false);
  });

  it("names a covering test for every module without a test of its own name", () => {
    const unfound = MODULES.filter((name) => !ownTest(name) && !index.has(name));
    expect(unfound, `add a test of its name, or a row to ${INDEX}`).toEqual([]);
  });

  it("names only modules that exist", () => {
    const gone = [...index.keys()].filter((name) => !moduleExists(name));
    expect(gone, `${INDEX} has rows for modules that moved or went`).toEqual([]);
  });

  it("names only test files that exist, at least one per row", () => {
    const wrong = [...index].flatMap(([name, tests]) => [
      ...(tests.length === 0 ? [`${name}: no test named`] : []),
      ...tests
        .filter((test) => !/\.(?:test|spec)\.tsx?$/.test(test) || !existsSync(path.join(ROOT, test)))
        .map((test) => `${name}: ${test}`),
    ]);
    expect(wrong).toEqual([]);
  });
});

// The house's rules on its source files (issue 37): none longer than 400 lines, so each can be read
// whole, and no exported name defined in two files, so a name found by search is the one meant.
// The source is what runs: api/, shop/, site/ (its data files are the owner's, long lists by nature),
// the widgets and the scripts; tests are not held to either rule.
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

const ROOT = path.resolve(import.meta.dirname, "..");
const MAX_LINES = 400;

// widgets/test/ holds the component tests' helpers: tests, like tests/.
const LEFT_OUT = [/^site\/_data\//, /^widgets\/test\//];

/** Eleventy reads these two names from every template (each *.11ty.* file under site/): each defines its own. */
const TEMPLATE_INTERFACE = new Set(["data", "render"]);
const isTemplate = (file: string) => /\.11ty\.[jt]sx?$/.test(file);

const isSource = (file: string) =>
  /\.(?:ts|tsx|js|mjs|cjs)$/.test(file) &&
  !/\.(?:test|spec)\.[cm]?[jt]sx?$/.test(file) &&
  !file.split("/").includes("node_modules") &&
  !LEFT_OUT.some((pattern) => pattern.test(file));

const SOURCES = ["api", "shop", "site", "widgets", "scripts"]
  .flatMap((dir) =>
    readdirSync(path.join(ROOT, dir), { recursive: true, encoding: "utf8" }).map((file) =>
      path.posix.join(dir, file.split(path.sep).join("/")),
    ),
  )
  .filter(isSource)
  .sort();

const text = new Map(SOURCES.map((file) => [file, readFileSync(path.join(ROOT, file), "utf8")]));

/** Lines as an editor numbers them: a last line ending in a newline opens no new one. */
const lineCount = (source: string) => source.replace(/\n$/, "").split("\n").length;

/** The names a file defines and exports (`export { a as b }` and `export … from` only pass one on). */
function exportedDefinitions(source: string): string[] {
  const definition =
    /^export\s+(?:default\s+)?(?:declare\s+)?(?:abstract\s+)?(?:async\s+)?(?:function\*?|const\s+enum|const|let|var|class|interface|type|enum|namespace)\s+([A-Za-z_$][\w$]*)/gm;
  return [...source.matchAll(definition)].map((m) => m[1]!);
}

describe("the house's source files", () => {
  it("finds the source it checks", () => {
    expect(SOURCES).toContain("api/app.ts");
    expect(SOURCES).toContain("shop/schedule.ts");
    expect(SOURCES).toContain("site/lib/open-status.ts");
    expect(SOURCES).toContain("api/bot/assistant.ts");
    expect(SOURCES.some((file) => file.startsWith("site/_data/"))).toBe(false);
    expect(SOURCES.some((file) => file.includes(".test."))).toBe(false);
    expect(lineCount("a\nb\n")).toBe(2);
    expect(
      exportedDefinitions(
        "export const a = 1;\nexport type B = 2;\nexport async function c() {}\nexport { d as e };\nexport type { F } from './f';\n",
      ),
    ).toEqual(["a", "B", "c"]);
  });

  it(`has no file over ${MAX_LINES} lines`, () => {
    const long = SOURCES.filter((file) => lineCount(text.get(file)!) > MAX_LINES).map(
      (file) => `${file}: ${lineCount(text.get(file)!)} lines`,
    );
    expect(long, "split it into modules that each hold one thing").toEqual([]);
  });

  it("defines each exported name in one file", () => {
    const definedIn = new Map<string, string[]>();
    for (const file of SOURCES)
      for (const name of new Set(exportedDefinitions(text.get(file)!)))
        if (!(isTemplate(file) && TEMPLATE_INTERFACE.has(name)))
          definedIn.set(name, [...(definedIn.get(name) ?? []), file]);
    const twice = [...definedIn]
      .filter(([, files]) => files.length > 1)
      .map(([name, files]) => `${name}: ${files.join(", ")}`)
      .sort();
    expect(twice, "rename the one that means something else, or import the one definition").toEqual([]);
  });
});

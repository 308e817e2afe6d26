// The house's boundary: the API, the widgets and the scripts take the shop's domain through #shop/*
// and the shared components through site/ui/, never a page, a layout or a page helper (site/lib,
// site/_includes, *.11ty.*), so loading the server or a widget never loads the site's templates.
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { expect, it } from "vitest";

const ROOT = path.resolve(import.meta.dirname, "../..");
const SITE = path.join(ROOT, "site");

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === "node_modules" ? [] : sourceFiles(full);
    return /\.(?:ts|tsx|js|mjs)$/.test(entry.name) ? [full] : [];
  });
}

/** Every module a file names: static imports and exports, and dynamic import(). */
const specifiers = (text: string) =>
  [...text.matchAll(/(?:\bfrom\s*|\bimport\s*\(?\s*)["']([^"']+)["']/g)].map((m) => m[1]!);

/** Where a specifier leads inside the project (relative ones and #shop/*), or undefined for a package. */
function target(file: string, specifier: string): string | undefined {
  if (specifier.startsWith("#shop/")) return path.join(ROOT, "shop", specifier.slice("#shop/".length));
  if (specifier.startsWith(".")) return path.resolve(path.dirname(file), specifier);
  return undefined;
}

const forbidden = (to: string) =>
  /\.11ty\.[jt]sx?$/.test(to) ||
  [path.join(SITE, "lib"), path.join(SITE, "_includes")].some((dir) => to === dir || to.startsWith(dir + path.sep));

it("finds the modules it checks", () => {
  const files = ["api", "widgets", "scripts"].flatMap((dir) => sourceFiles(path.join(ROOT, dir)));
  expect(files.length).toBeGreaterThan(50);
  expect(specifiers('import a from "./a.ts";\nexport { b } from "../b.ts";\nawait import("#shop/c.ts");')).toEqual([
    "./a.ts",
    "../b.ts",
    "#shop/c.ts",
  ]);
});

it("keeps api/, widgets/ and scripts/ off the site's pages, layouts and page helpers", () => {
  const crossings: string[] = [];
  for (const dir of ["api", "widgets", "scripts"])
    for (const file of sourceFiles(path.join(ROOT, dir)))
      for (const specifier of specifiers(readFileSync(file, "utf8"))) {
        const to = target(file, specifier);
        if (to && forbidden(to)) crossings.push(`${path.relative(ROOT, file)} imports ${specifier}`);
      }
  expect(crossings).toEqual([]);
});

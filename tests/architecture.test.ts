// The house's rules on imports (.dependency-cruiser.cjs), followed by dependency-cruiser from the
// server, the widgets, the scripts, Eleventy's config and the templates, type-only imports included:
// no circle of imports; the API, the widgets and the scripts never import a page, a layout, a page
// helper or a data file; shop/ imports none of them, and reads the owner's data through its two doors;
// the shared rooms never import booking; nothing the server loads reaches esbuild (it inlines the built CSS).
import { execFile } from "node:child_process";
import path from "node:path";
import { promisify } from "node:util";
import { beforeAll, expect, it } from "vitest";

const ROOT = path.resolve(import.meta.dirname, "..");

interface Violation {
  rule: string;
  from: string;
  to: string;
  cycle?: string[];
}
interface Cruise {
  modules: string[];
  violations: Violation[];
}

/** dependency-cruiser over `entries` (the project's when none), as tests/tools/architecture/cruise.mjs reports it. */
async function cruise(...entries: string[]): Promise<Cruise> {
  const { stdout } = await promisify(execFile)(
    process.execPath,
    ["--import", "./tests/tools/architecture/typescript-6.mjs", "tests/tools/architecture/cruise.mjs", ...entries],
    { cwd: ROOT, maxBuffer: 16 * 1024 * 1024 },
  );
  return JSON.parse(stdout) as Cruise;
}

const key = (v: Violation) => `${v.rule}: ${v.from} -> ${v.to}`;

let project: Cruise;
beforeAll(async () => {
  project = await cruise();
});

it("sees a circle made of type-only imports", async () => {
  const { violations } = await cruise("tests/fixtures/architecture");
  expect(violations.map(key)).toEqual([
    "no-circular: tests/fixtures/architecture/circle-a.ts -> tests/fixtures/architecture/circle-b.ts",
  ]);
});

it("follows the imports from every entry, through #shop/*", () => {
  for (const module of [
    "api/server.ts",
    "api/app.ts",
    "shop/owner-data.ts",
    "site/_data/faq.ts",
    "site/ui/document.ts",
    "site/index.11ty.tsx",
    "widgets/repair-chat/index.ts",
    "widgets/build/shop-facts.ts",
    "scripts/build/compress.ts",
  ])
    expect(project.modules).toContain(module);
});

it("finds no import that breaks the house's rules", () => {
  const found = project.violations.map((v) => (v.cycle ? `${key(v)} (${[v.from, ...v.cycle].join(" > ")})` : key(v)));
  expect(found).toEqual([]);
});

// Proves decision 10: the tests follow the data. Copies the project into a temporary directory,
// swaps in another shop's content (tests/fixtures/second-shop/site/_data/: another name, phone,
// address, time zone, a split-day schedule, holidays, fewer models, other prices, its own FAQ), builds it, and
// runs every suite there (Vitest, the components in Chromium, the end-to-end specs against its own
// server) except the one that pins the sample content on purpose and the tooling suites.
//
//   npm run test:second-shop            build and test in a fresh copy, removed afterwards
//   npm run test:second-shop -- --keep  leave the copy behind (its path is printed) to look at
import { spawn } from "node:child_process";
import { cpSync, mkdtempSync, readdirSync, rmSync, symlinkSync } from "node:fs";
import os from "node:os";
import path from "node:path";

const ROOT = path.resolve(import.meta.dirname, "../..");
const FIXTURE = path.join(ROOT, "tests/fixtures/second-shop");
/** The one suite that pins the shipped sample on purpose (see its header). */
const SAMPLE_PINS = "tests/site/sample-content.test.ts";
/**
 * Suites about the tooling rather than the facts (dev mode's rebuilds, the Dockerfile's install and
 * start): they already run once in the project, and each costs minutes.
 */
const TOOLING = ["tests/dev/**", "tests/deploy/**"];
/** What the copy never needs: build output, test leftovers, git, and node_modules (linked instead). */
const SKIP = new Set(["node_modules", ".git", "dist", "test-results", "playwright-report", ".lighthouse", "tests/tmp", "tests/.tmp"]);

const keep = process.argv.includes("--keep");

function run(command: string, args: string[], cwd: string): Promise<void> {
  return new Promise((resolve, reject) => {
    console.log(`\n[second-shop] $ ${command} ${args.join(" ")}`);
    const child = spawn(command, args, { cwd, stdio: "inherit", env: { ...process.env, NODE_NO_WARNINGS: "1" } });
    child.on("error", reject);
    child.on("close", (code) => (code === 0 ? resolve() : reject(new Error(`${command} ${args.join(" ")} exited with ${code}`))));
  });
}

const copy = mkdtempSync(path.join(os.tmpdir(), "second-shop-"));
let failed = false;
try {
  cpSync(ROOT, copy, {
    recursive: true,
    filter: (source) => !SKIP.has(path.relative(ROOT, source).split(path.sep).join("/")),
  });
  // A link, not a copy: 500 MB of packages would cost more than the whole test.
  symlinkSync(path.join(ROOT, "node_modules"), path.join(copy, "node_modules"), "dir");
  const dataDir = path.join(FIXTURE, "site/_data");
  for (const file of readdirSync(dataDir)) cpSync(path.join(dataDir, file), path.join(copy, "site/_data", file));
  console.log(`[second-shop] ${copy}: the project with ${readdirSync(dataDir).join(", ")} from ${path.relative(ROOT, dataDir)}`);

  await run("npm", ["run", "build"], copy);
  // The fixture is left out of the project's own type-check (its imports resolve only once swapped in).
  await run("npm", ["run", "typecheck"], copy);
  const excluded = [SAMPLE_PINS, ...TOOLING].flatMap((file) => ["--exclude", `**/${file}`]);
  await run(process.execPath, ["node_modules/vitest/vitest.mjs", "run", ...excluded], copy);
  // What a visitor sees and clicks, with this shop's models, menu, FAQ and prices.
  await run("npm", ["run", "test:components"], copy);
  await run("npm", ["run", "test:e2e"], copy);
  console.log("\n[second-shop] the unit, component and end-to-end suites pass with another shop's data");
} catch (error) {
  failed = true;
  console.error(`\n[second-shop] ${(error as Error).message}`);
} finally {
  if (keep) console.log(`[second-shop] kept ${copy}`);
  else rmSync(copy, { recursive: true, force: true });
}
process.exit(failed ? 1 : 0);

// Every time budget of the tests goes through the one setting, TEST_TIME_SCALE (tests/helpers/budget.ts;
// in the browser widgets/test/helpers.ts's `scaled`, which its waitFor applies itself): a fixed number of milliseconds as a test's, a
// hook's or a wait's ceiling is what lost tests on a fresh clone at load 19 (issue 39 item 13). Read
// from the test files and the runners' configs; the patterns are the ways a timeout is written here.
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

const ROOT = path.resolve(import.meta.dirname, "..");

/** A timeout given as a bare number: `test.setTimeout(5000)`, `this.timeout(60000)`, `{ timeout: 10_000 }`,
 * `testsFinishTimeout: 180000`, a test's or hook's last argument `}, 60_000)`, or `waitFor(…, "…", 15000)`. */
const FIXED = [
  /\b(?:test|this)\.setTimeout\(\s*\d/,
  /\bthis\.timeout\(\s*\d/,
  /\b\w*[tT]imeout\s*:\s*\d[\d_]*\s*(?:[,}]|$)/,
  /^\s*\}\s*,\s*\d[\d_]*\s*\)/,
];
/** tests/helpers' waitFor takes its ceiling as given; widgets/test/helpers.ts's stretches its own. */
const FIXED_WAIT = /\bwaitFor\([^;]*,\s*\d[\d_]{2,}\s*\)/;

const walk = (dir: string): string[] =>
  readdirSync(path.join(ROOT, dir), { recursive: true, encoding: "utf8" })
    .map((file) => path.posix.join(dir, file.split(path.sep).join("/")))
    .filter((file) => !file.split("/").includes("node_modules"));

const FILES = [
  ...walk("tests").filter((file) => /\.(?:test|spec)\.tsx?$/.test(file) || file.startsWith("tests/helpers/")),
  ...walk("widgets").filter((file) => /\.test\.tsx?$/.test(file) || file.startsWith("widgets/test/")),
  "vitest.config.ts",
  "playwright.config.ts",
  "web-test-runner.config.mjs",
].filter((file) => /\.(?:ts|tsx|mjs)$/.test(file) && file !== "tests/budgets.test.ts");

const fixedIn = (source: string, file = "tests/") => {
  const patterns = file.startsWith("tests/") ? [...FIXED, FIXED_WAIT] : FIXED;
  return source
    .split("\n")
    .map((line, i) => ({ line: line.trim(), at: i + 1 }))
    .filter(({ line }) => !line.startsWith("//") && !line.startsWith("*") && patterns.some((p) => p.test(line)));
};

describe("the tests' time budgets", () => {
  it("finds the files and reads each way a fixed timeout is written", () => {
    expect(FILES).toEqual(
      expect.arrayContaining(["tests/api/bad-json.test.ts", "tests/e2e/checkin.spec.ts", "widgets/test/helpers.ts"]),
    );
    for (const line of [
      "test.setTimeout(120_000);",
      "this.timeout(60000);",
      "{ timeout: 10_000, interval: 200 }",
      "testFramework: { config: { timeout: 10000 } },",
      "testsFinishTimeout: 180000,",
      "}, 60_000);",
      'await waitFor("the text", () => texts().length === 1, 30_000);',
    ])
      expect(fixedIn(line), line).toHaveLength(1);
    for (const line of [
      "test.setTimeout(budget(120_000));",
      "}, budget(60_000));",
      "{ timeout: SLOW_MS },",
      'await waitFor("the text", () => texts().length === 1, budget(30_000));',
      "setTimeout(resolve, 100);",
      "{ timeout: 4 * SLOW_MS },",
    ])
      expect(fixedIn(line), line).toEqual([]);
  });

  it("are all stretched by TEST_TIME_SCALE: none is a bare number", () => {
    const fixed = FILES.flatMap((file) =>
      fixedIn(readFileSync(path.join(ROOT, file), "utf8"), file).map(({ line, at }) => `${file}:${at}: ${line}`),
    );
    expect(fixed, "write budget(ms) (scaled(ms) in a component test)").toEqual([]);
  });
});

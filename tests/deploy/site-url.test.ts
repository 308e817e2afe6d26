// A production build (NODE_ENV=production) never publishes canonical links or a sitemap pointing at
// localhost: without a public SITE_URL it stops before writing anything, naming SITE_URL and the
// form it expects; LOCAL_BUILD=1 is the explicit opt-in for a local one. Other builds (npm start,
// npm test, npm run dev) are local and need nothing.
import { budget } from "../helpers/budget.ts";
import { execFile } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { afterAll, describe, expect, test } from "vitest";
import { productionSiteUrlProblem } from "../../scripts/build/site-url.ts";

const ROOT = path.resolve(import.meta.dirname, "../..");
const run = promisify(execFile);
const outputs: string[] = [];

/** The real Eleventy build (the first step of `npm run build`) into a fresh folder. */
async function buildSite(env: Record<string, string>) {
  const output = mkdtempSync(path.join(os.tmpdir(), "site-url-"));
  outputs.push(output);
  const { SITE_URL: _s, LOCAL_BUILD: _l, NODE_ENV: _n, ...shell } = process.env;
  try {
    const { stdout, stderr } = await run(
      process.execPath,
      ["--import", "tsx", "node_modules/@11ty/eleventy/cmd.cjs", "--config=eleventy.config.ts", `--output=${output}`],
      { cwd: ROOT, env: { ...shell, NODE_NO_WARNINGS: "1", ...env } },
    );
    return { ok: true, text: stdout + stderr, output };
  } catch (error) {
    const e = error as { stdout?: string; stderr?: string };
    return { ok: false, text: `${e.stdout ?? ""}${e.stderr ?? ""}`, output };
  }
}

afterAll(() => {
  for (const dir of outputs) rmSync(dir, { recursive: true, force: true });
});

describe("productionSiteUrlProblem", () => {
  test.each([
    [{}, null],
    [{ NODE_ENV: "test" }, null],
    [{ NODE_ENV: "development", SITE_URL: "http://localhost:3000" }, null],
    [{ NODE_ENV: "production", SITE_URL: "https://www.example-repair.com" }, null],
    [{ NODE_ENV: "production", SITE_URL: "https://repair.example.org/" }, null],
    [{ NODE_ENV: "production", LOCAL_BUILD: "1" }, null],
    [{ NODE_ENV: "production", SITE_URL: "http://localhost:8080", LOCAL_BUILD: "true" }, null],
  ])("%o may build", (env, expected) => {
    expect(productionSiteUrlProblem(env)).toBe(expected);
  });

  test.each([
    [{ NODE_ENV: "production" }, /without SITE_URL/],
    [{ NODE_ENV: "production", SITE_URL: "  " }, /without SITE_URL/],
    [{ NODE_ENV: "production", SITE_URL: "http://localhost:8080" }, /SITE_URL is http:\/\/localhost:8080/],
    [{ NODE_ENV: "production", SITE_URL: "http://LOCALHOST" }, /this machine/],
    [{ NODE_ENV: "production", SITE_URL: "http://shop.localhost:8080" }, /this machine/],
    [{ NODE_ENV: "production", SITE_URL: "http://127.0.0.1:8080" }, /this machine/],
    [{ NODE_ENV: "production", SITE_URL: "http://0.0.0.0" }, /this machine/],
    [{ NODE_ENV: "production", SITE_URL: "http://[::1]:8080" }, /this machine/],
    [{ NODE_ENV: "production", SITE_URL: "www.example-repair.com" }, /not an absolute URL/],
    [{ NODE_ENV: "production", SITE_URL: "ftp://example-repair.com" }, /not an http\(s\) address/],
    [{ NODE_ENV: "production", SITE_URL: "http://localhost", LOCAL_BUILD: "0" }, /this machine/],
  ])("%o is refused", (env, reason) => {
    const problem = productionSiteUrlProblem(env);
    expect(problem).toMatch(reason);
    // Says what to set, in what form, and how to opt in to a local build.
    expect(problem).toContain("SITE_URL=https://");
    expect(problem).toContain("LOCAL_BUILD=1");
  });
});

describe("the build", () => {
  test("a production build without SITE_URL stops before writing anything, naming SITE_URL", async () => {
    const result = await buildSite({ NODE_ENV: "production" });
    expect(result.ok).toBe(false);
    expect(result.text).toContain("Refusing a production build (NODE_ENV=production) without SITE_URL");
    expect(result.text).toContain("SITE_URL=https://");
    expect(existsSync(path.join(result.output, "index.html"))).toBe(false);
  });

  test("a production build whose SITE_URL is localhost stops too", async () => {
    const result = await buildSite({ NODE_ENV: "production", SITE_URL: "http://localhost:8080" });
    expect(result.ok).toBe(false);
    expect(result.text).toContain("whose SITE_URL is http://localhost:8080");
    expect(existsSync(path.join(result.output, "sitemap.xml"))).toBe(false);
  });

  test(
    "LOCAL_BUILD=1 is the explicit opt-in: the production build then writes the local address",
    async () => {
      const result = await buildSite({ NODE_ENV: "production", LOCAL_BUILD: "1" });
      expect(result.ok, result.text).toBe(true);
      expect(readFileSync(path.join(result.output, "sitemap.xml"), "utf8")).toContain(
        "<loc>http://localhost:8080/</loc>",
      );
    },
    budget(180_000),
  );
});

// Every built page is valid HTML according to the Nu Html Checker (vnu.jar, on the machine's Java).
import { budget } from "../helpers/budget.ts";
import { execFile } from "node:child_process";
import { createRequire } from "node:module";
import { promisify } from "node:util";
import { describe, expect, it } from "vitest";
import business from "../../site/_data/business.ts";
import models from "../../site/_data/models.ts";
import { DIST, loadPages } from "../helpers/built-site.ts";

const vnuJar: string = createRequire(import.meta.url)("vnu-jar");

/**
 * One short run, on a machine busy with other suites: the quick compiler only and one GC thread halve
 * the checker's CPU (7 s to 3 s here), and its schema's deep recursion then needs a larger stack.
 */
const JAVA_FOR_ONE_RUN = ["-XX:TieredStopAtLevel=1", "-XX:+UseSerialGC", "-Xss8m"];

interface VnuMessage {
  type: string;
  url: string;
  message: string;
  extract?: string;
}

describe("HTML validity", () => {
  it(
    "has zero Nu Html Checker errors on every built page",
    async () => {
      const pages = loadPages();
      const { stdout, stderr } = await promisify(execFile)(
        "java",
        [
          ...JAVA_FOR_ONE_RUN,
          "-jar",
          vnuJar,
          "--errors-only",
          "--skip-non-html",
          "--format",
          "json",
          ...pages.map((p) => p.file),
        ],
        { maxBuffer: 32 * 1024 * 1024 },
      ).catch((error: { stdout: string; stderr: string }) => error);
      const report = JSON.parse(stderr || stdout) as { messages: VnuMessage[] };
      const errors = report.messages.map(
        (m) => `${m.url.replace(`file:${DIST}`, "")}: ${m.message} ${m.extract ?? ""}`,
      );
      expect(errors).toEqual([]);
      // Home, pricing, the not-found page and one page per model, at least, in each language.
      expect(pages.length).toBeGreaterThanOrEqual((models.length + 3) * business.languages.length);
      if (business.languages.includes("es"))
        expect(pages.filter((p) => p.path.startsWith("/es/")).length).toBeGreaterThan(0);
    },
    budget(240_000),
  );
});

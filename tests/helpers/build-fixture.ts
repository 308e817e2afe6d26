// Builds a copy of site/ with one content file changed, to prove what content edits do to the build.
// The domain (shop/) is copied beside it with a package.json of its own: `#shop/*` then resolves in the
// copy, whose shop/owner-data.ts and facts.ts read the copy's site/_data rather than the project's.
import { execFile } from "node:child_process";
import { cpSync, mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { promisify } from "node:util";

const ROOT = path.resolve(import.meta.dirname, "../..");
const run = promisify(execFile);

export interface FixtureBuild {
  dir: string;
  dist: string;
  ok: boolean;
  output: string;
}

/**
 * Copies site/ and shop/ into tests/tmp/<name>/ (inside the project, so node_modules resolve), lets `edit`
 * change the copy's files, and runs the real Eleventy build on it, with `env` over this process's
 * environment (build variables such as CHAT_API_URL).
 */
export async function buildFixture(
  name: string,
  edit: (siteDir: string) => void,
  env: Record<string, string> = {},
): Promise<FixtureBuild> {
  const dir = path.join(ROOT, "tests/tmp", name);
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  const siteDir = path.join(dir, "site");
  cpSync(path.join(ROOT, "site"), siteDir, { recursive: true });
  cpSync(path.join(ROOT, "shop"), path.join(dir, "shop"), { recursive: true });
  const { type, imports } = JSON.parse(readFileSync(path.join(ROOT, "package.json"), "utf8")) as Record<
    string,
    unknown
  >;
  writeFileSync(path.join(dir, "package.json"), JSON.stringify({ type, imports }));
  edit(siteDir);
  // The root tsconfig leaves tests/tmp out of type-checking; tsx needs one that covers the copy
  // so its .tsx templates compile with the same JSX settings.
  const tsconfig = path.join(dir, "tsconfig.json");
  writeFileSync(
    tsconfig,
    JSON.stringify({ extends: "../../../tsconfig.json", include: ["site", "shop"], exclude: [] }),
  );
  const dist = path.join(dir, "dist");
  try {
    const { stdout, stderr } = await run(
      process.execPath,
      [
        "--import",
        "tsx",
        "node_modules/@11ty/eleventy/cmd.cjs",
        "--config=eleventy.config.ts",
        `--input=${siteDir}`,
        `--output=${dist}`,
      ],
      { cwd: ROOT, env: { ...process.env, NODE_NO_WARNINGS: "1", TSX_TSCONFIG_PATH: tsconfig, ...env } },
    );
    return { dir, dist, ok: true, output: stdout + stderr };
  } catch (error) {
    const e = error as { stdout?: string; stderr?: string };
    return { dir, dist, ok: false, output: `${e.stdout ?? ""}${e.stderr ?? ""}` };
  }
}

/**
 * Deletes a fixture's copy. Every test that builds one removes it when done: a copy left in tests/tmp
 * is a second, stale set of the shop's facts beside site/_data.
 */
export function removeFixture(build: FixtureBuild | undefined): void {
  if (build) rmSync(build.dir, { recursive: true, force: true });
}

/** Replaces exactly one occurrence of `find` in a file of the copy, failing loudly if it is not there. */
export function replaceOnce(file: string, find: string, replacement: string): void {
  const text = readFileSync(file, "utf8");
  const at = text.indexOf(find);
  if (at < 0 || text.indexOf(find, at + 1) >= 0) throw new Error(`${file}: expected exactly one "${find}"`);
  writeFileSync(file, text.slice(0, at) + replacement + text.slice(at + find.length));
}

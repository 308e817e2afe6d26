// The front door: the README fits a terminal, and what README.md, docs/*.md and the source's comments
// name is real. A path named in a doc or a comment outlives the file it named unless something reads
// it again after every move, and a variable the docs tell the owner to set is worthless if nothing
// reads it: this file is that reader.
import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

const ROOT = path.resolve(import.meta.dirname, "../..");
const read = (file: string) => readFileSync(path.join(ROOT, file), "utf8");

const README_COLUMNS = 100;
const README_ROWS = 120;

// Comments in source this branch may not edit that name a path that is gone: each one is a
// "file: path" pair. The test fails when one of them is fixed, so the entry leaves with the fault.
const STALE_IN_COMMENTS = new Set<string>();

// Paths named inside dist/ rather than in the repository: the widgets' build manifest folder.
const IN_DIST = new Set(["widgets/.vite/"]);

// Build output and local state (.gitignore's folders): a doc may name them though no clone has them.
const IGNORED = readFileSync(path.join(ROOT, ".gitignore"), "utf8")
  .split("\n")
  .map((line) => line.trim())
  .filter((line) => line.endsWith("/") && !line.startsWith("#"));

const SKIPPED_DIRS = new Set(["node_modules", ".git", ...IGNORED.map((dir) => dir.replace(/\/$/, ""))]);

function filesUnder(dir: string): string[] {
  const full = path.join(ROOT, dir);
  if (!existsSync(full)) return [];
  return readdirSync(full, { withFileTypes: true }).flatMap((entry) => {
    const rel = path.posix.join(dir, entry.name);
    if (entry.isDirectory()) return SKIPPED_DIRS.has(rel) || SKIPPED_DIRS.has(entry.name) ? [] : filesUnder(rel);
    return [rel];
  });
}

const CODE = /\.(?:ts|tsx|js|mjs|cjs)$/;
const ROOT_FILES = readdirSync(ROOT).filter((name) => CODE.test(name));
const SOURCE = [...["api", "shop", "site", "widgets", "scripts", "tests"].flatMap(filesUnder), ...ROOT_FILES].filter(
  (file) => CODE.test(file),
);
const DOCS = [
  "README.md",
  ...readdirSync(path.join(ROOT, "docs"))
    .filter((name) => name.endsWith(".md"))
    .map((name) => `docs/${name}`),
  // Each feature folder's README, which says what belongs there.
  ...readdirSync(path.join(ROOT, "api"))
    .map((name) => `api/${name}/README.md`)
    .filter((file) => existsSync(path.join(ROOT, file))),
];

/** Repository paths in a piece of text: api/…, site/…, shop/…, widgets/…, tests/…, scripts/…, docs/…. */
const REPO_PATH = /(?<![\w./#@~-])((?:api|site|shop|widgets|tests|scripts|docs)\/[\w./*{},-]*[\w/*}])/g;
/** Files at the root a doc may name without a folder. */
const ROOT_FILE =
  /^(?:[\w-]+\.config\.[cm]?[jt]s|tsconfig[\w.-]*\.json|package(?:-lock)?\.json|Dockerfile|knip\.jsonc|\.prettierrc\.json|\.prettierignore|\.oxlintrc\.json|\.gitignore|\.dockerignore|\.ci\/[\w.-]+)$/;

function globToRegExp(glob: string): RegExp {
  const body = glob
    .replace(/[.+^$()|[\]\\]/g, "\\$&")
    .replace(/\{([^}]*)\}/g, (_, alternatives: string) => `(?:${alternatives.split(",").join("|")})`)
    .replace(/\*\*\/|\*\*|\*/g, (star) => (star === "*" ? "[^/]*" : star === "**" ? ".*" : "(?:.*/)?"));
  return new RegExp(`^${body}/?$`);
}

/** Whether a named path (a file, a folder with its slash, or a glob) is in the working tree. */
function exists(named: string): boolean {
  if (!/[*{]/.test(named)) return existsSync(path.join(ROOT, named));
  const base = named.slice(0, named.search(/[*{]/)).replace(/[^/]*$/, "");
  const pattern = globToRegExp(named);
  const under = filesUnder(base.replace(/\/$/, "") || ".");
  return under.some((file) => pattern.test(file) || pattern.test(path.posix.dirname(file) + "/"));
}

/** Why a named path is missing, or undefined when it is there (or need not be). */
function missing(named: string): string | undefined {
  if (IN_DIST.has(named) || IGNORED.some((dir) => named.startsWith(dir) || `${named}/` === dir)) return undefined;
  return exists(named) ? undefined : named;
}

function backticked(markdown: string): string[] {
  return [
    ...outsideFences(markdown)
      .join("\n")
      .matchAll(/`([^`\n]+)`/g),
  ].map((m) => m[1]!);
}

function outsideFences(markdown: string): string[] {
  let fenced = false;
  return markdown.split("\n").filter((line) => {
    if (/^\s*(?:```|~~~)/.test(line)) {
      fenced = !fenced;
      return false;
    }
    return !fenced;
  });
}

const columns = (line: string) => [...line].length;

describe("README.md fits a terminal", () => {
  const readme = read("README.md");

  it(`keeps every line outside code blocks within ${README_COLUMNS} columns`, () => {
    const wide = outsideFences(readme).filter((line) => columns(line) > README_COLUMNS);
    expect(wide).toEqual([]);
  });

  it(`fills at most ${README_ROWS} rows of a ${README_COLUMNS}-column terminal`, () => {
    const rows = readme
      .trimEnd()
      .split("\n")
      .reduce((sum, line) => sum + Math.max(1, Math.ceil(columns(line) / README_COLUMNS)), 0);
    expect(rows).toBeLessThanOrEqual(README_ROWS);
  });

  it("opens with the two commands that build and serve it, and test it", () => {
    const commands = readme.split("\n").slice(0, 8).join("\n");
    expect(commands).toContain("npm install && npm start");
    expect(commands).toContain("npm install && npm test");
    expect(readme).toContain("`npm run dev`");
    const scripts = (JSON.parse(read("package.json")) as { scripts: Record<string, string> }).scripts;
    expect(Object.keys(scripts)).toEqual(expect.arrayContaining(["start", "test", "dev"]));
  });
});

describe("what the docs name exists", () => {
  it("finds the paths it checks, globs and planned folders included", () => {
    expect("see `api/app.ts` and site/_data/business.ts's hours, not #shop/facts.ts".match(REPO_PATH)).toEqual([
      "api/app.ts",
      "site/_data/business.ts",
    ]);
    expect(exists("tests/e2e/*.spec.ts")).toBe(true);
    expect(exists("tests/e2e/no-such-*.spec.ts")).toBe(false);
    expect(exists("site/**/*.11ty.{ts,tsx}")).toBe(true);
    expect(missing("tests/no-such-folder/")).toBe("tests/no-such-folder/");
    expect(missing("dist/index.html")).toBeUndefined();
  });

  it.each(DOCS)("%s names only paths of this repository that exist", (doc) => {
    const text = read(doc);
    const named = backticked(text).flatMap((span) => [
      ...[...span.matchAll(REPO_PATH)].map((m) => m[1]!),
      ...span.split(/\s+/).filter((word) => ROOT_FILE.test(word)),
    ]);
    // Links between docs and to the repository's files, relative to the doc.
    const links = [...text.matchAll(/\]\(([^)\s]+)\)/g)]
      .map((m) => m[1]!.replace(/#.*$/, ""))
      .filter((target) => target !== "" && !/^[a-z]+:/i.test(target))
      .map((target) => path.posix.normalize(path.posix.join(path.posix.dirname(doc), target)));
    const gone = [...new Set([...named, ...links])].map(missing).filter(Boolean);
    expect(gone).toEqual([]);
  });

  it("the source's comments name only paths that exist", () => {
    const gone: string[] = [];
    for (const file of SOURCE) {
      const lines = read(file).split("\n");
      lines.forEach((line, index) => {
        const comment = /(?:\/\/|^\s*\/?\*+)(.*)$/.exec(line)?.[1];
        if (comment === undefined) return;
        for (const match of comment.matchAll(REPO_PATH)) {
          const named = match[1]!;
          const why = missing(named);
          const key = `${file}: ${named}`;
          if (why !== undefined && !STALE_IN_COMMENTS.has(key)) gone.push(`${file}:${index + 1}: ${why}`);
          if (why === undefined && STALE_IN_COMMENTS.has(key)) gone.push(`${key} is fixed: take it off the list`);
        }
      });
    }
    expect(gone).toEqual([]);
  });
});

describe("what the docs tell the owner to set is read", () => {
  const code = SOURCE.filter((file) => !/\.(?:test|spec)\.tsx?$/.test(file))
    .map(read)
    .join("\n");
  const shell = ["Dockerfile", ".ci/run"].filter((file) => existsSync(path.join(ROOT, file))).map(read);
  const source = [code, ...shell].join("\n");

  /** UPPER_SNAKE names in backticks, and NAME= assignments in a backticked command. */
  function variables(markdown: string): string[] {
    return backticked(markdown).flatMap((span) => [
      ...(/^[A-Z][A-Z0-9]*(?:_[A-Z0-9]+)+$/.test(span) ? [span] : []),
      ...[...span.matchAll(/(?:^|\s)([A-Z][A-Z0-9_]*)=/g)].map((m) => m[1]!),
    ]);
  }

  const isRead = (name: string) =>
    new RegExp(`env\\??\\.${name}\\b|env\\[["'\`]${name}["'\`]\\]|^\\s+${name}: |\\$\\{?${name}\\b`, "m").test(source);
  // A code constant the docs name (OFF_TOPIC, HOVER_GRACE_MS) is not an environment variable.
  const isConstant = (name: string) => new RegExp(`\\b(?:const|let|var|enum)\\s+${name}\\b`).test(code);
  // Variables another program reads, named where the docs show how to run it: libfaketime's (docs/testing.md).
  const READ_BY_TOOLS = new Set(["FAKETIME_NO_CACHE", "DONT_FAKE_MONOTONIC"]);

  it("tells a variable from a constant", () => {
    expect(variables("set `SITE_URL`, or run `HOST=0.0.0.0 PORT=8080 npm start`; not `npm`")).toEqual([
      "SITE_URL",
      "HOST",
      "PORT",
    ]);
    expect(isRead("SITE_URL")).toBe(true);
    expect(isRead("NO_SUCH_VARIABLE")).toBe(false);
  });

  it.each(DOCS)("%s names only environment variables the source reads", (doc) => {
    const unread = [...new Set(variables(read(doc)))].filter(
      (name) => !isRead(name) && !isConstant(name) && !READ_BY_TOOLS.has(name),
    );
    expect(unread).toEqual([]);
  });
});

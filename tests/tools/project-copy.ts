// A copy of the project in the OS temp dir, for suites that must run the real code somewhere other
// than the working tree: the second shop (another shop's data files swapped in) and the Node 24 run
// (a better-sqlite3 built for Node 24 in place of the shared one). The shared node_modules is linked,
// never copied: 500 MB of packages would cost more than the whole test.
import { cpSync, mkdirSync, mkdtempSync, readdirSync, realpathSync, rmSync, symlinkSync } from "node:fs";
import os from "node:os";
import path from "node:path";

const ROOT = path.resolve(import.meta.dirname, "../..");
/** What a copy never needs: build output, test leftovers, git, and node_modules (linked instead). */
const SKIP = new Set([
  "node_modules",
  ".git",
  "dist",
  ".dev",
  ".cache",
  "test-results",
  "playwright-report",
  ".lighthouse",
  "tests/tmp",
  "tests/.tmp",
]);

export interface CopyOptions {
  /**
   * Packages the copy gets its own folder for (left empty for the caller to fill); every other entry
   * of node_modules is a link to the shared one. Without it, node_modules itself is one link.
   */
  ownPackages?: string[];
}

/** Copies the project's sources into a new folder named after `prefix`; returns its path. */
export function copyProject(prefix: string, { ownPackages = [] }: CopyOptions = {}): string {
  const copy = mkdtempSync(path.join(os.tmpdir(), prefix));
  cpSync(ROOT, copy, {
    recursive: true,
    filter: (source) => !SKIP.has(path.relative(ROOT, source).split(path.sep).join("/")),
  });
  const shared = realpathSync(path.join(ROOT, "node_modules"));
  if (ownPackages.length === 0) {
    symlinkSync(shared, path.join(copy, "node_modules"), "dir");
    return copy;
  }
  mkdirSync(path.join(copy, "node_modules"));
  // Vite's and Vitest's caches stay the copy's own: they are written while the project's suites run.
  const own = new Set([...ownPackages, ".vite", ".vitest"]);
  for (const entry of readdirSync(shared)) {
    if (own.has(entry)) continue;
    symlinkSync(path.join(shared, entry), path.join(copy, "node_modules", entry));
  }
  for (const name of ownPackages) mkdirSync(path.join(copy, "node_modules", name), { recursive: true });
  return copy;
}

export function removeCopy(copy: string): void {
  rmSync(copy, { recursive: true, force: true });
}

// Which parts of `npm run bench:api` run, from the environment: on a shared machine one engine and
// one case at a time give numbers that can be compared before and after a change.
import { mkdirSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";

/** Whether the comma list in `variable` (unset: everything) names `part`. */
export function wants(variable: "BENCH_ENGINES" | "BENCH_CASES", part: string): boolean {
  const list = process.env[variable];
  if (!list) return true;
  return list
    .split(",")
    .map((s) => s.trim())
    .includes(part);
}

/**
 * The benchmarked servers' extra environment: a CPU profile each under BENCH_PROFILE (cpu-profile.mjs;
 * Node 20 refuses --cpu-prof in NODE_OPTIONS).
 */
export function benchServerEnv(): Record<string, string> {
  const dir = process.env.BENCH_PROFILE;
  if (!dir) return {};
  mkdirSync(dir, { recursive: true });
  const preload = pathToFileURL(path.join(import.meta.dirname, "cpu-profile.mjs")).href;
  return {
    NODE_OPTIONS: [process.env.NODE_OPTIONS, `--import=${preload}`].filter(Boolean).join(" "),
    BENCH_PROFILE_DIR: path.resolve(dir),
  };
}

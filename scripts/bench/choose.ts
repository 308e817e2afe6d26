// Which parts of `npm run bench:api` run, from the environment: on a shared machine one engine and
// one case at a time give numbers that can be compared before and after a change.
import { mkdirSync } from "node:fs";
import path from "node:path";

/** Whether a comma list (unset: everything) names `part`. */
const names = (list: string | undefined, part: string) =>
  !list ||
  list
    .split(",")
    .map((s) => s.trim())
    .includes(part);

/** BENCH_ENGINES: sqlite, postgres, or both when unset. */
export const wantsEngine = (engine: "sqlite" | "postgres") => names(process.env.BENCH_ENGINES, engine);
/** BENCH_CASES: availability, booking, or both when unset. */
export const wantsCase = (part: "availability" | "booking") => names(process.env.BENCH_CASES, part);

/**
 * Loaded with --import into a benchmarked server under BENCH_PROFILE (Node 20 refuses --cpu-prof in
 * NODE_OPTIONS): profiles the whole process and writes DIR/server-PID.cpuprofile as it exits. The main
 * thread's inspector session answers synchronously, so the profile is written before the exit.
 */
const PROFILER = `
import { Session } from "node:inspector";
import { writeFileSync } from "node:fs";
const dir = process.env.BENCH_PROFILE_DIR;
const session = new Session();
session.connect();
session.post("Profiler.enable");
session.post("Profiler.setSamplingInterval", { interval: 200 });
session.post("Profiler.start");
process.on("exit", () =>
  session.post("Profiler.stop", (error, result) => {
    if (!error) writeFileSync(dir + "/server-" + process.pid + ".cpuprofile", JSON.stringify(result.profile));
  }),
);`;

/** The benchmarked servers' extra environment: a CPU profile each under BENCH_PROFILE. */
export function benchServerEnv(): Record<string, string> {
  const dir = process.env.BENCH_PROFILE;
  if (!dir) return {};
  mkdirSync(dir, { recursive: true });
  const preload = `--import=data:text/javascript,${encodeURIComponent(PROFILER)}`;
  return {
    NODE_OPTIONS: [process.env.NODE_OPTIONS, preload].filter(Boolean).join(" "),
    BENCH_PROFILE_DIR: path.resolve(dir),
  };
}

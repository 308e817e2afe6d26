// `npm test`: every suite, in three lanes that run side by side, then a table of each suite's time.
//
// Why lanes: on a 2-core machine the suites mostly wait (for a browser to render, a server to answer,
// PostgreSQL to sync, npm to install) rather than compute: run one after another, they used about a
// third of the CPU. Each lane runs one suite at a time, so at most three run at once:
//   tooling: deploy (the Dockerfile's install and build in clean folders, a production build's
//            SITE_URL check): needs nothing built
//            -> node 24 (the server and its stores on the container's Node 24, tests/tools/node-24.ts:
//            a native build, then the suites) -> second shop: unit -> second shop: components
//            -> components (here, not in the unit lane: the second shop's unit run no longer fills
//            this lane, and the unit lane ended last but for the e2e lane)
//   unit:    build -> second shop: build -> format -> lint -> knip -> typecheck -> unit (all but the
//            suites that run on Node 24 only: the server processes and SQLite-only stores, node24Only)
//   e2e:     e2e -> second shop: e2e (the longest lane, so it starts as soon as the build is there;
//            the two Playwright runs take turns: together they would be four browsers and two
//            servers on two cores)
// then, alone (ALONE): dev mode, and the e2e spec that measures the widgets' cost at 4x CPU.
// A suite starts when its lane is free and what it needs has passed (the unit and e2e suites need
// the build; the second shop's suites its copy). Built once, used by all: dist/ by the unit and e2e
// suites; the second shop's copy (tests/tools/test-second-shop.ts) by its three suites.
//
// Every suite's output is printed in one piece when it ends (never interleaved); a failed suite does
// not stop the others, only what needs it. The exit code is 1 when any suite failed.
//
//   npm test                      everything
//   npm test -- e2e unit          only these suites (and what they need)
//   npm test -- --list            the suites and their lanes
import { spawn, type ChildProcess } from "node:child_process";
import { readdirSync } from "node:fs";
import { availableParallelism } from "node:os";
import path from "node:path";
import { node24Only, runOnNode24 } from "./node-24.ts";
import type { Runner } from "./runner.ts";
import { prepareSecondShop, removeSecondShop, secondShopSuites, TOOLING, type ShopSuite } from "./test-second-shop.ts";

const ROOT = path.resolve(import.meta.dirname, "../..");
const started = Date.now();
const cores = availableParallelism();
/**
 * Workers inside a suite. Vitest's default is one fewer than the cores (one on 2 cores), and its files
 * mostly wait on servers and child processes: two keep the cores busier. Playwright's default is half
 * the cores (one on 2): two workers, each with its own browser.
 */
const VITEST_WORKERS = Math.max(2, cores - 1);
const E2E_WORKERS = Math.max(2, Math.floor(cores / 2));
/**
 * Playwright's trace, `retain-on-failure` in playwright.config.ts, records every test (its actions,
 * DOM snapshots, network) and keeps the record of a failed one: measured on pages.spec.ts and
 * visitor.spec.ts (phone, 2 workers, a busy machine, four and five runs), 43 s of CPU and 95 s on
 * the clock with it, 36 s and 84 s without. The two end-to-end runs of this command record none
 * (a failure still keeps its screenshot and error; `npx playwright test <spec>` records as before);
 * E2E_TRACE=retain-on-failure npm test brings it back.
 */
const E2E_TRACE = ["--trace", process.env.E2E_TRACE ?? "off"];

const LANES = ["tooling", "unit", "e2e"] as const;
/** "alone": after the lanes, one at a time, with nothing beside them (see ALONE). */
type Lane = (typeof LANES)[number] | "alone";
interface Step {
  name: string;
  lane: Lane;
  /** Steps that must have passed first. */
  needs: string[];
  run: (run: Runner, log: (line: string) => void) => Promise<void>;
}
interface Outcome {
  result: "running" | "passed" | "failed" | "skipped";
  start?: number;
  end?: number;
  note?: string;
  /** What the suite printed, kept for a failed suite's summary at the end. */
  output?: string;
  /** CPU seconds (user and system) of what the suite ran. */
  cpu?: number;
}

const children = new Set<ChildProcess>();
/**
 * Each command runs under bash, whose `times` then writes the CPU seconds of everything the command
 * ran and waited for (its browsers, servers and compilers) to fd 3: the table's CPU column, which
 * says where the machine's two cores went, unlike the clock, which counts waiting behind the others.
 * What outlives its parent (a database server started as a daemon, a browser's renderers when the
 * browser is killed first) is not counted: compare it across runs.
 */
const WITH_CPU = '"$@"; status=$?; times >&3; exit $status';
/** Children's user and system time from `times`'s second line ("0m1.5s 0m0.2s"), in seconds. */
function childSeconds(times: string): number {
  const line = times.trim().split("\n").at(-1) ?? "";
  return [...line.matchAll(/(\d+)m([\d.]+)s/g)].reduce((sum, m) => sum + Number(m[1]) * 60 + Number(m[2]), 0);
}
/** Runs a command with its output collected into `out`; its own process group, so a stop ends it all. */
function collecting(out: string[], cpu: { seconds: number }): Runner {
  return (command, args, { cwd, env }) =>
    new Promise((resolve, reject) => {
      out.push(
        `$ ${path.relative(ROOT, cwd) || "."}: ${command === process.execPath ? "node" : command} ${args.join(" ")}\n`,
      );
      const child = spawn("bash", ["-c", WITH_CPU, "bash", command, ...args], {
        cwd,
        detached: true,
        stdio: ["ignore", "pipe", "pipe", "pipe"],
        env: { ...process.env, NODE_NO_WARNINGS: "1", ...env },
      });
      children.add(child);
      let times = "";
      child.stdout!.on("data", (chunk: Buffer) => out.push(chunk.toString()));
      child.stderr!.on("data", (chunk: Buffer) => out.push(chunk.toString()));
      (child.stdio[3] as NodeJS.ReadableStream).on("data", (chunk: Buffer) => (times += chunk.toString()));
      child.on("error", reject);
      child.on("close", (code, signal) => {
        children.delete(child);
        cpu.seconds += childSeconds(times);
        if (code === 0) resolve();
        else
          reject(
            new Error(
              `${command === process.execPath ? "node" : command} ${args.slice(0, 3).join(" ")}… exited with ${code ?? signal}`,
            ),
          );
      });
    });
}

const node = (args: string[]) => [process.execPath, args] as const;
const vitest = (...args: string[]) => node(["node_modules/vitest/vitest.mjs", ...args]);
const playwright = (...args: string[]) => node(["node_modules/@playwright/test/cli.js", "test", ...args]);

/**
 * What runs after the lanes, with nothing beside it: suites that time the product rather than wait
 * on a condition, which other suites' load turns red. Dev mode's test times a rebuild after each
 * edit; widgets-cost.spec.ts measures long tasks at 4x CPU and the first tap. Beside the lanes both
 * timed out in fresh-clone runs; alone they pass.
 */
const ALONE = { vitest: ["tests/dev/"], specs: ["widgets-cost.spec.ts"] };
/** Every end-to-end spec but these (a new spec is in without a line here). */
function specsBut(except: string[]): string[] {
  const specs = readdirSync(path.join(ROOT, "tests/e2e")).filter((f) => f.endsWith(".spec.ts"));
  const unknown = except.filter((f) => !specs.includes(f));
  if (unknown.length > 0) throw new Error(`no such spec: ${unknown.join(", ")}`);
  return specs.filter((f) => !except.includes(f)).map((f) => `tests/e2e/${f}`);
}
let secondShop: string | undefined;
const inShop = (pick: (suites: ReturnType<typeof secondShopSuites>) => ShopSuite) => async (run: Runner) => {
  const [command, args, env] = pick(
    secondShopSuites(secondShop!, { vitestWorkers: VITEST_WORKERS, e2eWorkers: E2E_WORKERS, e2eArgs: E2E_TRACE }),
  );
  await run(command, [...args], { cwd: secondShop!, env });
};

/**
 * For the suites that open no database: Vitest's global setup then starts no PostgreSQL server for the
 * run (tests/helpers/postgres-global.ts), a few seconds of CPU, and the alone suites' seconds count twice.
 */
const NO_DATABASE = { TEST_POSTGRES: "off" };
/** In each lane's order. */
const STEPS: Step[] = [
  {
    name: "deploy",
    lane: "tooling",
    needs: [],
    run: (run) => run(...vitest("run", "tests/deploy/"), { cwd: ROOT, env: NO_DATABASE }),
  },
  {
    name: "node 24",
    lane: "tooling",
    needs: [],
    run: (run, log) => runOnNode24(run, log, { vitestWorkers: VITEST_WORKERS }),
  },
  { name: "build", lane: "unit", needs: [], run: (run) => run("npm", ["run", "build"], { cwd: ROOT }) },
  {
    name: "second shop: build",
    lane: "unit",
    needs: [],
    run: async (run, log) => {
      secondShop = await prepareSecondShop(run, log);
    },
  },
  { name: "format", lane: "unit", needs: [], run: (run) => run("npm", ["run", "format:check"], { cwd: ROOT }) },
  { name: "lint", lane: "unit", needs: [], run: (run) => run("npm", ["run", "lint"], { cwd: ROOT }) },
  { name: "knip", lane: "unit", needs: [], run: (run) => run("npm", ["run", "knip"], { cwd: ROOT }) },
  { name: "typecheck", lane: "unit", needs: [], run: (run) => run("npm", ["run", "typecheck"], { cwd: ROOT }) },
  {
    name: "unit",
    lane: "unit",
    needs: ["build"],
    run: (run) =>
      run(
        ...vitest(
          "run",
          `--maxWorkers=${VITEST_WORKERS}`,
          // The node 24 step runs these (and only there: see node24Only).
          ...[...TOOLING, ...node24Only()].flatMap((g) => ["--exclude", g]),
        ),
        { cwd: ROOT },
      ),
  },
  { name: "second shop: unit", lane: "tooling", needs: ["second shop: build"], run: inShop((s) => s.unit) },
  { name: "second shop: components", lane: "tooling", needs: ["second shop: build"], run: inShop((s) => s.components) },
  {
    name: "components",
    lane: "tooling",
    needs: [],
    run: (run) => run(...node(["--import", "tsx", "node_modules/@web/test-runner/dist/bin.js"]), { cwd: ROOT }),
  },
  {
    name: "e2e",
    lane: "e2e",
    needs: ["build"],
    run: (run) => run(...playwright(`--workers=${E2E_WORKERS}`, ...E2E_TRACE, ...specsBut(ALONE.specs)), { cwd: ROOT }),
  },
  { name: "second shop: e2e", lane: "e2e", needs: ["second shop: build"], run: inShop((s) => s.e2e) },
  {
    name: "dev mode",
    lane: "alone",
    needs: [],
    run: (run) => run(...vitest("run", ...ALONE.vitest), { cwd: ROOT, env: NO_DATABASE }),
  },
  {
    name: "e2e: cost at 4x CPU",
    lane: "alone",
    needs: ["build"],
    run: (run) => run(...playwright("--workers=1", ...ALONE.specs.map((f) => `tests/e2e/${f}`)), { cwd: ROOT }),
  },
];

const args = process.argv.slice(2);
if (args.includes("--list")) {
  for (const step of STEPS)
    console.log(`${step.lane.padEnd(8)} ${step.name}${step.needs.length ? `  (after ${step.needs.join(", ")})` : ""}`);
  process.exit(0);
}
/** The steps asked for on the command line, with what they need. */
function selected(names: string[]): Step[] {
  if (names.length === 0) return STEPS;
  const wanted = new Set<string>();
  const add = (name: string) => {
    const step = STEPS.find((s) => s.name === name);
    if (!step) throw new Error(`no suite "${name}": ${STEPS.map((s) => s.name).join(", ")}`);
    wanted.add(name);
    step.needs.forEach(add);
  };
  names.forEach(add);
  return STEPS.filter((s) => wanted.has(s.name));
}

const steps = selected(args.filter((a) => !a.startsWith("--")));
const outcomes = new Map<string, Outcome>();
const clock = (ms: number) => {
  const seconds = Math.round(ms / 1000);
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, "0")}`;
};
const since = () => clock(Date.now() - started);

async function runStep(step: Step): Promise<void> {
  const outcome: Outcome = { result: "running", start: Date.now() };
  outcomes.set(step.name, outcome);
  console.log(`[${since()}] ▶ ${step.name}`);
  const out: string[] = [];
  const cpu = { seconds: 0 };
  try {
    await step.run(collecting(out, cpu), (line) => out.push(`${line}\n`));
    outcome.result = "passed";
  } catch (error) {
    outcome.result = "failed";
    outcome.note = (error as Error).message;
  }
  outcome.end = Date.now();
  outcome.cpu = cpu.seconds;
  if (outcome.result === "failed") outcome.output = out.join("");
  const bar = `──── ${step.name}: ${outcome.result} in ${clock(outcome.end - outcome.start!)} `;
  console.log(`\n${bar}${"─".repeat(Math.max(4, 100 - bar.length))}\n${out.join("").trimEnd()}\n${"─".repeat(100)}`);
  console.log(`[${since()}] ${outcome.result === "passed" ? "✔" : "✘"} ${step.name}`);
}

/** Each lane takes its steps in order; a step waits for the steps it needs, wherever they run. */
async function runLane(lane: Lane): Promise<void> {
  for (const step of steps.filter((s) => s.lane === lane)) {
    const needed = step.needs.filter((n) => steps.some((s) => s.name === n));
    const pending = () => needed.some((n) => [undefined, "running"].includes(outcomes.get(n)?.result));
    while (pending()) await finished.next();
    const missing = needed.filter((n) => outcomes.get(n)!.result !== "passed");
    if (missing.length > 0) {
      outcomes.set(step.name, { result: "skipped", note: `${missing.join(", ")} did not pass` });
      console.log(`[${since()}] – ${step.name}: skipped (${missing.join(", ")} did not pass)`);
    } else await runStep(step);
    finished.signal();
  }
}

/** Wakes the lanes waiting on another lane's step. */
const finished = {
  waiting: [] as Array<() => void>,
  next() {
    return new Promise<void>((resolve) => this.waiting.push(resolve));
  },
  signal() {
    this.waiting.splice(0).forEach((resolve) => resolve());
  },
};

function stopAll(signal: NodeJS.Signals) {
  for (const child of children) {
    try {
      process.kill(-child.pid!, signal); // the child's whole process group
    } catch {
      /* already gone */
    }
  }
}
for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.on(signal, () => {
    stopAll(signal);
    process.exit(1);
  });
}

console.log(
  `npm test: ${steps.length} suites in ${LANES.length} lanes on ${cores} cores (Vitest ${VITEST_WORKERS} workers, Playwright ${E2E_WORKERS})`,
);
try {
  await Promise.all(
    LANES.map(async (lane) => {
      await runLane(lane);
      finished.signal(); // a lane that ends wakes a lane waiting on it for nothing more
    }),
  );
  await runLane("alone");
} finally {
  if (secondShop) removeSecondShop(secondShop);
}

// A failed suite's own words again, just before the table: a CI log read from its end (or cut to its
// tail) shows which test failed and why, not only that a suite did. Vitest's summary starts at
// "Failed Tests"; any other suite gives its last lines.
const FAILURE_LINES = 80;
for (const [name, outcome] of outcomes) {
  if (outcome.result !== "failed" || !outcome.output) continue;
  const lines = outcome.output.trimEnd().split("\n");
  const from = lines.findIndex((l) => /Failed Tests \d+/.test(l));
  const excerpt = from >= 0 ? lines.slice(from, from + FAILURE_LINES) : lines.slice(-FAILURE_LINES);
  console.log(`\n──── ${name}: why it failed ${"─".repeat(Math.max(4, 80 - name.length))}\n${excerpt.join("\n")}`);
}
const rows = steps.map((step) => {
  const o = outcomes.get(step.name)!;
  const time = o.start && o.end ? clock(o.end - o.start) : "-";
  const at = o.start ? `${clock(o.start - started)} – ${clock(o.end! - started)}` : "-";
  const cpu = o.cpu === undefined ? "-" : clock(o.cpu * 1000);
  return [step.name, step.lane, o.result, time, cpu, at, o.result === "passed" ? "" : (o.note ?? "")];
});
const wall = Date.now() - started;
const busy = [...outcomes.values()].reduce((sum, o) => sum + (o.end && o.start ? o.end - o.start : 0), 0);
const header = ["suite", "lane", "result", "time", "CPU", "from – to", "note"];
const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]!.length)));
const line = (cells: string[]) => `| ${cells.map((c, i) => c.padEnd(widths[i]!)).join(" | ")} |`;
console.log(`\n${line(header)}\n${line(widths.map((w) => "-".repeat(w)))}\n${rows.map(line).join("\n")}`);
const cpuTotal = [...outcomes.values()].reduce((sum, o) => sum + (o.cpu ?? 0), 0);
console.log(
  `\nnpm test: ${clock(wall)} (min:s) on the clock, ${clock(busy)} of suites run side by side, ${clock(cpuTotal * 1000)} of CPU`,
);
const failed = rows.filter((r) => r[2] !== "passed");
console.log(
  failed.length === 0 ? "npm test: every suite passed" : `npm test: ${failed.map((r) => r[0]).join(", ")} did not pass`,
);
process.exit(failed.length === 0 ? 0 : 1);

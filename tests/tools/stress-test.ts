// The test of the tests: runs the suite while a CPU hog keeps one core busy, the way a shared CI
// machine (2 cores, other jobs) runs it, and reports pass or fail and how long it took. A suite that
// only passes on a quiet machine fails here.
//   npm run test:stress                          (npm test: every suite, in its lanes)
//   npm run test:stress -- npm run test:e2e      (any other command)
//   STRESS_HOGS=2 npm run test:stress            (more cores busy)
import { spawn, type ChildProcess } from "node:child_process";
import { availableParallelism } from "node:os";

const command = process.argv.slice(2);
const [cmd, ...args] = command.length > 0 ? command : ["npm", "test"];
const hogCount = Math.max(1, Number(process.env.STRESS_HOGS ?? 1) || 1);

// A busy loop in its own process takes one core. It checks now and then that this script is still
// its parent, so it never outlives a run that was killed.
const HOG = `const parent = process.ppid; for (;;) { for (let i = 0; i < 5e7; i++); if (process.ppid !== parent) process.exit(0); }`;

const hogs: ChildProcess[] = Array.from({ length: hogCount }, () =>
  spawn(process.execPath, ["-e", HOG], { stdio: "ignore" }),
);
const stopHogs = () => {
  for (const hog of hogs) if (hog.exitCode === null && hog.signalCode === null) hog.kill("SIGKILL");
};
process.on("exit", stopHogs);

const format = (ms: number) => `${Math.floor(ms / 60_000)} min ${Math.round((ms % 60_000) / 1000)} s`;
console.log(
  `test:stress: ${hogCount} of ${availableParallelism()} cores kept busy; running: ${[cmd, ...args].join(" ")}`,
);

const started = Date.now();
const suite = spawn(cmd!, args, {
  stdio: "inherit",
  env: { ...process.env, FORCE_COLOR: process.env.FORCE_COLOR ?? "1" },
});
for (const signal of ["SIGINT", "SIGTERM"] as const) process.on(signal, () => suite.kill(signal));

const code = await new Promise<number>((resolve) => {
  suite.on("exit", (exitCode, signal) => resolve(exitCode ?? (signal ? 1 : 0)));
  suite.on("error", (error) => {
    console.error(`test:stress: could not start ${cmd}: ${error.message}`);
    resolve(1);
  });
});
stopHogs();

const verdict = code === 0 ? "PASSED" : `FAILED (exit code ${code})`;
console.log(
  `\ntest:stress: ${[cmd, ...args].join(" ")} ${verdict} in ${format(Date.now() - started)} with ${hogCount} of ${availableParallelism()} cores busy`,
);
process.exit(code);

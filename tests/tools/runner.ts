// How the test tools run a command: to its end, rejecting on a non-zero exit. `npm test`'s lanes
// collect the output to print it in one piece (run-tests.ts); a tool run alone lets it through.
import { spawn } from "node:child_process";

/** Runs a command to the end (its output where the caller wants it); rejects on a non-zero exit. */
export type Runner = (
  command: string,
  args: string[],
  options: { cwd: string; env?: Record<string, string> },
) => Promise<void>;

/** A Runner whose commands print straight to this process's output, each announced with `label`. */
export const inheriting =
  (label: string): Runner =>
  (command, args, { cwd, env }) =>
    new Promise((resolve, reject) => {
      console.log(`\n[${label}] $ ${command} ${args.join(" ")}`);
      const child = spawn(command, args, {
        cwd,
        stdio: "inherit",
        env: { ...process.env, NODE_NO_WARNINGS: "1", ...env },
      });
      child.on("error", reject);
      child.on("close", (code) =>
        code === 0 ? resolve() : reject(new Error(`${command} ${args.join(" ")} exited with ${code}`)),
      );
    });

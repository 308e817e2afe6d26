// api/server.ts as a real process, started as `npm run serve` starts it (node --import tsx
// api/server.ts), for the tests of start-up, shutdown and crashes and for the benchmarks: on a free
// loopback port unless `env` sets PORT, with `env` over this process's environment. What it prints
// is kept for the test to read; a benchmark may drop its stdout (a log line a request) and see its
// stderr (`echo`). Unless `env` names DATA_DIR or DATABASE_URL, it keeps its bookings in a fresh
// folder of its own, removed when it exits: one server owns a DATA_DIR, so two test files starting
// servers side by side on the project's default data/ would refuse each other.
import { budget } from "./budget.ts";
import { spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { REPO_ROOT } from "../../api/config.ts";
import { freePort } from "./free-port.ts";

export interface ServerProcess {
  child: ChildProcess;
  origin: string;
  port: number;
  /** What it has printed so far, stdout and stderr. */
  output(): string;
  /** Settles when it has exited and its output is complete. */
  exited: Promise<{ code: number | null; output: string }>;
  /** Resolves once GET /healthz answers 200 (and `healthy` accepts its body); rejects, with the output, when it exits first or `ms` pass. */
  ready(ms?: number, healthy?: (body: { store?: string }) => boolean): Promise<void>;
  /** Sends `signal` (SIGTERM: a graceful stop) and waits for the exit. */
  stop(signal?: NodeJS.Signals): Promise<{ code: number | null; output: string }>;
  /** SIGKILL when still running: for a finally block or an afterAll. */
  kill(): void;
}

export async function startServerProcess(
  env: NodeJS.ProcessEnv,
  options: { echo?: boolean; ignoreStdout?: boolean } = {},
): Promise<ServerProcess> {
  const port = env.PORT !== undefined ? Number(env.PORT) : await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const ownData =
    env.DATA_DIR === undefined && env.DATABASE_URL === undefined
      ? mkdtempSync(path.join(os.tmpdir(), "server-data-"))
      : undefined;
  const child = spawn(process.execPath, ["--import", "tsx", path.join(REPO_ROOT, "api", "server.ts")], {
    cwd: REPO_ROOT,
    env: { ...process.env, HOST: "127.0.0.1", ...(ownData ? { DATA_DIR: ownData } : {}), ...env, PORT: String(port) },
    stdio: ["ignore", options.ignoreStdout ? "ignore" : "pipe", "pipe"],
  });
  let output = "";
  child.stdout?.on("data", (chunk: Buffer) => (output += chunk));
  child.stderr!.on("data", (chunk: Buffer) => {
    output += chunk;
    if (options.echo) process.stderr.write(chunk);
  });
  const exited = new Promise<{ code: number | null; output: string }>((resolve) =>
    child.on("close", (code) => {
      if (ownData) rmSync(ownData, { recursive: true, force: true });
      resolve({ code, output });
    }),
  );
  let gone = false;
  void exited.then(() => (gone = true));

  return {
    child,
    origin,
    port,
    output: () => output,
    exited,
    // 45 s (90 s in CI): start-up trains the classifiers, and on two busy cores it once took over 60 s.
    async ready(ms = budget(45_000), healthy = () => true) {
      const deadline = Date.now() + ms;
      while (Date.now() < deadline) {
        if (gone) throw new Error(`api/server.ts exited with ${child.exitCode} before it was ready:\n${output}`);
        const body = await fetch(`${origin}/healthz`)
          .then(async (res) => (res.ok ? ((await res.json()) as { store?: string }) : undefined))
          .catch(() => undefined);
        if (body && healthy(body)) return;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      throw new Error(`api/server.ts was not ready within ${ms} ms:\n${output}`);
    },
    stop(signal = "SIGTERM") {
      if (!gone) child.kill(signal);
      return exited;
    },
    kill() {
      if (!gone && child.exitCode === null) child.kill("SIGKILL");
    },
  };
}

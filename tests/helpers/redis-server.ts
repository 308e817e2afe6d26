// A throwaway redis-server for a test: Debian's binary on a free loopback port, no persistence.
// Started and stopped by waiting on its own output and exit, never on time.
import { budget } from "./budget.ts";
import { spawn, type ChildProcess } from "node:child_process";
import { once } from "node:events";
import { freePort } from "./free-port.ts";

export const REDIS_SERVER = process.env.REDIS_SERVER ?? "redis-server";

export interface RedisServer {
  port: number;
  url: string;
  /** Stops it (SIGTERM) and resolves once the process has exited. */
  stop(): Promise<void>;
  /** Freezes it (SIGSTOP): connections stay open and nothing answers, as with a hung server. */
  freeze(): void;
  thaw(): void;
}

/**
 * The environment without libfaketime: a run under a fake clock (docs/testing.md, "Tests at any hour")
 * fakes the app's process, not the servers it talks to. Redis under libfaketime stops at its first
 * clock_gettime ("unexpected recursive calls"), and it uses its clock only for relative expiries.
 */
const machineClock = (env: NodeJS.ProcessEnv): NodeJS.ProcessEnv =>
  Object.fromEntries(
    Object.entries(env).filter(
      ([name, value]) => !(name === "LD_PRELOAD" && value?.includes("faketime")) && !name.startsWith("FAKETIME"),
    ),
  );

/** Starts redis-server on `port` (a free one by default) and resolves once it accepts connections. */
export async function startRedis(port?: number): Promise<RedisServer> {
  const p = port ?? (await freePort());
  const child: ChildProcess = spawn(
    REDIS_SERVER,
    ["--port", String(p), "--bind", "127.0.0.1", "--save", "", "--appendonly", "no", "--loglevel", "notice"],
    { stdio: ["ignore", "pipe", "pipe"], env: machineClock(process.env) },
  );
  let output = "";
  await new Promise<void>((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      output += chunk;
      if (/Ready to accept connections/.test(output)) resolve();
    };
    child.stdout!.on("data", onData);
    child.stderr!.on("data", onData);
    child.once("error", reject);
    child.once("exit", (code) => reject(new Error(`redis-server exited with ${code}:\n${output}`)));
  });
  const exited = once(child, "exit");
  return {
    port: p,
    url: `redis://127.0.0.1:${p}`,
    async stop() {
      if (child.exitCode === null && child.signalCode === null) {
        child.kill("SIGCONT");
        child.kill("SIGTERM");
      }
      await exited;
    },
    freeze: () => void child.kill("SIGSTOP"),
    thaw: () => void child.kill("SIGCONT"),
  };
}

/** Polls `check` until it returns true (a condition, not a sleep); fails with `what` after `ms`. */
export async function waitFor(
  what: string,
  check: () => Promise<boolean> | boolean,
  ms = budget(20_000),
): Promise<void> {
  const deadline = Date.now() + ms;
  for (;;) {
    try {
      if (await check()) return;
    } catch {
      // not yet
    }
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

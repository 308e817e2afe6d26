// The real server (api/server.ts's app, read from the environment by loadConfig) on a clock of the
// test's: it starts at HELD_CLOCK (an instant, ms) and runs on from there, for the app and its outbox.
// For an end-to-end spec that reads texts: on the machine's clock the server holds every text between
// 9 PM and 8 AM shop time (api/sms/quiet-hours.ts), so a run in the evening would wait for the morning;
// on a clock held inside the hours texts go, the spec passes at any hour. Everything else is the
// environment's, as for the run's own server (tests/e2e/server-env.ts). Started with `node --import tsx`
// by startHeldClockServer.
import { spawn } from "node:child_process";
import { fileURLToPath } from "node:url";
import { loadConfig, REPO_ROOT } from "../../api/config.ts";
import { budget } from "./budget.ts";

export interface HeldClockServer {
  origin: string;
  stop(): Promise<void>;
}

/** The server with `env` (an API's variables, PORT among them) on a clock from `clock`; resolves once /healthz answers. */
export async function startHeldClockServer(env: Record<string, string>, clock: number): Promise<HeldClockServer> {
  const origin = `http://127.0.0.1:${env.PORT}`;
  const child = spawn(process.execPath, ["--import", "tsx", fileURLToPath(import.meta.url)], {
    cwd: REPO_ROOT,
    env: { ...process.env, ...env, HELD_CLOCK: String(clock) },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout.on("data", (chunk: Buffer) => (output += chunk));
  child.stderr.on("data", (chunk: Buffer) => (output += chunk));
  const exited = new Promise<void>((resolve) => child.once("close", () => resolve()));
  let gone = false;
  void exited.then(() => (gone = true));
  const stop = async () => {
    if (!gone) child.kill("SIGTERM");
    await exited;
  };
  const deadline = Date.now() + budget(60_000);
  while (Date.now() < deadline) {
    if (gone) throw new Error(`the held-clock server exited before it was ready:\n${output}`);
    if (
      await fetch(`${origin}/healthz`).then(
        (r) => r.ok,
        () => false,
      )
    )
      return { origin, stop };
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  await stop();
  throw new Error(`the held-clock server was not ready in time:\n${output}`);
}

async function main() {
  const startedAt = Date.now();
  const clock = () => Number(process.env.HELD_CLOCK) + (Date.now() - startedAt);
  const config = loadConfig(process.env);
  const { buildApp } = await import("../../api/app.ts");
  const app = await buildApp({
    ...config.app,
    now: () => new Date(clock()),
    booking: { ...config.app.booking, outboxClock: clock },
  });
  await app.listen({ port: config.port, host: config.host });
  process.once("SIGTERM", () => void app.close().then(() => process.exit(0)));
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await main();

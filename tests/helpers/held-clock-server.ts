// The real server (api/server.ts's app, read from the environment by loadConfig) on a clock of the
// test's: it starts at HELD_CLOCK (an instant, ms) and runs on from there, for the app and its outbox.
// For an end-to-end spec that reads texts: on the machine's clock the server holds every text between
// 9 PM and 8 AM shop time (api/sms/quiet-hours.ts), so a run in the evening would wait for the morning;
// on a clock held inside the hours texts go, the spec passes at any hour. The spec may move the clock on
// (moveTo): to the time a reminder, 'we missed you' or the review ask is due, which the outbox then
// sends at once, so a spec follows a journey of days without waiting for any of them. Everything else is
// the environment's, as for the run's own server (tests/e2e/server-env.ts). Started with
// `node --import tsx` by startHeldClockServer, which talks to it over the child process's IPC channel.
import { spawn } from "node:child_process";
import { fileURLToPath } from "node:url";
import { loadConfig, REPO_ROOT } from "../../api/config.ts";
import { budget } from "./budget.ts";

export interface HeldClockServer {
  origin: string;
  /**
   * Moves the server's clock on to `at` (never back: an earlier instant leaves it where it is), running on
   * from there, and has the outbox send what is then due at once; resolves with the server's clock.
   */
  moveTo(at: number): Promise<number>;
  /** The server's clock now. */
  now(): Promise<number>;
  stop(): Promise<void>;
}

/** A request to the server's process, and its answer: the clock after it. */
type ClockRequest = { id: number; moveTo?: number };
type ClockAnswer = { id: number; now: number };

/** The server with `env` (an API's variables, PORT among them) on a clock from `clock`; resolves once /healthz answers. */
export async function startHeldClockServer(env: Record<string, string>, clock: number): Promise<HeldClockServer> {
  const origin = `http://127.0.0.1:${env.PORT}`;
  const child = spawn(process.execPath, ["--import", "tsx", fileURLToPath(import.meta.url)], {
    cwd: REPO_ROOT,
    env: { ...process.env, ...env, HELD_CLOCK: String(clock) },
    stdio: ["ignore", "pipe", "pipe", "ipc"],
  });
  let output = "";
  child.stdout!.on("data", (chunk: Buffer) => (output += chunk));
  child.stderr!.on("data", (chunk: Buffer) => (output += chunk));
  const exited = new Promise<void>((resolve) => child.once("close", () => resolve()));
  let gone = false;
  void exited.then(() => (gone = true));
  const stop = async () => {
    if (!gone) child.kill("SIGTERM");
    await exited;
  };

  const waiting = new Map<number, (now: number) => void>();
  let asked = 0;
  child.on("message", (answer: ClockAnswer) => waiting.get(answer.id)?.(answer.now));
  const ask = (request: Omit<ClockRequest, "id">) =>
    new Promise<number>((resolve, reject) => {
      if (gone) return reject(new Error(`the held-clock server has exited:\n${output}`));
      const id = ++asked;
      waiting.set(id, (now) => {
        waiting.delete(id);
        resolve(now);
      });
      child.send({ id, ...request } satisfies ClockRequest);
    });
  const server: HeldClockServer = { origin, moveTo: (at) => ask({ moveTo: at }), now: () => ask({}), stop };

  const deadline = Date.now() + budget(60_000);
  while (Date.now() < deadline) {
    if (gone) throw new Error(`the held-clock server exited before it was ready:\n${output}`);
    if (
      await fetch(`${origin}/healthz`).then(
        (r) => r.ok,
        () => false,
      )
    )
      return server;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  await stop();
  throw new Error(`the held-clock server was not ready in time:\n${output}`);
}

async function main() {
  // The clock: `base` at the machine's `since`, running on at the machine's pace.
  let base = Number(process.env.HELD_CLOCK);
  let since = Date.now();
  const clock = () => base + (Date.now() - since);
  const config = loadConfig(process.env);
  const { buildApp } = await import("../../api/app.ts");
  const app = await buildApp({
    ...config.app,
    now: () => new Date(clock()),
    booking: { ...config.app.booking, outboxClock: clock },
  });
  await app.listen({ port: config.port, host: config.host });
  process.on("message", (request: ClockRequest) => {
    if (request.moveTo !== undefined) {
      if (request.moveTo > clock()) {
        base = request.moveTo;
        since = Date.now();
      }
      // What is due now goes at once, not at the outbox's next poll.
      app.outbox?.kick();
    }
    process.send!({ id: request.id, now: clock() } satisfies ClockAnswer);
  });
  let closing = false;
  const close = () => {
    if (closing) return;
    closing = true;
    void app.close().then(() => process.exit(0));
  };
  process.once("SIGTERM", close);
  // The test's process gone (a worker killed mid-test): this server goes too, never left running.
  process.once("disconnect", close);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await main();

// The app with texts on as a process of its own, for the tests that kill it (SIGKILL) mid-send and
// start it again on the same DATA_DIR. Not api/server.ts: that one runs on the machine's clock, and
// texts wait for the morning at night, so a run in the evening would wait in vain; this one takes
// the app's and the outbox's clock from TEXTS_CLOCK (an instant when texts may go), moving on from
// there. Started with `node --import tsx` by startTextsServer; the rest comes from the environment
// as the real server reads it (DIST_DIR, DATA_DIR, PORT, SMS_*).
import { spawn, type ChildProcess } from "node:child_process";
import { fileURLToPath } from "node:url";
import { buildApp } from "../../api/app.ts";
import { REPO_ROOT } from "../../api/config.ts";
import { openDatabase } from "../../api/db/database.ts";
import { budget } from "./budget.ts";
import { freePort } from "./free-port.ts";
import type { FakeSmsProvider } from "./sms-provider.ts";

export interface TextsServer {
  child: ChildProcess;
  origin: string;
  /** Resolves once /healthz answers; rejects when the process exits first. */
  ready(): Promise<void>;
  /** Settles once it has exited, with what it printed. */
  exited: Promise<string>;
}

/** The process, over `dist` and `dataDir`, sending to the fake provider, its clock starting at `clock`. */
export async function startTextsServer(
  paths: { dist: string; dataDir: string },
  sms: FakeSmsProvider,
  clock: number,
): Promise<TextsServer> {
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, ["--import", "tsx", fileURLToPath(import.meta.url)], {
    cwd: REPO_ROOT,
    env: {
      ...process.env,
      DIST_DIR: paths.dist,
      DATA_DIR: paths.dataDir,
      PORT: String(port),
      TEXTS_CLOCK: String(clock),
      SMS_API_URL: sms.url,
      SMS_ACCOUNT_SID: sms.accountSid,
      SMS_AUTH_TOKEN: sms.authToken,
      SMS_FROM: sms.from,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout!.on("data", (chunk: Buffer) => (output += chunk));
  child.stderr!.on("data", (chunk: Buffer) => (output += chunk));
  const exited = new Promise<string>((resolve) => child.on("close", () => resolve(output)));
  let gone = false;
  void exited.then(() => (gone = true));
  return {
    child,
    origin,
    exited,
    async ready() {
      const deadline = Date.now() + budget(60_000);
      while (Date.now() < deadline) {
        if (gone) throw new Error(`the texts server exited before it was ready:\n${output}`);
        if (
          await fetch(`${origin}/healthz`).then(
            (r) => r.ok,
            () => false,
          )
        )
          return;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      throw new Error(`the texts server was not ready in time:\n${output}`);
    },
  };
}

async function main(env: NodeJS.ProcessEnv) {
  const startedAt = Date.now();
  const clock = () => Number(env.TEXTS_CLOCK) + (Date.now() - startedAt);
  const database = await openDatabase({ dataDir: env.DATA_DIR! });
  const app = await buildApp({
    root: env.DIST_DIR!,
    logger: false,
    now: () => new Date(clock()),
    booking: {
      database,
      notifyEmail: "owner@example.org",
      rateLimitPerMinute: 10_000,
      onlineLimits: { perClientPerDay: 10_000, perDay: 10_000 },
      outboxPollMs: 50,
      outboxClock: clock,
      outboxBackoff: { firstMs: 20, maxMs: 200 },
      sms: {
        apiUrl: env.SMS_API_URL!,
        accountSid: env.SMS_ACCOUNT_SID!,
        authToken: env.SMS_AUTH_TOKEN!,
        from: env.SMS_FROM!,
        timeoutMs: 1500,
      },
    },
  });
  await app.listen({ port: Number(env.PORT), host: "127.0.0.1" });
  process.once("SIGTERM", () => {
    void app
      .close()
      .then(() => database.close())
      .then(() => process.exit(0));
  });
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await main(process.env);

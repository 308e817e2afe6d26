// What a 201 promises, proven on the real server process (api/server.ts, as `npm start` runs it) with
// the embedded database: killed with SIGKILL right after it answered, restarted, the booking is there;
// and a second server pointed at the same DATA_DIR is refused with a message, never let in to corrupt it.
import { spawn, type ChildProcess } from "node:child_process";
import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AvailabilityAnswer } from "../../site/lib/availability.ts";
import { booking } from "../../site/lib/facts.ts";
import { makeFixtureDist, removeFixture, TMP } from "./fixture.ts";
import { freePort } from "../helpers/free-port.ts";
import { waitFor } from "./redis-server.ts";

const ROOT = path.resolve(import.meta.dirname, "../..");
let dist: string;
let dataDir: string;
const running = new Set<ChildProcess>();

interface Server {
  child: ChildProcess;
  base: string;
  exited: Promise<{ code: number | null; stderr: string }>;
}

async function startServer(port?: number): Promise<Server> {
  const p = port ?? (await freePort());
  const child = spawn(process.execPath, ["--import", "tsx", "api/server.ts"], {
    cwd: ROOT,
    env: { ...process.env, PORT: String(p), HOST: "127.0.0.1", DIST_DIR: dist, DATA_DIR: dataDir, LOG_LEVEL: "warn", SMTP_URL: "" },
    stdio: ["ignore", "pipe", "pipe"],
  });
  running.add(child);
  let stderr = "";
  child.stderr!.on("data", (d) => (stderr += String(d)));
  child.stdout!.on("data", (d) => (stderr += String(d)));
  const exited = new Promise<{ code: number | null; stderr: string }>((resolve) =>
    child.on("exit", (code) => {
      running.delete(child);
      resolve({ code, stderr });
    }),
  );
  return { child, base: `http://127.0.0.1:${p}`, exited };
}

const up = (base: string) => async () => (await fetch(`${base}/healthz`).catch(() => undefined))?.ok === true;

beforeAll(async () => {
  dist = await makeFixtureDist();
  await mkdir(path.join(dist, "book"), { recursive: true });
  await writeFile(path.join(dist, "book", "index.html"), '<!doctype html><html lang="en"><head><title>Book</title></head><body><main id="main"></main></body></html>');
  dataDir = await mkdtemp(path.join(TMP, "crash-"));
});

afterAll(async () => {
  for (const child of running) child.kill("SIGKILL");
  await rm(dataDir, { recursive: true, force: true });
  await removeFixture(dist);
});

describe("the embedded database behind a real server", () => {
  it("keeps a booking acknowledged with 201 when the server is killed with SIGKILL right after", async () => {
    const first = await startServer();
    await waitFor("the server to answer", up(first.base), 60_000);
    const answer = (await (await fetch(`${first.base}/api/availability`)).json()) as AvailabilityAnswer;
    const slot = answer.days.flatMap((d) => d.slots).find((s) => s.remaining > 0)!;
    const res = await fetch(`${first.base}/api/bookings`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ start: slot.start, service: booking.services[0], name: "Kill Nine", phone: "(205) 555-0199" }),
    });
    expect(res.status).toBe(201);
    first.child.kill("SIGKILL");
    await first.exited;
    const { reference, manageUrl } = (await res.json()) as { reference: string; manageUrl: string };

    const second = await startServer();
    await waitFor("the restarted server to answer", up(second.base), 60_000);
    const page = await fetch(second.base + new URL(manageUrl).pathname);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain(reference);

    // A second server on the same folder is refused, with the folder named.
    const intruder = await startServer();
    const { code, stderr } = await intruder.exited;
    expect(code).not.toBe(0);
    expect(stderr).toMatch(/DATA_DIR|already in use|locked/i);
    // The first is unharmed.
    expect((await fetch(second.base + new URL(manageUrl).pathname)).status).toBe(200);
    second.child.kill("SIGTERM");
    await second.exited;
  }, 120_000);
});

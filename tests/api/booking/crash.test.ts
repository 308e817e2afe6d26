// Nothing acknowledged is lost, and one server owns a DATA_DIR: real processes on the SQLite store,
// killed with SIGKILL (no exit handler runs, nothing is flushed on the way out).
// The writer (crash-writer.ts) prints "ack <reference>" only once create() has resolved, as a
// server sends its 201; after every kill the store must open and hold every acknowledged booking,
// each with its notices (written in the same transaction).
import { budget } from "../../helpers/budget.ts";
import { spawn, type ChildProcess } from "node:child_process";
import { once } from "node:events";
import { mkdir, mkdtemp, rm } from "node:fs/promises";
import path from "node:path";
import BetterSqlite3 from "better-sqlite3";
import { build } from "esbuild";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openStore } from "../../../api/booking/store.ts";
import { booking as rules } from "#shop/facts.ts";
import { TMP } from "../../helpers/api-fixture.ts";

/** Child processes on a busy two-core machine: seconds when quiet, far more under load. */
const SLOW_MS = budget(120_000);

let work: string;
let writer: string;

beforeAll(async () => {
  await mkdir(TMP, { recursive: true });
  work = await mkdtemp(path.join(TMP, "crash-store-"));
  // The writer bundled once with what it loads (kysely's few hundred modules, zod), all but the native
  // SQLite binding and the PostgreSQL client it never loads: each of the many restarts below then costs
  // about a plain node start instead of compiling and resolving hundreds of modules again.
  writer = path.join(work, "writer.mjs");
  await build({
    entryPoints: [path.join(import.meta.dirname, "crash-writer.ts")],
    bundle: true,
    platform: "node",
    format: "esm",
    external: ["better-sqlite3", "pg"],
    outfile: writer,
    logLevel: "warning",
  });
});
afterAll(async () => {
  await rm(work, { recursive: true, force: true });
});

interface Writer {
  child: ChildProcess;
  acked: string[];
  /** Resolves with the first line that starts with `prefix`. */
  line(prefix: string): Promise<string>;
  exited: Promise<unknown>;
}

function startWriter(dataDir: string, onAck?: (count: number, child: ChildProcess) => void): Writer {
  const child = spawn(process.execPath, [writer, dataDir, String(rules.slotMinutes), rules.services.join(",")], {
    stdio: ["ignore", "pipe", "pipe"],
  });
  const acked: string[] = [];
  const waiting: { prefix: string; resolve: (line: string) => void }[] = [];
  let buffer = "";
  let stderr = "";
  child.stderr!.on("data", (chunk: Buffer) => (stderr += chunk));
  child.stdout!.on("data", (chunk: Buffer) => {
    buffer += chunk;
    let newline: number;
    while ((newline = buffer.indexOf("\n")) >= 0) {
      const line = buffer.slice(0, newline);
      buffer = buffer.slice(newline + 1);
      if (line.startsWith("ack ")) {
        acked.push(line.slice(4));
        onAck?.(acked.length, child);
      }
      for (const w of waiting.splice(0)) {
        if (line.startsWith(w.prefix)) w.resolve(line);
        else waiting.push(w);
      }
    }
  });
  const exited = once(child, "exit");
  return {
    child,
    acked,
    exited,
    line: (prefix) =>
      new Promise((resolve, reject) => {
        waiting.push({ prefix, resolve });
        void exited.then(() => reject(new Error(`writer exited before "${prefix}"; stderr:\n${stderr}`)));
      }),
  };
}

/** Opens the store as a restarted server would and checks it holds every acknowledged booking. */
async function checkHolds(dataDir: string, acked: readonly string[]) {
  const store = await openStore({ dataDir });
  try {
    const held = await store.list(0, Number.MAX_SAFE_INTEGER);
    const references = new Set(held.map((b) => b.reference));
    const lost = acked.filter((r) => !references.has(r));
    expect(
      lost.length,
      `acknowledged bookings lost (${lost.length} of ${acked.length}): ${lost.slice(0, 5).join(", ")}…`,
    ).toBe(0);
    // A booking and its two notices are one transaction: never one without the other.
    expect(await store.outbox.dueNotices(Number.MAX_SAFE_INTEGER, 1_000_000)).toHaveLength(2 * held.length);
    // The file itself is sound (read beside the open store, as a backup tool would).
    const raw = new BetterSqlite3(path.join(dataDir, "bookings.sqlite"), { readonly: true });
    try {
      expect(raw.pragma("integrity_check", { simple: true })).toBe("ok");
    } finally {
      raw.close();
    }
    return held.length;
  } finally {
    await store.close();
  }
}

describe("SQLite store under kill -9", () => {
  it(
    "a second server on the same DATA_DIR is refused while the first runs, and admitted once it is killed",
    { timeout: SLOW_MS },
    async () => {
      const dataDir = path.join(work, "owned");
      const first = startWriter(dataDir);
      await first.line("ready");
      const second = startWriter(dataDir);
      const refused = await second.line("refused");
      expect(refused).toContain(`DATA_DIR ${dataDir} is already in use by another server (pid ${first.child.pid})`);
      await second.exited;
      expect(second.child.exitCode).toBe(1);
      // The first one never stopped booking.
      const count = first.acked.length;
      await first.line("ack");
      expect(first.acked.length).toBeGreaterThan(count);

      // kill -9 leaves the pid file behind; the lock itself dies with the process.
      first.child.kill("SIGKILL");
      await first.exited;
      const third = startWriter(dataDir);
      await third.line("ready");
      third.child.kill("SIGKILL");
      await third.exited;
      await checkHolds(dataDir, [...first.acked, ...third.acked]);
    },
  );

  it("kill -9 right after an acknowledgment: the restarted store holds it", { timeout: SLOW_MS }, async () => {
    const dataDir = path.join(work, "after-ack");
    // Killed from inside the handler that reads the acknowledgment, before anything else runs.
    const run = startWriter(dataDir, (count, child) => {
      if (count === 5) child.kill("SIGKILL");
    });
    await run.exited;
    expect(run.acked.length).toBeGreaterThanOrEqual(5);
    expect(await checkHolds(dataDir, run.acked)).toBeGreaterThanOrEqual(run.acked.length);
  });

  it(
    "twenty kill -9s at random moments of a stream: the store opens every time with every acknowledged booking",
    { timeout: 4 * SLOW_MS },
    async () => {
      const dataDir = path.join(work, "stream");
      const acked: string[] = [];
      let held = 0;
      for (let i = 0; i < 20; i++) {
        const run = startWriter(dataDir);
        await run.line("ack");
        // A random moment within the next few commits (each is an fsync of the WAL).
        await new Promise((r) => setTimeout(r, Math.random() * 40));
        run.child.kill("SIGKILL");
        await run.exited;
        acked.push(...run.acked);
        held = await checkHolds(dataDir, acked);
      }
      expect(acked.length).toBeGreaterThanOrEqual(20);
      expect(held).toBeGreaterThanOrEqual(acked.length);
    },
  );
});

// A throwaway PostgreSQL for a test: Debian's binaries (/usr/lib/postgresql/<version>/bin), a fresh
// cluster in a temporary folder, a free loopback port, trust authentication. PostgreSQL refuses to run
// as root, so under root the cluster belongs to the `postgres` user and its programs run with that
// uid (Node's spawn uid/gid, so the pid we hold is the server's own). Started and stopped by waiting
// on its own output and exit, never on time.
import { spawn, execFileSync } from "node:child_process";
import { once } from "node:events";
import { randomBytes } from "node:crypto";
import { chownSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import pg from "pg";
import { freePort } from "./free-port.ts";

/**
 * The newest installed server's bin folder, or undefined when PostgreSQL is not installed or
 * TEST_POSTGRES=off (the Node 24 step: see tests/tools/node-24.ts).
 */
export const POSTGRES_BIN: string | undefined = (() => {
  if (process.env.TEST_POSTGRES === "off") return undefined;
  if (process.env.POSTGRES_BIN) return process.env.POSTGRES_BIN;
  const root = "/usr/lib/postgresql";
  if (!existsSync(root)) return undefined;
  const versions = readdirSync(root)
    .filter((v) => existsSync(path.join(root, v, "bin", "initdb")))
    .sort((a, b) => Number(b) - Number(a));
  return versions[0] && path.join(root, versions[0], "bin");
})();

/** Why PostgreSQL tests are skipped, for the describe title; empty when they run. */
export const POSTGRES_SKIP = POSTGRES_BIN
  ? ""
  : process.env.TEST_POSTGRES === "off"
    ? " (SKIPPED: TEST_POSTGRES=off)"
    : " (SKIPPED: no PostgreSQL server binaries in /usr/lib/postgresql/*/bin; apt-get install postgresql, as .ci/run does)";

export interface PostgresServer {
  port: number;
  /** The cluster's own `postgres` database. */
  url: string;
  /** Creates an empty database and returns its URL (one per test keeps tests apart). */
  createDatabase(name?: string): Promise<string>;
  /** Stops it (fast shutdown) and removes its folder; nothing for a server shared by the run. */
  stop(): Promise<void>;
}

/** The uid and gid to run the server as: the `postgres` user when we are root, else ourselves. */
function serverUser(): { uid: number; gid: number } | undefined {
  if (process.getuid?.() !== 0) return undefined;
  const line = readFileSync("/etc/passwd", "utf8")
    .split("\n")
    .find((l) => l.startsWith("postgres:"));
  if (!line)
    throw new Error(
      "Running as root and there is no postgres user to run PostgreSQL as (apt-get install postgresql creates it).",
    );
  const [, , uid, gid] = line.split(":");
  return { uid: Number(uid), gid: Number(gid) };
}

let databases = 0;

/**
 * Creates databases on the server listening on `port`. Their names are unique across the processes
 * that share one server (Vitest's workers, each test file): the worker's pid and random bytes.
 */
function databasesOn(port: number): Pick<PostgresServer, "port" | "url" | "createDatabase"> {
  const url = `postgres://postgres@127.0.0.1:${port}/postgres`;
  return {
    port,
    url,
    async createDatabase(name = `t${process.pid}_${++databases}_${randomBytes(4).toString("hex")}`) {
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      try {
        await client.query(`CREATE DATABASE ${name}`);
      } finally {
        await client.end();
      }
      return `postgres://postgres@127.0.0.1:${port}/${name}`;
    },
  };
}

/**
 * The server the whole Vitest run shares (started by tests/helpers/postgres-global.ts), as a
 * PostgresServer whose stop() leaves it running for the other files: each test takes a database of
 * its own, so sharing the server shares nothing a test sees.
 */
export const sharedPostgres = (port: number): PostgresServer => ({ ...databasesOn(port), stop: async () => {} });

/**
 * Starts a cluster. `durable: false` (the default) turns fsync off: the tests check locking and
 * results, not the disk, and initdb plus every commit are much faster without it.
 */
export async function startPostgres(options: { durable?: boolean } = {}): Promise<PostgresServer> {
  if (!POSTGRES_BIN) throw new Error(`PostgreSQL is not installed${POSTGRES_SKIP}`);
  const bin = POSTGRES_BIN;
  const user = serverUser();
  const dir = mkdtempSync(path.join(tmpdir(), "pg-test-"));
  if (user) chownSync(dir, user.uid, user.gid);
  const data = path.join(dir, "data");
  const as = { ...user, cwd: dir, env: { ...process.env, LC_ALL: "C.UTF-8", TZ: "UTC" } };

  execFileSync(
    path.join(bin, "initdb"),
    ["-D", data, "-U", "postgres", "-A", "trust", "-E", "UTF8", "--no-sync", "--no-instructions"],
    {
      ...as,
      stdio: ["ignore", "ignore", "pipe"],
    },
  );

  const port = await freePort();
  const settings = ["-c", "listen_addresses=127.0.0.1", "-c", "max_connections=200", "-c", "shared_buffers=32MB"];
  if (!options.durable) settings.push("-c", "fsync=off", "-c", "synchronous_commit=off", "-c", "full_page_writes=off");
  const child = spawn(path.join(bin, "postgres"), ["-D", data, "-p", String(port), "-k", dir, ...settings], {
    ...as,
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  await new Promise<void>((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      output += chunk;
      if (/database system is ready to accept connections/.test(output)) resolve();
    };
    child.stdout!.on("data", onData);
    child.stderr!.on("data", onData);
    child.once("error", reject);
    child.once("exit", (code) => reject(new Error(`postgres exited with ${code}:\n${output}`)));
  });
  const exited = once(child, "exit");

  return {
    ...databasesOn(port),
    async stop() {
      // SIGINT is PostgreSQL's fast shutdown: it ends open sessions instead of waiting for them.
      if (child.exitCode === null && child.signalCode === null) child.kill("SIGINT");
      await exited;
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

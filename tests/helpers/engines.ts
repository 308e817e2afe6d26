// What a test of both database engines needs: a fresh DATA_DIR for SQLite, a PostgreSQL server for a
// fresh database per test (the run's shared one from tests/helpers/postgres-global.ts, or a throwaway
// one when the file runs without that setup), and the stores or databases a test opened closed after
// it. Call it at the top of a test file: it registers the beforeAll, afterEach and afterAll that do the work.
import { mkdir, mkdtemp, rm } from "node:fs/promises";
import path from "node:path";
import { afterAll, afterEach, beforeAll, inject } from "vitest";
import { TMP } from "./api-fixture.ts";
import { POSTGRES_BIN, sharedPostgres, startPostgres, type PostgresServer } from "./postgres-server.ts";

/** `sqliteOnly`: the file tests SQLite alone, so no PostgreSQL server is started for it. */
export function useEngines<T extends { close(): Promise<void> }>(prefix: string, { sqliteOnly = false } = {}) {
  let pg: PostgresServer | undefined;
  const dirs: string[] = [];
  const opened: T[] = [];

  beforeAll(async () => {
    if (!POSTGRES_BIN || sqliteOnly) return;
    const port = inject("postgresPort");
    pg = port ? sharedPostgres(port) : await startPostgres();
  });
  afterEach(async () => {
    await Promise.all(opened.splice(0).map((x) => x.close()));
  });
  afterAll(async () => {
    await pg?.stop();
    await Promise.all(dirs.map((d) => rm(d, { recursive: true, force: true })));
  });

  return {
    /** Closes `x` after the test. */
    track: (x: T) => (opened.push(x), x),
    /** A fresh, empty folder under TMP, removed after the file's tests. */
    async dataDir() {
      await mkdir(TMP, { recursive: true });
      const dir = await mkdtemp(path.join(TMP, prefix));
      dirs.push(dir);
      return dir;
    },
    /** The PostgreSQL server (only when POSTGRES_BIN is set). */
    postgres: () => pg!,
    /** What the current test opened, oldest first. */
    opened: opened as readonly T[],
  };
}

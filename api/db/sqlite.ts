// The embedded engine: SQLite through better-sqlite3 in DATA_DIR.
// - WAL with synchronous=FULL: a commit returns only once the WAL is fsynced, so a booking the API
//   acknowledged survives kill -9 and power loss alike.
// - One server per DATA_DIR: a lock database beside the book, held in SQLite's EXCLUSIVE locking mode.
//   The lock is the operating system's (fcntl), which dies with the process, so a kill -9 leaves no
//   stale lock behind (a pid file alone would); the pid file beside it only names the holder in the error.
//   The book itself stays in normal WAL mode, so a backup tool can read it while the server runs.
// - secure_delete: what is deleted is overwritten in the file, not left readable in free space.
import { mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import BetterSqlite3 from "better-sqlite3";
import { CamelCasePlugin, Kysely, SqliteDialect } from "kysely";
import type { Database } from "./schema.ts";

export const BOOK_FILE = "bookings.sqlite";
const LOCK_FILE = "bookings.lock";
const PID_FILE = "bookings.pid";

export interface SqliteHandle {
  db: Kysely<Database>;
  file: string;
  /** Closes the book, then gives up the folder. */
  close(): Promise<void>;
}

/** Takes the folder for this process, or throws saying who holds it. */
function lockFolder(dataDir: string): () => void {
  const lockPath = path.join(dataDir, LOCK_FILE);
  const pidPath = path.join(dataDir, PID_FILE);
  const lock = new BetterSqlite3(lockPath, { timeout: 0 });
  try {
    lock.pragma("locking_mode = EXCLUSIVE");
    // The first write takes the EXCLUSIVE lock, and the locking mode keeps it until the connection closes.
    lock.exec(`CREATE TABLE IF NOT EXISTS holder (pid INTEGER NOT NULL, since INTEGER NOT NULL);
      DELETE FROM holder; INSERT INTO holder VALUES (${process.pid}, ${Date.now()})`);
  } catch (error) {
    lock.close();
    if ((error as { code?: string }).code === "SQLITE_BUSY") {
      let holder = "";
      try {
        const pid = Number.parseInt(readFileSync(pidPath, "utf8"), 10);
        if (Number.isInteger(pid))
          holder = pid === process.pid ? ` (this process, pid ${pid}, opened it already)` : ` (pid ${pid})`;
      } catch {
        // No pid file yet: the other server is still starting.
      }
      throw new Error(
        `DATA_DIR ${dataDir} is already in use by another server${holder}. One server owns a DATA_DIR: stop the other one, point DATA_DIR at another folder, or set DATABASE_URL to share a PostgreSQL between servers.`,
        { cause: error },
      );
    }
    throw error;
  }
  writeFileSync(pidPath, `${process.pid}\n`);
  return () => {
    rmSync(pidPath, { force: true });
    lock.close();
  };
}

/** Prepared statements kept at most; past it they are all dropped and prepared again as asked. */
const STATEMENTS_KEPT = 500;

/**
 * The book as Kysely's driver sees it, with each statement prepared once: the driver prepares one per
 * query, and a booking runs a dozen, on the main thread like everything better-sqlite3 does. A
 * statement is only ever run to its end (all() or run()) before the next query, so one can serve again.
 */
function reusing(raw: BetterSqlite3.Database) {
  const kept = new Map<string, BetterSqlite3.Statement>();
  return {
    prepare(sql: string) {
      let statement = kept.get(sql);
      if (!statement) {
        if (kept.size >= STATEMENTS_KEPT) kept.clear();
        kept.set(sql, (statement = raw.prepare(sql)));
      }
      return statement;
    },
    close: () => raw.close(),
  };
}

export async function openSqlite(dataDir: string): Promise<SqliteHandle> {
  mkdirSync(dataDir, { recursive: true });
  const release = lockFolder(dataDir);
  const file = path.join(dataDir, BOOK_FILE);
  let raw: BetterSqlite3.Database | undefined;
  try {
    raw = new BetterSqlite3(file, { timeout: 5_000 });
    raw.pragma("journal_mode = WAL");
    raw.pragma("synchronous = FULL");
    raw.pragma("foreign_keys = ON");
    // Deleted rows are overwritten on disk, not left in free pages (retention means gone); Db.scrub
    // then checkpoints the WAL after the deletions that matter.
    raw.pragma("secure_delete = ON");
    if (raw.pragma("journal_mode", { simple: true }) !== "wal")
      throw new Error(`${file}: WAL mode is not available on this file system`);
  } catch (error) {
    raw?.close();
    release();
    throw error;
  }
  const db = new Kysely<Database>({
    dialect: new SqliteDialect({ database: reusing(raw) }),
    plugins: [new CamelCasePlugin()],
  });
  return {
    db,
    file,
    async close() {
      try {
        // Folds the WAL into the book so the folder holds one file at rest (a copy of it is then a backup).
        raw!.pragma("wal_checkpoint(TRUNCATE)");
      } catch {
        // A busy checkpoint is harmless: the next open replays the WAL.
      }
      await db.destroy();
      release();
    },
  };
}

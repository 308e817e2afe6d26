// The shop's one database, opened and migrated once per process: SQLite in DATA_DIR by default
// (sqlite.ts), PostgreSQL when DATABASE_URL is set (postgres.ts). Every feature's store is over it
// (booking/, journey/, outbox/, sms/, numbers/, chat/, settings.ts): each keeps to its own tables
// (composed in schema.ts), and all write through `write`.
//
// A write is one transaction the engine serialises:
// - SQLite: BEGIN IMMEDIATE takes the database's write lock before its first read, so what a
//   transaction counts and what it inserts are one step for every writer there is; writes that arrive
//   together share one COMMIT, each in its savepoint (sqlite-commits.ts).
// - PostgreSQL: READ COMMITTED, retried when the server picks it as a deadlock or serialization
//   victim; the booking store takes its own row and advisory locks inside it.
// A write resolves after COMMIT returns: SQLite's synchronous=FULL has fsynced the WAL by then,
// PostgreSQL's default synchronous_commit has flushed its WAL.
import { sql, type Kysely } from "kysely";
import type { Engine } from "./engine.ts";
import { migrate, SCHEMA_VERSION } from "./migrate.ts";
import type { Database } from "./schema.ts";
import { openSqlite } from "./sqlite.ts";
import { groupedWrites } from "./sqlite-commits.ts";

export interface DatabaseLog {
  info(message: string): void;
  warn(message: string): void;
  error(message: string): void;
}

export interface DatabaseOptions {
  /** The embedded database's folder (default "data"); ignored when databaseUrl is set. */
  dataDir?: string;
  /** postgres://… : use that PostgreSQL instead of the embedded database. */
  databaseUrl?: string;
  log?: DatabaseLog;
  /** PostgreSQL pool size (default 10). */
  poolSize?: number;
}

/** An open database: its queries, its write transactions, and closing it. */
export interface Db {
  readonly engine: Engine;
  /** For reads; a write goes through `write`. */
  readonly query: Kysely<Database>;
  /** Runs `fn` as one write transaction that the engine serialises (see above). */
  write<T>(fn: (tx: Kysely<Database>) => Promise<T>): Promise<T>;
  /**
   * After a deletion that must leave nothing readable (a day's salt, retention): SQLite folds the WAL
   * into the book and empties it (TRUNCATE), so no old page survives in either file (secure_delete has
   * zeroed the freed cells). PostgreSQL: nothing here; its dead rows wait for VACUUM (docs/booking.md).
   */
  scrub(): Promise<void>;
  /** Closes it once, however many times it is called. */
  close(): Promise<void>;
}

const QUIET: DatabaseLog = { info() {}, warn: (m) => console.warn(m), error: (m) => console.error(m) };

/** Advisory-lock namespace of the migrations on PostgreSQL (the first of the two int4 keys). */
const LOCK_MIGRATE = 0x424b4d47; // "BKMG"

/** PostgreSQL asks for these to be retried (a deadlock victim, a serialization failure). */
const isRetryable = (error: unknown) => {
  const code = (error as { code?: string } | null)?.code;
  return code === "40P01" || code === "40001";
};

export async function openDatabase(options: DatabaseOptions = {}): Promise<Db> {
  const log = options.log ?? QUIET;
  const engine: Engine = options.databaseUrl ? "postgres" : "sqlite";
  const handle = options.databaseUrl
    ? // Loaded only when asked for: a server on the embedded database never loads the PostgreSQL client.
      await (await import("./postgres.ts")).openPostgres(options.databaseUrl, log, { max: options.poolSize })
    : await openSqlite(options.dataDir ?? "data");
  const db = handle.db;
  // Kysely's SQLite driver has one connection behind a mutex; a transaction holds it throughout, which
  // keeps every other query of this process out, and IMMEDIATE keeps any other connection out.
  const sqliteWrite = engine === "sqlite" ? groupedWrites(db) : undefined;

  async function write<T>(fn: (tx: Kysely<Database>) => Promise<T>): Promise<T> {
    if (engine === "postgres") {
      for (let attempt = 1; ; attempt++) {
        try {
          return await db.transaction().execute(fn);
        } catch (error) {
          if (attempt >= 3 || !isRetryable(error)) throw error;
        }
      }
    }
    return sqliteWrite!(fn);
  }

  try {
    const found = await write(async (tx) => {
      if (engine === "postgres") await sql`SELECT pg_advisory_xact_lock(${LOCK_MIGRATE}, 0)`.execute(tx);
      return migrate(tx, engine);
    });
    const where =
      engine === "sqlite"
        ? `SQLite at ${"file" in handle ? handle.file : ""} (WAL, synchronous=FULL)`
        : "PostgreSQL (DATABASE_URL)";
    log.info(
      `Bookings: ${where}, schema version ${SCHEMA_VERSION}${found < SCHEMA_VERSION ? ` (migrated from ${found})` : ""}`,
    );
  } catch (error) {
    await handle.close().catch(() => {});
    throw error;
  }

  let closed: Promise<void> | undefined;
  return {
    engine,
    query: db,
    write,
    async scrub() {
      if (engine !== "sqlite") return;
      try {
        await sql`PRAGMA wal_checkpoint(TRUNCATE)`.execute(db);
      } catch (error) {
        // A reader (a backup) holding the WAL makes it busy: the next scrub, or closing, folds it.
        log.warn(`SQLite checkpoint after a deletion did not complete: ${(error as Error).message}`);
      }
    },
    close() {
      closed ??= handle.close();
      return closed;
    },
  };
}

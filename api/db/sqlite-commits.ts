// SQLite's writes, committed together when they arrive together. synchronous=FULL makes every COMMIT
// wait for the disk, and better-sqlite3 waits on the main thread: ten bookings arriving at once each
// held the whole process for their own sync in turn, so the tenth waited for nine. Now a write that
// finds the book free begins a transaction, runs, and lets the event loop turn once before COMMIT:
// the writes that other requests reach meanwhile join it, each in a SAVEPOINT of its own, and one
// sync commits them all. Nothing resolves before that COMMIT has returned (an answered booking is on
// disk), each runs after the one before it as a transaction of its own would (BEGIN IMMEDIATE holds
// the database, so capacity is still counted by the database, one write after another), and a write
// that throws is rolled back to its savepoint alone.
import { sql, type Kysely } from "kysely";
import type { Database } from "./schema.ts";

/** Writes committed by one sync, at most: a flood still commits every few dozen. */
const GROUP_MAX = 32;

interface Waiting {
  fn: (tx: Kysely<Database>) => Promise<unknown>;
  resolve: (value: unknown) => void;
  reject: (error: unknown) => void;
}

type Outcome = { ok: true; value: unknown } | { ok: false; error: unknown };

const turn = () => new Promise<void>((resolve) => setImmediate(resolve));

/** `write` over the one connection Kysely's SQLite driver has (behind its mutex). */
export function groupedWrites(db: Kysely<Database>) {
  const waiting: Waiting[] = [];
  let running = false;

  /** Runs one write in its savepoint: its outcome, or throws when the transaction itself is gone. */
  async function inSavepoint(conn: Kysely<Database>, fn: Waiting["fn"]): Promise<Outcome> {
    await sql`SAVEPOINT one_write`.execute(conn);
    try {
      const value = await fn(conn);
      await sql`RELEASE one_write`.execute(conn);
      return { ok: true, value };
    } catch (error) {
      // Fails when SQLite rolled the whole transaction back (an I/O error, for one): then all fail.
      await sql`ROLLBACK TO one_write`.execute(conn);
      await sql`RELEASE one_write`.execute(conn);
      return { ok: false, error };
    }
  }

  async function runGroup(): Promise<void> {
    const group: Waiting[] = [];
    const outcomes: Outcome[] = [];
    try {
      await db.connection().execute(async (conn) => {
        await sql`BEGIN IMMEDIATE`.execute(conn);
        try {
          // The event loop turns once after each pass: what other requests reach meanwhile joins.
          while (waiting.length > 0 && group.length < GROUP_MAX) {
            const pass = waiting.splice(0, GROUP_MAX - group.length);
            for (const one of pass) {
              group.push(one);
              outcomes.push(await inSavepoint(conn, one.fn));
            }
            await turn();
          }
          await sql`COMMIT`.execute(conn);
        } catch (error) {
          try {
            await sql`ROLLBACK`.execute(conn);
          } catch {
            // SQLite may already have rolled back (on an I/O error, for one).
          }
          throw error;
        }
      });
    } catch (error) {
      // Nothing of the group is on disk: every write in it fails with the reason (all that wait, when
      // the transaction could not even begin: a closed database would otherwise be tried forever).
      for (const one of group.length > 0 ? group : waiting.splice(0)) one.reject(error);
      return;
    }
    group.forEach((one, i) => {
      const outcome = outcomes[i]!;
      if (outcome.ok) one.resolve(outcome.value);
      else one.reject(outcome.error);
    });
  }

  async function drain(): Promise<void> {
    running = true;
    try {
      while (waiting.length > 0) await runGroup();
    } finally {
      running = false;
    }
  }

  return function write<T>(fn: (tx: Kysely<Database>) => Promise<T>): Promise<T> {
    return new Promise<T>((resolve, reject) => {
      waiting.push({ fn, resolve: resolve as (value: unknown) => void, reject });
      if (!running) void drain();
    });
  };
}

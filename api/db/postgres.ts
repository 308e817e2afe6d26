// PostgreSQL when DATABASE_URL names one: several app instances share one book. node-postgres's Pool
// under Kysely's PostgresDialect, with BIGINT (epoch milliseconds, counts) parsed into numbers for this
// pool only, so the rows look the same as SQLite's and no other pg user in the process is affected.
import { CamelCasePlugin, Kysely, PostgresDialect } from "kysely";
import pg from "pg";
import type { Database } from "./schema.ts";

const INT8 = 20;

const types = {
  getTypeParser: ((oid: number, format?: "text" | "binary") =>
    oid === INT8 && format !== "binary"
      ? (value: string) => Number(value)
      : pg.types.getTypeParser(oid, format as "text")) as typeof pg.types.getTypeParser,
};

export interface PostgresHandle {
  db: Kysely<Database>;
  close(): Promise<void>;
}

export async function openPostgres(
  databaseUrl: string,
  log: { warn(message: string): void },
  options: { max?: number } = {},
): Promise<PostgresHandle> {
  const pool = new pg.Pool({
    connectionString: databaseUrl,
    max: options.max ?? 10,
    types,
    connectionTimeoutMillis: 10_000,
  });
  // An idle client losing its server (a restart) emits here; unhandled, it would end the process.
  pool.on("error", (error) => log.warn(`PostgreSQL connection lost: ${error.message}`));
  // Fail at start, with the server's own reason, rather than on the first booking.
  const client = await pool.connect().catch(async (error: Error) => {
    await pool.end().catch(() => {});
    throw new Error(`Cannot connect to the PostgreSQL in DATABASE_URL: ${error.message}`, { cause: error });
  });
  client.release();
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }), plugins: [new CamelCasePlugin()] });
  return { db, close: () => db.destroy() };
}

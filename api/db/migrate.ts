// The migration runner: one file per migration in migrations/, applied in order when the database opens,
// inside one transaction that also serialises them (BEGIN IMMEDIATE on SQLite, an advisory lock on
// PostgreSQL: database.ts), so two instances starting at once migrate once.
import { sql, type Kysely } from "kysely";
import type { Engine } from "./engine.ts";
import { addFirstTables } from "./migrations/001-first-tables.ts";
import { addOnlineLimits } from "./migrations/002-online-limits.ts";
import { addJourney } from "./migrations/003-journey.ts";
import { addAfterBooking } from "./migrations/004-after-booking.ts";
import { addTexts } from "./migrations/005-texts.ts";
import { addNumbers } from "./migrations/006-numbers.ts";
import { addOutboxInFlight } from "./migrations/007-outbox-in-flight.ts";
import { addInboundOnce } from "./migrations/008-inbound-once.ts";
import { addSealedLink } from "./migrations/009-sealed-link.ts";
import { addTextsOnce } from "./migrations/010-texts-once.ts";
import { addCheckin } from "./migrations/011-checkin.ts";
import { addBookingLanguage } from "./migrations/012-booking-language.ts";
import { addNumbersLanguage } from "./migrations/013-numbers-language.ts";
import type { Database } from "./schema.ts";

// Migrations speak of the tables as they were when they shipped, so they take the database untyped.
type Migration = (db: Kysely<any>, engine: Engine) => Promise<void>;

/** In order; the database records the highest it applied in schema_version. Never edit one that has shipped: add the next. */
export const MIGRATIONS: readonly Migration[] = [
  addFirstTables,
  addOnlineLimits,
  addJourney,
  addAfterBooking,
  addTexts,
  addNumbers,
  addOutboxInFlight,
  addInboundOnce,
  addSealedLink,
  addTextsOnce,
  addCheckin,
  addBookingLanguage,
  addNumbersLanguage,
];

export const SCHEMA_VERSION = MIGRATIONS.length;

/**
 * Brings the schema up to date inside `transaction` (which the engine serialises), returning the
 * version it found. A database newer than this code is refused rather than written with old assumptions.
 */
export async function migrate(db: Kysely<Database>, engine: Engine): Promise<number> {
  await db.schema
    .createTable("schema_version")
    .ifNotExists()
    .addColumn("version", "integer", (c) => c.primaryKey())
    .addColumn("applied_at", "bigint", (c) => c.notNull())
    .execute();
  const row = await db
    .selectFrom("schemaVersion")
    .select(sql<number>`max(version)`.as("version"))
    .executeTakeFirst();
  const found = Number(row?.version ?? 0);
  if (found > SCHEMA_VERSION) {
    throw new Error(
      `The booking database is at schema version ${found}, newer than this server knows (${SCHEMA_VERSION}): run the newer server, or restore a backup.`,
    );
  }
  for (let version = found + 1; version <= SCHEMA_VERSION; version++) {
    await MIGRATIONS[version - 1]!(db, engine);
    await db.insertInto("schemaVersion").values({ version, appliedAt: Date.now() }).execute();
  }
  return found;
}

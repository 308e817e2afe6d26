// The booking book's tables, the same on SQLite and PostgreSQL, and the migrations that make them.
// Migrations run when a store opens, inside one transaction that also serialises them (BEGIN IMMEDIATE
// on SQLite, an advisory lock on PostgreSQL), so two instances starting at once migrate once.
// Times are epoch milliseconds in BIGINT columns (INTEGER affinity on SQLite); the PostgreSQL pool
// parses BIGINT back into numbers (postgres.ts).
import { sql, type ColumnDefinitionBuilder, type Generated, type Kysely } from "kysely";

export type Engine = "sqlite" | "postgres";

export interface BookingsTable {
  id: string;
  reference: string;
  tokenHash: string;
  /** Slot start and end: "start" and "end" are SQL keywords, so the columns say what they hold. */
  startAt: number;
  endAt: number;
  service: string;
  model: string | null;
  name: string;
  phone: string;
  email: string | null;
  notes: string | null;
  state: string;
  source: string;
  createdAt: number;
  updatedAt: number;
  /** Who booked online, as a keyed hash of the address's network (never the address); null for the owner's. */
  clientKey: string | null;
}

/** One row per slot start that was ever booked on PostgreSQL: `SELECT … FOR UPDATE` on it serialises the slot. */
export interface SlotLocksTable {
  startAt: number;
}

export interface BlocksTable {
  id: string;
  startAt: number;
  endAt: number;
  label: string | null;
  createdAt: number;
}

export interface OutboxTable {
  /** A sequence: "oldest first" is this order, even within one millisecond or one transaction. */
  id: Generated<number>;
  kind: string;
  /** JSON text. */
  payload: string;
  attempts: number;
  nextAttemptAt: number;
  deliveredAt: number | null;
  lastError: string | null;
  bookingId: string | null;
  createdAt: number;
}

export interface SettingsTable {
  key: string;
  value: string;
  updatedAt: number;
}

/**
 * One row per unanswered question: "this week's top ten" counts exactly the occurrences since a moment,
 * and retention removes old occurrences one by one. The volume is small (questions the assistant missed).
 */
export interface UnansweredTable {
  id: Generated<number>;
  key: string;
  example: string;
  at: number;
}

export interface SchemaVersionTable {
  version: number;
  appliedAt: number;
}

export interface Database {
  bookings: BookingsTable;
  slotLocks: SlotLocksTable;
  blocks: BlocksTable;
  outbox: OutboxTable;
  settings: SettingsTable;
  unanswered: UnansweredTable;
  schemaVersion: SchemaVersionTable;
  // The owner's numbers (api/numbers/): the day's salt, raw events, caps and daily totals.
  numbersSalt: NumbersSaltTable;
  numbersEvents: NumbersEventsTable;
  numbersCaps: NumbersCapsTable;
  numbersDaily: NumbersDailyTable;
  numbersRolled: NumbersRolledTable;
}

export interface NumbersSaltTable {
  /** The shop's date the salt is for: it is deleted once that day is over. */
  day: string;
  salt: string;
}

/** One page view, tap or speed measure; deleted `rawDays` after its day. */
export interface NumbersEventsTable {
  id: Generated<number>;
  /** The shop's date (YYYY-MM-DD). */
  day: string;
  at: number;
  kind: string;
  /** The page's host and path ("/iphone-13-repair/", or "partner.example/fix/" for a partner's page). */
  page: string;
  /** home, model, book or other. */
  pageKind: string;
  /** The day's salted hash of site, address and browser; null for what the server counts. */
  visitor: string | null;
  referrer: string | null;
  utmSource: string | null;
  utmMedium: string | null;
  utmCampaign: string | null;
  /** A speed rounded to its bucket (ms; CLS in thousandths); null for everything else. */
  value: number | null;
}

/** How many events of a kind a page has had today (key "page kind", or "*" for the day's total). */
export interface NumbersCapsTable {
  day: string;
  key: string;
  count: number;
}

/** The daily totals, kept until the owner deletes them: `what` ("event", "page", "referrer", ...) and its key. */
export interface NumbersDailyTable {
  day: string;
  what: string;
  key: string;
  count: number;
}

/** When each day was last rolled up from its raw events. */
export interface NumbersRolledTable {
  day: string;
  at: number;
}

type Migration = (db: Kysely<Database>, engine: Engine) => Promise<void>;

/** An auto-numbered key: SQLite's INTEGER PRIMARY KEY AUTOINCREMENT, PostgreSQL's identity column. */
const sequence = (engine: Engine) =>
  engine === "sqlite"
    ? (["integer", (c: ColumnDefinitionBuilder) => c.primaryKey().autoIncrement()] as const)
    : (["bigint", (c: ColumnDefinitionBuilder) => c.primaryKey().generatedByDefaultAsIdentity()] as const);

/** In order; a store records the highest it applied in schema_version. Never edit one that has shipped: add the next. */
export const MIGRATIONS: Migration[] = [
  async (db, engine) => {
    await db.schema
      .createTable("bookings")
      .addColumn("id", "text", (c) => c.primaryKey())
      .addColumn("reference", "text", (c) => c.notNull().unique())
      .addColumn("token_hash", "text", (c) => c.notNull().unique())
      .addColumn("start_at", "bigint", (c) => c.notNull())
      .addColumn("end_at", "bigint", (c) => c.notNull())
      .addColumn("service", "text", (c) => c.notNull())
      .addColumn("model", "text")
      .addColumn("name", "text", (c) => c.notNull())
      .addColumn("phone", "text", (c) => c.notNull())
      .addColumn("email", "text")
      .addColumn("notes", "text")
      .addColumn("state", "text", (c) => c.notNull())
      .addColumn("source", "text", (c) => c.notNull())
      .addColumn("created_at", "bigint", (c) => c.notNull())
      .addColumn("updated_at", "bigint", (c) => c.notNull())
      .execute();
    await db.schema.createIndex("bookings_start").on("bookings").columns(["start_at", "state"]).execute();
    await db.schema.createIndex("bookings_phone").on("bookings").columns(["phone", "start_at"]).execute();

    await db.schema
      .createTable("slot_locks")
      .addColumn("start_at", "bigint", (c) => c.primaryKey())
      .execute();

    await db.schema
      .createTable("blocks")
      .addColumn("id", "text", (c) => c.primaryKey())
      .addColumn("start_at", "bigint", (c) => c.notNull())
      .addColumn("end_at", "bigint", (c) => c.notNull())
      .addColumn("label", "text")
      .addColumn("created_at", "bigint", (c) => c.notNull())
      .execute();
    await db.schema.createIndex("blocks_span").on("blocks").columns(["start_at", "end_at"]).execute();

    const [idType, idColumn] = sequence(engine);
    await db.schema
      .createTable("outbox")
      .addColumn("id", idType, idColumn)
      .addColumn("kind", "text", (c) => c.notNull())
      .addColumn("payload", "text", (c) => c.notNull())
      .addColumn("attempts", "integer", (c) => c.notNull().defaultTo(0))
      .addColumn("next_attempt_at", "bigint", (c) => c.notNull())
      .addColumn("delivered_at", "bigint")
      .addColumn("last_error", "text")
      .addColumn("booking_id", "text")
      .addColumn("created_at", "bigint", (c) => c.notNull())
      .execute();
    await db.schema.createIndex("outbox_due").on("outbox").columns(["delivered_at", "next_attempt_at"]).execute();
    await db.schema.createIndex("outbox_booking").on("outbox").column("booking_id").execute();

    await db.schema
      .createTable("settings")
      .addColumn("key", "text", (c) => c.primaryKey())
      .addColumn("value", "text", (c) => c.notNull())
      .addColumn("updated_at", "bigint", (c) => c.notNull())
      .execute();

    await db.schema
      .createTable("unanswered")
      .addColumn("id", idType, idColumn)
      .addColumn("key", "text", (c) => c.notNull())
      .addColumn("example", "text", (c) => c.notNull())
      .addColumn("at", "bigint", (c) => c.notNull())
      .execute();
    await db.schema.createIndex("unanswered_at").on("unanswered").columns(["at", "key"]).execute();
  },
  // The limits on online bookings count by who booked and when.
  async (db) => {
    await db.schema.alterTable("bookings").addColumn("client_key", "text").execute();
    await db.schema.createIndex("bookings_client").on("bookings").columns(["client_key", "created_at"]).execute();
    await db.schema.createIndex("bookings_made").on("bookings").columns(["source", "created_at"]).execute();
  },
  // The owner's numbers (api/numbers/).
  async (db, engine) => {
    await db.schema
      .createTable("numbers_salt")
      .addColumn("day", "text", (c) => c.primaryKey())
      .addColumn("salt", "text", (c) => c.notNull())
      .execute();
    const [idType, idColumn] = sequence(engine);
    await db.schema
      .createTable("numbers_events")
      .addColumn("id", idType, idColumn)
      .addColumn("day", "text", (c) => c.notNull())
      .addColumn("at", "bigint", (c) => c.notNull())
      .addColumn("kind", "text", (c) => c.notNull())
      .addColumn("page", "text", (c) => c.notNull())
      .addColumn("page_kind", "text", (c) => c.notNull())
      .addColumn("visitor", "text")
      .addColumn("referrer", "text")
      .addColumn("utm_source", "text")
      .addColumn("utm_medium", "text")
      .addColumn("utm_campaign", "text")
      .addColumn("value", "integer")
      .execute();
    await db.schema.createIndex("numbers_events_day").on("numbers_events").columns(["day", "kind"]).execute();
    await db.schema
      .createTable("numbers_caps")
      .addColumn("day", "text", (c) => c.notNull())
      .addColumn("key", "text", (c) => c.notNull())
      .addColumn("count", "bigint", (c) => c.notNull())
      .addPrimaryKeyConstraint("numbers_caps_key", ["day", "key"])
      .execute();
    await db.schema
      .createTable("numbers_daily")
      .addColumn("day", "text", (c) => c.notNull())
      .addColumn("what", "text", (c) => c.notNull())
      .addColumn("key", "text", (c) => c.notNull())
      .addColumn("count", "bigint", (c) => c.notNull())
      .addPrimaryKeyConstraint("numbers_daily_key", ["day", "what", "key"])
      .execute();
    await db.schema
      .createTable("numbers_rolled")
      .addColumn("day", "text", (c) => c.primaryKey())
      .addColumn("at", "bigint", (c) => c.notNull())
      .execute();
  },
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

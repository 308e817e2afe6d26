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
  /** The .ics SEQUENCE: grows with every change, so a calendar holding the event takes the new one. */
  sequence: Generated<number>;
  /** Texts: 1 when the visitor agreed beside the phone field, 0 when they said no, null before texts were asked. */
  textConsent: number | null;
  /** The version of the consent's words the form showed (site/_data/booking.ts textConsent.version). */
  textConsentVersion: string | null;
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
  /** A journey notice's kind ('reminder', 'review', …): a later change deletes it while undelivered. Null for the rest. */
  topic: string | null;
  attempts: number;
  nextAttemptAt: number;
  deliveredAt: number | null;
  lastError: string | null;
  bookingId: string | null;
  createdAt: number;
  /**
   * When a worker took the item to send it (its clock), until it is delivered or failed: a later change
   * leaves an item in flight alone, and another worker waits OUTBOX_LEASE_MS before taking it again.
   */
  sendingAt: number | null;
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

// After the booking: change of time, reminders, the journey's notices, the review ask.
/** A journey notice sent at most once per booking ('ready', the no-show follow-up, the review ask). */
export interface NoticesSentTable {
  bookingId: string;
  kind: string;
  at: number;
}
/** One review ask per collected repair: its redirect token's hash, when it goes, the clicks, a stop. */
export interface ReviewAsksTable {
  tokenHash: string;
  bookingId: string;
  askedAt: number;
  clicks: number;
  clickedAt: number | null;
  stoppedAt: number | null;
  /** The asked contacts' keyed hashes (JSON array), so a stop holds for each of them. */
  contacts: string;
}
/** A keyed hash of each phone or email asked for a review: nobody is asked twice in 180 days, or after a stop. */
export interface ReviewContactsTable {
  contactHash: string;
  lastAskedAt: number;
  stoppedAt: number | null;
}

// ---- Texts (api/sms/) ----
/** A number that answered STOP: a keyed hash of it (api/sms/store.ts), kept after its bookings go so STOP holds. */
export interface SmsOptOutsTable {
  numberKey: string;
  at: number;
}

/**
 * A text sent to a visitor or received from one; deleted with its booking. An inbound reply that
 * names two live bookings is one row per booking, sharing `thread`, and is handled as one.
 */
export interface SmsTextsTable {
  id: Generated<number>;
  thread: string;
  bookingId: string | null;
  direction: "out" | "in";
  /** E.164: where it went, or who wrote. */
  phone: string;
  /** A reply's words, or the owner's answer; null for the shop's notices (their words are the templates). */
  body: string | null;
  /** The provider's MessageSid. */
  sid: string | null;
  /** The provider's last delivery report (queued, sent, delivered, failed, undelivered), or "received". */
  status: string;
  /** A notice's email to send when the text fails for good (EmailPayload JSON); null once used or when none. */
  fallback: string | null;
  /** The visitor's private link, sealed (api/booking/sealed-link.ts), for a later 'R'. */
  link: string | null;
  at: number;
  /** When the owner marked a reply handled. */
  handledAt: number | null;
}

export interface SchemaVersionTable {
  version: number;
  appliedAt: number;
}

// ---- The repair's journey: its moves, the promised time and the estimates ----

/** The repair's journey on a booking row: the time the owner promised it ready by. */
export interface BookingJourneyColumns {
  /** Epoch ms, or null when the owner promised no time. */
  readyBy: number | null;
}

/** Each move of a booking, with its time and who made it: the tracker's timeline and the desk's Step back. */
export interface BookingEventsTable {
  id: Generated<number>;
  bookingId: string;
  /** A state's stored name, or a mark that is not a state (a change of time: 'moved'). */
  state: string;
  at: number;
  /** owner, visitor or system. */
  actor: string;
  /** 1 when this move undid the one before it (the desk's Step back). */
  stepBack: number;
}

/** An estimate the owner sent: one row per version, the newest the only one that can be answered. */
export interface EstimatesTable {
  bookingId: string;
  version: number;
  /** JSON text: [{ label, cents }], one or two options, exactly as the visitor was shown them. */
  options: string;
  note: string | null;
  /** 1 when approving needs a part ordered: the booking then waits for it rather than going to the bench. */
  partNeeded: number;
  sentAt: number;
  /** The option's index as text, or "decline"; null while unanswered. */
  choice: string | null;
  answeredAt: number | null;
  /** When a newer version replaced this one unanswered. */
  replacedAt: number | null;
}

export interface Database {
  bookings: BookingsTable & BookingJourneyColumns;
  bookingEvents: BookingEventsTable;
  estimates: EstimatesTable;
  slotLocks: SlotLocksTable;
  blocks: BlocksTable;
  outbox: OutboxTable;
  settings: SettingsTable;
  unanswered: UnansweredTable;
  smsOptOuts: SmsOptOutsTable;
  smsTexts: SmsTextsTable;
  schemaVersion: SchemaVersionTable;
  noticesSent: NoticesSentTable;
  reviewAsks: ReviewAsksTable;
  reviewContacts: ReviewContactsTable;
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
  // The repair's journey: states renamed to the journey's words (new is booked, done is collected), each
  // move kept with its time (the bookings there are get their booking and their present state as the
  // first lines), the promised time, and the estimates.
  async (db, engine) => {
    await db.updateTable("bookings").set({ state: "booked" }).where("state", "=", "new").execute();
    await db.updateTable("bookings").set({ state: "collected" }).where("state", "=", "done").execute();
    await db.schema.alterTable("bookings").addColumn("ready_by", "bigint").execute();

    const [idType, idColumn] = sequence(engine);
    await db.schema
      .createTable("booking_events")
      .addColumn("id", idType, idColumn)
      .addColumn("booking_id", "text", (c) => c.notNull())
      .addColumn("state", "text", (c) => c.notNull())
      .addColumn("at", "bigint", (c) => c.notNull())
      .addColumn("actor", "text", (c) => c.notNull())
      .addColumn("step_back", "integer", (c) => c.notNull().defaultTo(0))
      .execute();
    await db.schema.createIndex("booking_events_booking").on("booking_events").columns(["booking_id", "id"]).execute();
    await sql`INSERT INTO booking_events (booking_id, state, at, actor, step_back)
      SELECT id, 'booked', created_at, CASE source WHEN 'owner' THEN 'owner' ELSE 'visitor' END, 0 FROM bookings`.execute(
      db,
    );
    await sql`INSERT INTO booking_events (booking_id, state, at, actor, step_back)
      SELECT id, state, updated_at, 'owner', 0 FROM bookings WHERE state <> 'booked'`.execute(db);

    await db.schema
      .createTable("estimates")
      .addColumn("booking_id", "text", (c) => c.notNull())
      .addColumn("version", "integer", (c) => c.notNull())
      .addColumn("options", "text", (c) => c.notNull())
      .addColumn("note", "text")
      .addColumn("part_needed", "integer", (c) => c.notNull().defaultTo(0))
      .addColumn("sent_at", "bigint", (c) => c.notNull())
      .addColumn("choice", "text")
      .addColumn("answered_at", "bigint")
      .addColumn("replaced_at", "bigint")
      .addPrimaryKeyConstraint("estimates_pk", ["booking_id", "version"])
      .execute();
  },
  // After the booking: the .ics sequence, scheduled journey notices, once-only markers, review asks.
  async (db) => {
    await db.schema
      .alterTable("bookings")
      .addColumn("sequence", "integer", (c) => c.notNull().defaultTo(0))
      .execute();
    await db.schema.alterTable("outbox").addColumn("topic", "text").execute();
    await db.schema
      .createTable("notices_sent")
      .addColumn("booking_id", "text", (c) => c.notNull())
      .addColumn("kind", "text", (c) => c.notNull())
      .addColumn("at", "bigint", (c) => c.notNull())
      .addPrimaryKeyConstraint("notices_sent_pk", ["booking_id", "kind"])
      .execute();
    await db.schema
      .createTable("review_asks")
      .addColumn("token_hash", "text", (c) => c.primaryKey())
      .addColumn("booking_id", "text", (c) => c.notNull())
      .addColumn("asked_at", "bigint", (c) => c.notNull())
      .addColumn("clicks", "integer", (c) => c.notNull().defaultTo(0))
      .addColumn("clicked_at", "bigint")
      .addColumn("stopped_at", "bigint")
      .addColumn("contacts", "text", (c) => c.notNull())
      .execute();
    await db.schema.createIndex("review_asks_booking").on("review_asks").column("booking_id").execute();
    await db.schema.createIndex("review_asks_at").on("review_asks").column("asked_at").execute();
    await db.schema
      .createTable("review_contacts")
      .addColumn("contact_hash", "text", (c) => c.primaryKey())
      .addColumn("last_asked_at", "bigint", (c) => c.notNull())
      .addColumn("stopped_at", "bigint")
      .execute();
  },
  // Texts: the visitor's consent with its wording's version, the numbers that said STOP, the texts.
  async (db, engine) => {
    await db.schema.alterTable("bookings").addColumn("text_consent", "integer").execute();
    await db.schema.alterTable("bookings").addColumn("text_consent_version", "text").execute();
    await db.schema
      .createTable("sms_opt_outs")
      .addColumn("number_key", "text", (c) => c.primaryKey())
      .addColumn("at", "bigint", (c) => c.notNull())
      .execute();
    const [idType, idColumn] = sequence(engine);
    await db.schema
      .createTable("sms_texts")
      .addColumn("id", idType, idColumn)
      .addColumn("thread", "text", (c) => c.notNull())
      .addColumn("booking_id", "text")
      .addColumn("direction", "text", (c) => c.notNull())
      .addColumn("phone", "text", (c) => c.notNull())
      .addColumn("body", "text")
      .addColumn("sid", "text")
      .addColumn("status", "text", (c) => c.notNull())
      .addColumn("fallback", "text")
      .addColumn("link", "text")
      .addColumn("at", "bigint", (c) => c.notNull())
      .addColumn("handled_at", "bigint")
      .execute();
    await db.schema.createIndex("sms_texts_sid").on("sms_texts").column("sid").execute();
    await db.schema.createIndex("sms_texts_booking").on("sms_texts").column("booking_id").execute();
    await db.schema.createIndex("sms_texts_unread").on("sms_texts").columns(["direction", "handled_at"]).execute();
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
  // An outbox item in flight is marked, so that a change made while it is being sent neither deletes it
  // (and with it the mark that it was sent) nor lets a second worker send it too.
  async (db) => {
    await db.schema.alterTable("outbox").addColumn("sending_at", "bigint").execute();
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

// The first tables: the bookings, the slots' locks, blocked time, the outbox, the settings and the chat's
// unanswered questions.
// Frozen once shipped: it speaks of the tables as they were then, so it is typed loosely on purpose.
import { type Kysely } from "kysely";
import { sequence, type Engine } from "../engine.ts";

export async function addFirstTables(db: Kysely<any>, engine: Engine): Promise<void> {
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
}

// The check-in: a phone's condition at drop-off, its photos (bytes in the book, BLOB on SQLite and BYTEA
// on PostgreSQL) and the visitor's signatures. Each row references its booking with ON DELETE CASCADE
// (SQLite's foreign_keys is on: sqlite.ts), so the retention purge deletes them in its own transaction.
// Frozen once shipped: it speaks of the tables as they were then, so it is typed loosely on purpose.
import { type Kysely } from "kysely";
import type { Engine } from "../engine.ts";

export async function addCheckin(db: Kysely<any>, engine: Engine): Promise<void> {
  const booking = (name: string) =>
    db.schema
      .createTable(name)
      .addColumn("booking_id", "text", (c) => c.notNull().references("bookings.id").onDelete("cascade"));
  await booking("checkins")
    .addColumn("at", "bigint", (c) => c.notNull())
    .addColumn("unlock", "text")
    .addPrimaryKeyConstraint("checkins_pk", ["booking_id"])
    .execute();
  await booking("checkin_conditions")
    .addColumn("item", "text", (c) => c.notNull())
    .addColumn("status", "text", (c) => c.notNull())
    .addColumn("note", "text")
    .addPrimaryKeyConstraint("checkin_conditions_pk", ["booking_id", "item"])
    .execute();
  await booking("checkin_photos")
    .addColumn("id", "text", (c) => c.notNull().unique())
    .addColumn("bytes", engine === "sqlite" ? "blob" : "bytea", (c) => c.notNull())
    .addColumn("width", "integer", (c) => c.notNull())
    .addColumn("height", "integer", (c) => c.notNull())
    .addColumn("at", "bigint", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("checkin_photos_booking").on("checkin_photos").column("booking_id").execute();
  await booking("checkin_signatures")
    .addColumn("id", "text", (c) => c.notNull().unique())
    .addColumn("kind", "text", (c) => c.notNull())
    .addColumn("version", "text", (c) => c.notNull())
    .addColumn("words", "text", (c) => c.notNull())
    .addColumn("name", "text", (c) => c.notNull())
    .addColumn("place", "text", (c) => c.notNull())
    .addColumn("at", "bigint", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("checkin_signatures_booking").on("checkin_signatures").column("booking_id").execute();
}

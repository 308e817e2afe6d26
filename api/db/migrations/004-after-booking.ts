// After the booking: the .ics sequence, scheduled journey notices, once-only markers, review asks.
// Frozen once shipped: it speaks of the tables as they were then, so it is typed loosely on purpose.
import { type Kysely } from "kysely";

export async function addAfterBooking(db: Kysely<any>): Promise<void> {
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
}

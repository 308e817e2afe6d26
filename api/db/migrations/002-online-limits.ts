// The limits on online bookings count by who booked and when.
// Frozen once shipped: it speaks of the tables as they were then, so it is typed loosely on purpose.
import { type Kysely } from "kysely";

export async function addOnlineLimits(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("bookings").addColumn("client_key", "text").execute();
  await db.schema.createIndex("bookings_client").on("bookings").columns(["client_key", "created_at"]).execute();
  await db.schema.createIndex("bookings_made").on("bookings").columns(["source", "created_at"]).execute();
}

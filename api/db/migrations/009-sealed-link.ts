// The visitor's private link kept with the booking, sealed (api/outbox/seal.ts, under LINK_KEY), so every
// later notice (the estimate, its reminder, ready, we missed you) carries it: the database still holds
// only the token's hash and this ciphertext, which no copy of the database alone opens. Deleted with the
// booking's row.
// Frozen once shipped: it speaks of the tables as they were then, so it is typed loosely on purpose.
import { type Kysely } from "kysely";

export async function addSealedLink(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("bookings").addColumn("sealed_link", "text").execute();
}

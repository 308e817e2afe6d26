// An outbox item in flight is marked, so that a change made while it is being sent neither deletes it
// (and with it the mark that it was sent) nor lets a second worker send it too.
// Frozen once shipped: it speaks of the tables as they were then, so it is typed loosely on purpose.
import { type Kysely } from "kysely";

export async function addOutboxInFlight(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("outbox").addColumn("sending_at", "bigint").execute();
}

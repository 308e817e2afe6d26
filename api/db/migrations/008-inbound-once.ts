// A visitor's text is taken once: the MessageSid of each text received, unique, so a provider's retry
// of the same text is neither stored nor acted on twice (api/sms/store.ts). A table of its own rather
// than a unique key on sms_texts: a reply is one row per live booking there, keyword texts are not
// stored there at all, and a book may already hold a replay's second copy.
// Frozen once shipped: it speaks of the tables as they were then, so it is typed loosely on purpose.
import { type Kysely } from "kysely";

export async function addInboundOnce(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("sms_inbound")
    .addColumn("sid", "text", (c) => c.primaryKey())
    .addColumn("at", "bigint", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("sms_inbound_at").on("sms_inbound").column("at").execute();
}

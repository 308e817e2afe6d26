// A text goes once, and its delivery report is never lost (api/sms/store.ts):
// - each text's row names its outbox item and is written before the provider is called, so a later
//   try of the item (after a lost answer, or a worker that died mid-send) knows the text may have gone;
// - a delivery report for a sid not stored yet (it can outrun the provider's answer, or the retry that
//   finds the text) is kept until the sid is stored, then applied.
// Frozen once shipped: it speaks of the tables as they were then, so it is typed loosely on purpose.
import { type Kysely } from "kysely";

export async function addTextsOnce(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("sms_texts").addColumn("outbox_id", "text").execute();
  await db.schema.createIndex("sms_texts_outbox").on("sms_texts").column("outbox_id").execute();
  await db.schema
    .createTable("sms_early_reports")
    .addColumn("sid", "text", (c) => c.primaryKey())
    .addColumn("status", "text", (c) => c.notNull())
    .addColumn("at", "bigint", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("sms_early_reports_at").on("sms_early_reports").column("at").execute();
}

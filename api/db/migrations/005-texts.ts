// Texts: the visitor's consent with its wording's version, the numbers that said STOP, the texts.
// Frozen once shipped: it speaks of the tables as they were then, so it is typed loosely on purpose.
import { type Kysely } from "kysely";
import { sequence, type Engine } from "../engine.ts";

export async function addTexts(db: Kysely<any>, engine: Engine): Promise<void> {
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
}

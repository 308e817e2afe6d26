// The owner's numbers (api/numbers/).
// Frozen once shipped: it speaks of the tables as they were then, so it is typed loosely on purpose.
import { type Kysely } from "kysely";
import { sequence, type Engine } from "../engine.ts";

export async function addNumbers(db: Kysely<any>, engine: Engine): Promise<void> {
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
}

// The repair's journey: states renamed to the journey's words (new is booked, done is collected), each
// move kept with its time (the bookings there are get their booking and their present state as the
// first lines), the promised time, and the estimates.
// Frozen once shipped: it speaks of the tables as they were then, so it is typed loosely on purpose.
import { type Kysely, sql } from "kysely";
import { sequence, type Engine } from "../engine.ts";

export async function addJourney(db: Kysely<any>, engine: Engine): Promise<void> {
  await db.updateTable("bookings").set({ state: "booked" }).where("state", "=", "new").execute();
  await db.updateTable("bookings").set({ state: "collected" }).where("state", "=", "done").execute();
  await db.schema.alterTable("bookings").addColumn("ready_by", "bigint").execute();

  const [idType, idColumn] = sequence(engine);
  await db.schema
    .createTable("booking_events")
    .addColumn("id", idType, idColumn)
    .addColumn("booking_id", "text", (c) => c.notNull())
    .addColumn("state", "text", (c) => c.notNull())
    .addColumn("at", "bigint", (c) => c.notNull())
    .addColumn("actor", "text", (c) => c.notNull())
    .addColumn("step_back", "integer", (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema.createIndex("booking_events_booking").on("booking_events").columns(["booking_id", "id"]).execute();
  await sql`INSERT INTO booking_events (booking_id, state, at, actor, step_back)
    SELECT id, 'booked', created_at, CASE source WHEN 'owner' THEN 'owner' ELSE 'visitor' END, 0 FROM bookings`.execute(
    db,
  );
  await sql`INSERT INTO booking_events (booking_id, state, at, actor, step_back)
    SELECT id, state, updated_at, 'owner', 0 FROM bookings WHERE state <> 'booked'`.execute(db);

  await db.schema
    .createTable("estimates")
    .addColumn("booking_id", "text", (c) => c.notNull())
    .addColumn("version", "integer", (c) => c.notNull())
    .addColumn("options", "text", (c) => c.notNull())
    .addColumn("note", "text")
    .addColumn("part_needed", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("sent_at", "bigint", (c) => c.notNull())
    .addColumn("choice", "text")
    .addColumn("answered_at", "bigint")
    .addColumn("replaced_at", "bigint")
    .addPrimaryKeyConstraint("estimates_pk", ["booking_id", "version"])
    .execute();
}

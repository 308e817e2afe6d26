// The owner's numbers by language: each raw event keeps the language of the page it came from (the
// /es/ path, else the document's lang), so the daily totals count visits, calls and bookings by it.
// Every event counted before it was on an English page.
// Frozen once shipped: it speaks of the tables as they were then, so it is typed loosely on purpose.
import { type Kysely } from "kysely";

export async function addNumbersLanguage(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable("numbers_events")
    .addColumn("lang", "text", (column) => column.notNull().defaultTo("en"))
    .execute();
}

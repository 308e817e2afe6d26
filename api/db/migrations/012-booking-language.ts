// The visitor's language kept with the booking (the page or widget they booked from), so every message
// after it (the confirmation, reminders, texts, the .ics, the tracker and the change page) speaks it.
// Every booking made before it was made in English.
// Frozen once shipped: it speaks of the tables as they were then, so it is typed loosely on purpose.
import { type Kysely } from "kysely";

export async function addBookingLanguage(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable("bookings")
    .addColumn("lang", "text", (column) => column.notNull().defaultTo("en"))
    .execute();
}

// The repair's journey on a booking, as the booking book keeps it: its timeline (each move with its time
// and who made it), the time the owner promised it ready by, and the estimates with the visitor's
// answers. Each change is one transaction over the booking's locked row (api/booking/rows.ts), with the
// notices it calls for.
import type { Kysely, Selectable } from "kysely";
import type { EstimateOption } from "#shop/booking-contract.ts";
import { AWAITING_APPROVAL_STATES, type EventActor, type StateEvent } from "#shop/repair-states.ts";
import { lockedRow, moveRow, toBooking, writeNotices } from "../booking/rows.ts";
import type { BookingState, BookingStore, Estimate } from "../booking/types.ts";
import type { Db } from "../db/database.ts";
import type { Engine } from "../db/engine.ts";
import type { Database } from "../db/schema.ts";
import { clearJourney } from "./notices-store.ts";
import type { BookingEventsTable, EstimatesTable } from "./tables.ts";

type JourneyMethods = "events" | "journeysOf" | "setReadyBy" | "sendEstimate" | "answerEstimate" | "estimate";

const toEstimate = (row: Selectable<EstimatesTable>): Estimate => ({
  version: Number(row.version),
  options: JSON.parse(row.options) as EstimateOption[],
  note: row.note,
  partNeeded: Number(row.partNeeded) === 1,
  sentAt: Number(row.sentAt),
  choice: row.choice === null ? null : row.choice === "decline" ? "decline" : Number(row.choice),
  answeredAt: row.answeredAt === null ? null : Number(row.answeredAt),
  replacedAt: row.replacedAt === null ? null : Number(row.replacedAt),
});

const toEvent = (row: Pick<Selectable<BookingEventsTable>, "state" | "at" | "actor" | "stepBack">): StateEvent => ({
  state: row.state,
  at: Number(row.at),
  by: row.actor as EventActor,
  stepBack: Number(row.stepBack) === 1,
});

/** The journey's part of the booking book, over its queries and its (counted) writes. */
export function createJourneyStore(
  engine: Engine,
  db: Kysely<Database>,
  write: Db["write"],
): Pick<BookingStore, JourneyMethods> {
  return {
    async events(id) {
      const rows = await db
        .selectFrom("bookingEvents")
        .select(["state", "at", "actor", "stepBack"])
        .where("bookingId", "=", id)
        .orderBy("id")
        .execute();
      return rows.map(toEvent);
    },

    async journeysOf(ids) {
      const out = new Map<string, { events: StateEvent[]; estimate?: Estimate }>(ids.map((id) => [id, { events: [] }]));
      // In chunks, well under either engine's limit on a statement's parameters.
      for (let i = 0; i < ids.length; i += 500) {
        const chunk = ids.slice(i, i + 500);
        const events = await db
          .selectFrom("bookingEvents")
          .select(["bookingId", "state", "at", "actor", "stepBack"])
          .where("bookingId", "in", chunk)
          .orderBy("id")
          .execute();
        for (const r of events) out.get(r.bookingId)?.events.push(toEvent(r));
        const estimates = await db
          .selectFrom("estimates")
          .selectAll()
          .where("bookingId", "in", chunk)
          .orderBy("version")
          .execute();
        for (const r of estimates) out.get(r.bookingId)!.estimate = toEstimate(r);
      }
      return out;
    },

    async setReadyBy(id, readyBy) {
      return write(async (tx) => {
        const row = await lockedRow(engine, tx, id);
        if (!row) return undefined;
        const updatedAt = Math.max(Date.now(), Number(row.updatedAt));
        await tx.updateTable("bookings").set({ readyBy, updatedAt }).where("id", "=", id).execute();
        return toBooking({ ...row, readyBy, updatedAt });
      });
    },

    async sendEstimate(id, estimate, from, notices) {
      return write(async (tx) => {
        const row = await lockedRow(engine, tx, id);
        if (!row || !from.includes(row.state as BookingState)) return undefined;
        const newest = await tx
          .selectFrom("estimates")
          .select((eb) => eb.fn.max("version").as("version"))
          .where("bookingId", "=", id)
          .executeTakeFirst();
        const version = Number(newest?.version ?? 0) + 1;
        // The versions before stop being answerable: an old page's Approve is then a 409.
        await tx
          .updateTable("estimates")
          .set({ replacedAt: estimate.at })
          .where("bookingId", "=", id)
          .where("choice", "is", null)
          .where("replacedAt", "is", null)
          .execute();
        const stored = {
          bookingId: id,
          version,
          options: JSON.stringify(estimate.options),
          note: estimate.note,
          partNeeded: estimate.partNeeded ? 1 : 0,
          sentAt: estimate.at,
          choice: null,
          answeredAt: null,
          replacedAt: null,
        };
        await tx.insertInto("estimates").values(stored).execute();
        const booking = await moveRow(tx, row, "awaiting-approval", { at: estimate.at, by: "owner" });
        // A replaced estimate's reminder goes: the new one's comes with its notices.
        await clearJourney(tx, id, booking.state, ["estimate-reminder"]);
        const sent = toEstimate(stored);
        await writeNotices(tx, id, notices(booking, sent), estimate.at);
        return { booking, estimate: sent };
      });
    },

    async answerEstimate(id, answer, notices) {
      return write(async (tx) => {
        // The race is settled here: of two answers at once, the second finds the row answered (on
        // PostgreSQL it waits for the first's row lock, then reads the committed row again).
        const won = await tx
          .updateTable("estimates")
          .set({ choice: String(answer.choice), answeredAt: answer.at })
          .where("bookingId", "=", id)
          .where("version", "=", answer.version)
          .where("choice", "is", null)
          .where("replacedAt", "is", null)
          // Only while the booking waits for it: after the desk stepped back, the estimate is not open.
          .where(({ exists, selectFrom }) =>
            exists(
              selectFrom("bookings").select("id").where("id", "=", id).where("state", "in", AWAITING_APPROVAL_STATES),
            ),
          )
          .executeTakeFirst();
        if (Number(won.numUpdatedRows) !== 1) {
          const seen = await tx
            .selectFrom("estimates")
            .select("choice")
            .where("bookingId", "=", id)
            .where("version", "=", answer.version)
            .executeTakeFirst();
          return {
            ok: false as const,
            reason: seen && seen.choice !== null ? ("answered" as const) : ("stale" as const),
          };
        }
        const row = (await lockedRow(engine, tx, id))!;
        const estimate = toEstimate(
          await tx
            .selectFrom("estimates")
            .selectAll()
            .where("bookingId", "=", id)
            .where("version", "=", answer.version)
            .executeTakeFirstOrThrow(),
        );
        const booking = await moveRow(tx, row, answer.to, { at: answer.at, by: "visitor" });
        await writeNotices(tx, id, notices(booking, estimate));
        return { ok: true as const, booking, estimate };
      });
    },

    async estimate(id) {
      const row = await db
        .selectFrom("estimates")
        .selectAll()
        .where("bookingId", "=", id)
        .orderBy("version", "desc")
        .limit(1)
        .executeTakeFirst();
      return row && toEstimate(row);
    },
  };
}

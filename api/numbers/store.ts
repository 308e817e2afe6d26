// The owner's numbers in the shop's database (the numbers_* tables of tables.ts): the day's
// salt, the raw events with their daily caps, and the daily totals the desk reads. Everything is on
// the shop's dates (YYYY-MM-DD), which sort as text.
import { randomBytes } from "node:crypto";
import type { Kysely } from "kysely";
import type { Database } from "../db/schema.ts";
import type { NumbersEventsTable } from "./tables.ts";
import type { Db } from "../db/database.ts";
import { dailyTotals, GROUPED, type DailyRow } from "./daily-totals.ts";

/** An event to store; without `lang`, English (what the server counts on no page of a language). */
export type NewEvent = Omit<NumbersEventsTable, "id" | "lang"> & { lang?: string };

/** The caps that bound a day's rows, whatever a flood sends. */
export interface Caps {
  perPageAndEvent: number;
  perDay: number;
}

/** Inserted in slices: SQLite takes at most 32,766 bound values in one statement. */
const SLICE = 500;
const DAY_TOTAL = "*";
/** Raw events per insert: a slice is a millisecond or two of the main thread on SQLite. */
const EVENTS_SLICE = 100;
/** Lets the event loop answer what waits (I/O first), then goes on. */
const breathe = () => new Promise<void>((resolve) => setImmediate(resolve));

/** Map.groupBy, which Node 20 lacks. */
function groupBy<T>(items: T[], keyOf: (item: T) => string): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const item of items) {
    const key = keyOf(item);
    const group = groups.get(key);
    if (group) group.push(item);
    else groups.set(key, [item]);
  }
  return groups;
}

export interface NumbersStore {
  /** The salt of `day`, made if there is none; every other day's salt is deleted in the same transaction. */
  saltFor(day: string): Promise<string>;
  /** Stores what the caps allow of `events`; returns how many were stored. */
  append(events: NewEvent[], caps: Caps): Promise<number>;
  /** Recomputes the daily totals of each of `days` that still has raw events; idempotent. */
  rollup(days: string[]): Promise<void>;
  /** The days from `from` to `to` that have raw events and were last rolled up before `after` (epoch ms). */
  daysToRoll(from: string, to: string, after: (day: string) => number): Promise<string[]>;
  /** The daily totals from `from` to `to`, both included. */
  daily(from: string, to: string): Promise<DailyRow[]>;
  /** Retention: raw events of days before `before`; returns how many went. */
  purge(before: string): Promise<number>;
  /** The owner deletes everything counted up to `through` (included); returns how many daily rows went. */
  deleteDaily(through: string): Promise<number>;
}

/** Adds `n` to a cap's counter and says how many of the `n` fit under `cap` (with 0: how many more fit). */
async function take(tx: Kysely<Database>, day: string, key: string, n: number, cap: number): Promise<number> {
  const row = await tx
    .insertInto("numbersCaps")
    .values({ day, key, count: n })
    .onConflict((oc) =>
      oc.columns(["day", "key"]).doUpdateSet({ count: (eb) => eb("numbersCaps.count", "+", eb.ref("excluded.count")) }),
    )
    .returning("count")
    .executeTakeFirstOrThrow();
  const room = Math.max(0, cap - (Number(row.count) - n));
  return n === 0 ? room : Math.min(n, room);
}

/** take() for many counters of one day at once: one statement per slice, not one per page and event. */
async function takeEach(
  tx: Kysely<Database>,
  day: string,
  groups: Map<string, unknown[]>,
  cap: number,
): Promise<Map<string, number>> {
  const wanted = [...groups].map(([key, group]) => ({ day, key, count: group.length }));
  const fits = new Map<string, number>();
  for (let i = 0; i < wanted.length; i += SLICE) {
    const rows = await tx
      .insertInto("numbersCaps")
      .values(wanted.slice(i, i + SLICE))
      .onConflict((oc) =>
        oc
          .columns(["day", "key"])
          .doUpdateSet({ count: (eb) => eb("numbersCaps.count", "+", eb.ref("excluded.count")) }),
      )
      .returning(["key", "count"])
      .execute();
    for (const row of rows) {
      const n = groups.get(row.key)!.length;
      fits.set(row.key, Math.min(n, Math.max(0, cap - (Number(row.count) - n))));
    }
  }
  return fits;
}

export function createNumbersStore(database: Db): NumbersStore {
  const { query: db, write } = database;
  return {
    async saltFor(day) {
      const { salt, dropped } = await write(async (tx) => {
        await tx
          .insertInto("numbersSalt")
          .values({ day, salt: randomBytes(32).toString("hex") })
          .onConflict((oc) => oc.column("day").doNothing())
          .execute();
        const old = await tx.deleteFrom("numbersSalt").where("day", "<>", day).executeTakeFirst();
        // Past days' caps count nothing any more.
        await tx.deleteFrom("numbersCaps").where("day", "<", day).execute();
        const row = await tx.selectFrom("numbersSalt").select("salt").where("day", "=", day).executeTakeFirstOrThrow();
        return { salt: row.salt, dropped: Number(old.numDeletedRows) > 0 };
      });
      // Yesterday's salt would let its hashes be recomputed: gone from the files too, not only the table.
      if (dropped) await database.scrub();
      return salt;
    },

    async append(events, caps) {
      if (events.length === 0) return 0;
      return write(async (tx) => {
        const kept: NewEvent[] = [];
        const byDay = groupBy(events, (e) => e.day);
        for (const [day, ofDay] of byDay) {
          // The day's total first (what was kept; taking 0 locks its row on PostgreSQL until the
          // commit): past it, not even a cap's counter row is added.
          const room = await take(tx, day, DAY_TOTAL, 0, caps.perDay);
          const groups = groupBy(ofDay.slice(0, room), (e) => `${e.kind} ${e.page}`);
          const before = kept.length;
          const fits = await takeEach(tx, day, groups, caps.perPageAndEvent);
          for (const [key, group] of groups)
            kept.push(...group.slice(0, Math.min(fits.get(key) ?? 0, room - (kept.length - before))));
          await take(tx, day, DAY_TOTAL, kept.length - before, caps.perDay);
        }
        for (let i = 0; i < kept.length; i += EVENTS_SLICE) {
          // SQLite's driver runs each statement on the main thread: between slices the requests
          // waiting meanwhile are answered, so a second's flood of hits never holds them for the whole write.
          if (i > 0) await breathe();
          await tx
            .insertInto("numbersEvents")
            // Every row names its language: a multi-row insert does not fall back to the column's default.
            .values(kept.slice(i, i + EVENTS_SLICE).map((e) => ({ ...e, lang: e.lang ?? "en" })))
            .execute();
        }
        return kept.length;
      });
    },

    async rollup(days) {
      for (const day of days)
        await write(async (tx) => {
          const groups = await tx
            .selectFrom("numbersEvents")
            .select([...GROUPED, (eb) => eb.fn.countAll<number>().as("n")])
            .where("day", "=", day)
            .groupBy([...GROUPED])
            .execute();
          // A day whose raw events are gone keeps the totals it had.
          if (groups.length === 0) return;
          const visitors = await tx
            .selectFrom("numbersEvents")
            .select((eb) => eb.fn.count<number>("visitor").distinct().as("n"))
            .where("day", "=", day)
            .executeTakeFirstOrThrow();
          const byLanguage = await tx
            .selectFrom("numbersEvents")
            .select(["lang", (eb) => eb.fn.count<number>("visitor").distinct().as("n")])
            .where("day", "=", day)
            .groupBy("lang")
            .execute();
          await tx.deleteFrom("numbersDaily").where("day", "=", day).execute();
          const rows = dailyTotals(
            day,
            groups.map((g) => ({ ...g, n: Number(g.n) })),
            Number(visitors.n),
            byLanguage.map((l) => ({ lang: l.lang, n: Number(l.n) })),
          );
          for (let i = 0; i < rows.length; i += SLICE)
            await tx
              .insertInto("numbersDaily")
              .values(rows.slice(i, i + SLICE))
              .execute();
          await tx
            .insertInto("numbersRolled")
            .values({ day, at: Date.now() })
            .onConflict((oc) => oc.column("day").doUpdateSet({ at: (eb) => eb.ref("excluded.at") }))
            .execute();
        });
    },

    async daysToRoll(from, to, after) {
      const withEvents = await db
        .selectFrom("numbersEvents")
        .select("day")
        .distinct()
        .where("day", ">=", from)
        .where("day", "<=", to)
        .execute();
      const rolled = new Map(
        (
          await db.selectFrom("numbersRolled").selectAll().where("day", ">=", from).where("day", "<=", to).execute()
        ).map((r) => [r.day, Number(r.at)]),
      );
      return withEvents
        .map((r) => r.day)
        .filter((day) => (rolled.get(day) ?? 0) < after(day))
        .sort();
    },

    async daily(from, to) {
      const rows = await db
        .selectFrom("numbersDaily")
        .selectAll()
        .where("day", ">=", from)
        .where("day", "<=", to)
        // A full order: PostgreSQL returns rows updated by a second roll-up in another order otherwise.
        .orderBy("day")
        .orderBy("what")
        .orderBy("key")
        .execute();
      return rows.map((r) => ({ ...r, count: Number(r.count) }));
    },

    async purge(before) {
      return write(async (tx) => {
        const gone = await tx.deleteFrom("numbersEvents").where("day", "<", before).executeTakeFirst();
        return Number(gone.numDeletedRows);
      });
    },

    async deleteDaily(through) {
      return write(async (tx) => {
        // The raw events too, or the next rollup would bring the totals back.
        await tx.deleteFrom("numbersEvents").where("day", "<=", through).execute();
        await tx.deleteFrom("numbersRolled").where("day", "<=", through).execute();
        const gone = await tx.deleteFrom("numbersDaily").where("day", "<=", through).executeTakeFirst();
        return Number(gone.numDeletedRows);
      });
    },
  };
}

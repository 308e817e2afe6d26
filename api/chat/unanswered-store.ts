// What visitors asked that the assistant could not answer, kept in the shop's database beside the
// bookings (the `unanswered` table of tables.ts), one row per time a question was asked: "this
// week's top ten" counts exactly the occurrences since a moment, and retention removes old ones one by
// one. Only what chat/unanswered.ts hands over is written: a group key and a wording without personal data.
import type { Db } from "../db/database.ts";

export interface UnansweredGroup {
  /** A normalised form of the question (lower case, no punctuation, personal data replaced). */
  key: string;
  /** The most recent wording, personal data replaced. */
  example: string;
  count: number;
  lastAt: number;
}

export interface UnansweredStore {
  /** Counts one question (already stripped of personal data) under its group key. */
  record(key: string, example: string, at: number): Promise<void>;
  /** The groups asked most since `since`, most asked first (then the latest), at most `limit`. */
  top(since: number, limit: number): Promise<UnansweredGroup[]>;
  /** Retention: deletes what was asked before `before`; returns how many went. */
  purge(before: number): Promise<number>;
  /**
   * Blanks the wording of what was asked before `before` (the desk shows only the last week), keeping
   * the count; returns how many were blanked.
   */
  forgetWordings(before: number): Promise<number>;
}

export function createUnansweredStore(database: Db): UnansweredStore {
  const { query: db, write } = database;
  return {
    async record(key, example, at) {
      await write((tx) => tx.insertInto("unanswered").values({ key, example, at }).execute());
    },

    async top(since, limit) {
      const groups = await db
        .selectFrom("unanswered")
        .select(["key", (eb) => eb.fn.countAll<number>().as("count"), (eb) => eb.fn.max("at").as("lastAt")])
        .where("at", ">=", since)
        .groupBy("key")
        .orderBy("count", "desc")
        .orderBy("lastAt", "desc")
        .orderBy("key")
        .limit(limit)
        .execute();
      if (groups.length === 0) return [];
      // The newest wording of each group within the period.
      const wordings = await db
        .selectFrom("unanswered")
        .select(["key", "example"])
        .where("at", ">=", since)
        .where(
          "key",
          "in",
          groups.map((g) => g.key),
        )
        .orderBy("at", "desc")
        .orderBy("id", "desc")
        .execute();
      const example = new Map<string, string>();
      for (const w of wordings) if (!example.has(w.key)) example.set(w.key, w.example);
      return groups.map((g) => ({
        key: g.key,
        example: example.get(g.key) ?? "",
        count: Number(g.count),
        lastAt: Number(g.lastAt),
      }));
    },

    async purge(before) {
      const gone = await write((tx) => tx.deleteFrom("unanswered").where("at", "<", before).executeTakeFirst());
      return Number(gone.numDeletedRows);
    },

    async forgetWordings(before) {
      const blanked = await write((tx) =>
        tx
          .updateTable("unanswered")
          .set({ example: "" })
          .where("at", "<", before)
          .where("example", "<>", "")
          .executeTakeFirst(),
      );
      return Number(blanked.numUpdatedRows);
    },
  };
}

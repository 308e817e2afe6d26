// The chat's unanswered questions (api/chat/unanswered-store.ts) on both engines: SQLite in a fresh
// DATA_DIR and a real PostgreSQL 15 on a free port. They share the shop's database with the booking
// book, and each store's retention deletes only its own rows.
import { describe, expect, it } from "vitest";
import { openDatabase, type Db } from "../../../api/db/database.ts";
import { createBookingStore } from "../../../api/booking/store.ts";
import { createUnansweredStore } from "../../../api/chat/unanswered-store.ts";
import { booking as rules } from "#shop/facts.ts";
import { useEngines } from "../../helpers/engines.ts";
import { POSTGRES_SKIP } from "../../helpers/postgres-server.ts";

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;
/** A fixed "now": the store takes the caller's clock. */
const NOW = Date.UTC(2031, 2, 4, 15, 0);

const { track, dataDir, postgres, opened } = useEngines<Db>("unanswered-");

const engines = [
  {
    name: "SQLite",
    skip: "",
    fresh: async () => openDatabase({ dataDir: await dataDir() }),
  },
  {
    name: "PostgreSQL",
    skip: POSTGRES_SKIP,
    fresh: async () => openDatabase({ databaseUrl: await postgres().createDatabase() }),
  },
];

for (const engine of engines) {
  describe.skipIf(engine.skip !== "")(`unanswered questions on ${engine.name}${engine.skip}`, () => {
    const fresh = async () => track(await engine.fresh());

    it("are counted per group only since the moment asked for", async () => {
      const store = createUnansweredStore(await fresh());
      const weekAgo = NOW - 7 * DAY;
      await store.record("loaner phone", "Do you lend a phone?", weekAgo - DAY);
      await store.record("loaner phone", "do you lend phones", weekAgo - 1);
      await store.record("loaner phone", "Do you have a loaner phone?", weekAgo + DAY);
      await store.record("loaner phone", "loaner phone while you fix it?", NOW - DAY);
      await store.record("ipad screens", "Do you fix iPad screens?", NOW - 2 * DAY);
      await store.record("ipad screens", "ipad screen?", weekAgo);
      await store.record("parking", "Where do I park?", NOW - 3 * DAY);
      await store.record("old only", "An old one", weekAgo - 2 * DAY);

      expect(await store.top(weekAgo, 10)).toEqual([
        { key: "loaner phone", example: "loaner phone while you fix it?", count: 2, lastAt: NOW - DAY },
        { key: "ipad screens", example: "Do you fix iPad screens?", count: 2, lastAt: NOW - 2 * DAY },
        { key: "parking", example: "Where do I park?", count: 1, lastAt: NOW - 3 * DAY },
      ]);
      expect((await store.top(weekAgo, 1)).map((g) => g.key)).toEqual(["loaner phone"]);
      expect((await store.top(0, 10)).map((g) => [g.key, g.count])).toEqual([
        ["loaner phone", 4],
        ["ipad screens", 2],
        ["parking", 1],
        ["old only", 1],
      ]);
      expect(await store.top(NOW + 1, 10)).toEqual([]);
    });

    it("forget a question's wording once it is older than the desk shows (a week), and keep its count", async () => {
      const store = createUnansweredStore(await fresh());
      await store.record("parking", "Where do I park?", NOW - 8 * DAY);
      await store.record("parking", "is there parking", NOW - DAY);
      await store.record("loaner phone", "Do you lend a phone?", NOW - 9 * DAY);
      expect(await store.forgetWordings(NOW - 7 * DAY)).toBe(2);
      expect(await store.top(0, 10)).toEqual([
        { key: "parking", example: "is there parking", count: 2, lastAt: NOW - DAY },
        { key: "loaner phone", example: "", count: 1, lastAt: NOW - 9 * DAY },
      ]);
      const rows = await opened.at(-1)!.query.selectFrom("unanswered").select(["example", "at"]).execute();
      expect(rows.filter((r) => Number(r.at) < NOW - 7 * DAY).map((r) => r.example)).toEqual(["", ""]);
    });

    it("share the database with the bookings, and each retention deletes only its own rows", async () => {
      const db = await fresh();
      const questions = createUnansweredStore(db);
      const book = createBookingStore(db);
      const start = NOW - DAY;
      const made = await book.create(
        {
          reference: "TST-0001",
          tokenHash: "1".padStart(64, "0"),
          start,
          end: start + rules.slotMinutes * MINUTE,
          service: rules.services[0]!,
          model: null,
          name: "Visitor",
          phone: "+15550000001",
          email: null,
          notes: null,
          source: "online",
        },
        { capacity: 1, maxFutureForPhone: 1, now: start - DAY },
        () => [],
      );
      if (!made.ok) throw new Error("not booked");
      await questions.record("old question", "Old question?", NOW - 10 * MINUTE);
      await questions.record("new question", "New question?", NOW);

      expect(await questions.purge(NOW - MINUTE)).toBe(1);
      expect((await questions.top(0, 10)).map((g) => g.key)).toEqual(["new question"]);
      expect(await book.byId(made.booking.id)).toEqual(made.booking);
      expect(await questions.purge(NOW - MINUTE)).toBe(0);

      expect(await book.purge(NOW)).toBe(1);
      expect(await book.byId(made.booking.id)).toBeUndefined();
      expect((await questions.top(0, 10)).map((g) => g.key)).toEqual(["new question"]);
    });
  });
}

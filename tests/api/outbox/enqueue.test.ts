// The one way into the outbox (api/outbox/enqueue.ts) and the worker's view of it (api/outbox/store.ts),
// on both engines: what is written is due when asked, in order; a journey notice withdrawn
// unsent goes, one a worker took stays.
import { describe, expect, it } from "vitest";
import { openDatabase, type Db } from "../../../api/db/database.ts";
import { enqueue, withdraw } from "../../../api/outbox/enqueue.ts";
import { createOutboxStore } from "../../../api/outbox/store.ts";
import { useEngines } from "../../helpers/engines.ts";
import { POSTGRES_SKIP } from "../../helpers/postgres-server.ts";

const { track, dataDir, postgres } = useEngines<Db>("enqueue-");
const NOW = Date.UTC(2031, 2, 4, 15, 0);
const email = (to: string) => ({ kind: "email" as const, payload: { to, subject: "s", text: "t" } });

/** Where a fresh database is, on each engine: opening it again there finds what was written. */
const engines = [
  { name: "SQLite", skip: "", place: async () => ({ dataDir: await dataDir() }) },
  {
    name: "PostgreSQL",
    skip: POSTGRES_SKIP,
    place: async () => ({ databaseUrl: await postgres().createDatabase() }),
  },
];

for (const engine of engines) {
  describe.skipIf(engine.skip !== "")(`enqueue on ${engine.name}${engine.skip}`, () => {
    it("writes messages due at once by default, and later ones at their time, oldest first", async () => {
      const db = track(await openDatabase(await engine.place()));
      const store = createOutboxStore(db);
      await db.write((tx) => enqueue(tx, [email("a@example.com"), email("b@example.com")], { bookingId: "b1" }));
      await db.write((tx) => enqueue(tx, [email("c@example.com")], { bookingId: null, dueAt: NOW + 1000 }));
      expect((await store.dueNotices(NOW, 10)).map((i) => (i.payload as { to: string }).to)).toEqual([
        "a@example.com",
        "b@example.com",
      ]);
      expect(await store.dueNotices(NOW + 1000, 10)).toHaveLength(3);
      await db.write((tx) => enqueue(tx, [], { bookingId: "b1" }));
      expect(await store.dueNotices(NOW + 1000, 10)).toHaveLength(3);
    });

    it("withdraws a booking's unsent items by topic, keeping the kept ones and the one in flight", async () => {
      const db = track(await openDatabase(await engine.place()));
      const store = createOutboxStore(db);
      const at = { bookingId: "b1", dueAt: NOW + 1000 };
      await db.write(async (tx) => {
        await enqueue(tx, [email("reminder@example.com")], { ...at, topic: "reminder" });
        await enqueue(tx, [email("ready@example.com")], { ...at, topic: "ready" });
        await enqueue(tx, [email("review@example.com")], { ...at, topic: "review" });
        await enqueue(tx, [email("now@example.com")], { bookingId: "b1" });
      });
      const review = (await store.dueNotices(NOW + 1000, 10)).find(
        (i) => (i.payload as { to: string }).to === "review@example.com",
      )!;
      expect(await store.claimNotice(review.id, NOW + 1000)).toBe(true);

      const gone = await db.write((tx) => withdraw(tx, "b1", ["ready"]));
      expect(gone).toEqual(["reminder"]);
      // The one in flight is not due again while its lease runs.
      const left = await store.dueNotices(NOW + 1000, 10);
      expect(left.map((i) => (i.payload as { to: string }).to)).toEqual(["ready@example.com", "now@example.com"]);
    });
  });
}

// The repair's journey in the booking store, on both engines: every move is stored with its time in
// the transaction that makes it (a failing notice takes both back), a guarded move from the wrong state
// changes nothing, the migration renames the old states and gives old bookings their first lines,
// estimates replace each other by version, and an approve and a decline sent at the same moment end
// with exactly one answer (on PostgreSQL from two store instances, as two app servers would).
import { sql } from "kysely";
import { describe, expect, it } from "vitest";
import { MIGRATIONS } from "../../../api/db/migrate.ts";
import { openSqlite } from "../../../api/db/sqlite.ts";
import { openPostgres } from "../../../api/db/postgres.ts";
import { openStore } from "../../../api/booking/store.ts";
import type { Booking, BookingStore, NewBooking, NoticeMessage } from "../../../api/booking/types.ts";
import { OUTBOX_LEASE_MS } from "../../../api/outbox/types.ts";
import { booking as rules } from "#shop/facts.ts";
import { ESTIMATE_FROM_STATES } from "#shop/repair-states.ts";
import { useEngines } from "../../helpers/engines.ts";
import { POSTGRES_SKIP } from "../../helpers/postgres-server.ts";

const MINUTE = 60_000;
const NOW = Date.UTC(2031, 2, 4, 15, 0);
const START = NOW + 120 * MINUTE;
const open = { capacity: 1000, maxFutureForPhone: 1000, now: NOW };
const none = () => [];

let serial = 0;
function newBooking(over: Partial<NewBooking> = {}): NewBooking {
  const i = ++serial;
  return {
    reference: `JRN-${i.toString(36).toUpperCase().padStart(4, "0")}`,
    tokenHash: `j${i}`.padStart(64, "0"),
    start: START,
    end: START + rules.slotMinutes * MINUTE,
    service: rules.services[0]!,
    model: null,
    name: `Visitor ${i}`,
    phone: `+1555${String(2_000_000 + i).slice(-7)}`,
    email: null,
    notes: null,
    source: "online",
    ...over,
  };
}

const { track, dataDir, postgres } = useEngines<BookingStore>("journey-");

interface Engine {
  name: string;
  skip: string;
  /** A fresh book as `instances` stores over it, and how to open its database by hand (before migrating). */
  fresh(instances?: number): Promise<BookingStore[]>;
  raw(): Promise<{ handle: Awaited<ReturnType<typeof openSqlite>>; reopen: () => Promise<BookingStore> }>;
}

const engines: Engine[] = [
  {
    name: "SQLite",
    skip: "",
    fresh: async () => [track(await openStore({ dataDir: await dataDir() }))],
    async raw() {
      const dir = await dataDir();
      return { handle: await openSqlite(dir), reopen: async () => track(await openStore({ dataDir: dir })) };
    },
  },
  {
    name: "PostgreSQL",
    skip: POSTGRES_SKIP,
    async fresh(instances = 1) {
      const url = await postgres().createDatabase();
      const stores: BookingStore[] = [];
      for (let i = 0; i < instances; i++) stores.push(track(await openStore({ databaseUrl: url })));
      return stores;
    },
    async raw() {
      const url = await postgres().createDatabase();
      const handle = await openPostgres(url, console);
      return {
        handle: { ...handle, file: url },
        reopen: async () => track(await openStore({ databaseUrl: url })),
      };
    },
  },
];

async function made(store: BookingStore, over: Partial<NewBooking> = {}): Promise<Booking> {
  const result = await store.create(newBooking(over), open, none);
  if (!result.ok) throw new Error(result.reason);
  return result.booking;
}

const OPTIONS = [
  { label: "Aftermarket screen", cents: 18_900 },
  { label: "Genuine screen", cents: 27_900 },
];
const estimate = (at: number, partNeeded = false) => ({ options: OPTIONS, note: null, partNeeded, at });

for (const engine of engines) {
  describe.skipIf(engine.skip !== "")(`the repair's journey on ${engine.name}${engine.skip}`, () => {
    it("stores each move with its time and who made it, in the same transaction as the state", async () => {
      const [store] = await engine.fresh();
      const b = await made(store!);
      const walkIn = await made(store!, { source: "owner", state: "checked-in" });
      expect(walkIn.state).toBe("checked-in");
      expect((await store!.events(walkIn.id)).map((e) => [e.state, e.by])).toEqual([["checked-in", "owner"]]);

      await store!.setState(b.id, "checked-in", none, { by: "owner" });
      const failing = store!.setState(
        b.id,
        "repairing",
        () => {
          throw new Error("the notice could not be written");
        },
        { by: "owner" },
      );
      await expect(failing).rejects.toThrow("could not be written");
      // Neither the state nor its line in the timeline: one transaction.
      expect((await store!.byId(b.id))!.state).toBe("checked-in");
      const events = await store!.events(b.id);
      expect(events.map((e) => [e.state, e.by, e.stepBack])).toEqual([
        ["booked", "visitor", false],
        ["checked-in", "owner", false],
      ]);
      expect(events[1]!.at).toBeGreaterThanOrEqual(events[0]!.at);
    });

    it("a move guarded by `from` leaves a booking in another state as it is, and writes no line", async () => {
      const [store] = await engine.fresh();
      const b = await made(store!);
      const after = await store!.setState(b.id, "ready", none, { from: ["repairing"] });
      expect(after!.state).toBe("booked");
      expect((await store!.byId(b.id))!.state).toBe("booked");
      expect(await store!.events(b.id)).toHaveLength(1);
    });

    it("migrates the old states: new is booked, done is collected, each old booking with its first lines", async () => {
      const { handle, reopen } = await engine.raw();
      const db = handle.db;
      await db.schema
        .createTable("schema_version")
        .addColumn("version", "integer", (c) => c.primaryKey())
        .addColumn("applied_at", "bigint", (c) => c.notNull())
        .execute();
      const engineName = engine.name === "SQLite" ? "sqlite" : "postgres";
      for (const [i, migration] of MIGRATIONS.slice(0, 2).entries()) {
        await migration(db, engineName);
        await db
          .insertInto("schemaVersion")
          .values({ version: i + 1, appliedAt: NOW })
          .execute();
      }
      const row = (id: string, state: string) => ({
        id,
        reference: `OLD-${id}`,
        tokenHash: id.padStart(64, "0"),
        startAt: START,
        endAt: START + MINUTE,
        service: rules.services[0]!,
        model: null,
        name: "Old",
        phone: "+15550000000",
        email: null,
        notes: null,
        state,
        source: "online",
        createdAt: NOW - 10,
        updatedAt: NOW,
        clientKey: null,
      });
      await sql`INSERT INTO bookings (id, reference, token_hash, start_at, end_at, service, model, name, phone, email, notes, state, source, created_at, updated_at, client_key) VALUES ${sql.join(
        ["a", "b", "c"].map((id, i) => {
          const r = row(id, ["new", "done", "confirmed"][i]!);
          return sql`(${sql.join(Object.values(r))})`;
        }),
      )}`.execute(db);
      await handle.close();

      const store = await reopen();
      expect((await store.byId("a"))!.state).toBe("booked");
      expect((await store.byId("b"))!.state).toBe("collected");
      expect((await store.byId("c"))!.state).toBe("confirmed");
      expect((await store.events("a")).map((e) => [e.state, e.at])).toEqual([["booked", NOW - 10]]);
      expect((await store.events("b")).map((e) => [e.state, e.at])).toEqual([
        ["booked", NOW - 10],
        ["collected", NOW],
      ]);
    });

    it("an estimate moves the booking to awaiting-approval; a new version replaces it and the old one is stale", async () => {
      const [store] = await engine.fresh();
      const b = await made(store!);
      // Not before the phone is in.
      expect(await store!.sendEstimate(b.id, estimate(NOW), ESTIMATE_FROM_STATES, none)).toBeUndefined();
      await store!.setState(b.id, "diagnosing", none);
      const first = await store!.sendEstimate(b.id, estimate(NOW), ESTIMATE_FROM_STATES, none);
      expect(first!.booking.state).toBe("awaiting-approval");
      expect(first!.estimate).toMatchObject({ version: 1, options: OPTIONS, choice: null });
      const second = await store!.sendEstimate(b.id, estimate(NOW + 1, true), ESTIMATE_FROM_STATES, none);
      expect(second!.estimate.version).toBe(2);

      const old = await store!.answerEstimate(b.id, { version: 1, choice: 0, at: NOW + 2, to: "repairing" }, none);
      expect(old).toEqual({ ok: false, reason: "stale" });
      expect((await store!.byId(b.id))!.state).toBe("awaiting-approval");

      const approved = await store!.answerEstimate(
        b.id,
        { version: 2, choice: 1, at: NOW + 3, to: "waiting-for-part" },
        none,
      );
      expect(approved.ok).toBe(true);
      expect((await store!.byId(b.id))!.state).toBe("waiting-for-part");
      // What the visitor saw and chose is kept: the text, the version, the time.
      expect(await store!.estimate(b.id)).toMatchObject({
        version: 2,
        options: OPTIONS,
        partNeeded: true,
        choice: 1,
        answeredAt: NOW + 3,
      });
      const events = await store!.events(b.id);
      expect(events.at(-1)).toMatchObject({ state: "waiting-for-part", by: "visitor" });
      const again = await store!.answerEstimate(
        b.id,
        { version: 2, choice: "decline", at: NOW + 4, to: "diagnosing" },
        none,
      );
      expect(again).toEqual({ ok: false, reason: "answered" });
    });

    it("an estimate is not open once the booking left awaiting-approval (the desk stepped back)", async () => {
      const [store] = await engine.fresh();
      const b = await made(store!, { source: "owner", state: "checked-in" });
      await store!.sendEstimate(b.id, estimate(NOW), ESTIMATE_FROM_STATES, none);
      await store!.setState(b.id, "checked-in", none, { stepBack: true });
      const late = await store!.answerEstimate(b.id, { version: 1, choice: 0, at: NOW + 1, to: "repairing" }, none);
      expect(late).toEqual({ ok: false, reason: "stale" });
      expect((await store!.byId(b.id))!.state).toBe("checked-in");
      expect((await store!.estimate(b.id))!.choice).toBeNull();
    });

    it("approve and decline at the same moment: exactly one wins, every time", async () => {
      const stores = await engine.fresh(engine.name === "SQLite" ? 1 : 2);
      for (let round = 0; round < 8; round++) {
        const b = await made(stores[0]!, { source: "owner", state: "checked-in" });
        await stores[0]!.sendEstimate(b.id, estimate(NOW), ESTIMATE_FROM_STATES, none);
        const answers = await Promise.all([
          stores[0]!.answerEstimate(b.id, { version: 1, choice: 0, at: NOW + 1, to: "repairing" }, none),
          stores.at(-1)!.answerEstimate(b.id, { version: 1, choice: "decline", at: NOW + 1, to: "diagnosing" }, none),
        ]);
        const won = answers.filter((a) => a.ok);
        expect(won).toHaveLength(1);
        expect(answers.filter((a) => !a.ok && a.reason === "answered")).toHaveLength(1);
        const kept = await stores[0]!.estimate(b.id);
        const state = (await stores[0]!.byId(b.id))!.state;
        expect(state).toBe(kept!.choice === "decline" ? "diagnosing" : "repairing");
        // One answer, one move.
        expect((await stores[0]!.events(b.id)).filter((e) => e.by === "visitor")).toHaveLength(1);
      }
    });

    it("reads many bookings' timelines and newest estimates at once, the same as one by one", async () => {
      const [store] = await engine.fresh();
      const one = await made(store!, { source: "owner", state: "checked-in" });
      const two = await made(store!);
      await store!.sendEstimate(one.id, estimate(NOW), ESTIMATE_FROM_STATES, none);
      await store!.sendEstimate(one.id, estimate(NOW + 1), ESTIMATE_FROM_STATES, none);
      await store!.setState(two.id, "confirmed", none);
      const all = await store!.journeysOf([one.id, two.id, "none"]);
      expect(all.get(one.id)).toEqual({ events: await store!.events(one.id), estimate: await store!.estimate(one.id) });
      expect(all.get(one.id)!.estimate!.version).toBe(2);
      expect(all.get(two.id)).toEqual({ events: await store!.events(two.id) });
      expect(all.get("none")).toEqual({ events: [] });
    });

    describe("a notice being sent while the desk changes the state", () => {
      /** 'Ready for pickup', once per booking, as the journey writes it. */
      const ready = (): NoticeMessage[] => [
        { kind: "email", payload: { topic: "ready" }, journey: { topic: "ready", dueAt: NOW, once: true } },
      ];
      const readyItems = async (store: BookingStore, at = NOW) =>
        (await store.outbox.dueNotices(at, 100)).filter(
          (item) => (item.payload as { topic?: string }).topic === "ready",
        );

      it("stays, with the mark that it went: Step back and Ready again send nothing more, and a second worker cannot take it", async () => {
        const stores = await engine.fresh(2);
        const [store, other = stores[0]!] = stores;
        const b = await made(store!, { source: "owner", state: "checked-in" });
        await store!.setState(b.id, "ready", ready);
        const [item] = await readyItems(store!);
        expect(await store!.outbox.claimNotice(item!.id, NOW)).toBe(true);
        // Another instance's worker (on PostgreSQL, another store) finds it taken, and it is not due meanwhile.
        expect(await other.outbox.claimNotice(item!.id, NOW)).toBe(false);
        expect(await readyItems(store!)).toEqual([]);

        await store!.setState(b.id, "repairing", none, { stepBack: true });
        await store!.setState(b.id, "ready", ready);
        await store!.outbox.markDelivered(item!.id);
        // The one in flight was sent; Ready again wrote no second one.
        expect(await readyItems(store!, NOW + 2 * OUTBOX_LEASE_MS)).toEqual([]);
      });

      it("one not yet taken goes with Step back (a worker that read it finds it gone), and Ready again writes it anew", async () => {
        const [store] = await engine.fresh();
        const b = await made(store!, { source: "owner", state: "checked-in" });
        await store!.setState(b.id, "ready", ready);
        const [read] = await readyItems(store!);
        await store!.setState(b.id, "repairing", none, { stepBack: true });
        expect(await store!.outbox.claimNotice(read!.id, NOW)).toBe(false);
        await store!.setState(b.id, "ready", ready);
        const [again] = await readyItems(store!);
        expect(again!.id).not.toBe(read!.id);
        expect(await store!.outbox.claimNotice(again!.id, NOW)).toBe(true);
      });

      it("one whose worker died while sending is taken again once its lease is over", async () => {
        const [store] = await engine.fresh();
        const b = await made(store!, { source: "owner", state: "checked-in" });
        await store!.setState(b.id, "ready", ready);
        const [item] = await readyItems(store!);
        expect(await store!.outbox.claimNotice(item!.id, NOW)).toBe(true);
        expect(await readyItems(store!, NOW + OUTBOX_LEASE_MS - 1)).toEqual([]);
        expect((await readyItems(store!, NOW + OUTBOX_LEASE_MS)).map((i) => i.id)).toEqual([item!.id]);
        expect(await store!.outbox.claimNotice(item!.id, NOW + OUTBOX_LEASE_MS)).toBe(true);
        // A failed attempt gives it back: due again at its retry, and a change may clear it.
        await store!.outbox.markFailed(item!.id, NOW + OUTBOX_LEASE_MS + 1, "timeout");
        await store!.setState(b.id, "repairing", none, { stepBack: true });
        expect(await readyItems(store!, NOW + 3 * OUTBOX_LEASE_MS)).toEqual([]);
      });
    });

    it("retention deletes a booking's timeline and estimates with it", async () => {
      const [store] = await engine.fresh();
      const b = await made(store!, { source: "owner", state: "checked-in" });
      await store!.sendEstimate(b.id, estimate(NOW), ESTIMATE_FROM_STATES, none);
      expect(await store!.purge(b.end + 1)).toBe(1);
      expect(await store!.events(b.id)).toEqual([]);
      expect(await store!.estimate(b.id)).toBeUndefined();
    });
  });
}

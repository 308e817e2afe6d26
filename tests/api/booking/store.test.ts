// The booking store's contract (api/booking/types.ts), one test body run on both engines: SQLite in a
// fresh DATA_DIR, and a real PostgreSQL 15 started on a free port (a fresh database per test). On
// PostgreSQL the races run across two store instances, i.e. two connection pools, as two app servers
// sharing one database would.
import { describe, expect, it } from "vitest";
import { DuplicateBookingError, openStore } from "../../../api/booking/store.ts";
import type { Booking, BookingStore, NewBooking, NoticeMessage } from "../../../api/booking/types.ts";
import { booking as rules, models } from "#shop/facts.ts";
import { useEngines } from "../../helpers/engines.ts";
import { POSTGRES_BIN, POSTGRES_SKIP } from "../../helpers/postgres-server.ts";

const MINUTE = 60_000;
const SLOT = rules.slotMinutes * MINUTE;
/** A fixed "now": the store takes the caller's clock, so no test depends on today's date. */
const NOW = Date.UTC(2031, 2, 4, 15, 0);
const slot = (n: number) => NOW + 2 * 60 * MINUTE + n * SLOT;
const FAR = Number.MAX_SAFE_INTEGER;

let serial = 0;
/** A booking for slot `n`; every one has its own reference, token hash and phone unless told. */
function newBooking(n: number, over: Partial<NewBooking> = {}): NewBooking {
  const i = ++serial;
  return {
    reference: `TST-${i.toString(36).toUpperCase().padStart(4, "0")}`,
    tokenHash: `${i}`.padStart(64, "0"),
    start: slot(n),
    end: slot(n) + SLOT,
    service: rules.services[i % rules.services.length]!,
    model: i % 2 ? models[i % models.length]!.slug : null,
    name: `Visitor ${i}`,
    phone: `+1555${String(1_000_000 + i).slice(-7)}`,
    email: i % 2 ? `visitor${i}@example.test` : null,
    notes: i % 3 ? null : "Cracked corner",
    source: "online",
    ...over,
  };
}

const open = { capacity: 2, maxFutureForPhone: 100, now: NOW };
const notices = (b: Booking): NoticeMessage[] => [
  { kind: "email", payload: { event: "created", id: b.id } },
  { kind: "webhook", payload: { event: "created", reference: b.reference } },
];
const none = () => [];

interface Engine {
  name: string;
  skip: string;
  /** A fresh, empty book; `instances` stores over it (PostgreSQL only can have more than one). */
  fresh(instances?: number): Promise<BookingStore[]>;
  /** Another store over the book the last fresh() made (after closing the previous ones). */
  reopen(): Promise<BookingStore>;
}

const { track, dataDir, postgres } = useEngines<BookingStore>("store-");
let lastUrl = "";
let lastDir = "";

const engines: Engine[] = [
  {
    name: "SQLite",
    skip: "",
    async fresh(instances = 1) {
      if (instances !== 1) throw new Error("one SQLite store per DATA_DIR");
      lastDir = await dataDir();
      return [track(await openStore({ dataDir: lastDir }))];
    },
    reopen: async () => track(await openStore({ dataDir: lastDir })),
  },
  {
    name: "PostgreSQL",
    skip: POSTGRES_SKIP,
    async fresh(instances = 1) {
      lastUrl = await postgres().createDatabase();
      const stores: BookingStore[] = [];
      for (let i = 0; i < instances; i++) stores.push(track(await openStore({ databaseUrl: lastUrl })));
      return stores;
    },
    reopen: async () => track(await openStore({ databaseUrl: lastUrl })),
  },
];

const allNotices = (store: BookingStore) => store.outbox.dueNotices(FAR, 10_000);
/** Opens every pooled connection first, so the requests of a race really run at once (not one per new connection). */
const warm = (stores: BookingStore[]) =>
  Promise.all(stores.flatMap((s) => Array.from({ length: 10 }, () => s.settings.get("warm-up"))));

for (const engine of engines) {
  describe.skipIf(engine.skip !== "")(`booking store on ${engine.name}${engine.skip}`, () => {
    it("creates a booking, finds it by token hash and id, and writes its notices in the same transaction", async () => {
      const [store] = await engine.fresh();
      expect(store!.engine).toBe(engine.name === "SQLite" ? "sqlite" : "postgres");
      const input = newBooking(0);
      const result = await store!.create(input, open, notices);
      expect(result.ok).toBe(true);
      if (!result.ok) return;
      const made = result.booking;
      const { tokenHash, ...shown } = input;
      expect(made).toEqual({
        ...shown,
        id: made.id,
        state: "booked",
        readyBy: null,
        textConsent: false,
        textConsentVersion: null,
        lang: "en",
        createdAt: NOW,
        updatedAt: NOW,
        sequence: 0,
      });
      expect(made).not.toHaveProperty("tokenHash");
      expect(await store!.byTokenHash(tokenHash)).toEqual(made);
      expect(await store!.byId(made.id)).toEqual(made);
      expect(await store!.byTokenHash("f".repeat(64))).toBeUndefined();
      expect(await store!.byId("nope")).toBeUndefined();
      // Times come back as numbers on both engines (PostgreSQL's BIGINT would otherwise be a string).
      const read = (await store!.byId(made.id))!;
      for (const key of ["start", "end", "createdAt", "updatedAt"] as const) expect(typeof read[key]).toBe("number");
      const due = await store!.outbox.dueNotices(NOW, 10);
      expect(due.map((d) => [d.kind, d.payload, d.attempts])).toEqual([
        ["email", { event: "created", id: made.id }, 0],
        ["webhook", { event: "created", reference: made.reference }, 0],
      ]);
      const taken = await store!.occupancy(slot(0), slot(10));
      expect([...taken.taken]).toEqual([[slot(0), 1]]);
    });

    it("50 simultaneous bookings for one slot of capacity 2: exactly 2 made and 48 full", async () => {
      // Two instances on PostgreSQL (two pools, two "app servers"); one on SQLite (one server per DATA_DIR).
      const stores = await engine.fresh(engine.name === "SQLite" ? 1 : 2);
      await warm(stores);
      const results = await Promise.all(
        Array.from({ length: 50 }, (_, i) => stores[i % stores.length]!.create(newBooking(3), open, notices)),
      );
      const made = results.filter((r) => r.ok);
      expect(made).toHaveLength(2);
      expect(results.filter((r) => !r.ok && r.reason === "full")).toHaveLength(48);
      expect(await stores[0]!.list(slot(3), slot(4))).toHaveLength(2);
      expect((await stores[0]!.occupancy(slot(0), slot(10))).taken.get(slot(3))).toBe(2);
      // Only the bookings that were made left notices behind.
      expect(await allNotices(stores[0]!)).toHaveLength(2 * 2);
    });

    it("a phone holding the cap of active future bookings is refused, even when it asks for many slots at once", async () => {
      const stores = await engine.fresh(engine.name === "SQLite" ? 1 : 2);
      const store = stores[0]!;
      const phone = "+15550001234";
      const cap = { ...open, maxFutureForPhone: 2 };
      await warm(stores);
      const results = await Promise.all(
        Array.from({ length: 12 }, (_, i) => stores[i % stores.length]!.create(newBooking(i, { phone }), cap, none)),
      );
      expect(results.filter((r) => r.ok)).toHaveLength(2);
      expect(results.filter((r) => !r.ok && r.reason === "phone_limit")).toHaveLength(10);

      // A cancelled booking no longer counts.
      const first = results.find((r) => r.ok)!;
      if (!first.ok) return;
      await store.setState(first.booking.id, "cancelled", none);
      expect((await store.create(newBooking(20, { phone }), cap, none)).ok).toBe(true);
      expect(await store.create(newBooking(21, { phone }), cap, none)).toEqual({ ok: false, reason: "phone_limit" });
      // Bookings whose slot has passed no longer count: the same phone, asked later.
      const later = { ...cap, now: slot(22) };
      expect((await store.create(newBooking(22, { phone }), later, none)).ok).toBe(true);
      // Other phones are not affected.
      expect((await store.create(newBooking(21), cap, none)).ok).toBe(true);
    });

    it("the online limits hold under simultaneous bookings: the shop's ceiling and one client's, over 24 hours", async () => {
      const stores = await engine.fresh(engine.name === "SQLite" ? 1 : 2);
      await warm(stores);
      const limited = { ...open, capacity: 50, online: { perClientPerDay: 2, perDay: 5 } };
      const create = (i: number, clientKey: string) =>
        stores[i % stores.length]!.create(newBooking(i % 4, { clientKey }), limited, none);
      // One client asking 10 times at once: exactly its 2.
      const one = await Promise.all(Array.from({ length: 10 }, (_, i) => create(i, "client-a")));
      expect(one.filter((r) => r.ok)).toHaveLength(2);
      expect(one.filter((r) => !r.ok && r.reason === "client_limit")).toHaveLength(8);
      // Twenty clients at once: the ceiling's 5 in all, the rest refused for the day.
      const many = await Promise.all(Array.from({ length: 20 }, (_, i) => create(i, `client-${i}`)));
      expect(many.filter((r) => r.ok)).toHaveLength(3);
      expect(many.filter((r) => !r.ok && r.reason === "day_limit")).toHaveLength(17);
      // The owner's bookings are not counted, and a day later the count starts again.
      expect((await stores[0]!.create(newBooking(5, { source: "owner" }), open, none)).ok).toBe(true);
      const dayLater = { ...limited, now: NOW + 24 * 60 * MINUTE + 1 };
      expect((await stores[0]!.create(newBooking(6, { clientKey: "client-a" }), dayLater, none)).ok).toBe(true);
    });

    it("blocked time refuses the slots it covers, and removing the block frees them", async () => {
      const [store] = await engine.fresh();
      const block = await store!.addBlock({ start: slot(1) + 10 * MINUTE, end: slot(3), label: "Technician off" });
      expect(block).toMatchObject({ start: slot(1) + 10 * MINUTE, end: slot(3), label: "Technician off" });
      expect(await store!.create(newBooking(1), open, notices)).toEqual({ ok: false, reason: "blocked" });
      expect(await store!.create(newBooking(2), open, notices)).toEqual({ ok: false, reason: "blocked" });
      expect((await store!.create(newBooking(0), open, notices)).ok).toBe(true);
      expect((await store!.create(newBooking(3), open, notices)).ok).toBe(true);
      expect(await allNotices(store!)).toHaveLength(2 * 2);

      const { blocked, taken } = await store!.occupancy(slot(0), slot(10));
      expect(blocked).toEqual([block]);
      expect([...taken].sort()).toEqual([
        [slot(0), 1],
        [slot(3), 1],
      ]);
      expect((await store!.occupancy(slot(3), slot(10))).blocked).toEqual([]);
      expect((await store!.occupancy(slot(0), slot(1) + 11 * MINUTE)).blocked).toEqual([block]);

      expect(await store!.removeBlock(block.id)).toBe(true);
      expect(await store!.removeBlock(block.id)).toBe(false);
      expect((await store!.create(newBooking(1), open, notices)).ok).toBe(true);
    });

    it("setState changes the state, frees the place when cancelled, and writes its notices", async () => {
      const [store] = await engine.fresh();
      const one = { ...open, capacity: 1 };
      const first = await store!.create(newBooking(5), one, none);
      if (!first.ok) throw new Error("not booked");
      expect(await store!.create(newBooking(5), one, none)).toEqual({ ok: false, reason: "full" });

      const confirmed = await store!.setState(first.booking.id, "confirmed", none);
      expect(confirmed).toMatchObject({ id: first.booking.id, state: "confirmed" });
      expect(await store!.create(newBooking(5), one, none)).toEqual({ ok: false, reason: "full" });

      const cancelled = await store!.setState(first.booking.id, "cancelled", (b) => [
        { kind: "email", payload: { event: b.state, id: b.id } },
      ]);
      expect(cancelled?.state).toBe("cancelled");
      expect(cancelled!.updatedAt).toBeGreaterThanOrEqual(first.booking.updatedAt);
      expect(await store!.byId(first.booking.id)).toEqual(cancelled);
      expect((await store!.outbox.dueNotices(NOW, 10)).map((n) => n.payload)).toEqual([
        { event: "cancelled", id: first.booking.id },
      ]);
      expect((await store!.occupancy(slot(0), slot(10))).taken.get(slot(5))).toBeUndefined();
      expect((await store!.create(newBooking(5), one, none)).ok).toBe(true);

      expect(await store!.setState("no-such-booking", "cancelled", notices)).toBeUndefined();
      expect(await allNotices(store!)).toHaveLength(1);
    });

    it("lists every state in [from, to), in time order", async () => {
      const [store] = await engine.fresh();
      const made: Booking[] = [];
      for (const n of [4, 1, 2, 1, 6]) {
        const r = await store!.create(newBooking(n), open, none);
        if (r.ok) made.push(r.booking);
      }
      await store!.setState(made[2]!.id, "no-show", none);
      const listed = await store!.list(slot(1), slot(6));
      expect(listed.map((b) => b.start)).toEqual([slot(1), slot(1), slot(2), slot(4)]);
      expect(listed.find((b) => b.id === made[2]!.id)?.state).toBe("no-show");
    });

    it("outbox: oldest first, a failed notice is due again at its retry time, a delivered one never again", async () => {
      const [store] = await engine.fresh();
      for (const n of [0, 1, 2]) await store!.create(newBooking(n), open, notices);
      const due = await store!.outbox.dueNotices(NOW, 100);
      expect(due).toHaveLength(6);
      expect(due.map((d) => Number(d.id))).toEqual(due.map((d) => Number(d.id)).sort((a, b) => a - b));
      expect(await store!.outbox.dueNotices(NOW, 4)).toEqual(due.slice(0, 4));

      const [a, b] = due;
      await store!.outbox.markFailed(a!.id, NOW + 5 * MINUTE, "connect ECONNREFUSED 127.0.0.1:2525");
      await store!.outbox.markDelivered(b!.id);
      const ids = async (at: number) => (await store!.outbox.dueNotices(at, 100)).map((d) => d.id);
      expect(await ids(NOW)).toEqual(due.slice(2).map((d) => d.id));
      expect(await ids(NOW + 5 * MINUTE - 1)).not.toContain(a!.id);
      const again = (await store!.outbox.dueNotices(NOW + 5 * MINUTE, 100)).find((d) => d.id === a!.id);
      expect(again).toEqual({ ...a, attempts: 1 });
      await store!.outbox.markFailed(a!.id, NOW + 20 * MINUTE, "again");
      expect((await store!.outbox.dueNotices(NOW + 20 * MINUTE, 100)).find((d) => d.id === a!.id)?.attempts).toBe(2);
      expect(await ids(FAR)).not.toContain(b!.id);
      // Ids that are not the store's are ignored, not thrown on.
      await store!.outbox.markDelivered("x'; drop table outbox; --");
      await store!.outbox.markFailed("-1", NOW, "x");
      expect(await ids(FAR)).toHaveLength(5);
    });

    it("purge deletes bookings past retention with their notices and sealed links, and delivered notices", async () => {
      const [store] = await engine.fresh();
      const old = await store!.create(newBooking(0, { sealedLink: "sealed-old" }), open, notices);
      const kept = await store!.create(newBooking(4, { sealedLink: "sealed-kept" }), open, notices);
      if (!old.ok || !kept.ok) throw new Error("not booked");
      // The private link kept sealed with the booking comes back with it, for its later notices.
      expect((await store!.byId(old.booking.id))!.sealedLink).toBe("sealed-old");
      const keptNotices = (await allNotices(store!)).slice(2);
      await store!.outbox.markDelivered(keptNotices[0]!.id);

      // Cut between the two: the first slot has ended, the second has not.
      expect(await store!.purge(slot(2))).toBe(1);
      expect(await store!.byId(old.booking.id)).toBeUndefined();
      expect(await store!.byId(kept.booking.id)).toEqual(kept.booking);
      expect(kept.booking.sealedLink).toBe("sealed-kept");
      expect((await allNotices(store!)).map((n) => n.id)).toEqual([keptNotices[1]!.id]);
      expect(await store!.purge(slot(2))).toBe(0);
      // The slot is bookable again afterwards on both engines (PostgreSQL's slot row went with it).
      expect((await store!.create(newBooking(0), open, none)).ok).toBe(true);
    });

    it("keeps settings", async () => {
      const [store] = await engine.fresh();
      expect(await store!.settings.get("feed")).toBeUndefined();
      await store!.settings.set("feed", "one");
      await store!.settings.set("feed", "two");
      await store!.settings.set("other", "x");
      expect(await store!.settings.get("feed")).toBe("two");
      expect(await store!.settings.get("other")).toBe("x");
    });

    it("a duplicate reference or token is an error that leaves nothing behind", async () => {
      const [store] = await engine.fresh();
      const first = newBooking(0);
      expect((await store!.create(first, open, notices)).ok).toBe(true);
      await expect(store!.create(newBooking(1, { reference: first.reference }), open, notices)).rejects.toBeInstanceOf(
        DuplicateBookingError,
      );
      await expect(store!.create(newBooking(2, { tokenHash: first.tokenHash }), open, notices)).rejects.toBeInstanceOf(
        DuplicateBookingError,
      );
      expect(await store!.list(0, FAR)).toHaveLength(1);
      expect(await allNotices(store!)).toHaveLength(2);
      // A notices callback that throws rolls the booking back too.
      await expect(
        store!.create(newBooking(3), open, () => {
          throw new Error("notice failed");
        }),
      ).rejects.toThrow("notice failed");
      expect(await store!.list(0, FAR)).toHaveLength(1);
    });

    it("reopening keeps the book and migrates nothing twice", async () => {
      const [store] = await engine.fresh();
      const made = await store!.create(newBooking(0), open, notices);
      await store!.settings.set("k", "v");
      await store!.close();
      const again = await engine.reopen();
      if (!made.ok) throw new Error("not booked");
      expect(await again.byId(made.booking.id)).toEqual(made.booking);
      expect(await again.settings.get("k")).toBe("v");
      expect(await allNotices(again)).toHaveLength(2);
    });

    it("50 simultaneous changes of time to one slot of capacity 2: exactly 2 move and 48 are full", async () => {
      const stores = await engine.fresh(engine.name === "SQLite" ? 1 : 2);
      const live: Booking[] = [];
      for (let i = 0; i < 50; i++) {
        const made = await stores[0]!.create(newBooking(10 + Math.floor(i / 2)), open, none);
        if (made.ok) live.push(made.booking);
      }
      expect(live).toHaveLength(50);
      await warm(stores);
      const target = { start: slot(3), end: slot(3) + SLOT };
      const results = await Promise.all(
        live.map((b, i) => stores[i % stores.length]!.reschedule(b.id, target, { capacity: 2, now: NOW }, none)),
      );
      expect(results.filter((r) => r.ok)).toHaveLength(2);
      expect(results.filter((r) => !r.ok && r.reason === "full")).toHaveLength(48);
      const taken = (await stores[0]!.occupancy(slot(0), slot(100))).taken;
      expect(taken.get(slot(3))).toBe(2);
      // The two that moved freed their old places; nobody else's changed.
      expect([...taken.values()].reduce((a, b) => a + b, 0)).toBe(50);
      for (const r of results) if (r.ok) expect(r.booking).toMatchObject({ start: slot(3), sequence: 1 });
    });

    it("a change of time frees the old place, raises the sequence and re-aims the reminders; a dead booking or blocked time is refused", async () => {
      const [store] = await engine.fresh();
      const reminder = (b: Booking): NoticeMessage[] => [
        { kind: "email", payload: { at: b.start }, journey: { topic: "reminder", dueAt: b.start - 60 * MINUTE } },
      ];
      const made = await store!.create(newBooking(5), { ...open, capacity: 1 }, reminder);
      if (!made.ok) throw new Error("not booked");
      /** A change of time to slot n (one slot long), with one place a slot. */
      const moveTo = (id: string, n: number) =>
        store!.reschedule(id, { start: slot(n), end: slot(n + 1) }, { capacity: 1, now: NOW }, reminder);
      const moved = await moveTo(made.booking.id, 6);
      expect(moved).toMatchObject({
        ok: true,
        booking: { id: made.booking.id, start: slot(6), end: slot(7), sequence: 1 },
      });
      expect(await store!.byId(made.booking.id)).toMatchObject({ reference: made.booking.reference, start: slot(6) });
      // The old slot is free again, and only the new slot's reminder waits, due at its own time.
      expect((await store!.create(newBooking(5), { ...open, capacity: 1 }, none)).ok).toBe(true);
      expect((await allNotices(store!)).map((n) => n.payload)).toEqual([{ at: slot(6) }]);
      expect(await store!.outbox.dueNotices(slot(6) - 60 * MINUTE - 1, 10)).toEqual([]);

      await store!.addBlock({ start: slot(8), end: slot(9), label: null });
      expect(await moveTo(made.booking.id, 8)).toEqual({ ok: false, reason: "blocked" });

      // Cancelled: its undelivered reminder goes in the same transaction, and it cannot be moved.
      await store!.setState(made.booking.id, "cancelled", none);
      expect(await allNotices(store!)).toEqual([]);
      expect(await moveTo(made.booking.id, 7)).toEqual({ ok: false, reason: "not_live" });
      expect(await moveTo("no-such-booking", 7)).toEqual({ ok: false, reason: "not_live" });
    });

    it("retention runs from a booking's last change too: one changed after its slot stays until retention has passed since", async () => {
      const [store] = await engine.fresh();
      const made = await store!.create(newBooking(0), open, none);
      if (!made.ok) throw new Error("not booked");
      // Changed late (as a repair collected hours after its slot is): its last change is at slot(6).
      await store!.reschedule(made.booking.id, { start: slot(1), end: slot(2) }, { capacity: 2, now: slot(6) }, none);
      expect(await store!.purge(slot(4))).toBe(0);
      expect(await store!.byId(made.booking.id)).toBeDefined();
      expect(await store!.purge(slot(7))).toBe(1);
      expect(await store!.byId(made.booking.id)).toBeUndefined();
    });

    it("a once-only notice is written once: a second entry after it was sent writes nothing; one taken back unsent is written again", async () => {
      const [store] = await engine.fresh();
      const made = await store!.create(newBooking(5), open, none);
      if (!made.ok) throw new Error("not booked");
      const id = made.booking.id;
      const review = (b: Booking): NoticeMessage[] => [
        { kind: "email", payload: { once: b.id }, journey: { topic: "review", dueAt: NOW, once: true } },
      ];
      await store!.setState(id, "collected", review);
      expect(await allNotices(store!)).toHaveLength(1);
      // Stepped back before it went: taken back; forward again: written again, still one.
      await store!.setState(id, "confirmed", none);
      expect(await allNotices(store!)).toHaveLength(0);
      await store!.setState(id, "collected", review);
      const [sent] = await allNotices(store!);
      await store!.outbox.markDelivered(sent!.id);
      // Back and forward after it was delivered: nothing more.
      await store!.setState(id, "confirmed", none);
      await store!.setState(id, "collected", review);
      expect(await allNotices(store!)).toEqual([]);
    });
  });
}

describe.skipIf(!POSTGRES_BIN)(`booking store on PostgreSQL: several instances${POSTGRES_SKIP}`, () => {
  it("instances starting at once on an empty database migrate it once and share one book", async () => {
    const url = await postgres().createDatabase();
    const stores = await Promise.all([1, 2, 3].map(async () => track(await openStore({ databaseUrl: url }))));
    const made = await stores[0]!.create(newBooking(0), open, notices);
    if (!made.ok) throw new Error("not booked");
    for (const store of stores) expect(await store.byId(made.booking.id)).toEqual(made.booking);
  });

  it("an unreachable DATABASE_URL fails at open with the reason, naming no password", async () => {
    const url = postgres()
      .url.replace("postgres@", "postgres:secret@")
      .replace(/\/postgres$/, "/no_such_database");
    const error = await openStore({ databaseUrl: url }).then(
      () => undefined,
      (e: Error) => e,
    );
    expect(error?.message).toMatch(/^Cannot connect to the PostgreSQL in DATABASE_URL: .*no_such_database/);
    expect(error?.message).not.toContain("secret");
  });
});

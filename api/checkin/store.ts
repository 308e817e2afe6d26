// The check-in's book over the shared database (app.db): the condition and photos recorded at drop-off,
// and the signatures. A check-in is written whole or not at all (one transaction: the photo count is
// checked inside it), and a signature only on the terms' current version. Nothing here reads a booking's
// personal data; the booking's id is all it holds of it.
import { randomUUID } from "node:crypto";
import type { Db } from "../db/database.ts";
import { booking as rules } from "#shop/facts.ts";
import { enqueue } from "../outbox/enqueue.ts";
import type { OutboxMessage } from "../outbox/types.ts";
import type { Booking } from "../booking/types.ts";
import type { ConditionStatus } from "#shop/checkin-content.ts";
import type { Photo } from "./photos.ts";
import { PHOTO_LIMITS } from "./photos.ts";

export type SignatureKind = "terms" | "pickup";
export type SignaturePlace = "tracker" | "counter";

export interface ConditionLine {
  item: string;
  status: ConditionStatus;
  note: string | null;
}

export interface Signature {
  kind: SignatureKind;
  version: string;
  words: string;
  name: string;
  place: SignaturePlace;
  at: number;
}

export interface CheckinRecord {
  /** When the phone was checked in, if it was. */
  at?: number;
  unlock: string | null;
  condition: ConditionLine[];
  photos: Array<{ id: string; width: number; height: number }>;
  signatures: Signature[];
}

/** What the CSV says of a booking's check-in. */
export interface CheckinSummary {
  condition: ConditionLine[];
  photos: number;
  signatures: Signature[];
}

export interface NewCheckin {
  condition: ConditionLine[];
  unlock: string | null;
  photos: Photo[];
}

export type CheckinStore = ReturnType<typeof createCheckinStore>;

/** The condition in the checklist's order (an item since removed from the data last). */
const ORDER = new Map(rules.checkIn.checklist.map((c, i) => [c.key, i]));
const inChecklistOrder = (lines: ConditionLine[]) =>
  lines.sort((a, b) => (ORDER.get(a.item) ?? ORDER.size) - (ORDER.get(b.item) ?? ORDER.size));

export interface CheckinOptions {
  /**
   * The visitor's copy of what they signed: the 'signed' notice of api/journey/notice-kinds.ts, by
   * the one rule of the visitor's channels (booking's notifier); none: no copy is written.
   */
  copy?: (b: Booking, s: Signature) => OutboxMessage[];
  /** Asks the outbox to send now: called after a copy is committed. */
  kick?: () => void;
}

export function createCheckinStore(db: Db, options: CheckinOptions = {}) {
  const bookingExists = async (tx: Db["query"], bookingId: string) =>
    (await tx.selectFrom("bookings").select("id").where("id", "=", bookingId).executeTakeFirst()) !== undefined;

  return {
    /**
     * Records (or updates) a phone's condition and adds its photos, all in one transaction: a booking
     * that is gone, or photos beyond PHOTO_LIMITS.maxCount with those already kept, change nothing.
     */
    async checkIn(bookingId: string, input: NewCheckin, at: number): Promise<"ok" | "not_found" | "too_many_photos"> {
      return db.write(async (tx) => {
        // On PostgreSQL the booking's row is locked so two check-ins count photos one after the other;
        // SQLite's write transaction is already exclusive.
        const found =
          db.engine === "postgres"
            ? await tx.selectFrom("bookings").select("id").where("id", "=", bookingId).forUpdate().executeTakeFirst()
            : await tx.selectFrom("bookings").select("id").where("id", "=", bookingId).executeTakeFirst();
        if (!found) return "not_found";
        const kept = await tx
          .selectFrom("checkinPhotos")
          .select((e) => e.fn.countAll<number>().as("n"))
          .where("bookingId", "=", bookingId)
          .executeTakeFirstOrThrow();
        if (Number(kept.n) + input.photos.length > PHOTO_LIMITS.maxCount) return "too_many_photos";
        await tx
          .insertInto("checkins")
          .values({ bookingId, at, unlock: input.unlock })
          .onConflict((oc) => oc.column("bookingId").doUpdateSet({ unlock: input.unlock }))
          .execute();
        await tx.deleteFrom("checkinConditions").where("bookingId", "=", bookingId).execute();
        if (input.condition.length > 0)
          await tx
            .insertInto("checkinConditions")
            .values(input.condition.map((c) => ({ bookingId, ...c })))
            .execute();
        for (const photo of input.photos)
          await tx
            .insertInto("checkinPhotos")
            .values({ id: randomUUID(), bookingId, ...photo, at })
            .execute();
        return "ok";
      });
    },

    /** What was recorded and signed for a booking (photos without their bytes). */
    async of(bookingId: string): Promise<CheckinRecord> {
      const q = db.query;
      const [head, condition, photos, signatures] = await Promise.all([
        q.selectFrom("checkins").selectAll().where("bookingId", "=", bookingId).executeTakeFirst(),
        q
          .selectFrom("checkinConditions")
          .select(["item", "status", "note"])
          .where("bookingId", "=", bookingId)
          .execute(),
        q
          .selectFrom("checkinPhotos")
          .select(["id", "width", "height"])
          .where("bookingId", "=", bookingId)
          .orderBy("at")
          .orderBy("id")
          .execute(),
        q
          .selectFrom("checkinSignatures")
          .select(["kind", "version", "words", "name", "place", "at"])
          .where("bookingId", "=", bookingId)
          .orderBy("at")
          .execute(),
      ]);
      return {
        ...(head ? { at: Number(head.at) } : {}),
        unlock: head?.unlock ?? null,
        condition: inChecklistOrder(condition as ConditionLine[]),
        photos,
        signatures: signatures.map((s) => ({ ...s, at: Number(s.at) }) as Signature),
      };
    },

    /** Many bookings' check-ins at once (for the CSV): condition, photo count and signatures, no bytes. */
    async ofMany(bookingIds: readonly string[]): Promise<Map<string, CheckinSummary>> {
      const found = new Map<string, CheckinSummary>();
      if (bookingIds.length === 0) return found;
      const ids = [...bookingIds];
      const q = db.query;
      const [condition, photos, signatures] = await Promise.all([
        q.selectFrom("checkinConditions").selectAll().where("bookingId", "in", ids).execute(),
        q
          .selectFrom("checkinPhotos")
          .select(["bookingId", (e) => e.fn.countAll<number>().as("n")])
          .where("bookingId", "in", ids)
          .groupBy("bookingId")
          .execute(),
        q.selectFrom("checkinSignatures").selectAll().where("bookingId", "in", ids).orderBy("at").execute(),
      ]);
      const entry = (id: string) => {
        let e = found.get(id);
        if (!e) found.set(id, (e = { condition: [], photos: 0, signatures: [] }));
        return e;
      };
      for (const c of condition)
        entry(c.bookingId).condition.push({ item: c.item, status: c.status as ConditionStatus, note: c.note });
      for (const e of found.values()) inChecklistOrder(e.condition);
      for (const p of photos) entry(p.bookingId).photos = Number(p.n);
      for (const { bookingId, id: _id, ...s } of signatures)
        entry(bookingId).signatures.push({ ...s, at: Number(s.at) } as Signature);
      return found;
    },

    /** A photo's bytes, only when it belongs to that booking. */
    async photo(bookingId: string, photoId: string): Promise<Buffer | undefined> {
      const row = await db.query
        .selectFrom("checkinPhotos")
        .select("bytes")
        .where("id", "=", photoId)
        .where("bookingId", "=", bookingId)
        .executeTakeFirst();
      return row ? Buffer.from(row.bytes) : undefined;
    },

    /**
     * Keeps a signature, and writes the visitor's copy of it (options.copy) into the outbox in the same
     * transaction; "not_found" when the booking is gone.
     */
    async sign(bookingId: string, signature: Signature, b?: Booking): Promise<"ok" | "not_found"> {
      const copies = b && options.copy ? options.copy(b, signature) : [];
      const kept = await db.write(async (tx) => {
        if (!(await bookingExists(tx, bookingId))) return "not_found" as const;
        if (copies.length > 0) await enqueue(tx, copies, { bookingId, at: signature.at });
        await tx
          .insertInto("checkinSignatures")
          .values({ id: randomUUID(), bookingId, ...signature })
          .execute();
        return "ok" as const;
      });
      if (kept === "ok" && copies.length > 0) options.kick?.();
      return kept;
    },
  };
}

// Blocked time, the owner's own spans when nothing can be booked (a day off, a technician out): adding
// and removing them, the ones over a span (availability), and whether one overlaps a slot, asked inside
// the transaction that books or moves into it.
import { randomUUID } from "node:crypto";
import type { Kysely } from "kysely";
import type { Db } from "../db/database.ts";
import type { Database } from "../db/schema.ts";
import type { Block, BookingStore } from "./types.ts";

/** Whether blocked time overlaps the slot. */
export const isBlocked = async (tx: Kysely<Database>, slot: { start: number; end: number }) =>
  (await tx
    .selectFrom("blocks")
    .select("id")
    .where("startAt", "<", slot.end)
    .where("endAt", ">", slot.start)
    .limit(1)
    .executeTakeFirst()) !== undefined;

/** The blocked spans overlapping [from, to), in time order. */
export async function blockedBetween(db: Kysely<Database>, from: number, to: number): Promise<Block[]> {
  const blocks = await db
    .selectFrom("blocks")
    .select(["id", "startAt", "endAt", "label"])
    .where("startAt", "<", to)
    .where("endAt", ">", from)
    .orderBy("startAt")
    .execute();
  return blocks.map((b) => ({ id: b.id, start: Number(b.startAt), end: Number(b.endAt), label: b.label }));
}

/** The blocks' store, writing through `write` (the booking store's, which counts its writes). */
export function createBlockStore(write: Db["write"]): Pick<BookingStore, "addBlock" | "removeBlock"> {
  return {
    async addBlock(block) {
      const row = {
        id: randomUUID(),
        startAt: block.start,
        endAt: block.end,
        label: block.label,
        createdAt: Date.now(),
      };
      await write((tx) => tx.insertInto("blocks").values(row).execute());
      return { id: row.id, start: block.start, end: block.end, label: block.label };
    },

    async removeBlock(id) {
      const result = await write((tx) => tx.deleteFrom("blocks").where("id", "=", id).executeTakeFirst());
      return Number(result.numDeletedRows) > 0;
    },
  };
}

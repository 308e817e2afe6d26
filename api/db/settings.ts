// The settings table: small values the shop's instances share and a restart keeps (the keyed hashes'
// keys, the calendar feed's nonce, the owner's last sign-out). Every reader and writer of it comes here.
import { randomBytes } from "node:crypto";
import type { Kysely } from "kysely";
import type { Db } from "./database.ts";
import type { Database } from "./schema.ts";

export interface Settings {
  get(key: string): Promise<string | undefined>;
  set(key: string, value: string): Promise<void>;
}

export function createSettings(db: Db): Settings {
  return {
    async get(key) {
      const row = await db.query.selectFrom("settings").select("value").where("key", "=", key).executeTakeFirst();
      return row?.value;
    },
    async set(key, value) {
      const updatedAt = Date.now();
      await db.write((tx) =>
        tx
          .insertInto("settings")
          .values({ key, value, updatedAt })
          .onConflict((oc) => oc.column("key").doUpdateSet({ value, updatedAt }))
          .execute(),
      );
    },
  };
}

/**
 * A secret kept under `key`, drawn (32 random bytes) the first time it is asked for, inside a writing
 * transaction: of two instances drawing at once, both read the one that was written first.
 */
export async function secretIn(tx: Kysely<Database>, key: string, now: number): Promise<string> {
  await tx
    .insertInto("settings")
    .values({ key, value: randomBytes(32).toString("base64url"), updatedAt: now })
    .onConflict((oc) => oc.column("key").doNothing())
    .execute();
  return (await tx.selectFrom("settings").select("value").where("key", "=", key).executeTakeFirstOrThrow()).value;
}

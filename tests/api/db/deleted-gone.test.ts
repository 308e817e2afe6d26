// What the product deletes is gone from the embedded database's files, not only from its tables:
// yesterday's visitor salt after the daily rotation, and a booking after the retention purge, are
// absent from the bytes of bookings.sqlite and its -wal while the server still has them open
// (secure_delete overwrites the freed cells, and a TRUNCATE checkpoint after those deletions leaves no
// old page in the WAL). PostgreSQL needs VACUUM for the same (docs/booking.md), so SQLite only here.
import { randomBytes } from "node:crypto";
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { openStore } from "../../../api/booking/store.ts";
import type { BookingStore } from "../../../api/booking/types.ts";
import { openDatabase, type Db } from "../../../api/db/database.ts";
import { BOOK_FILE } from "../../../api/db/sqlite.ts";
import { createNumbersStore } from "../../../api/numbers/store.ts";
import { booking as rules } from "#shop/facts.ts";
import { useEngines } from "../../helpers/engines.ts";

const { track, dataDir } = useEngines<Db | BookingStore>("deleted-gone-", { sqliteOnly: true });
const tracked = <T extends Db | BookingStore>(x: T): T => (track(x), x);

/** Whether `value` is anywhere in the book's files as they are on disk now. */
function onDisk(dir: string, value: string): boolean {
  const needle = Buffer.from(value, "utf8");
  return [BOOK_FILE, `${BOOK_FILE}-wal`]
    .map((f) => path.join(dir, f))
    .filter((f) => existsSync(f))
    .some((f) => readFileSync(f).includes(needle));
}

describe("deleted means gone from the files (SQLite)", () => {
  it("yesterday's visitor salt, after the day's rotation", async () => {
    const dir = await dataDir();
    const db = tracked(await openDatabase({ dataDir: dir }));
    const store = createNumbersStore(db);
    const yesterday = await store.saltFor("2031-03-04");
    expect(onDisk(dir, yesterday)).toBe(true);
    const today = await store.saltFor("2031-03-05");
    expect(today).not.toBe(yesterday);
    expect(onDisk(dir, yesterday)).toBe(false);
  });

  it("a booking's name, after the retention purge", async () => {
    const dir = await dataDir();
    const store = tracked(await openStore({ dataDir: dir }));
    const now = Date.UTC(2031, 2, 4, 15, 0);
    const name = `Zebulon ${randomBytes(6).toString("hex")}`;
    const created = await store.create(
      {
        reference: "GONE-0001",
        tokenHash: "7".repeat(64),
        start: now + 3_600_000,
        end: now + 3_600_000 + rules.slotMinutes * 60_000,
        service: rules.services[0]!,
        model: null,
        name,
        phone: "+15550001234",
        email: null,
        notes: null,
        source: "online",
      },
      { capacity: 2, maxFutureForPhone: 100, now },
      () => [],
    );
    expect(created.ok).toBe(true);
    expect(onDisk(dir, name)).toBe(true);
    expect(await store.purge(Number.MAX_SAFE_INTEGER)).toBe(1);
    expect(onDisk(dir, name)).toBe(false);
  });
});

// SQLite's grouped commits (api/db/sqlite-commits.ts) through the database the server opens: writes
// that arrive together share a COMMIT, yet each resolves only once it is on disk (read back from a
// second connection the moment it resolves), each sees the ones before it as its own transaction
// would, and one that throws is rolled back alone while the others commit.
import path from "node:path";
import BetterSqlite3 from "better-sqlite3";
import { describe, expect, it } from "vitest";
import { openDatabase, type Db } from "../../../api/db/database.ts";
import { BOOK_FILE } from "../../../api/db/sqlite.ts";
import { useEngines } from "../../helpers/engines.ts";

const { track, dataDir } = useEngines<Db>("sqlite-commits-", { sqliteOnly: true });

describe("SQLite's writes arriving together", () => {
  it("commit together, each resolved only once on disk, in order, and one that throws alone rolled back", async () => {
    const folder = await dataDir();
    const db = track(await openDatabase({ dataDir: folder }));
    const reader = new BetterSqlite3(path.join(folder, BOOK_FILE), { readonly: true });
    try {
      const onDisk = (key: string) =>
        (reader.prepare("SELECT value FROM settings WHERE key = ?").get(key) as { value: string } | undefined)?.value;
      const seen: (string | undefined)[] = [];
      const writes = Array.from({ length: 10 }, (_, i) =>
        db
          .write(async (tx) => {
            // What the one before wrote is there, as after its own transaction.
            const before = await tx
              .selectFrom("settings")
              .select("value")
              .where("key", "=", `k${i - 1}`)
              .executeTakeFirst();
            await tx
              .insertInto("settings")
              .values({ key: `k${i}`, value: `${before?.value ?? ""}${i}`, updatedAt: i })
              .execute();
            if (i === 4) throw new Error("this one fails");
            return i;
          })
          .then((value) => {
            seen.push(onDisk(`k${i}`));
            return value;
          }),
      );
      const settled = await Promise.allSettled(writes);
      expect(settled.map((s) => s.status)).toEqual(settled.map((_, i) => (i === 4 ? "rejected" : "fulfilled")));
      // Each was readable from another connection the moment it resolved.
      expect(seen.every((v) => v !== undefined)).toBe(true);
      expect(onDisk("k4")).toBeUndefined();
      expect(onDisk("k3")).toBe("0123");
      // The one after the failed one did not see its row.
      expect(onDisk("k5")).toBe("5");
      expect(onDisk("k9")).toBe("56789");
    } finally {
      reader.close();
    }
  });
});

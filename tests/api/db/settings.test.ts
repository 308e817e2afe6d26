// The settings table (api/db/settings.ts) and the keyed hashes over it (api/db/keyed-hash.ts), on both
// engines as the server opens them: what one write keeps, a reopen still holds, and a secret drawn once
// is the one every later reader gets.
import { describe, expect, it } from "vitest";
import { openDatabase, type Db } from "../../../api/db/database.ts";
import { createKeyedHash } from "../../../api/db/keyed-hash.ts";
import { createSettings, secretIn } from "../../../api/db/settings.ts";
import { useEngines } from "../../helpers/engines.ts";
import { POSTGRES_SKIP } from "../../helpers/postgres-server.ts";

const { track, dataDir, postgres } = useEngines<Db>("settings-");

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
  describe.skipIf(engine.skip !== "")(`settings on ${engine.name}${engine.skip}`, () => {
    it("keeps the last value of each key, across a reopen", async () => {
      const place = await engine.place();
      const db = await openDatabase(place);
      const settings = createSettings(db);
      expect(await settings.get("feed")).toBeUndefined();
      await settings.set("feed", "one");
      await settings.set("feed", "two");
      await settings.set("other", "x");
      expect(await settings.get("feed")).toBe("two");
      await db.close();
      const again = track(await openDatabase(place));
      expect(await createSettings(again).get("feed")).toBe("two");
      expect(await createSettings(again).get("other")).toBe("x");
    });

    it("draws a secret once: a second draw in another transaction reads the first", async () => {
      const db = track(await openDatabase(await engine.place()));
      const first = await db.write((tx) => secretIn(tx, "a-key", 1));
      const second = await db.write((tx) => secretIn(tx, "a-key", 2));
      expect(first).toMatch(/^[A-Za-z0-9_-]{43}$/);
      expect(second).toBe(first);
      expect(await createSettings(db).get("a-key")).toBe(first);
    });

    it("hashes alike under the key it keeps, and never gives the value back", async () => {
      const db = track(await openDatabase(await engine.place()));
      const one = createKeyedHash(createSettings(db), "test-hash-key");
      const other = createKeyedHash(createSettings(db), "test-hash-key");
      const hashed = await one("+14785550100");
      expect(hashed).not.toContain("4785550100");
      expect(await other("+14785550100")).toBe(hashed);
      expect(await createKeyedHash(createSettings(db), "another-key")("+14785550100")).not.toBe(hashed);
    });
  });
}

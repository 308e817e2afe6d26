// A text from a visitor is taken once by its MessageSid (api/sms/store.ts, migration 008), on both
// engines as the server opens them: the provider may post the same text again (a retry after a
// timeout), and the second is recognised by the database's unique key, not by a read before a write.
import { describe, expect, it } from "vitest";
import { openDatabase, type Db } from "../../../api/db/database.ts";
import { createSettings } from "../../../api/db/settings.ts";
import { createSmsStore } from "../../../api/sms/store.ts";
import { useEngines } from "../../helpers/engines.ts";
import { POSTGRES_SKIP } from "../../helpers/postgres-server.ts";

const { track, dataDir, postgres } = useEngines<Db>("inbound-once-");

const engines = [
  { name: "SQLite", skip: "", place: async () => ({ dataDir: await dataDir() }) },
  { name: "PostgreSQL", skip: POSTGRES_SKIP, place: async () => ({ databaseUrl: await postgres().createDatabase() }) },
];

for (const engine of engines) {
  describe.skipIf(engine.skip !== "")(`inbound texts on ${engine.name}${engine.skip}`, () => {
    it("takes a MessageSid once, even when both copies arrive at the same moment", async () => {
      const db = track(await openDatabase(await engine.place()));
      const store = createSmsStore(db, createSettings(db));
      const at = 1_700_000_000_000;
      const firsts = await Promise.all([store.takeInbound("SMone", at), store.takeInbound("SMone", at)]);
      expect(firsts.sort()).toEqual([false, true]);
      expect(await store.takeInbound("SMone", at + 1000)).toBe(false);
      expect(await store.takeInbound("SMtwo", at)).toBe(true);
    });

    it("a text whose handling failed is given back, so the provider's retry is taken", async () => {
      const db = track(await openDatabase(await engine.place()));
      const store = createSmsStore(db, createSettings(db));
      expect(await store.takeInbound("SMx", 1)).toBe(true);
      await store.giveBackInbound("SMx");
      expect(await store.takeInbound("SMx", 2)).toBe(true);
    });
  });
}

// The texts' store (api/sms/store.ts, migration 010) on both engines as the server opens them: a text's
// row is written before the provider is called, so a later try of the same outbox item knows it may
// have gone; and a delivery report for a sid not stored yet is kept and applied when the sid is, even
// when the two transactions cross (PostgreSQL's READ COMMITTED would let each miss the other's row).
import { describe, expect, it } from "vitest";
import { openDatabase, type Db } from "../../../api/db/database.ts";
import { createSettings } from "../../../api/db/settings.ts";
import { createSmsStore, type OutgoingText } from "../../../api/sms/store.ts";
import { useEngines } from "../../helpers/engines.ts";
import { POSTGRES_SKIP } from "../../helpers/postgres-server.ts";

const { track, dataDir, postgres } = useEngines<Db>("sms-store-");

const engines = [
  { name: "SQLite", skip: "", place: async () => ({ dataDir: await dataDir() }) },
  { name: "PostgreSQL", skip: POSTGRES_SKIP, place: async () => ({ databaseUrl: await postgres().createDatabase() }) },
];

const AT = 1_700_000_000_000;
const text = (outboxId: string): OutgoingText => ({
  outboxId,
  bookingId: null,
  phone: "+14785550123",
  body: null,
  fallback: { to: "visitor@example.net", subject: "Instead", text: "By email." },
  link: null,
  at: AT,
});

async function opened(place: () => Promise<{ dataDir?: string; databaseUrl?: string }>) {
  const db = track(await openDatabase(await place()));
  const store = createSmsStore(db, createSettings(db));
  const emails = async () =>
    (await db.query.selectFrom("outbox").select("kind").where("kind", "=", "email").execute()).length;
  const statusOf = async (row: number) =>
    (await db.query.selectFrom("smsTexts").select("status").where("id", "=", row).executeTakeFirstOrThrow()).status;
  return { store, emails, statusOf };
}

for (const engine of engines) {
  describe.skipIf(engine.skip !== "")(`the texts' store on ${engine.name}${engine.skip}`, () => {
    it("a text's second start finds it tried while the provider's answer is not stored, settled once it is", async () => {
      const { store, statusOf } = await opened(engine.place);
      const first = await store.beginText(text("1"));
      expect(first.stage).toBe("new");
      expect(await statusOf(first.row)).toBe("sending");
      expect(await store.beginText(text("1"))).toEqual({ row: first.row, stage: "tried" });
      expect((await store.beginText(text("2"))).stage).toBe("new");
      await store.settleText(first.row, "SMone", "queued");
      expect(await store.beginText(text("1"))).toEqual({ row: first.row, stage: "settled" });
    });

    it("a report before the sid is stored is kept, then applied: a failure for good sends the email once", async () => {
      const { store, emails, statusOf } = await opened(engine.place);
      const { row } = await store.beginText(text("1"));
      expect(await store.report("SMearly", "failed", AT)).toBeUndefined();
      // A later word of the provider does not undo a failure for good.
      expect(await store.report("SMearly", "sent", AT)).toBeUndefined();
      expect(await store.settleText(row, "SMearly", "queued")).toEqual({ fellBack: true });
      expect(await statusOf(row)).toBe("failed");
      expect(await emails()).toBe(1);
      // Applied once: the same report again changes nothing more.
      expect(await store.report("SMearly", "failed", AT)).toEqual({ fellBack: false });
      expect(await emails()).toBe(1);
    });

    it("a report and its sid stored at the same moment: the report is applied whichever goes first", async () => {
      const { store, emails, statusOf } = await opened(engine.place);
      const rows: number[] = [];
      for (let i = 0; i < 10; i++) rows.push((await store.beginText(text(String(i)))).row);
      await Promise.all(
        rows.flatMap((row, i) => [
          store.settleText(row, `SMrace${i}`, "queued"),
          store.report(`SMrace${i}`, "failed", AT),
        ]),
      );
      for (const row of rows) expect(await statusOf(row)).toBe("failed");
      expect(await emails()).toBe(rows.length);
    });
  });
}

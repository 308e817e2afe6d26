// The numbers' store (api/numbers/store.ts) on both engines: the daily caps hold whatever a flood
// sends, and the rollup's daily totals equal the raw events' (and stay so when it runs again), by
// language too (migration 013's column; an event stored without one is English).
import { describe, expect, it } from "vitest";
import { openDatabase, type Db } from "../../../api/db/database.ts";
import { createNumbersStore, type NewEvent } from "../../../api/numbers/store.ts";
import { reportOf } from "../../../api/numbers/report.ts";
import { TRACKED } from "#shop/numbers-contract.ts";
import { useEngines } from "../../helpers/engines.ts";
import { POSTGRES_SKIP } from "../../helpers/postgres-server.ts";

const DAY = "2031-03-04";
const NEXT = "2031-03-05";
const { track, dataDir, postgres } = useEngines<Db>("numbers-store-");
const engines = [
  { name: "SQLite", skip: "", fresh: async () => openDatabase({ dataDir: await dataDir() }) },
  {
    name: "PostgreSQL",
    skip: POSTGRES_SKIP,
    fresh: async () => openDatabase({ databaseUrl: await postgres().createDatabase() }),
  },
];

const event = (over: Partial<NewEvent>): NewEvent => ({
  day: DAY,
  at: 0,
  kind: "pageview",
  page: "/",
  pageKind: "home",
  visitor: "v",
  referrer: null,
  utmSource: null,
  utmMedium: null,
  utmCampaign: null,
  value: null,
  ...over,
});

for (const engine of engines) {
  describe.skipIf(engine.skip !== "")(`the numbers' store on ${engine.name}${engine.skip}`, () => {
    it("keeps at most the cap per page and event, and at most the day's cap in all, however the flood comes", async () => {
      const db = track(await engine.fresh());
      const store = createNumbersStore(db);
      const caps = { perPageAndEvent: 5, perDay: 12 };
      const rows = async () =>
        Number(
          (
            await db.query
              .selectFrom("numbersEvents")
              .select((eb) => eb.fn.countAll().as("n"))
              .executeTakeFirstOrThrow()
          ).n,
        );
      // One page and event, in one batch and then one at a time.
      expect(
        await store.append(
          Array.from({ length: 8 }, () => event({})),
          caps,
        ),
      ).toBe(5);
      for (let i = 0; i < 3; i++) expect(await store.append([event({})], caps)).toBe(0);
      expect(await rows()).toBe(5);
      // Made-up pages: the day's cap stops them, and past it no cap counter row is added either.
      const made = Array.from({ length: 50 }, (_, i) => event({ page: `/made-up-${i}/` }));
      expect(await store.append(made, caps)).toBe(7);
      await store.append(
        Array.from({ length: 50 }, (_, i) => event({ page: `/more-${i}/` })),
        caps,
      );
      expect(await rows()).toBe(12);
      const capRows = await db.query.selectFrom("numbersCaps").select("key").execute();
      expect(capRows.length).toBeLessThanOrEqual(12 + 1);
      // The next day starts again.
      expect(await store.append([event({ day: NEXT })], caps)).toBe(1);
    });

    it("rolls raw events up into daily totals equal to theirs, the same when run again", async () => {
      const db = track(await engine.fresh());
      const store = createNumbersStore(db);
      const events: NewEvent[] = [];
      let seed = 7;
      const pick = <T>(list: readonly T[]) => list[(seed = (seed * 48271) % 2147483647) % list.length]!;
      for (let i = 0; i < 600; i++) {
        const vital = pick(["lcp", "inp", "cls", null, null, null] as const);
        events.push(
          event({
            day: pick([DAY, NEXT]),
            kind: vital ?? pick(TRACKED),
            page: pick(["/", "/book/", "/iphone-13-repair/", "partner.example/x/"]),
            pageKind: "other",
            visitor: pick(["a", "b", "c", "d"]),
            referrer: pick([null, "www.google.com", "partner.example"]),
            utmSource: pick([null, "gbp"]),
            utmMedium: pick([null, "organic"]),
            utmCampaign: pick([null, "profile"]),
            value: vital ? pick([100, 2500, 4010]) : null,
            // Without one: stored as English, as every event before languages were counted.
            ...pick([{ lang: "es" }, { lang: "en" }, {}]),
          }),
        );
      }
      await store.append(events, { perPageAndEvent: 1e6, perDay: 1e6 });
      await store.rollup([DAY, NEXT]);
      const once = await store.daily(DAY, NEXT);
      await store.rollup([DAY, NEXT]);
      expect(await store.daily(DAY, NEXT)).toEqual(once);

      const report = reportOf(DAY, NEXT, once);
      const count = (keep: (e: NewEvent) => boolean) => events.filter(keep).length;
      for (const kind of TRACKED) expect(report.totals[kind], kind).toBe(count((e) => e.kind === kind));
      const distinct = (day: string) => new Set(events.filter((e) => e.day === day).map((e) => e.visitor)).size;
      expect(report.totals.visitors).toBe(distinct(DAY) + distinct(NEXT));
      const views = events.filter((e) => e.kind === "pageview");
      for (const { key, count: n } of report.pages) expect(n, key).toBe(views.filter((e) => e.page === key).length);
      for (const { key, count: n } of report.referrers)
        expect(n, key).toBe(views.filter((e) => e.referrer === key).length);
      expect(report.campaigns.reduce((a, c) => a + c.count, 0)).toBe(
        views.filter((e) => e.utmSource || e.utmCampaign).length,
      );
      // By language: every count but the speeds, and each language's distinct visitors a day.
      const langOf = (e: NewEvent) => e.lang ?? "en";
      for (const lang of ["en", "es"]) {
        const row = report.languages.find((l) => l.lang === lang)!;
        for (const kind of TRACKED)
          expect(row[kind], `${lang} ${kind}`).toBe(count((e) => e.kind === kind && langOf(e) === lang));
        const seen = (day: string) =>
          new Set(events.filter((e) => e.day === day && langOf(e) === lang).map((e) => e.visitor)).size;
        expect(row.visitors, lang).toBe(seen(DAY) + seen(NEXT));
      }
      const samples = report.speed.reduce(
        (a, s) => a + (s.lcp?.samples ?? 0) + (s.inp?.samples ?? 0) + (s.cls?.samples ?? 0),
        0,
      );
      expect(samples).toBe(count((e) => e.value !== null));

      // Past retention the raw events go and the totals stay, however often the rollup runs.
      expect(await store.purge(NEXT)).toBe(count((e) => e.day === DAY));
      await store.rollup([DAY, NEXT]);
      expect(await store.daily(DAY, NEXT)).toEqual(once);
      // Until the owner deletes them.
      await store.deleteDaily(DAY);
      expect((await store.daily(DAY, NEXT)).every((r) => r.day === NEXT)).toBe(true);
    });
  });
}

// POST /api/hit through the real app (buildApp, injected requests from chosen addresses) on SQLite in a
// fresh DATA_DIR and on a real PostgreSQL: who is one visitor, the salt that changes at the shop's
// midnight, what is not counted (bots, GPC, DNT), no cookie anywhere, no raw address left behind, and
// the counts by the page's language.
import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import type { FastifyInstance } from "fastify";
import { sql } from "kysely";
import { afterEach, describe, expect, it } from "vitest";
import { buildApp } from "../../../api/app.ts";
import { openDatabase, type Db } from "../../../api/db/database.ts";
import { addDays, instantOf } from "#shop/clock.ts";
import { booking, business, modelPath, models } from "#shop/facts.ts";
import { HIT_ENDPOINT, type Hit } from "#shop/numbers-contract.ts";
import { makeBookingFixture, removeBookingFixture } from "../../helpers/booking-fixture.ts";
import { useEngines } from "../../helpers/engines.ts";
import { POSTGRES_SKIP } from "../../helpers/postgres-server.ts";

const zone = business.timeZone;
const DAY1 = "2031-03-04";
const IPHONE =
  "Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1";
const ANDROID =
  "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36";
const GOOGLEBOT = "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)";
/** The visitor's address: searched for in every file and table afterwards. */
const ADDRESS = "198.51.100.213";
const host = new URL(business.siteUrl).host;
const modelPage = modelPath(models[0]!);

const { track, dataDir, postgres } = useEngines<Db>("numbers-");
const engines = [
  { name: "SQLite", skip: "", fresh: async () => ({ dir: await dataDir(), url: undefined }) },
  {
    name: "PostgreSQL",
    skip: POSTGRES_SKIP,
    fresh: async () => ({ dir: undefined, url: await postgres().createDatabase() }),
  },
];

let fixture: { root: string; dataDir: string } | undefined;
let app: FastifyInstance | undefined;
afterEach(async () => {
  await app?.close();
  app = undefined;
  if (fixture) await removeBookingFixture(fixture);
  fixture = undefined;
});

for (const engine of engines) {
  describe.skipIf(engine.skip !== "")(`POST ${HIT_ENDPOINT} on ${engine.name}${engine.skip}`, () => {
    let clock = instantOf(zone, DAY1, 12 * 60);
    let db: Db;
    /** SQLite's DATA_DIR, searched afterwards. */
    let folder: string | undefined;

    async function start() {
      clock = instantOf(zone, DAY1, 12 * 60);
      fixture = await makeBookingFixture("numbers-app-");
      const where = await engine.fresh();
      folder = where.dir;
      db = track(await openDatabase({ dataDir: where.dir, databaseUrl: where.url }));
      app = await buildApp({
        root: fixture.root,
        now: () => new Date(clock),
        booking: { database: db, rateLimitPerMinute: 10_000 },
      });
      return app;
    }

    const hit = (body: Partial<Hit>, headers: Record<string, string> = {}, address = ADDRESS) =>
      app!.inject({
        method: "POST",
        url: HIT_ENDPOINT,
        remoteAddress: address,
        headers: { "content-type": "text/plain;charset=UTF-8", "user-agent": IPHONE, ...headers },
        payload: JSON.stringify({ k: "pageview", h: host, p: "/", ...body }),
      });

    const report = (day: string) => app!.numbers!.report(day, day);

    it("counts one browser loading two pages twice in a day as one visitor, and a second browser as another", async () => {
      await start();
      for (const p of ["/", modelPage, "/", modelPage]) expect((await hit({ p })).statusCode).toBe(204);
      clock += 3 * 3600_000;
      await hit({ k: "call", p: modelPage });
      let day = await report(DAY1);
      expect(day.totals.visitors).toBe(1);
      expect(day.totals.pageview).toBe(4);
      expect(day.totals.call).toBe(1);
      expect(day.pages).toEqual([
        { key: "/", count: 2 },
        { key: modelPage, count: 2 },
      ]);
      await hit({}, { "user-agent": ANDROID });
      day = await report(DAY1);
      expect(day.totals.visitors).toBe(2);
    });

    it("makes the same browser a new visitor past the shop's midnight, with the old salt gone from the database", async () => {
      await start();
      await hit({});
      const salts = () => db.query.selectFrom("numbersSalt").selectAll().execute();
      const [first] = await salts();
      expect(first!.day).toBe(DAY1);
      const visitorsOf = async (day: string) =>
        (await db.query.selectFrom("numbersEvents").select("visitor").where("day", "=", day).execute()).map(
          (r) => r.visitor,
        );

      // One minute past the shop's midnight: the next hit is on the next day, with a new salt.
      const DAY2 = addDays(DAY1, 1);
      clock = instantOf(zone, DAY2, 1);
      await hit({});
      expect(await salts()).toEqual([{ day: DAY2, salt: expect.not.stringMatching(first!.salt) }]);
      await app!.numbers!.flush();
      const [yesterday] = await visitorsOf(DAY1);
      const [today] = await visitorsOf(DAY2);
      expect(today).toBeTruthy();
      expect(today).not.toBe(yesterday);
      expect((await report(DAY2)).totals.visitors).toBe(1);
      expect((await app!.numbers!.report(DAY1, DAY2)).totals.visitors).toBe(2);
    });

    it("does not count a bot, nor a browser sending Global Privacy Control or Do Not Track, and answers each 204", async () => {
      await start();
      expect((await hit({}, { "user-agent": GOOGLEBOT })).statusCode).toBe(204);
      expect((await hit({}, { "sec-gpc": "1" })).statusCode).toBe(204);
      expect((await hit({}, { dnt: "1" })).statusCode).toBe(204);
      expect((await hit({}, { "user-agent": "" })).statusCode).toBe(204);
      expect((await report(DAY1)).totals.pageview).toBe(0);
      await hit({});
      expect((await report(DAY1)).totals.pageview).toBe(1);
    });

    it("refuses what is not a hit with 400, and takes JSON as well as sendBeacon's text", async () => {
      await start();
      expect((await hit({ k: "booking-made" as Hit["k"] })).statusCode).toBe(400);
      expect((await hit({ p: "no-slash" })).statusCode).toBe(400);
      expect((await hit({ h: "<script>" })).statusCode).toBe(400);
      const answer = await hit({}, { "content-type": "application/json" });
      expect(answer.statusCode).toBe(204);
      // A partner's page reads this answer without CORS: it may, so its console stays clean.
      expect(answer.headers["cross-origin-resource-policy"]).toBe("cross-origin");
      expect((await report(DAY1)).totals.pageview).toBe(1);
    });

    it("counts a partner's page under its own host, and the speed by kind of page", async () => {
      await start();
      await hit({ k: "chat-open", h: "partner.example", p: "/friends/" });
      await hit({ k: "vitals", p: modelPage, lcp: 2380, inp: 96, cls: 0.02 });
      await hit({ k: "vitals", p: "/", lcp: 4600 });
      const day = await report(DAY1);
      expect(day.actions).toEqual([{ key: "chat-open partner.example/friends/", count: 1 }]);
      const model = day.speed.find((s) => s.pageKind === "model")!;
      expect(model.lcp).toEqual({ p75: 2380, rating: "good", samples: 1 });
      expect(model.inp).toEqual({ p75: 96, rating: "good", samples: 1 });
      expect(model.cls).toEqual({ p75: 20, rating: "good", samples: 1 });
      expect(day.speed.find((s) => s.pageKind === "home")!.lcp).toMatchObject({ rating: "poor" });
    });

    it("sets no cookie on any public page or API answer", async () => {
      const a = await start();
      const answers = [
        await a.inject({ url: "/" }),
        await a.inject({ url: "/book/" }),
        await a.inject({ url: "/no-such-page/" }),
        await a.inject({ url: "/api/availability" }),
        await hit({}),
        await a.inject({
          method: "POST",
          url: "/api/troubleshooting-bot",
          headers: { "content-type": "application/json" },
          payload: { message: "Do you sell used cars?" },
        }),
      ];
      for (const answer of answers) expect(answer.headers["set-cookie"], answer.raw.req.url).toBeUndefined();
    });

    it("counts a booking made and a question the assistant could not answer, on the server", async () => {
      const a = await start();
      await hit({ p: modelPage });
      await hit({ k: "booking-start", p: modelPage });
      const availability = (await a.inject({ url: "/api/availability" })).json<{
        days: { slots: { start: string; remaining: number }[] }[];
      }>();
      const slot = availability.days.flatMap((d) => d.slots).find((s) => s.remaining > 0)!;
      const booked = await a.inject({
        method: "POST",
        url: "/api/bookings",
        remoteAddress: ADDRESS,
        payload: {
          start: slot.start,
          service: booking.services[0],
          model: models[0]!.slug,
          name: "Numbers Test",
          phone: "478-555-0199",
        },
      });
      expect(booked.statusCode, booked.body).toBe(201);
      await a.inject({
        method: "POST",
        url: "/api/troubleshooting-bot",
        remoteAddress: ADDRESS,
        headers: { "content-type": "application/json" },
        payload: { message: "Do you sell used cars?" },
      });
      const day = await report(DAY1);
      expect(day.totals["booking-start"]).toBe(1);
      expect(day.totals["booking-made"]).toBe(1);
      expect(day.actions).toContainEqual({ key: `booking-made ${modelPage}`, count: 1 });
      expect(day.totals["chat-unanswered"]).toBe(1);

      // Nothing anywhere holds the address the visitor came from.
      await a.close();
      app = undefined;
      if (engine.name === "SQLite") {
        const dir = folder!;
        await db.close();
        const files = await readdir(dir, { recursive: true });
        expect(files.length).toBeGreaterThan(0);
        for (const file of files) {
          const full = path.join(dir, file);
          const body = await readFile(full).catch(() => Buffer.alloc(0));
          expect(body.includes(ADDRESS), full).toBe(false);
        }
      } else {
        const tables = await sql<{
          name: string;
        }>`SELECT table_name AS name FROM information_schema.tables WHERE table_schema = 'public'`.execute(db.query);
        expect(tables.rows.length).toBeGreaterThan(5);
        for (const { name } of tables.rows) {
          const rows = await sql<{ row: string }>`SELECT t::text AS row FROM ${sql.table(name)} t`.execute(db.query);
          for (const { row } of rows.rows) expect(row, name).not.toContain(ADDRESS);
        }
      }
    });

    it("counts visits, calls and bookings by the page's language: its /es/ path, else the document's lang", async () => {
      const a = await start();
      const spanish = `/es${modelPage}`;
      await hit({ p: spanish });
      await hit({ k: "call", p: spanish });
      // A partner's page says its language in <html lang>; ours outside /es/ are English whatever it says.
      await hit({ h: "partner.example", p: "/amigos/", l: "es-US" }, { "user-agent": ANDROID });
      await hit({ p: "/" }, { "user-agent": ANDROID }, "198.51.100.7");
      await hit({ k: "call", p: modelPage });
      // What a partner's page says is never a reason to refuse its tap: a slip of the tag is read
      // ("es_MX" is Spanish), what names no language counts as English.
      const partnerTap = { k: "call", h: "partner.example", p: "/amigos/" } as const;
      expect((await hit({ ...partnerTap, l: "ES_mx" }, { "user-agent": ANDROID })).statusCode).toBe(204);
      for (const l of ["not a language!", "english", "x".repeat(400), 7] as never[])
        expect((await hit({ k: "call", p: "/", l })).statusCode).toBe(204);
      const slots = (await a.inject({ url: "/api/availability" }))
        .json<{ days: { slots: { start: string; remaining: number }[] }[] }>()
        .days.flatMap((d) => d.slots.filter((s) => s.remaining > 0));
      for (const [i, lang] of (["es", "en", "es"] as const).entries()) {
        const booked = await a.inject({
          method: "POST",
          url: "/api/bookings",
          remoteAddress: ADDRESS,
          payload: {
            start: slots[i]!.start,
            service: booking.services[0],
            name: "Numbers Test",
            phone: `478-555-019${i}`,
            lang,
          },
        });
        expect(booked.statusCode, booked.body).toBe(201);
      }
      const day = await report(DAY1);
      const of = (lang: string) => day.languages.find((l) => l.lang === lang)!;
      expect({ ...of("es") }).toMatchObject({ visitors: 2, pageview: 2, call: 2, "booking-made": 2 });
      expect({ ...of("en") }).toMatchObject({ visitors: 2, pageview: 1, call: 5, "booking-made": 1 });
      // The speed of a Spanish page is its kind's.
      await hit({ k: "vitals", p: spanish, lcp: 2380 });
      const speed = (await report(DAY1)).speed.find((s) => s.pageKind === "model")!;
      expect(speed.lcp?.samples).toBe(1);
      // The shop's languages are listed even on a day without them, in the order the owner gave.
      expect(day.languages.slice(0, business.languages.length).map((l) => l.lang)).toEqual(business.languages);
    });
  });
}

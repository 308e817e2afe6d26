// npm run bench:api — one run on this machine: the chat route's throughput and latency at 20
// connections next to the same server's static-file throughput, and the ratio, twice: with the chat
// limit in the process, then shared through Redis (REDIS_URL; a throwaway redis-server on a free port
// unless REDIS_URL is set). The figures should match: the limit costs one Redis round trip on loopback.
// It starts the real server (api/server.ts) on a free loopback port with the rate limit raised
// through the environment (CHAT_RATE_LIMIT_PER_MINUTE), never by a code change.
//   BENCH_SECONDS=10 BENCH_CONNECTIONS=20 npm run bench:api
//   BENCH_REDIS=0 npm run bench:api      # the in-process limit only
// Then booking: GET /api/availability over the whole horizon with 5,000 future bookings in the book,
// and POST /api/bookings (each a new booking that commits; one at a time, then 10 at once), on the embedded database and on a
// throwaway PostgreSQL (DATABASE_URL, or Debian's postgresql on a free port; BENCH_POSTGRES=0 skips it).
// Then the owner's numbers (bench-numbers.ts; BENCH_NUMBERS=0 skips them): POST /api/hit and the
// rollup of a month of 1,000,000 events, on both databases.
// One part at a time, on a shared machine (compare before and after in the same minute):
//   BENCH_CHAT=0 BENCH_NUMBERS=0 BENCH_ENGINES=postgres BENCH_CASES=availability npm run bench:api
// (choose.ts); BENCH_ROLLUP=0 keeps /api/hit without the rollup; BENCH_PROFILE=DIR: CPU profiles.
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import path from "node:path";
import { createRequire } from "node:module";
import { REPO_ROOT } from "../../api/config.ts";
import { tmpdir } from "node:os";
import { startServerProcess } from "../../tests/helpers/server-process.ts";
import { REDIS_SERVER, startRedis, type RedisServer } from "../../tests/helpers/redis-server.ts";
import { POSTGRES_BIN, startPostgres, type PostgresServer } from "../../tests/helpers/postgres-server.ts";
import { openStore } from "../../api/booking/store.ts";
import { availability, booking } from "#shop/facts.ts";
import type { BenchOptions, BenchResult } from "./autocannon.ts";
import { numbersBenchmarks } from "./bench-numbers.ts";
import { benchServerEnv, wantsCase, wantsEngine } from "./choose.ts";

const failures = (r: BenchResult) => r.errors + r.timeouts + r.non2xx;
/** One row of a table: the route and its throughput, latency and failures. */
const figures = (route: string, r: BenchResult) => ({
  route,
  "req/s": Math.round(r.requests.average),
  "p50 ms": r.latency.p50,
  "p99 ms": r.latency.p99,
  "non-2xx/errors": failures(r),
});
const autocannon = createRequire(import.meta.url)("autocannon") as (
  opts: BenchOptions & { url: string },
) => Promise<BenchResult>;

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 20);
const GOAL_RATIO = 0.5;
const GOAL_P99_MS = 20;

const MESSAGES = [
  { message: "scren crackd on my 14pm" },
  { message: "how much is the screen?", model: "iphone-13-pro-repair" },
  { message: "my battery dies by lunch, 13 mini" },
  { message: "are you open now" },
  { message: "iphone 15 pro not charging" },
  { message: "dropped my phone in the toilet" },
  { message: "where are you located" },
  { message: "its a 14 pro", history: [{ role: "user", content: "my screen is cracked" }] },
];

interface Measured {
  limit: string;
  encoding: string;
  stat: BenchResult;
  chat: BenchResult;
}

/** Starts api/server.ts with `env`, measures the static page and the chat, stops it. */
async function measure(
  limit: string,
  root: string,
  staticPath: string,
  env: Record<string, string>,
): Promise<Measured> {
  const server = await startServerProcess(
    {
      DIST_DIR: root,
      CHAT_RATE_LIMIT_PER_MINUTE: "10000000",
      LOG_LEVEL: process.env.LOG_LEVEL ?? "info",
      ...benchServerEnv(),
      ...env,
    },
    { echo: true, ignoreStdout: true },
  );
  const { origin } = server;
  try {
    const wanted = env.REDIS_URL ? "ok" : "none";
    await server.ready(30_000, (health) => health.store === wanted);

    const run = (opts: BenchOptions) =>
      autocannon({ connections: CONNECTIONS, duration: SECONDS, ...opts, url: origin + (opts.url ?? "/") });
    const staticOpts: BenchOptions = { url: staticPath, headers: { "accept-encoding": "br, gzip" } };
    const chatOpts: BenchOptions = {
      url: "/api/troubleshooting-bot",
      requests: MESSAGES.map((body) => ({
        method: "POST" as const,
        headers: { "content-type": "application/json" },
        body: JSON.stringify(body),
      })),
    };

    const probe = await fetch(origin + staticPath, { headers: { "accept-encoding": "br, gzip" } });
    await probe.arrayBuffer();
    const encoding = probe.headers.get("content-encoding") ?? "uncompressed: run npm run build:compress";

    // Warm both paths (JIT, file cache), then measure each alone.
    await run({ ...staticOpts, duration: 2 });
    await run({ ...chatOpts, duration: 2 });
    const stat = await run(staticOpts);
    const chat = await run(chatOpts);
    return { limit, encoding, stat, chat };
  } finally {
    await server.stop();
  }
}

const GOAL_AVAILABILITY_P99_MS = 20;
const GOAL_BOOKING_P99_MS = 50;
const SEEDED = 5000;
/** Bookings sent before the timed ones, on a server that has just started. */
const WARM_UP = 50;
/** Bookings sent one at a time: what one visitor waits. */
const SINGLE = 150;

/** Starts api/server.ts with `env` on a free port and waits for /healthz. */
async function startServer(root: string, env: Record<string, string>) {
  const server = await startServerProcess(
    {
      DIST_DIR: root,
      LOG_LEVEL: "warn",
      BOOKING_RATE_LIMIT_PER_MINUTE: "10000000",
      BOOKING_ONLINE_PER_CLIENT_PER_DAY: "10000000",
      BOOKING_ONLINE_PER_DAY: "10000000",
      REDIS_URL: "",
      ...benchServerEnv(),
      ...env,
    },
    { echo: true, ignoreStdout: true },
  );
  await server.ready();
  return server;
}

/** Fills the book with future bookings over the horizon's slots (more than capacity: the bench wants rows, not free places). */
async function seed(store: { dataDir?: string; databaseUrl?: string }, count: number) {
  const db = await openStore(store);
  const slots = availability.days(new Date()).days.flatMap((d) => d.slots);
  try {
    for (let i = 0; i < count; i++) {
      const slot = slots[i % slots.length]!;
      await db.create(
        {
          reference: `BEN-${String(i).padStart(5, "0")}`,
          tokenHash: String(i).padStart(64, "0"),
          start: Date.parse(slot.start),
          end: Date.parse(slot.end),
          service: booking.services[0]!,
          model: null,
          name: "Bench Seed",
          phone: `+1205555${String(i % 10000).padStart(4, "0")}`,
          email: null,
          notes: null,
          source: "owner",
        },
        { capacity: Number.MAX_SAFE_INTEGER, maxFutureForPhone: Number.MAX_SAFE_INTEGER, now: Date.now() },
        () => [],
      );
    }
  } finally {
    await db.close();
  }
}

interface BookingMeasured {
  engine: string;
  availability?: BenchResult;
  /** One booking at a time. */
  booking?: BenchResult;
  /** Ten at once. */
  burst?: BenchResult;
}

/**
 * Books each of `places` once (a new booking, by its own phone) from `workers` clients at once, each
 * request timed: autocannon repeats one request list on every connection, and a booking must be
 * sent once.
 */
async function sendBookings(origin: string, places: string[], workers: number): Promise<BenchResult> {
  const latencies: number[] = [];
  let failed = 0;
  let next = 0;
  const began = performance.now();
  const worker = async () => {
    for (let i = next++; i < places.length; i = next++) {
      const t = performance.now();
      const res = await fetch(origin + "/api/bookings", {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({
          start: places[i],
          service: booking.services[0],
          name: "Bench Visitor",
          phone: `(205) 555-${String(1000 + ((sent + i) % 9000))}`,
        }),
      });
      await res.arrayBuffer();
      latencies.push(performance.now() - t);
      if (res.status !== 201) failed++;
    }
  };
  await Promise.all(Array.from({ length: workers }, worker));
  sent += places.length;
  const seconds = (performance.now() - began) / 1000;
  latencies.sort((a, b) => a - b);
  const at = (q: number) =>
    Math.round(latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))]! * 10) / 10;
  return {
    requests: { average: latencies.length / seconds },
    latency: { p50: at(0.5), p99: at(0.99) },
    errors: 0,
    timeouts: 0,
    non2xx: failed,
  };
}
/** Bookings sent so far on this server, so each has a phone of its own. */
let sent = 0;

/** Availability with SEEDED bookings in the book, then as many new bookings as the free places allow. */
async function measureBooking(
  engine: string,
  root: string,
  store: () => Promise<{
    env: Record<string, string>;
    seedWith: { dataDir?: string; databaseUrl?: string };
    cleanup: () => Promise<void>;
  }>,
): Promise<BookingMeasured> {
  const measured: BookingMeasured = { engine };
  // Availability: a book with SEEDED future bookings.
  if (wantsCase("availability")) {
    const seeded = await store();
    await seed(seeded.seedWith, SEEDED);
    const server = await startServer(root, seeded.env);
    try {
      const run = { url: server.origin + "/api/availability", connections: CONNECTIONS };
      await autocannon({ ...run, duration: 2 });
      measured.availability = await autocannon({ ...run, duration: SECONDS });
    } finally {
      await server.stop();
      await seeded.cleanup();
    }
  }
  if (!wantsCase("booking")) return measured;
  // Booking: an empty book; every request a new booking into a free place, by its own phone.
  const fresh = await store();
  const server = await startServer(root, fresh.env);
  try {
    const free = availability
      .days(new Date())
      .days.flatMap((d) => d.slots)
      .flatMap((s) => Array.from({ length: s.remaining }, () => s.start));
    // Untimed first, as autocannon's runs above start after a warm-up: a cold server's first
    // requests (JIT, the statements' first compile) would otherwise be the whole tail.
    await sendBookings(server.origin, free.splice(0, WARM_UP), 10);
    // A visitor's own wait, then a burst of 10 at once (with SQLite's one writer and a sync to disk
    // per commit, they queue: the burst's p50 is about 10 times one booking's cost).
    measured.booking = await sendBookings(server.origin, free.splice(0, SINGLE), 1);
    measured.burst = await sendBookings(server.origin, free, 10);
    return measured;
  } finally {
    await server.stop();
    await fresh.cleanup();
  }
}

async function bookingBenchmarks(root: string) {
  if (!booking.enabled) {
    console.log("\nbooking is switched off in site/_data/booking.ts: no booking benchmarks");
    return;
  }
  const results: BookingMeasured[] = [];
  if (wantsEngine("sqlite"))
    results.push(
      await measureBooking("embedded (SQLite in DATA_DIR)", root, async () => {
        const dataDir = mkdtempSync(path.join(tmpdir(), "bench-book-"));
        return {
          env: { DATA_DIR: dataDir },
          seedWith: { dataDir },
          cleanup: async () => rmSync(dataDir, { recursive: true, force: true }),
        };
      }),
    );
  let pg: PostgresServer | undefined;
  if (!wantsEngine("postgres")) console.log("\nno PostgreSQL run: BENCH_ENGINES leaves it out");
  else if (process.env.BENCH_POSTGRES !== "0" && (process.env.DATABASE_URL || POSTGRES_BIN)) {
    try {
      if (!process.env.DATABASE_URL) pg = await startPostgres({ durable: true });
      results.push(
        await measureBooking(pg ? "PostgreSQL (throwaway, fsync on)" : "PostgreSQL (DATABASE_URL)", root, async () => {
          const url = pg ? await pg.createDatabase() : process.env.DATABASE_URL!;
          return { env: { DATABASE_URL: url }, seedWith: { databaseUrl: url }, cleanup: async () => {} };
        }),
      );
    } finally {
      await pg?.stop();
    }
  } else console.log("\nno PostgreSQL run: set DATABASE_URL or apt-get install postgresql");

  console.log(
    `\nbooking: availability over ${booking.horizonDays + 1} days with ${SEEDED.toLocaleString("en-US")} future bookings (${CONNECTIONS} connections, ${SECONDS} s); new bookings into every free place: ${WARM_UP} untimed, ${SINGLE} one at a time, the rest 10 at once`,
  );
  const goals = { availability: GOAL_AVAILABILITY_P99_MS, booking: GOAL_BOOKING_P99_MS, burst: GOAL_BOOKING_P99_MS };
  const routes = {
    availability: "GET /api/availability",
    booking: "POST /api/bookings, one at a time",
    burst: "POST /api/bookings, 10 at once",
  };
  const cases = ["availability", "booking", "burst"] as const;
  console.table(
    results.flatMap((r) =>
      cases.flatMap((c) => {
        const m = r[c];
        return m ? [{ database: r.engine, ...figures(routes[c], m), goal: `p99 < ${goals[c]} ms` }] : [];
      }),
    ),
  );
  for (const r of results) {
    const said = cases.flatMap((c) => {
      const m = r[c];
      return m ? [`${routes[c]} p99 ${m.latency.p99} ms ${m.latency.p99 < goals[c] ? "PASS" : "MISS"}`] : [];
    });
    console.log(`${r.engine}: ${said.join("; ")}`);
    if (cases.some((c) => r[c] && failures(r[c]) > 0)) process.exitCode = 1;
  }
}

async function main() {
  let root = path.join(REPO_ROOT, "dist");
  let cleanup = async () => {};
  if (!existsSync(path.join(root, "index.html"))) {
    // No site build: bench against the test fixture (same shapes, precompressed).
    const fixture = await import("../../tests/helpers/api-fixture.ts");
    root = await fixture.makeFixtureDist();
    cleanup = () => fixture.removeFixture(root);
    console.log(`dist/ is not built; using a fixture site in ${path.relative(REPO_ROOT, root)}`);
  }
  const staticPath = existsSync(path.join(root, "iphone-13-pro-repair", "index.html")) ? "/iphone-13-pro-repair/" : "/";

  let redis: RedisServer | undefined;
  try {
    const chat = process.env.BENCH_CHAT !== "0";
    const results: Measured[] = chat ? [await measure("in the process", root, staticPath, { REDIS_URL: "" })] : [];
    if (chat && process.env.BENCH_REDIS !== "0") {
      let url = process.env.REDIS_URL;
      if (!url) {
        try {
          redis = await startRedis();
          url = redis.url;
        } catch (error) {
          console.log(
            `no Redis run: ${REDIS_SERVER} did not start (${error instanceof Error ? error.message.split("\n")[0] : error})`,
          );
        }
      }
      if (url)
        results.push(
          await measure(redis ? "in Redis (throwaway redis-server)" : "in Redis (REDIS_URL)", root, staticPath, {
            REDIS_URL: url,
            REDIS_PREFIX: `bench-${process.pid}:`,
          }),
        );
    }

    const rows = results.flatMap(({ limit, encoding, stat, chat }) => [
      { "chat limit": limit, ...figures(`GET ${staticPath} (${encoding})`, stat) },
      { "chat limit": limit, ...figures("POST /api/troubleshooting-bot", chat) },
    ]);
    if (chat) {
      console.log(
        `\n${CONNECTIONS} connections, ${SECONDS} s each, one server process on 127.0.0.1 (Node ${process.version})`,
      );
      console.table(rows);
    }
    for (const { limit, stat, chat } of results) {
      const ratio = chat.requests.average / stat.requests.average;
      console.log(
        `limit ${limit}: chat / static throughput ${ratio.toFixed(2)} (goal >= ${GOAL_RATIO}) ${ratio >= GOAL_RATIO ? "PASS" : "MISS"}; ` +
          `chat p99 ${chat.latency.p99} ms (goal < ${GOAL_P99_MS} ms) ${chat.latency.p99 < GOAL_P99_MS ? "PASS" : "MISS"}`,
      );
      if (failures(chat) + failures(stat) > 0) process.exitCode = 1;
    }
    if (process.env.BENCH_BOOKING !== "0") await bookingBenchmarks(root);
    if (process.env.BENCH_NUMBERS !== "0") await numbersBenchmarks(root, autocannon, SECONDS, CONNECTIONS);
  } finally {
    await redis?.stop();
    await cleanup();
  }
}

await main();

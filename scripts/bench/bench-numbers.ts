// The owner's numbers in `npm run bench:api` (BENCH_NUMBERS=0 skips them), on the embedded database
// and on a throwaway PostgreSQL: POST /api/hit through the real server (api/server.ts, behind one
// trusted proxy hop so each request comes from its own address, as visitors do, and the per-address
// limit does not stop the bench), and the rollup of a month of 1,000,000 raw events into daily totals.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { openDatabase } from "../../api/db/database.ts";
import { createNumbersStore, type NewEvent } from "../../api/numbers/store.ts";
import { addDays } from "#shop/clock.ts";
import { business, modelPath, models } from "#shop/facts.ts";
import { HIT_ENDPOINT, TRACKED } from "#shop/numbers-names.ts";
import { POSTGRES_BIN, startPostgres } from "../../tests/helpers/postgres-server.ts";
import { startServerProcess } from "../../tests/helpers/server-process.ts";
import type { BenchResult } from "./autocannon.ts";
import { benchServerEnv, wantsEngine } from "./choose.ts";

type HitBench = BenchResult;
type Cannon = (opts: {
  url: string;
  connections: number;
  duration: number;
  requests: { method: "POST"; headers: Record<string, string>; body: string }[];
}) => Promise<HitBench>;

const GOAL_HIT_P99_MS = 10;
const GOAL_ROLLUP_MS = 5000;
const MONTH_EVENTS = 1_000_000;
const MONTH_DAYS = 30;
const host = new URL(business.siteUrl).host;
const pages = ["/", "/book/", "/pricing/", ...models.map(modelPath)];

/** Requests from many addresses and phones, over every page and tap. */
function hitRequests(count: number) {
  return Array.from({ length: count }, (_, i) => ({
    method: "POST" as const,
    headers: {
      "content-type": "text/plain;charset=UTF-8",
      "user-agent": `Mozilla/5.0 (iPhone; CPU iPhone OS 18_${i % 7} like Mac OS X) AppleWebKit/605.1.15 Version/18.0 Mobile/15E148 Safari/604.1`,
      "x-forwarded-for": `10.${(i >> 16) & 255}.${(i >> 8) & 255}.${i & 255}`,
    },
    body: JSON.stringify({ k: TRACKED[i % TRACKED.length], h: host, p: pages[i % pages.length] }),
  }));
}

/** A month of raw events, spread evenly over its days, pages, kinds and a few thousand visitors a day. */
async function seedMonth(database: Awaited<ReturnType<typeof openDatabase>>, firstDay: string): Promise<string[]> {
  const days = Array.from({ length: MONTH_DAYS }, (_, i) => addDays(firstDay, i));
  const kinds = [...TRACKED, "lcp", "inp", "cls", "booking-made"];
  const BATCH = 20_000;
  for (let start = 0; start < MONTH_EVENTS; start += BATCH) {
    const events: NewEvent[] = [];
    for (let i = start; i < Math.min(MONTH_EVENTS, start + BATCH); i++) {
      const kind = kinds[i % kinds.length]!;
      const vital = kind === "lcp" || kind === "inp" || kind === "cls";
      events.push({
        day: days[i % days.length]!,
        at: i,
        kind,
        page: pages[(i >> 3) % pages.length]!,
        pageKind: "model",
        visitor: `v${i % 4000}`,
        referrer: i % 5 === 0 ? "www.google.com" : null,
        utmSource: i % 11 === 0 ? "google" : null,
        utmMedium: i % 11 === 0 ? "organic" : null,
        utmCampaign: i % 11 === 0 ? "gbp" : null,
        value: vital ? (i % 400) * 10 : null,
      });
    }
    await createNumbersStore(database).append(events, { perPageAndEvent: MONTH_EVENTS, perDay: MONTH_EVENTS });
  }
  return days;
}

interface NumbersMeasured {
  engine: string;
  hit: HitBench;
  /** Undefined under BENCH_ROLLUP=0. */
  rollupMs?: number;
}

async function measureEngine(
  engine: string,
  root: string,
  autocannon: Cannon,
  seconds: number,
  connections: number,
  where: { env: Record<string, string>; open: { dataDir?: string; databaseUrl?: string } },
): Promise<NumbersMeasured> {
  const server = await startServerProcess(
    { DIST_DIR: root, LOG_LEVEL: "warn", REDIS_URL: "", TRUST_PROXY: "1", ...benchServerEnv(), ...where.env },
    { echo: true, ignoreStdout: true },
  );
  let hit: HitBench;
  try {
    await server.ready();
    const run = { url: server.origin + HIT_ENDPOINT, connections, requests: hitRequests(20_000) };
    await autocannon({ ...run, duration: 2 });
    hit = await autocannon({ ...run, duration: seconds });
  } finally {
    await server.stop();
  }
  if (process.env.BENCH_ROLLUP === "0") return { engine, hit };
  const database = await openDatabase(where.open);
  try {
    const days = await seedMonth(database, "2031-01-01");
    const began = performance.now();
    await createNumbersStore(database).rollup(days);
    return { engine, hit, rollupMs: Math.round(performance.now() - began) };
  } finally {
    await database.close();
  }
}

export async function numbersBenchmarks(root: string, autocannon: Cannon, seconds: number, connections: number) {
  const results: NumbersMeasured[] = [];
  const dataDir = mkdtempSync(path.join(tmpdir(), "bench-numbers-"));
  try {
    if (wantsEngine("sqlite"))
      results.push(
        await measureEngine("embedded (SQLite in DATA_DIR)", root, autocannon, seconds, connections, {
          env: { DATA_DIR: dataDir },
          open: { dataDir },
        }),
      );
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
  if (process.env.BENCH_POSTGRES !== "0" && POSTGRES_BIN && wantsEngine("postgres")) {
    const pg = await startPostgres({ durable: true });
    try {
      const url = await pg.createDatabase();
      results.push(
        await measureEngine("PostgreSQL (throwaway, fsync on)", root, autocannon, seconds, connections, {
          env: { DATABASE_URL: url },
          open: { databaseUrl: url },
        }),
      );
    } finally {
      await pg.stop();
    }
  }
  console.log(
    `\nthe owner's numbers: POST ${HIT_ENDPOINT} (${connections} connections, ${seconds} s, 20,000 addresses), and the rollup of ${MONTH_EVENTS.toLocaleString("en-US")} raw events over ${MONTH_DAYS} days`,
  );
  console.table(
    results.flatMap(({ engine, hit, rollupMs }) => [
      {
        database: engine,
        route: `POST ${HIT_ENDPOINT}`,
        "req/s": Math.round(hit.requests.average),
        "p50 ms": hit.latency.p50,
        "p99 ms": hit.latency.p99,
        "non-2xx/errors": hit.errors + hit.timeouts + hit.non2xx,
        goal: `p99 < ${GOAL_HIT_P99_MS} ms`,
      },
      ...(rollupMs === undefined
        ? []
        : [{ database: engine, route: "rollup of a month", ms: rollupMs, goal: `< ${GOAL_ROLLUP_MS} ms` }]),
    ]),
  );
  for (const r of results) {
    console.log(
      `${r.engine}: hit p99 ${r.hit.latency.p99} ms ${r.hit.latency.p99 < GOAL_HIT_P99_MS ? "PASS" : "MISS"}; ` +
        (r.rollupMs === undefined
          ? "no rollup"
          : `rollup ${r.rollupMs} ms ${r.rollupMs < GOAL_ROLLUP_MS ? "PASS" : "MISS"}`),
    );
    if (r.hit.errors + r.hit.non2xx > 0) process.exitCode = 1;
  }
}

// npm run bench:api — one run on this machine: the chat route's throughput and latency at 20
// connections next to the same server's static-file throughput, and the ratio, twice: with the chat
// limit in the process, then shared through Redis (REDIS_URL; a throwaway redis-server on a free port
// unless REDIS_URL is set). The figures should match: the limit costs one Redis round trip on loopback.
// It starts the real server (api/server.ts) on a free loopback port with the rate limit raised
// through the environment (CHAT_RATE_LIMIT_PER_MINUTE), never by a code change.
//   BENCH_SECONDS=10 BENCH_CONNECTIONS=20 npm run bench:api
//   BENCH_REDIS=0 npm run bench:api      # the in-process limit only
import { spawn } from "node:child_process";
import { existsSync } from "node:fs";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";
import { createRequire } from "node:module";
import { REPO_ROOT } from "../api/config.ts";
import { REDIS_SERVER, startRedis, type RedisServer } from "../tests/api/redis-server.ts";

// autocannon ships no types; the little of its API used here:
interface BenchRequest {
  method: "GET" | "POST";
  headers?: Record<string, string>;
  body?: string;
}
interface BenchOptions {
  url?: string;
  connections?: number;
  duration?: number;
  headers?: Record<string, string>;
  requests?: BenchRequest[];
}
interface BenchResult {
  requests: { average: number };
  latency: { p50: number; p99: number };
  errors: number;
  timeouts: number;
  non2xx: number;
}
const autocannon = createRequire(import.meta.url)("autocannon") as (opts: BenchOptions & { url: string }) => Promise<BenchResult>;

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

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = createServer().listen(0, "127.0.0.1", () => {
      const { port } = s.address() as AddressInfo;
      s.close(() => resolve(port));
    });
    s.on("error", reject);
  });
}

interface Measured {
  limit: string;
  encoding: string;
  stat: BenchResult;
  chat: BenchResult;
}

/** Starts api/server.ts with `env`, measures the static page and the chat, stops it. */
async function measure(limit: string, root: string, staticPath: string, env: Record<string, string>): Promise<Measured> {
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const server = spawn(process.execPath, ["--import", "tsx", path.join(REPO_ROOT, "api", "server.ts")], {
    cwd: REPO_ROOT,
    env: { ...process.env, PORT: String(port), HOST: "127.0.0.1", DIST_DIR: root, CHAT_RATE_LIMIT_PER_MINUTE: "10000000", LOG_LEVEL: process.env.LOG_LEVEL ?? "info", ...env },
    stdio: ["ignore", "ignore", "inherit"],
  });
  try {
    const wanted = env.REDIS_URL ? "ok" : "none";
    for (let i = 0; ; i++) {
      if (i > 300) throw new Error(`the server did not start with its store ${wanted}`);
      try {
        const health = (await (await fetch(`${origin}/healthz`)).json()) as { store?: string };
        if (health.store === wanted) break;
      } catch {
        // not yet
      }
      await new Promise((r) => setTimeout(r, 100));
    }

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
    server.kill("SIGTERM");
    await new Promise((r) => server.once("exit", r));
  }
}

async function main() {
  let root = path.join(REPO_ROOT, "dist");
  let cleanup = async () => {};
  if (!existsSync(path.join(root, "index.html"))) {
    // No site build: bench against the test fixture (same shapes, precompressed).
    const fixture = await import("../tests/api/fixture.ts");
    root = await fixture.makeFixtureDist();
    cleanup = () => fixture.removeFixture(root);
    console.log(`dist/ is not built; using a fixture site in ${path.relative(REPO_ROOT, root)}`);
  }
  const staticPath = existsSync(path.join(root, "iphone-13-pro-repair", "index.html")) ? "/iphone-13-pro-repair/" : "/";

  let redis: RedisServer | undefined;
  try {
    const results: Measured[] = [await measure("in the process", root, staticPath, { REDIS_URL: "" })];
    if (process.env.BENCH_REDIS !== "0") {
      let url = process.env.REDIS_URL;
      if (!url) {
        try {
          redis = await startRedis();
          url = redis.url;
        } catch (error) {
          console.log(`no Redis run: ${REDIS_SERVER} did not start (${error instanceof Error ? error.message.split("\n")[0] : error})`);
        }
      }
      if (url) results.push(await measure(redis ? "in Redis (throwaway redis-server)" : "in Redis (REDIS_URL)", root, staticPath, { REDIS_URL: url, REDIS_PREFIX: `bench-${process.pid}:` }));
    }

    const bad = (r: BenchResult) => r.errors + r.timeouts + r.non2xx;
    const rows = results.flatMap(({ limit, encoding, stat, chat }) =>
      [
        { route: `GET ${staticPath} (${encoding})`, r: stat },
        { route: "POST /api/troubleshooting-bot", r: chat },
      ].map(({ route, r }) => ({
        "chat limit": limit,
        route,
        "req/s": Math.round(r.requests.average),
        "p50 ms": r.latency.p50,
        "p99 ms": r.latency.p99,
        "non-2xx/errors": bad(r),
      })),
    );
    console.log(`\n${CONNECTIONS} connections, ${SECONDS} s each, one server process on 127.0.0.1 (Node ${process.version})`);
    console.table(rows);
    for (const { limit, stat, chat } of results) {
      const ratio = chat.requests.average / stat.requests.average;
      console.log(`limit ${limit}: chat / static throughput ${ratio.toFixed(2)} (goal >= ${GOAL_RATIO}) ${ratio >= GOAL_RATIO ? "PASS" : "MISS"}; ` +
        `chat p99 ${chat.latency.p99} ms (goal < ${GOAL_P99_MS} ms) ${chat.latency.p99 < GOAL_P99_MS ? "PASS" : "MISS"}`);
      if (bad(chat) + bad(stat) > 0) process.exitCode = 1;
    }
  } finally {
    await redis?.stop();
    await cleanup();
  }
}

await main();

// npm run bench:api — one run on this machine: the chat route's throughput and latency at 20
// connections next to the same server's static-file throughput, and the ratio.
// It starts the real server (api/server.ts) on a free loopback port with the rate limit raised
// through the environment (CHAT_RATE_LIMIT_PER_MINUTE), never by a code change.
//   BENCH_SECONDS=10 BENCH_CONNECTIONS=20 npm run bench:api
import { spawn } from "node:child_process";
import { existsSync } from "node:fs";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";
import { createRequire } from "node:module";
import { REPO_ROOT } from "../api/config.ts";

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

  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const server = spawn(process.execPath, ["--import", "tsx", path.join(REPO_ROOT, "api", "server.ts")], {
    cwd: REPO_ROOT,
    env: { ...process.env, PORT: String(port), HOST: "127.0.0.1", DIST_DIR: root, CHAT_RATE_LIMIT_PER_MINUTE: "10000000", LOG_LEVEL: process.env.LOG_LEVEL ?? "info" },
    stdio: ["ignore", "ignore", "inherit"],
  });
  try {
    for (let i = 0; ; i++) {
      if (i > 300) throw new Error("the server did not start");
      try {
        if ((await fetch(`${origin}/healthz`)).ok) break;
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

    const bad = (r: BenchResult) => r.errors + r.timeouts + r.non2xx;
    const rows = [
      { route: `GET ${staticPath} (${encoding})`, r: stat },
      { route: "POST /api/troubleshooting-bot", r: chat },
    ].map(({ route, r }) => ({
      route,
      "req/s": Math.round(r.requests.average),
      "p50 ms": r.latency.p50,
      "p99 ms": r.latency.p99,
      "non-2xx/errors": bad(r),
    }));
    const ratio = chat.requests.average / stat.requests.average;
    console.log(`\n${CONNECTIONS} connections, ${SECONDS} s each, one server process on ${origin} (Node ${process.version})`);
    console.table(rows);
    console.log(`chat / static throughput: ${ratio.toFixed(2)} (goal >= ${GOAL_RATIO}) ${ratio >= GOAL_RATIO ? "PASS" : "MISS"}`);
    console.log(`chat p99: ${chat.latency.p99} ms (goal < ${GOAL_P99_MS} ms) ${chat.latency.p99 < GOAL_P99_MS ? "PASS" : "MISS"}`);
    if (bad(chat) + bad(stat) > 0) process.exitCode = 1;
  } finally {
    server.kill("SIGTERM");
    await new Promise((r) => server.once("exit", r));
    await cleanup();
  }
}

await main();

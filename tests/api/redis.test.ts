// The chat limit shared through a real redis-server (started here on a free port): two real
// listening app instances count against one limit, the chat keeps answering while Redis is down and
// /healthz says so, and once Redis is back the limit is shared again. Each test is its own client
// (X-Forwarded-For from the trusted loopback proxy), so the tests do not share counters.
import { budget } from "../helpers/budget.ts";
import type { FastifyInstance } from "fastify";
import { Redis } from "ioredis";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../../api/app.ts";
import { makeFixtureDist, removeFixture } from "../helpers/api-fixture.ts";
import { startRedis, waitFor, type RedisServer } from "../helpers/redis-server.ts";

const CHAT = "/api/troubleshooting-bot";
const LIMIT = 4;
const PREFIX = `test-site-${process.pid}:`;

let root: string;
let redis: RedisServer;
let instances: { app: FastifyInstance; base: string }[] = [];

async function instance(prefix = PREFIX) {
  const app = await buildApp({
    root,
    rateLimitPerMinute: LIMIT,
    trustProxy: ["127.0.0.1"],
    redis: { url: redis.url, prefix },
  });
  const base = await app.listen({ port: 0, host: "127.0.0.1" });
  const one = { app, base };
  instances.push(one);
  return one;
}

const chat = (base: string, client: string) =>
  fetch(base + CHAT, {
    method: "POST",
    headers: { "content-type": "application/json", "x-forwarded-for": client },
    body: JSON.stringify({ message: "how much is a battery?" }),
  });
const store = async (base: string) => ((await (await fetch(`${base}/healthz`)).json()) as { store: string }).store;
const storeIs =
  (state: string, ...bases: string[]) =>
  async () =>
    (await Promise.all(bases.map(store))).every((s) => s === state);

beforeAll(async () => {
  root = await makeFixtureDist();
  redis = await startRedis();
});
afterAll(async () => {
  await Promise.all(instances.map(({ app }) => app.close()));
  await redis?.stop();
  await removeFixture(root);
});

describe("the chat limit in Redis", () => {
  let a: { base: string };
  let b: { base: string };
  beforeAll(async () => {
    a = await instance();
    b = await instance();
    await waitFor("both instances to reach Redis", storeIs("ok", a.base, b.base));
  });

  it("is shared by two instances: the limit counts requests to either", async () => {
    const client = "203.0.113.1";
    for (let i = 0; i < LIMIT; i++) expect((await chat(i % 2 ? b.base : a.base, client)).status).toBe(200);
    for (const base of [a.base, b.base]) {
      const res = await chat(base, client);
      expect(res.status).toBe(429);
      expect((await res.json()).error).toBe("rate_limited");
      expect(Number(res.headers.get("retry-after"))).toBeGreaterThan(0);
    }
    expect((await chat(b.base, "203.0.113.2")).status).toBe(200); // another visitor is not affected
  });

  it("keeps one key space per site: the counters live under the site's prefix, another prefix counts apart", async () => {
    const client = "203.0.113.3";
    for (let i = 0; i < LIMIT; i++) await chat(a.base, client);
    expect((await chat(a.base, client)).status).toBe(429);
    const other = await instance("another-site:");
    await waitFor("the other site's instance to reach Redis", storeIs("ok", other.base));
    expect((await chat(other.base, client)).status).toBe(200);
    const peek = new Redis(redis.url);
    try {
      const keys = await peek.keys("*");
      expect(keys.length).toBeGreaterThan(0);
      expect(
        keys.every((k) => k.startsWith(PREFIX) || k.startsWith("another-site:")),
        keys.join(", "),
      ).toBe(true);
      expect(keys.some((k) => k.startsWith(PREFIX) && k.endsWith(client))).toBe(true);
    } finally {
      peek.disconnect();
    }
  });

  it(
    "while Redis is down the chat still answers and /healthz says store down; once back, the limit is shared again",
    async () => {
      const client = "203.0.113.4";
      for (let i = 0; i < LIMIT; i++) await chat(a.base, client);
      expect((await chat(b.base, client)).status).toBe(429);

      const { port } = redis;
      await redis.stop();
      await waitFor("/healthz to report the store down", storeIs("down", a.base, b.base));
      const health = await fetch(`${a.base}/healthz`);
      expect(health.status).toBe(200); // the instance still serves: a load balancer keeps it
      expect(await health.json()).toMatchObject({ status: "ok", store: "down" });
      for (const base of [a.base, b.base, a.base]) {
        const res = await chat(base, client);
        expect(res.status).toBe(200); // fails open: answering beats limiting
        expect(typeof (await res.json()).response).toBe("string");
      }

      redis = await startRedis(port); // an empty Redis, as after a restart without persistence
      await waitFor("both instances to reconnect by themselves", storeIs("ok", a.base, b.base));
      for (let i = 0; i < LIMIT; i++) expect((await chat(i % 2 ? a.base : b.base, client)).status).toBe(200);
      expect((await chat(a.base, client)).status).toBe(429);
      expect((await chat(b.base, client)).status).toBe(429);
    },
    budget(60_000),
  );
});

describe("a Redis that hangs", () => {
  it(
    "holds no reply up for long: the chat answers, /healthz says down, then ok once it answers again",
    async () => {
      const a = await instance();
      await waitFor("the instance to reach Redis", storeIs("ok", a.base));
      redis.freeze();
      try {
        const started = Date.now();
        const res = await chat(a.base, "203.0.113.5");
        expect(res.status).toBe(200);
        expect(Date.now() - started).toBeLessThan(budget(5000)); // the store's command timeout is 500 ms
        await waitFor("/healthz to report the store down", storeIs("down", a.base));
      } finally {
        redis.thaw();
      }
      await waitFor("/healthz to report the store ok again", storeIs("ok", a.base));
    },
    budget(60_000),
  );
});

describe("/healthz without Redis", () => {
  it('reports store "none": each instance limits alone', async () => {
    const app = await buildApp({ root });
    try {
      const res = await app.inject({ url: "/healthz" });
      expect(res.json()).toMatchObject({ status: "ok", store: "none" });
    } finally {
      await app.close();
    }
  });
});

// The app as a real listening server on 127.0.0.1 (a free port): raw request paths no HTTP client
// would send, a fuzz run of a thousand random and malformed bodies, and the real server process
// (api/server.ts) shutting down gracefully on SIGTERM while a request is in flight.
import { once } from "node:events";
import { budget } from "../helpers/budget.ts";
import { createServer, type Server } from "node:http";
import { connect, type AddressInfo } from "node:net";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { models } from "#shop/facts.ts";
import { startServerProcess } from "../helpers/server-process.ts";
import { useFixtureServer } from "../helpers/api-fixture.ts";

const CHAT = "/api/troubleshooting-bot";
const server = useFixtureServer();

/** Sends a request line exactly as written (no client normalizes it) and returns the status. */
function rawGet(target: string): Promise<{ status: number; text: string }> {
  const { port } = new URL(server.base);
  return new Promise((resolve, reject) => {
    const socket = connect(Number(port), "127.0.0.1", () => {
      socket.write(`GET ${target} HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n`);
    });
    let data = "";
    socket.setEncoding("latin1");
    socket.on("data", (chunk) => (data += chunk));
    socket.on("end", () => resolve({ status: Number(/^HTTP\/1\.1 (\d{3})/.exec(data)?.[1] ?? 0), text: data }));
    socket.on("error", reject);
    socket.setTimeout(5000, () => socket.destroy(new Error("timeout")));
  });
}

describe("a real listening server", () => {
  it("answers the chat over HTTP, with CORS for a partner page", async () => {
    const preflight = await fetch(server.base + CHAT, {
      method: "OPTIONS",
      headers: {
        origin: "https://partner.example",
        "access-control-request-method": "POST",
        "access-control-request-headers": "content-type",
      },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get("access-control-allow-origin")).toBe("*");
    const res = await fetch(server.base + CHAT, {
      method: "POST",
      headers: { "content-type": "application/json", origin: "https://partner.example" },
      body: JSON.stringify({ message: "iPhone screen cracked" }),
    });
    expect(res.status).toBe(200);
    expect(res.headers.get("access-control-allow-origin")).toBe("*");
    expect(typeof (await res.json()).response).toBe("string");
  });

  it("serves precompressed pages to a real client", async () => {
    const res = await fetch(`${server.base}/iphone-13-pro-repair/`, { headers: { "accept-encoding": "br" } });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-encoding")).toBe("br");
    expect(await res.text()).toContain("iPhone 13 Pro Repair"); // fetch decodes brotli
  });

  it.each([
    "/../outside-secret.txt",
    "/../../../../etc/passwd",
    "/./index.html",
    "/assets/../../outside-secret.txt",
    "/..%2foutside-secret.txt",
    "/%2e%2e/outside-secret.txt",
    "/..\\outside-secret.txt",
    "/%5c..%5coutside-secret.txt",
    "//outside-secret.txt",
    "/.env",
    "/widgets/.vite/manifest.json",
    "/index.html%00",
    "/%",
    "/%E0%A4%A",
    "/assets/logo.svg%2f..%2f..%2foutside-secret.txt",
  ])("raw path %s gets 404 and nothing outside dist/", async (target) => {
    const res = await rawGet(target);
    expect(res.status).toBe(404);
    expect(res.text).not.toContain("outside\n");
    expect(res.text).not.toContain("SECRET");
  });

  it(
    "survives a thousand random and malformed bodies: never a 5xx, always JSON { error, message } or { response }",
    async () => {
      // The route refuses a body that is not UTF-8 JSON by its Content-Type alone, before reading it
      // (415): every generated body goes to the types it parses, and a few hundred to the refused ones
      // (which once took two thirds of a run of 3000, each proving the same header check).
      const parsedTypes = ["application/json", "application/json; charset=utf-8"];
      const refusedTypes = ["text/plain", "application/x-www-form-urlencoded", "", "application/json; charset=latin1"];
      const turn = fc.record(
        {
          role: fc.oneof(fc.constantFrom("user", "assistant"), fc.string()),
          content: fc.oneof(fc.string({ maxLength: 300 }), fc.integer()),
        },
        { requiredKeys: [] },
      );
      const body = fc.oneof(
        // shaped like the contract, with wrong and odd values
        fc
          .record(
            {
              message: fc.oneof(
                fc.string({ unit: "binary", maxLength: 1100 }),
                fc.string({ maxLength: 20 }),
                fc.integer(),
                fc.constant(null),
                fc.array(fc.string()),
              ),
              model: fc.oneof(
                fc.string({ maxLength: 90 }),
                fc.constantFrom("iphone-13-pro-repair", "iphone-14-pro-max-repair", "xr"),
                fc.integer(),
                fc.constant(null),
              ),
              history: fc.oneof(fc.array(turn, { maxLength: 12 }), fc.string(), fc.constant(null)),
            },
            { requiredKeys: [] },
          )
          .map((o) => JSON.stringify(o)),
        fc.json({ maxDepth: 4 }),
        fc.string({ unit: "binary", maxLength: 600 }),
        fc.jsonValue().map((v) => JSON.stringify(v).slice(0, Math.max(0, JSON.stringify(v).length - 1))), // truncated JSON
        fc.constantFrom(
          "",
          "{",
          "[]",
          "null",
          '{"message":"\\ud800"}',
          '{"message":"a","__proto__":{}}',
          '{"constructor":{"prototype":{}}}',
          "\u0000",
        ),
      );
      const statuses = new Map<number, number>();
      const post = async (payload: string, type: string) => {
        const res = await fetch(server.base + CHAT, {
          method: "POST",
          headers: type ? { "content-type": type } : {},
          body: payload,
        });
        const text = await res.text();
        statuses.set(res.status, (statuses.get(res.status) ?? 0) + 1);
        expect(res.status).toBeLessThan(500);
        const parsed = JSON.parse(text) as Record<string, unknown>;
        if (res.status === 200) expect(typeof parsed.response).toBe("string");
        else {
          expect(res.status).toBeGreaterThanOrEqual(400);
          expect(typeof parsed.error).toBe("string");
          expect(typeof parsed.message).toBe("string");
        }
        expect(text).not.toMatch(/node_modules|\.ts:\d+|\bat [\w.]+ \(/);
        return res.status;
      };
      await fc.assert(
        fc.asyncProperty(body, fc.constantFrom(...parsedTypes), async (payload, type) => {
          expect(await post(payload, type)).not.toBe(415);
        }),
        { numRuns: 1000, seed: 20250604 },
      );
      // The run did reach the assistant.
      expect(statuses.get(200) ?? 0).toBeGreaterThan(30);
      await fc.assert(
        fc.asyncProperty(body, fc.constantFrom(...refusedTypes), async (payload, type) => {
          expect(await post(payload, type)).toBe(415);
        }),
        { numRuns: 200, seed: 20250604 },
      );
      const health = await fetch(`${server.base}/healthz`);
      expect(health.status).toBe(200); // and the server is still answering
    },
    budget(120_000),
  );
});

// --- the real process: graceful shutdown --------------------------------------------------------

describe("graceful shutdown of api/server.ts", () => {
  let provider: Server;
  let providerUrl: string;
  /** Resolves when the provider has a request: the visitor's chat is then in flight in the server. */
  let asked: () => void;
  const providerAsked = new Promise<void>((resolve) => (asked = resolve));
  const REPLY = "The shop can replace that screen today. Call us to get started.";
  /** How long the slow provider takes to answer: what the shutdown must wait out, not a budget. */
  const PROVIDER_DELAY_MS = 1500;

  beforeAll(async () => {
    // A slow fake LLM provider on loopback keeps a chat request in flight for a while.
    provider = createServer((req, res) => {
      asked();
      req.resume();
      req.on("end", () => {
        setTimeout(() => {
          res.writeHead(200, { "content-type": "application/json" });
          res.end(JSON.stringify({ choices: [{ message: { role: "assistant", content: REPLY } }] }));
        }, PROVIDER_DELAY_MS);
      });
    });
    provider.listen(0, "127.0.0.1");
    await once(provider, "listening");
    providerUrl = `http://127.0.0.1:${(provider.address() as AddressInfo).port}/v1`;
  });
  afterAll(() => {
    provider?.closeAllConnections();
    provider?.close();
  });

  it(
    "finishes the request in flight, refuses new work and exits 0 on SIGTERM",
    async () => {
      const priced = models.find((m) => m.prices.screen !== undefined)!;
      const question = `my ${priced.name.toLowerCase()} screen is cracked`;
      const child = await startServerProcess({
        DIST_DIR: server.root,
        LOG_LEVEL: "info",
        CHAT_RATE_LIMIT_PER_MINUTE: "1000",
        LLM_BASE_URL: providerUrl,
        LLM_MODEL: "fake",
      });
      const { origin } = child;
      try {
        await child.ready();
        const inFlight = fetch(`${origin}${CHAT}`, {
          method: "POST",
          headers: { "content-type": "application/json" },
          body: JSON.stringify({ message: question }),
        });
        await providerAsked;
        const stopped = child.stop("SIGTERM");
        const res = await inFlight;
        expect(res.status).toBe(200);
        expect((await res.json()).response).toBe(REPLY);
        const { code, output: logs } = await stopped;
        expect(code, logs).toBe(0);
        expect(logs).toMatch(/shutting down/);
        // Logs carry the intent, the model and the latency, never the visitor's words.
        expect(logs).toMatch(/"intent":"cracked-screen"/);
        expect(logs).toContain(`"model":"${priced.slug}"`);
        expect(logs).toMatch(/"latencyMs":\d/);
        expect(logs).not.toContain(question);
        await expect(fetch(`${origin}/healthz`)).rejects.toThrow();
      } finally {
        child.kill();
      }
    },
    budget(60_000),
  );
});

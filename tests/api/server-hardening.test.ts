// The server against clients no browser would be: real sockets on loopback writing raw HTTP.
// X-Forwarded-For read by hop count or proxy address, a body trickling in one byte a second, a
// malformed chunk, an upload aborted half-way, and the real process (api/server.ts) shutting down
// with an upload stalled. Every wait is on a condition (a log line, a socket closing, an exit).
import { budget } from "../helpers/budget.ts";
import { once } from "node:events";
import { connect, type Socket } from "node:net";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../../api/app.ts";
import { TIMEOUT_CHECK_INTERVAL_MS } from "../../api/connection-options.ts";
import type { AppOptions } from "../../api/config.ts";
import { makeFixtureDist, removeFixture } from "../helpers/api-fixture.ts";
import { startServerProcess } from "../helpers/server-process.ts";
import { waitFor } from "../helpers/redis-server.ts";

const CHAT = "/api/troubleshooting-bot";
let root: string;
const apps: FastifyInstance[] = [];

beforeAll(async () => {
  root = await makeFixtureDist();
});
afterAll(async () => {
  await Promise.all(apps.map((a) => a.close()));
  await removeFixture(root);
});

/** A listening app whose log lines are kept (parsed) for the test to read. */
async function serve(options: AppOptions = {}) {
  const lines: Record<string, unknown>[] = [];
  const app = await buildApp({
    root,
    logger: {
      level: "debug",
      stream: { write: (line) => void lines.push(JSON.parse(line) as Record<string, unknown>) },
    },
    ...options,
  });
  apps.push(app);
  const base = await app.listen({ port: 0, host: "127.0.0.1" });
  return { app, base, port: Number(new URL(base).port), lines };
}

/** A raw connection: what the server wrote, and a promise of its closing. */
function rawClient(port: number) {
  const socket: Socket = connect(port, "127.0.0.1");
  let received = "";
  socket.setEncoding("latin1");
  socket.on("data", (chunk: string) => (received += chunk));
  socket.on("error", () => undefined);
  const closed = once(socket, "close");
  return { socket, closed, received: () => received };
}

const headers = (lines: string[]) => lines.join("\r\n") + "\r\n\r\n";

/** The head of a JSON POST to the chat, with these further header lines. */
const chatPost = (...more: string[]) =>
  headers([`POST ${CHAT} HTTP/1.1`, "Host: 127.0.0.1", "Content-Type: application/json", ...more]);

describe("TRUST_PROXY: the address the chat limit counts", () => {
  const send = (base: string, xff: string) =>
    fetch(base + CHAT, {
      method: "POST",
      headers: { "content-type": "application/json", "x-forwarded-for": xff },
      body: '{"message":"hi"}',
    });

  it("with one hop, counts the entry our proxy appended, whatever the client wrote to the left of it", async () => {
    const { base } = await serve({ rateLimitPerMinute: 1, trustProxy: 1 });
    expect((await send(base, "6.6.6.1, 198.51.100.7")).status).toBe(200);
    expect((await send(base, "6.6.6.2, 198.51.100.7")).status).toBe(429); // a forged left-most entry changes nothing
    expect((await send(base, "198.51.100.8")).status).toBe(200); // another visitor
  });

  it("with two hops, counts the second entry from the right", async () => {
    const { base } = await serve({ rateLimitPerMinute: 1, trustProxy: 2 });
    expect((await send(base, "6.6.6.1, 198.51.100.7, 10.0.0.5")).status).toBe(200);
    expect((await send(base, "6.6.6.2, 198.51.100.7, 10.0.0.6")).status).toBe(429);
    expect((await send(base, "198.51.100.8, 10.0.0.5")).status).toBe(200);
  });

  it("with a proxy address list, trusts only those proxies", async () => {
    const { base } = await serve({ rateLimitPerMinute: 1, trustProxy: ["127.0.0.1", "10.0.0.0/8"] });
    expect((await send(base, "6.6.6.1, 198.51.100.7, 10.0.0.5")).status).toBe(200);
    expect((await send(base, "6.6.6.2, 198.51.100.7")).status).toBe(429);
    expect((await send(base, "198.51.100.8, 10.1.2.3")).status).toBe(200);
  });

  it("off (the default), ignores X-Forwarded-For: the socket's address is the client", async () => {
    const { base } = await serve({ rateLimitPerMinute: 1 });
    expect((await send(base, "198.51.100.7")).status).toBe(200);
    expect((await send(base, "198.51.100.8")).status).toBe(429);
  });
});

describe("timeouts that hold", () => {
  it.each([
    ["a body", chatPost("Content-Length: 100"), '{"message":"' + "a".repeat(90)],
    [
      "headers",
      "",
      `POST ${CHAT} HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nX-Slow: ${"a".repeat(200)}`,
    ],
  ])(
    "cuts %s trickling in one byte a second at the request timeout, with a JSON 408",
    async (_label, start, trickle) => {
      const requestTimeoutMs = 1500;
      const { port } = await serve({ requestTimeoutMs });
      const client = rawClient(port);
      const started = Date.now();
      client.socket.write(start || trickle[0]!);
      let sent = start ? 0 : 1;
      const drip = setInterval(() => client.socket.write(trickle[sent++] ?? "a"), 1000);
      try {
        await client.closed;
      } finally {
        clearInterval(drip);
      }
      const took = Date.now() - started;
      expect(client.received()).toMatch(/^HTTP\/1\.1 408 /);
      expect(client.received()).toMatch(/content-type: application\/json/i);
      expect(JSON.parse(client.received().split("\r\n\r\n")[1]!)).toMatchObject({ error: "request_timeout" });
      expect(took).toBeGreaterThanOrEqual(requestTimeoutMs - 100);
      // Node notices a timed-out request at its next check; the rest is slack for a busy machine.
      expect(took).toBeLessThan(requestTimeoutMs + TIMEOUT_CHECK_INTERVAL_MS + budget(3000));
    },
    budget(20_000),
  );
});

describe("error paths stay JSON and quiet", () => {
  const loud = (lines: Record<string, unknown>[]) =>
    lines.filter((l) => (l.level as number) > 40 || JSON.stringify(l).includes('"stack"'));

  it("answers a malformed chunk with a JSON 400 and logs no error and no stack", async () => {
    const { port, lines } = await serve();
    const client = rawClient(port);
    client.socket.write(chatPost("Transfer-Encoding: chunked") + "zz\r\n{}\r\n0\r\n\r\n");
    await client.closed;
    expect(client.received()).toMatch(/^HTTP\/1\.1 400 /);
    expect(client.received()).toMatch(/\r\nX-Content-Type-Options: nosniff\r\n/i);
    expect(JSON.parse(client.received().split("\r\n\r\n")[1]!)).toEqual({
      error: "bad_request",
      message: "The request is not valid HTTP.",
    });
    await waitFor("the route to give up on the dead request", () => lines.some((l) => l.msg === "client went away"));
    expect(loud(lines)).toEqual([]);
  });

  it("logs an upload aborted half-way as one quiet line", async () => {
    const { port, lines } = await serve();
    const client = rawClient(port);
    client.socket.write(chatPost("Content-Length: 200", "Expect: 100-continue"));
    await waitFor("the server to take the request", () => client.received().includes("100 Continue"));
    client.socket.write('{"message":"my scr');
    client.socket.destroy();
    await waitFor("the route to notice", () => lines.some((l) => l.msg === "client went away"));
    expect(loud(lines)).toEqual([]);
  });
});

describe("the low-level answers, as any other", () => {
  it("answers headers too large with a JSON 431 that says nosniff", async () => {
    const { port } = await serve();
    const client = rawClient(port);
    client.socket.write(headers([`GET / HTTP/1.1`, "Host: 127.0.0.1", `X-Big: ${"a".repeat(20 * 1024)}`]));
    await client.closed;
    expect(client.received()).toMatch(/^HTTP\/1\.1 431 /);
    expect(client.received()).toMatch(/\r\nX-Content-Type-Options: nosniff\r\n/i);
    expect(JSON.parse(client.received().split("\r\n\r\n")[1]!)).toMatchObject({ error: "headers_too_large" });
  });

  it("answers a range past the end of a file with 416 and Content-Range naming its length", async () => {
    const { app, base } = await serve();
    const size = (
      await (await fetch(`${base}/robots.txt`, { headers: { "accept-encoding": "identity" } })).arrayBuffer()
    ).byteLength;
    for (const res of [
      await fetch(`${base}/robots.txt`, { headers: { range: `bytes=${size + 100}-`, "accept-encoding": "identity" } }),
      await app
        .inject({ url: "/robots.txt", headers: { range: `bytes=${size}-` } })
        .then((r) => ({ status: r.statusCode, headers: new Headers(r.headers as Record<string, string>) })),
    ]) {
      expect(res.status).toBe(416);
      expect(res.headers.get("content-range")).toBe(`bytes */${size}`);
      expect(res.headers.get("x-content-type-options")).toBe("nosniff");
    }
  });

  it("answers TRACE on the chat's address with 405 and Allow, as GET or PUT", async () => {
    const { app, port } = await serve();
    const client = rawClient(port);
    client.socket.write(headers([`TRACE ${CHAT} HTTP/1.1`, "Host: 127.0.0.1", "Connection: close"]));
    await client.closed;
    expect(client.received()).toMatch(/^HTTP\/1\.1 405 /);
    expect(client.received()).toMatch(/\r\nallow: POST, OPTIONS\r\n/i);
    expect(JSON.parse(client.received().split("\r\n\r\n")[1]!)).toMatchObject({ error: "method_not_allowed" });
    for (const method of ["GET", "PUT", "PATCH", "DELETE", "TRACE"] as const)
      expect((await app.inject({ method, url: CHAT })).statusCode, method).toBe(405);
  });
});

/** How long a server process may take to start (or to refuse to) on a busy 2-core machine. */
const PATIENCE_MS = budget(120_000);

describe("TRUST_PROXY that would trust everyone, at start-up", () => {
  it("buildApp refuses such a list in one line naming the variable", async () => {
    await expect(buildApp({ root, trustProxy: ["0.0.0.0/0"] })).rejects.toThrow(
      /^TRUST_PROXY: "0\.0\.0\.0\/0" trusts every IPv4 address/,
    );
  });

  it.each(["0.0.0.0/1,128.0.0.0/1", "0.0.0.0/0", "::/0", "10.0.0.0/0"])(
    "api/server.ts stops with TRUST_PROXY=%s: exit 1, the documented one-line message, no stack",
    async (value) => {
      const server = await startServerProcess({ PORT: "0", DIST_DIR: root, TRUST_PROXY: value });
      let code: number | null;
      let out: string;
      try {
        // The fault is a server that starts: it answers /healthz instead of exiting. Waiting for one of
        // the two (not for a time) keeps a slow start on a busy machine from reading as either.
        const started = server.ready(PATIENCE_MS).then(
          () => true,
          () => false,
        );
        ({ code, output: out } = await Promise.race([
          server.exited,
          started.then((yes) => (yes ? Promise.reject(new Error(`it started: ${server.output()}`)) : server.exited)),
        ]));
      } finally {
        // A server that started instead must not outlive the test.
        server.kill();
      }
      expect(code, out).toBe(1);
      const lines = out.trim().split("\n");
      expect(lines, out).toHaveLength(2);
      expect(lines[0]).toBe("Invalid environment:");
      expect(lines[1]).toMatch(
        new RegExp(
          `^  TRUST_PROXY: "${value.split(",")[0]!.replace(/[./]/g, "\\$&")}" (trusts every IPv[46] address|trusts public addresses far beyond a proxy network)`,
        ),
      );
      expect(out).not.toMatch(/TypeError|\n\s+at /);
    },
    PATIENCE_MS + 10_000,
  );
});

describe("shutdown of api/server.ts with an upload stalled", () => {
  it(
    "closes the stalled connection and exits 0 within SHUTDOWN_TIMEOUT_MS",
    async () => {
      const shutdownTimeoutMs = 3000;
      const server = await startServerProcess({
        DIST_DIR: root,
        LOG_LEVEL: "info",
        SHUTDOWN_TIMEOUT_MS: String(shutdownTimeoutMs),
      });
      try {
        await server.ready();
        const client = rawClient(server.port);
        client.socket.write(chatPost("Content-Length: 100", "Expect: 100-continue"));
        await waitFor("the server to take the upload", () => client.received().includes("100 Continue"));
        client.socket.write("{"); // and nothing more
        const signalled = Date.now();
        const { code, output: logs } = await server.stop("SIGTERM");
        const took = Date.now() - signalled;
        expect(code, logs).toBe(0);
        expect(took).toBeLessThan(shutdownTimeoutMs + budget(2000)); // exit 0 itself says it beat its own deadline
        await client.closed; // the stalled client was let go, not left hanging
        expect(logs).toMatch(/closing the connections still open/);
      } finally {
        server.kill();
      }
    },
    budget(60_000),
  );
});

// The app through fastify.inject: the chat route's contract and every way a request can be wrong,
// CORS, rate limiting, and the static host (canonical URLs, 404s, caching, precompressed files,
// security headers, traversal), and the services the app's layers decorate. Runs over a tiny fixture
// dist/ of its own.
import { createHash } from "node:crypto";
import { mkdtemp, rm } from "node:fs/promises";
import path from "node:path";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../../api/app.ts";
import { parseCorsOrigins } from "../../api/config.ts";
import { openDatabase } from "../../api/db/database.ts";
import chat from "../../site/_data/chat.ts";
import {
  BODY_LIMIT_BYTES,
  BODY_LIMIT_TEXT,
  MAX_HISTORY_CHARS,
  MAX_HISTORY_TURNS,
  MAX_MESSAGE_CHARS,
} from "#shop/chat-contract.ts";
import { business, modelPath, models } from "#shop/facts.ts";
import { makeFixtureDist, NOT_FOUND_HTML, PAGE_STYLE, removeFixture, TMP } from "../helpers/api-fixture.ts";

const CHAT = "/api/troubleshooting-bot";
const json = { "content-type": "application/json" };

let root: string;
let app: FastifyInstance;

beforeAll(async () => {
  root = await makeFixtureDist();
  app = await buildApp({ root, rateLimitPerMinute: 1000 });
});
afterAll(async () => {
  await app?.close();
  await removeFixture(root);
});

const post = (payload: unknown, headers: Record<string, string> = json) =>
  app.inject({
    method: "POST",
    url: CHAT,
    headers,
    payload: typeof payload === "string" ? payload : JSON.stringify(payload),
  });

function expectApiError(res: Awaited<ReturnType<typeof post>>, status: number, code: string, text?: RegExp) {
  expect(res.statusCode).toBe(status);
  expect(res.headers["content-type"]).toMatch(/^application\/json/);
  const body = res.json() as Record<string, unknown>;
  expect(Object.keys(body).sort()).toEqual(["error", "message"]);
  expect(body.error).toBe(code);
  expect(typeof body.message).toBe("string");
  expect(body.message).toMatch(/^[A-Z].*[.!]$/); // a sentence
  if (text) expect(body.message).toMatch(text);
  expect(res.body).not.toMatch(/\bat .+\.(ts|js):\d+|stack|node_modules/i);
}

describe("POST /api/troubleshooting-bot", () => {
  it("answers { response } for a message", async () => {
    const m = models.find((x) => x.prices.screen !== undefined)!;
    const res = await post({ message: `my ${m.name.toLowerCase()} screen is cracked` });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toMatch(/^application\/json/);
    expect(res.headers["cache-control"]).toBe("no-store");
    const body = res.json();
    expect(Object.keys(body)).toEqual(["response", "actions", "suggestions"]); // the contract in docs/api.md
    expect(body.response).toContain(`$${m.prices.screen}`);
  });

  it("uses the page's model and a short history", async () => {
    const page = models.find((m) => m.prices.screen !== undefined)!;
    const res = await post({
      message: "how much is the screen?",
      model: page.slug,
      history: [
        { role: "user", content: "hi" },
        { role: "assistant", content: "Hi!" },
      ],
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().response).toContain(`$${page.prices.screen}`);
    // The visitor is on that model's page already: no link back to it.
    expect(res.json().response).not.toContain(modelPath(page));
  });

  it(`trims the message and accepts exactly ${MAX_MESSAGE_CHARS} characters, and ${MAX_HISTORY_TURNS} turns of ${MAX_HISTORY_CHARS}`, async () => {
    expect((await post({ message: "  hi  " })).statusCode).toBe(200);
    expect((await post({ message: "a".repeat(MAX_MESSAGE_CHARS) })).statusCode).toBe(200);
    expect((await post({ message: ` ${"a".repeat(MAX_MESSAGE_CHARS)} ` })).statusCode).toBe(200);
    const turn = (i: number) => ({ role: i % 2 ? "assistant" : "user", content: `turn ${i}` });
    expect(
      (await post({ message: "hi", history: Array.from({ length: MAX_HISTORY_TURNS }, (_, i) => turn(i)) })).statusCode,
    ).toBe(200);
    expect(
      (await post({ message: "hi", history: [{ role: "user", content: "a".repeat(MAX_HISTORY_CHARS) }] })).statusCode,
    ).toBe(200);
  });

  it("accepts application/json with a charset, null and empty optional fields, and extra fields", async () => {
    expect((await post({ message: "hi" }, { "content-type": "application/json; charset=utf-8" })).statusCode).toBe(200);
    expect((await post({ message: "hi", model: null, history: null })).statusCode).toBe(200);
    expect((await post({ message: "hi", model: "" })).statusCode).toBe(200);
    expect((await post({ message: "hi", model: "iphone-99-repair" })).statusCode).toBe(200); // unknown slug: ignored
    expect((await post({ message: "hi", page: "/", extra: 1 })).statusCode).toBe(200);
  });

  it.each([
    ["no body", undefined, 400, "empty_body"],
    ["invalid JSON", "{message:", 400, "invalid_json"],
    ["a JSON string", JSON.stringify("hello"), 400, "invalid_body"],
    ["a JSON array", JSON.stringify([{ message: "hi" }]), 400, "invalid_body"],
    ["JSON null", "null", 400, "invalid_body"],
    ["no message", JSON.stringify({ text: "hi" }), 400, "missing_message"],
    ["a number as message", JSON.stringify({ message: 42 }), 400, "invalid_message"],
    ["an object as message", JSON.stringify({ message: { text: "hi" } }), 400, "invalid_message"],
    ["an empty message", JSON.stringify({ message: "" }), 400, "empty_message"],
    ["a whitespace-only message", JSON.stringify({ message: " \n\t " }), 400, "empty_message"],
    ["one character too many", JSON.stringify({ message: "a".repeat(MAX_MESSAGE_CHARS + 1) }), 400, "message_too_long"],
    ["a model that is not a slug", JSON.stringify({ message: "hi", model: "<script>" }), 400, "invalid_model"],
    ["a number as model", JSON.stringify({ message: "hi", model: 13 }), 400, "invalid_model"],
    ["history that is not a list", JSON.stringify({ message: "hi", history: "earlier" }), 400, "invalid_history"],
    [
      "one history turn too many",
      JSON.stringify({ message: "hi", history: Array(MAX_HISTORY_TURNS + 1).fill({ role: "user", content: "x" }) }),
      400,
      "invalid_history",
    ],
    [
      "a history turn too long",
      JSON.stringify({ message: "hi", history: [{ role: "user", content: "x".repeat(MAX_HISTORY_CHARS + 1) }] }),
      400,
      "invalid_history",
    ],
    [
      "a history turn with a bad role",
      JSON.stringify({ message: "hi", history: [{ role: "system", content: "x" }] }),
      400,
      "invalid_history",
    ],
    [
      "a history turn without content",
      JSON.stringify({ message: "hi", history: [{ role: "user" }] }),
      400,
      "invalid_history",
    ],
    ["a prototype-poisoning body", '{"message":"hi","__proto__":{"x":1}}', 400, "invalid_json"],
  ])("rejects %s", async (_label, payload, status, code) => {
    const res = await app.inject({ method: "POST", url: CHAT, headers: json, payload });
    expectApiError(res, status, code);
  });

  it("names the field and the limit in the message", async () => {
    expectApiError(
      await post({ message: "a".repeat(MAX_MESSAGE_CHARS + 1) }),
      400,
      "message_too_long",
      new RegExp(`${MAX_MESSAGE_CHARS.toLocaleString("en-US")} characters`),
    );
    expectApiError(await post({ text: "hi" }), 400, "missing_message", /"message"/);
  });

  it(`rejects a body over ${BODY_LIMIT_TEXT} with 413`, async () => {
    const res = await post({ message: "hi", history: [{ role: "user", content: "x".repeat(BODY_LIMIT_BYTES + 1) }] });
    expectApiError(res, 413, "body_too_large", new RegExp(BODY_LIMIT_TEXT));
  });

  it.each([
    ["text/plain", "hello"],
    ["application/x-www-form-urlencoded", "message=hello"],
    ["multipart/form-data; boundary=x", "--x--"],
    ["application/xml", "<message>hi</message>"],
  ])("rejects Content-Type %s with 415", async (type, payload) => {
    expectApiError(await post(payload, { "content-type": type }), 415, "unsupported_media_type", /application\/json/);
  });

  it.each(["iso-8859-1", "latin1", "UTF-16", '"windows-1252"', ""])(
    "rejects a body declared in charset %j with 415 unsupported_charset",
    async (charset) => {
      const res = await post(Buffer.from('{"message":"caf\xe9"}', "latin1").toString("latin1"), {
        "content-type": `application/json; charset=${charset}`,
      });
      expectApiError(res, 415, "unsupported_charset", /UTF-8/);
    },
  );

  it("accepts a body declared UTF-8 in any spelling", async () => {
    for (const charset of ["utf-8", "UTF-8", "utf8", '"utf-8"'])
      expect(
        (await post({ message: "café" }, { "content-type": `application/json;charset=${charset}` })).statusCode,
        charset,
      ).toBe(200);
  });

  it("rejects a JSON body sent without a Content-Type", async () => {
    const res = await app.inject({ method: "POST", url: CHAT, payload: Buffer.from('{"message":"hi"}') });
    expect(res.statusCode).toBeGreaterThanOrEqual(400);
    expect(res.statusCode).toBeLessThan(500);
    expect(Object.keys(res.json()).sort()).toEqual(["error", "message"]);
  });

  it("answers other methods with 405 and Allow", async () => {
    for (const method of ["GET", "PUT", "PATCH", "DELETE"] as const) {
      const res = await app.inject({ method, url: CHAT });
      expectApiError(res, 405, "method_not_allowed");
      expect(res.headers.allow).toBe("POST, OPTIONS");
    }
  });

  it("answers unknown API paths with a JSON 404", async () => {
    for (const url of ["/api/nope", "/api/troubleshooting-bot/extra", "/api"]) {
      const res = await app.inject({ method: "POST", url, headers: json, payload: "{}" });
      expectApiError(res, 404, "not_found");
    }
  });
});

describe("CORS", () => {
  it("answers a preflight from any origin, without credentials", async () => {
    const res = await app.inject({
      method: "OPTIONS",
      url: CHAT,
      headers: {
        origin: "https://partner.example",
        "access-control-request-method": "POST",
        "access-control-request-headers": "content-type",
      },
    });
    expect(res.statusCode).toBe(204);
    expect(res.headers["access-control-allow-origin"]).toBe("*");
    expect(res.headers["access-control-allow-methods"]).toContain("POST");
    expect(res.headers["access-control-allow-headers"]).toMatch(/content-type/i);
    expect(res.headers["access-control-allow-credentials"]).toBeUndefined();
  });

  it("adds the header to answers and errors alike", async () => {
    const ok = await post({ message: "hi" }, { ...json, origin: "https://partner.example" });
    expect(ok.headers["access-control-allow-origin"]).toBe("*");
    const bad = await post({ message: "" }, { ...json, origin: "https://partner.example" });
    expect(bad.headers["access-control-allow-origin"]).toBe("*");
  });

  it("answers a bare OPTIONS (no preflight headers) with a JSON 400 naming what a preflight needs", async () => {
    for (const url of [CHAT, "/api/nope"]) {
      const res = await app.inject({ method: "OPTIONS", url });
      expectApiError(res, 400, "invalid_preflight", /Access-Control-Request-Method/);
      expect(res.headers.allow).toBe("POST, OPTIONS");
    }
  });

  it("allows the wildcard subdomain patterns of CORS_ORIGINS (a Google Sites embed's host)", async () => {
    const strict = await buildApp({
      root,
      corsOrigins: parseCorsOrigins("https://partner.example,https://*.googleusercontent.com"),
    });
    try {
      const preflight = (origin: string) =>
        strict.inject({ method: "OPTIONS", url: CHAT, headers: { origin, "access-control-request-method": "POST" } });
      for (const origin of ["https://abc123-h5-sites.googleusercontent.com", "https://partner.example"]) {
        const res = await preflight(origin);
        expect(res.statusCode, origin).toBe(204);
        expect(res.headers["access-control-allow-origin"], origin).toBe(origin);
      }
      for (const origin of [
        "https://googleusercontent.com",
        "https://x.googleusercontent.com.evil.example",
        "http://x.googleusercontent.com",
      ])
        expect((await preflight(origin)).headers["access-control-allow-origin"], origin).toBeUndefined();
      const answer = await strict.inject({
        method: "POST",
        url: CHAT,
        headers: { ...json, origin: "https://abc123-h5-sites.googleusercontent.com" },
        payload: '{"message":"hi"}',
      });
      expect(answer.statusCode).toBe(200);
      expect(answer.headers["access-control-allow-origin"]).toBe("https://abc123-h5-sites.googleusercontent.com");
      expect(answer.headers.vary).toMatch(/origin/i);
    } finally {
      await strict.close();
    }
  });

  it("does not add CORS headers to the pages", async () => {
    const res = await app.inject({ url: "/", headers: { origin: "https://partner.example" } });
    expect(res.headers["access-control-allow-origin"]).toBeUndefined();
  });

  it("follows an allowlist from the environment", async () => {
    const strict = await buildApp({ root, corsOrigins: ["https://partner.example"] });
    try {
      const allowed = await strict.inject({
        method: "OPTIONS",
        url: CHAT,
        headers: { origin: "https://partner.example", "access-control-request-method": "POST" },
      });
      expect(allowed.headers["access-control-allow-origin"]).toBe("https://partner.example");
      expect(allowed.headers.vary).toMatch(/origin/i);
      const other = await strict.inject({
        method: "OPTIONS",
        url: CHAT,
        headers: { origin: "https://evil.example", "access-control-request-method": "POST" },
      });
      expect(other.headers["access-control-allow-origin"]).toBeUndefined();
    } finally {
      await strict.close();
    }
  });
});

describe("rate limiting", () => {
  it("answers 429 with Retry-After and a friendly message after the limit, per client", async () => {
    const limited = await buildApp({ root, rateLimitPerMinute: 3 });
    try {
      const send = (ip: string) =>
        limited.inject({
          method: "POST",
          url: CHAT,
          headers: { ...json, origin: "https://partner.example" },
          payload: '{"message":"hi"}',
          remoteAddress: ip,
        });
      for (let i = 0; i < 3; i++) expect((await send("10.0.0.1")).statusCode).toBe(200);
      const res = await send("10.0.0.1");
      expectApiError(res, 429, "rate_limited", /wait a minute/);
      expect(res.json().message).toContain(business.phone.display);
      expect(Number(res.headers["retry-after"])).toBeGreaterThan(0);
      expect(res.headers["access-control-allow-origin"]).toBe("*"); // the widget on a partner page can read it
      expect((await send("10.0.0.2")).statusCode).toBe(200); // another visitor is not affected
      // pages are not rate limited
      for (let i = 0; i < 5; i++)
        expect((await limited.inject({ url: "/", remoteAddress: "10.0.0.1" })).statusCode).toBe(200);
    } finally {
      await limited.close();
    }
  });
});

describe("GET /healthz", () => {
  it("says ok", async () => {
    const res = await app.inject({ url: "/healthz" });
    expect(res.statusCode).toBe(200);
    expect(res.json().status).toBe("ok");
  });
});

describe("static host", () => {
  it("serves the home page and folder pages with revalidation", async () => {
    for (const url of ["/", "/iphone-13-pro-repair/", "/pricing/"]) {
      const res = await app.inject({ url });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers["content-type"]).toBe("text/html; charset=utf-8");
      expect(res.headers["cache-control"]).toBe("no-cache");
      expect(res.headers.etag).toBeTruthy();
    }
  });

  it("answers a conditional request with 304", async () => {
    const first = await app.inject({ url: "/iphone-13-pro-repair/" });
    const again = await app.inject({
      url: "/iphone-13-pro-repair/",
      headers: { "if-none-match": String(first.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
  });

  it.each([
    ["/iphone-13-pro-repair", "/iphone-13-pro-repair/"],
    ["/iphone-13-pro-repair?utm_source=gbp&x=1", "/iphone-13-pro-repair/?utm_source=gbp&x=1"],
    ["/iphone-13-pro-repair/index.html", "/iphone-13-pro-repair/"],
    ["/iphone-13-pro-repair/index.html?ref=a", "/iphone-13-pro-repair/?ref=a"],
    ["/index.html", "/"],
    ["/pricing", "/pricing/"],
  ])("redirects %s to %s with 301", async (url, location) => {
    const res = await app.inject({ url });
    expect(res.statusCode).toBe(301);
    expect(res.headers.location).toBe(location);
  });

  it("answers HEAD like GET without a body", async () => {
    const res = await app.inject({ method: "HEAD", url: "/" });
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe("");
  });

  it("serves precompressed brotli and gzip by Accept-Encoding, with Vary", async () => {
    const plain = await app.inject({ url: "/" });
    const br = await app.inject({ url: "/", headers: { "accept-encoding": "gzip, deflate, br" } });
    expect(br.headers["content-encoding"]).toBe("br");
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(br.headers["content-type"]).toBe("text/html; charset=utf-8");
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
    const gz = await app.inject({ url: "/", headers: { "accept-encoding": "gzip" } });
    expect(gz.headers["content-encoding"]).toBe("gzip");
    expect(gunzipSync(gz.rawPayload).toString()).toBe(plain.body);
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.headers.vary).toMatch(/accept-encoding/i);
    const js = await app.inject({ url: "/widgets/repair-widgets.js", headers: { "accept-encoding": "br" } });
    expect(js.headers["content-encoding"]).toBe("br");
    expect(js.headers["content-type"]).toMatch(/javascript/);
  });

  it("caches hashed widget chunks for a year and revalidates entry files", async () => {
    const chunk = await app.inject({ url: "/widgets/chunks/chat-panel-B4xZ9_kQ.js" });
    expect(chunk.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    for (const url of ["/widgets/repair-widgets.js", "/widgets/repair-directions.js"]) {
      const entry = await app.inject({ url });
      expect(entry.statusCode).toBe(200);
      expect(entry.headers["cache-control"], url).toBe("no-cache");
    }
    expect((await app.inject({ url: "/robots.txt" })).headers["cache-control"]).toBe("no-cache");
    expect((await app.inject({ url: "/assets/logo.svg" })).headers["cache-control"]).toMatch(/max-age=\d+/);
  });

  it("lets partner pages load the widgets cross-origin", async () => {
    const res = await app.inject({ url: "/widgets/repair-widgets.js", headers: { origin: "https://partner.example" } });
    expect(res.headers["access-control-allow-origin"]).toBe("*");
    expect(res.headers["cross-origin-resource-policy"]).toBe("cross-origin");
  });

  it("answers unknown paths with the 404 page and status 404", async () => {
    for (const url of [
      "/nope",
      "/no-such-phone-repair/",
      "/iphone-13-pro-repair/extra",
      "/assets/logo.svg/",
      "/404.html",
      "/index.html.br",
    ]) {
      const res = await app.inject({ url });
      expect(res.statusCode, url).toBe(404);
      expect(res.headers["content-type"]).toBe("text/html; charset=utf-8");
      expect(res.body).toBe(NOT_FOUND_HTML);
      expect(res.body).toContain("Oops! Page not found");
      expect(res.body).toContain("Return to Home");
    }
  });

  it.each([
    "/../outside-secret.txt",
    "/..%2foutside-secret.txt",
    "/%2e%2e/outside-secret.txt",
    "/%2e%2e%2foutside-secret.txt",
    "/assets/..%2f..%2foutside-secret.txt",
    "/assets/%2e%2e/%2e%2e/outside-secret.txt",
    "/..\\outside-secret.txt",
    "/%5c..%5coutside-secret.txt",
    "//etc/passwd",
    "/.env",
    "/%2eenv",
    "/widgets/.vite/manifest.json",
    "/index.html%00.txt",
    "/%00",
    "/%",
    "/%zz",
    "/%E0%A4%A",
    "/%C0%AE%C0%AE/outside-secret.txt",
    "/assets//logo.svg",
  ])("never serves anything outside dist/ or hidden: %s gets 404 (inject; raw paths: server.test.ts)", async (url) => {
    const res = await app.inject({ url });
    expect(res.statusCode).toBe(404);
    expect(res.body).not.toContain("outside");
    expect(res.body).not.toContain("SECRET");
    expect(res.body).not.toContain('"isEntry"');
  });

  it("never redirects to another host", async () => {
    for (const url of ["//evil.example", "//evil.example/", "/\\evil.example", "///evil.example/%2e%2e"]) {
      const res = await app.inject({ url });
      expect(res.headers.location ?? "", url).not.toMatch(/evil/);
    }
  });
});

describe("security headers", () => {
  const sha = (text: string) => `'sha256-${createHash("sha256").update(text).digest("base64")}'`;

  it("sends a CSP our pages pass: scripts from our origin only, inline styles by hash, the map frame only", async () => {
    const res = await app.inject({ url: "/" });
    const csp = String(res.headers["content-security-policy"]);
    const directives = Object.fromEntries(
      csp.split(";").map((d) => {
        const [name, ...values] = d.trim().split(/\s+/);
        return [name, values];
      }),
    );
    expect(directives["default-src"]).toEqual(["'self'"]);
    expect(directives["script-src"]).toEqual(["'self'"]);
    expect(directives["style-src"]).toContain(sha(PAGE_STYLE));
    expect(directives["style-src"]).toContain(sha("color:red")); // the fixture's style attribute
    expect(directives["style-src"]).not.toContain("'unsafe-inline'");
    expect(directives["frame-src"]).toEqual(["https://www.google.com"]);
    expect(directives["connect-src"]).toEqual(["'self'"]);
    expect(directives["object-src"]).toEqual(["'none'"]);
    expect(csp).not.toMatch(/unsafe-eval/);
  });

  it("sends the other helmet headers on pages, API answers and 404s", async () => {
    for (const res of [
      await app.inject({ url: "/" }),
      await post({ message: "hi" }),
      await app.inject({ url: "/nope" }),
      await app.inject({ url: "/%" }),
    ]) {
      expect(res.headers["x-content-type-options"]).toBe("nosniff");
      expect(res.headers["content-security-policy"]).toBeTruthy();
      expect(res.headers["x-frame-options"]).toBe("SAMEORIGIN");
    }
    const page = await app.inject({ url: "/" });
    expect(page.headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
    expect(page.headers["strict-transport-security"]).toMatch(/max-age=/);
    expect(page.headers["x-powered-by"]).toBeUndefined();
  });
});

describe("without a dist/ folder", () => {
  it("still answers the chat and a 404 page", async () => {
    const bare = await buildApp({ root: `${root}-missing` });
    try {
      expect(
        (await bare.inject({ method: "POST", url: CHAT, headers: json, payload: '{"message":"hi"}' })).statusCode,
      ).toBe(200);
      const res = await bare.inject({ url: "/" });
      expect(res.statusCode).toBe(404);
      expect(res.body).toContain("Oops! Page not found");
    } finally {
      await bare.close();
    }
  });
});

describe("the services, in layers", () => {
  it("without a database: no booking service and nothing recorded, and the chat still answers", async () => {
    expect(app.db).toBeUndefined();
    expect(app.booking).toBeUndefined();
    expect(app.unanswered).toBeUndefined();
    expect((await post({ message: "do you have parking" })).statusCode).toBe(200);
  });

  it("with one: booking and the chat's recording share it, and closing the app closes it", async () => {
    const dataDir = await mkdtemp(path.join(TMP, "layers-"));
    try {
      const booked = await buildApp({ root, booking: { dataDir } });
      expect(booked.db).toBeDefined();
      expect(booked.booking?.store).toBeDefined();
      // Recording is the chat's own setting.
      expect(booked.unanswered !== undefined).toBe(chat.recordUnanswered);
      await booked.close();
      // One server owns a DATA_DIR: it is free again only once the app let go of its database.
      await (await openDatabase({ dataDir })).close();
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  });

  it.skipIf(!chat.recordUnanswered)(
    "records what the assistant could not answer by meaning: the same question in other words and in Spanish is one group",
    async () => {
      const dataDir = await mkdtemp(path.join(TMP, "topics-"));
      const recording = await buildApp({ root, booking: { dataDir } });
      try {
        const asked = ["do you sell cases?", "do you sell phone cases??", "¿venden fundas?"];
        for (const message of asked) {
          const res = await recording.inject({ method: "POST", url: "/api/troubleshooting-bot", payload: { message } });
          expect(res.statusCode, message).toBe(200);
        }
        // The write runs beside the answer: wait for all three to be counted.
        let groups: Awaited<ReturnType<NonNullable<typeof recording.unanswered>["top"]>> = [];
        await expect
          .poll(async () => {
            groups = await recording.unanswered!.top(0, 10);
            return groups.reduce((sum, g) => sum + g.count, 0);
          })
          .toBe(asked.length);
        expect(groups).toHaveLength(1);
      } finally {
        await recording.close();
        await rm(dataDir, { recursive: true, force: true });
      }
    },
  );
});

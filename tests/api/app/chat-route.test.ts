// POST /api/troubleshooting-bot through fastify.inject: the chat route's contract and every way a
// request to it can be wrong (size, type, charset, method, unknown API paths).
import { describe, expect, it } from "vitest";
import {
  BODY_LIMIT_BYTES,
  BODY_LIMIT_TEXT,
  MAX_HISTORY_CHARS,
  MAX_HISTORY_TURNS,
  MAX_MESSAGE_CHARS,
} from "#shop/chat-contract.ts";
import { modelPath, models } from "#shop/facts.ts";
import { CHAT, expectApiError, json, postChat, useFixtureApp } from "./fixture.ts";

const fixture = useFixtureApp();

const post = (payload: unknown, headers?: Record<string, string>) => postChat(fixture.app, payload, headers);

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
    const res = await fixture.app.inject({ method: "POST", url: CHAT, headers: json, payload });
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
    const res = await fixture.app.inject({ method: "POST", url: CHAT, payload: Buffer.from('{"message":"hi"}') });
    expect(res.statusCode).toBeGreaterThanOrEqual(400);
    expect(res.statusCode).toBeLessThan(500);
    expect(Object.keys(res.json()).sort()).toEqual(["error", "message"]);
  });

  it("answers other methods with 405 and Allow", async () => {
    for (const method of ["GET", "PUT", "PATCH", "DELETE"] as const) {
      const res = await fixture.app.inject({ method, url: CHAT });
      expectApiError(res, 405, "method_not_allowed");
      expect(res.headers.allow).toBe("POST, OPTIONS");
    }
  });

  it("answers unknown API paths with a JSON 404", async () => {
    for (const url of ["/api/nope", "/api/troubleshooting-bot/extra", "/api"]) {
      const res = await fixture.app.inject({ method: "POST", url, headers: json, payload: "{}" });
      expectApiError(res, 404, "not_found");
    }
  });
});

// CORS through fastify.inject: preflights from any origin without credentials, the wildcard subdomain
// patterns of CORS_ORIGINS, an allowlist from the environment, and none of it on the pages.
import { describe, expect, it } from "vitest";
import { buildApp } from "../../../api/app.ts";
import { parseCorsOrigins } from "../../../api/config.ts";
import { CHAT, expectApiError, json, postChat, useFixtureApp } from "./fixture.ts";

const fixture = useFixtureApp();

const post = (payload: unknown, headers?: Record<string, string>) => postChat(fixture.app, payload, headers);

describe("CORS", () => {
  it("answers a preflight from any origin, without credentials", async () => {
    const res = await fixture.app.inject({
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
      const res = await fixture.app.inject({ method: "OPTIONS", url });
      expectApiError(res, 400, "invalid_preflight", /Access-Control-Request-Method/);
      expect(res.headers.allow).toBe("POST, OPTIONS");
    }
  });

  it("allows the wildcard subdomain patterns of CORS_ORIGINS (a Google Sites embed's host)", async () => {
    const strict = await buildApp({
      root: fixture.root,
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
    const res = await fixture.app.inject({ url: "/", headers: { origin: "https://partner.example" } });
    expect(res.headers["access-control-allow-origin"]).toBeUndefined();
  });

  it("follows an allowlist from the environment", async () => {
    const strict = await buildApp({ root: fixture.root, corsOrigins: ["https://partner.example"] });
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

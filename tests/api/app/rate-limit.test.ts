// The chat's rate limit through fastify.inject: 429 with Retry-After and the shop's phone, per client,
// readable by a partner page, and never on the pages.
import { describe, expect, it } from "vitest";
import { buildApp } from "../../../api/app.ts";
import { business } from "#shop/facts.ts";
import { CHAT, expectApiError, json, useFixtureApp } from "./fixture.ts";

const fixture = useFixtureApp();

describe("rate limiting", () => {
  it("answers 429 with Retry-After and a friendly message after the limit, per client", async () => {
    const limited = await buildApp({ root: fixture.root, rateLimitPerMinute: 3 });
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

// The security headers through fastify.inject: a CSP the fixture's pages pass (inline styles by
// hash, scripts from our origin, the map frame only) and helmet's other headers everywhere.
import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { PAGE_STYLE } from "../../helpers/api-fixture.ts";
import { postChat, useFixtureApp } from "./fixture.ts";

const fixture = useFixtureApp();

const post = (payload: unknown, headers?: Record<string, string>) => postChat(fixture.app, payload, headers);

describe("security headers", () => {
  const sha = (text: string) => `'sha256-${createHash("sha256").update(text).digest("base64")}'`;

  it("sends a CSP our pages pass: scripts from our origin only, inline styles by hash, the map frame only", async () => {
    const res = await fixture.app.inject({ url: "/" });
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
      await fixture.app.inject({ url: "/" }),
      await post({ message: "hi" }),
      await fixture.app.inject({ url: "/nope" }),
      await fixture.app.inject({ url: "/%" }),
    ]) {
      expect(res.headers["x-content-type-options"]).toBe("nosniff");
      expect(res.headers["content-security-policy"]).toBeTruthy();
      expect(res.headers["x-frame-options"]).toBe("SAMEORIGIN");
    }
    const page = await fixture.app.inject({ url: "/" });
    expect(page.headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
    expect(page.headers["strict-transport-security"]).toMatch(/max-age=/);
    expect(page.headers["x-powered-by"]).toBeUndefined();
  });
});

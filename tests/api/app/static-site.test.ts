// The static host through fastify.inject over the fixture dist/: canonical URLs, 304s, HEAD,
// precompressed files, caching of the widgets, 404s, traversal, and no redirect to another host.
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { NOT_FOUND_HTML, NOT_FOUND_HTML_ES } from "../../helpers/api-fixture.ts";
import { useFixtureApp } from "./fixture.ts";

const fixture = useFixtureApp();

describe("static host", () => {
  it("serves the home page and folder pages with revalidation", async () => {
    for (const url of ["/", "/iphone-13-pro-repair/", "/pricing/"]) {
      const res = await fixture.app.inject({ url });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers["content-type"]).toBe("text/html; charset=utf-8");
      expect(res.headers["cache-control"]).toBe("no-cache");
      expect(res.headers.etag).toBeTruthy();
    }
  });

  it("answers a conditional request with 304", async () => {
    const first = await fixture.app.inject({ url: "/iphone-13-pro-repair/" });
    const again = await fixture.app.inject({
      url: "/iphone-13-pro-repair/",
      headers: { "if-none-match": String(first.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
  });

  it("answers an unknown path under a language's folder with that language's 404 page", async () => {
    for (const url of ["/es/nope", "/es/no-such-phone-repair/", "/es/iphone-99-repair/extra"]) {
      const res = await fixture.app.inject({ url });
      expect(res.statusCode, url).toBe(404);
      expect(res.body, url).toBe(NOT_FOUND_HTML_ES);
    }
    // A folder of no language's 404 page: the site's own.
    expect((await fixture.app.inject({ url: "/xx/nope" })).body).toBe(NOT_FOUND_HTML);
  });

  it.each([
    ["/iphone-13-pro-repair", "/iphone-13-pro-repair/"],
    ["/iphone-13-pro-repair?utm_source=gbp&x=1", "/iphone-13-pro-repair/?utm_source=gbp&x=1"],
    ["/iphone-13-pro-repair/index.html", "/iphone-13-pro-repair/"],
    ["/iphone-13-pro-repair/index.html?ref=a", "/iphone-13-pro-repair/?ref=a"],
    ["/index.html", "/"],
    ["/pricing", "/pricing/"],
  ])("redirects %s to %s with 301", async (url, location) => {
    const res = await fixture.app.inject({ url });
    expect(res.statusCode).toBe(301);
    expect(res.headers.location).toBe(location);
  });

  it("answers HEAD like GET without a body", async () => {
    const res = await fixture.app.inject({ method: "HEAD", url: "/" });
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe("");
  });

  it("serves precompressed brotli and gzip by Accept-Encoding, with Vary", async () => {
    const plain = await fixture.app.inject({ url: "/" });
    const br = await fixture.app.inject({ url: "/", headers: { "accept-encoding": "gzip, deflate, br" } });
    expect(br.headers["content-encoding"]).toBe("br");
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(br.headers["content-type"]).toBe("text/html; charset=utf-8");
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
    const gz = await fixture.app.inject({ url: "/", headers: { "accept-encoding": "gzip" } });
    expect(gz.headers["content-encoding"]).toBe("gzip");
    expect(gunzipSync(gz.rawPayload).toString()).toBe(plain.body);
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.headers.vary).toMatch(/accept-encoding/i);
    const js = await fixture.app.inject({ url: "/widgets/repair-widgets.js", headers: { "accept-encoding": "br" } });
    expect(js.headers["content-encoding"]).toBe("br");
    expect(js.headers["content-type"]).toMatch(/javascript/);
  });

  it("caches hashed widget chunks for a year and revalidates entry files", async () => {
    const chunk = await fixture.app.inject({ url: "/widgets/chunks/chat-panel-B4xZ9_kQ.js" });
    expect(chunk.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    for (const url of ["/widgets/repair-widgets.js", "/widgets/repair-directions.js"]) {
      const entry = await fixture.app.inject({ url });
      expect(entry.statusCode).toBe(200);
      expect(entry.headers["cache-control"], url).toBe("no-cache");
    }
    expect((await fixture.app.inject({ url: "/robots.txt" })).headers["cache-control"]).toBe("no-cache");
    expect((await fixture.app.inject({ url: "/assets/logo.svg" })).headers["cache-control"]).toMatch(/max-age=\d+/);
  });

  it("lets partner pages load the widgets cross-origin", async () => {
    const res = await fixture.app.inject({
      url: "/widgets/repair-widgets.js",
      headers: { origin: "https://partner.example" },
    });
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
      const res = await fixture.app.inject({ url });
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
    const res = await fixture.app.inject({ url });
    expect(res.statusCode).toBe(404);
    expect(res.body).not.toContain("outside");
    expect(res.body).not.toContain("SECRET");
    expect(res.body).not.toContain('"isEntry"');
  });

  it("never redirects to another host", async () => {
    for (const url of ["//evil.example", "//evil.example/", "/\\evil.example", "///evil.example/%2e%2e"]) {
      const res = await fixture.app.inject({ url });
      expect(res.headers.location ?? "", url).not.toMatch(/evil/);
    }
  });
});

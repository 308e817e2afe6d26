// CHAT_API_URL, the build setting for a site on a static host whose chat API runs on another
// address: the pages' <repair-chat> names that origin in its api attribute, and the
// Content-Security-Policy's connect-src lists it, the same from the server and from dist/_headers.
// Without it the build is what it always was. Real Eleventy builds of a copy of site/ (no widgets:
// the pages and the headers step are what the setting changes), a real server on loopback.
import { budget } from "../helpers/budget.ts";
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../../api/app.ts";
import { CSP_FILE, HEADERS_FILE } from "../../api/site-headers.ts";
import { writeSiteHeaders } from "../../scripts/build/header-files.ts";
import numbers from "../../site/_data/numbers.ts";
import { chatApiOriginOf } from "../../site/ui/chat-api.ts";
import { buildFixture, removeFixture, type FixtureBuild } from "../helpers/build-fixture.ts";
import { A_MODEL_PAGE, loadPages, type BuiltPage } from "../helpers/built-site.ts";
import { expectHeadersFileMatchesServer, parseHeadersFile } from "../helpers/headers-file.ts";

const API = "https://api.example-repair.test";

describe("chatApiOriginOf (the CHAT_API_URL rule)", () => {
  it.each([
    [{}, null],
    [{ CHAT_API_URL: "" }, null],
    [{ CHAT_API_URL: "   " }, null],
    [{ CHAT_API_URL: API }, API],
    [{ CHAT_API_URL: `${API}/` }, API], // the trailing slash is the origin itself
    [{ CHAT_API_URL: ` ${API} ` }, API],
    [{ CHAT_API_URL: "https://API.Example-Repair.test:8443" }, "https://api.example-repair.test:8443"],
    [{ CHAT_API_URL: "https://api.example-repair.test:443" }, API], // the default port is dropped
    [{ CHAT_API_URL: "http://localhost:8787" }, "http://localhost:8787"],
    [{ CHAT_API_URL: "http://127.0.0.1:8787/" }, "http://127.0.0.1:8787"],
    [{ CHAT_API_URL: "http://api.example-repair.test", LOCAL_BUILD: "1" }, "http://api.example-repair.test"],
    [{ CHAT_API_URL: API, NODE_ENV: "production" }, API],
  ])("%o gives %s", (env, expected) => {
    expect(chatApiOriginOf(env)).toBe(expected);
  });

  it.each([
    ["api.example-repair.test", /is not an absolute URL/],
    ["/api", /is not an absolute URL/],
    ["ftp://api.example-repair.test", /is not an http\(s\) address/],
    ["wss://api.example-repair.test", /is not an http\(s\) address/],
    [`${API}/api/troubleshooting-bot`, /has a path, query or fragment/],
    [`${API}/chat/`, /has a path, query or fragment/],
    [`${API}/?x=1`, /has a path, query or fragment/],
    [`${API}?`, /has a path, query or fragment/],
    [`${API}#chat`, /has a path, query or fragment/],
    ["https://user:secret@api.example-repair.test", /has a user name or password/],
    ["http://api.example-repair.test", /is http:\/\/ on a public address/],
    ["http://192.168.1.20:8080", /is http:\/\/ on a public address/],
  ])("%s is refused, naming CHAT_API_URL and the form it wants", (value, reason) => {
    expect(() => chatApiOriginOf({ CHAT_API_URL: value, LOCAL_BUILD: "0" })).toThrow(reason);
    expect(() => chatApiOriginOf({ CHAT_API_URL: value })).toThrow(`CHAT_API_URL "${value.trim()}"`);
    expect(() => chatApiOriginOf({ CHAT_API_URL: value })).toThrow("CHAT_API_URL=https://");
  });
});

const chats = (p: BuiltPage) =>
  p
    .$("repair-chat")
    .toArray()
    .map((el) => p.$(el));
const connectSrc = (csp: string | null | undefined) => (csp ?? "").split(";").find((d) => d.startsWith("connect-src"));
const cspOfHeadersFile = (dist: string) =>
  parseHeadersFile(readFileSync(path.join(dist, HEADERS_FILE), "utf8"))
    .find((r) => r.pattern === "/*")
    ?.headers.find(([name]) => name === "content-security-policy")?.[1];

describe("a build with and without CHAT_API_URL", () => {
  let withApi: FixtureBuild;
  let plain: FixtureBuild;
  let refused: FixtureBuild;
  const servers: FastifyInstance[] = [];

  beforeAll(async () => {
    // Two cores: the two builds side by side, the refused one (it stops at once) after them.
    [withApi, plain] = await Promise.all([
      buildFixture("chat-api-url", () => {}, { CHAT_API_URL: `${API}/` }),
      buildFixture("chat-api-url-unset", () => {}, { CHAT_API_URL: "" }),
    ]);
    expect(withApi.ok, withApi.output).toBe(true);
    expect(plain.ok, plain.output).toBe(true);
    // The build's last step, as npm run build runs it after Eleventy.
    await Promise.all([writeSiteHeaders(withApi.dist), writeSiteHeaders(plain.dist)]);
    refused = await buildFixture("chat-api-url-refused", () => {}, {
      CHAT_API_URL: "http://api.example-repair.test/chat",
    });
  }, budget(240_000));

  afterAll(async () => {
    await Promise.all(servers.map((s) => s.close()));
    for (const build of [withApi, plain, refused]) removeFixture(build);
  });

  async function serve(dist: string): Promise<string> {
    const app = await buildApp({ root: dist, rateLimitPerMinute: 1_000_000 });
    servers.push(app);
    return app.listen({ port: 0, host: "127.0.0.1" });
  }

  it("gives every page's chat the api attribute with the origin (trailing slash dropped)", () => {
    const pages = loadPages(withApi.dist);
    expect(pages.length).toBeGreaterThan(10);
    for (const p of pages) {
      const found = chats(p);
      expect(found.length, p.path).toBeGreaterThan(0);
      for (const chat of found) expect(chat.attr("api"), p.path).toBe(API);
      // The owner's numbers go to the same API.
      expect(p.$('script[src="/assets/beacon.js"]').attr("data-api"), p.path).toBe(numbers.enabled ? API : undefined);
    }
    // The /embed/ page's snippets hand partners the same address.
    const embed = pages.find((p) => p.path === "/embed/")!;
    expect(embed.$("pre, code").text()).toContain(`<repair-chat mode="inline" api="${API}"></repair-chat>`);
  });

  it("leaves the pages as they were without it: no api attribute, the rest byte for byte the same", () => {
    const pages = loadPages(plain.dist);
    const withApiPages = new Map(loadPages(withApi.dist).map((p) => [p.path, p.html]));
    expect([...withApiPages.keys()]).toEqual(pages.map((p) => p.path));
    for (const p of pages) {
      for (const chat of chats(p)) expect(chat.attr("api"), p.path).toBeUndefined();
      // /embed/ (and its Spanish twin) also words the api attribute's row differently; every other page differs only by it.
      // /book/'s form posts to the booking API beside the chat's.
      const same = withApiPages
        .get(p.path)!
        .replaceAll(` api="${API}"`, "")
        .replaceAll(` data-api="${API}"`, "")
        .replaceAll(`action="${API}/api/bookings"`, 'action="/api/bookings"');
      if (!p.path.endsWith("/embed/")) expect(same, p.path).toBe(p.html);
    }
  });

  it("carries the origin in dist/.csp.json only when set (the unset file is as before)", () => {
    const built = JSON.parse(readFileSync(path.join(withApi.dist, CSP_FILE), "utf8")) as Record<string, unknown>;
    expect(built.connect).toEqual([API]);
    const before = JSON.parse(readFileSync(path.join(plain.dist, CSP_FILE), "utf8")) as Record<string, unknown>;
    expect(Object.keys(before)).toEqual(["elements", "attributes"]);
  });

  it("lists the origin in connect-src, from the server and from dist/_headers alike", async () => {
    expect(connectSrc(cspOfHeadersFile(withApi.dist))).toBe(`connect-src 'self' ${API}`);
    const server = await serve(withApi.dist);
    const home = await fetch(`${server}/`);
    expect(home.status).toBe(200);
    expect(connectSrc(home.headers.get("content-security-policy"))).toBe(`connect-src 'self' ${API}`);
    // Also the policy sent before any hook runs (a malformed URL gets the 404 page).
    const malformed = await fetch(`${server}/%E0%A4%A/`);
    expect(malformed.status).toBe(404);
    expect(connectSrc(malformed.headers.get("content-security-policy"))).toBe(`connect-src 'self' ${API}`);
    await expectHeadersFileMatchesServer(withApi.dist, server, [
      "/",
      A_MODEL_PAGE,
      "/pricing/",
      "/embed/",
      "/sitemap.xml",
    ]);
  });

  it("keeps connect-src 'self' alone without it, from the server and from dist/_headers", async () => {
    expect(connectSrc(cspOfHeadersFile(plain.dist))).toBe("connect-src 'self'");
    const server = await serve(plain.dist);
    expect(connectSrc((await fetch(`${server}/`)).headers.get("content-security-policy"))).toBe("connect-src 'self'");
    await expectHeadersFileMatchesServer(plain.dist, server, ["/", A_MODEL_PAGE]);
  });

  it("stops on an unusable value before writing anything, naming CHAT_API_URL", () => {
    expect(refused.ok).toBe(false);
    expect(refused.output).toContain(
      'Refusing to build: CHAT_API_URL "http://api.example-repair.test/chat" has a path',
    );
    expect(refused.output).toContain("CHAT_API_URL=https://api.your-shop.com");
    expect(existsSync(path.join(refused.dist, "index.html"))).toBe(false);
  });
});

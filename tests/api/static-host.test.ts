// The static host while dist/ changes under it (a rebuild while serving), the CSP hashes read from
// the build's dist/.csp.json, and the build's dist/_headers against what the server really sends.
// A real listening server over a fixture dist/ of its own.
import { budget } from "../helpers/budget.ts";
import { mkdir, readFile, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { buildApp } from "../../api/app.ts";
import { CSP_FILE, HEADERS_FILE } from "../../api/site-headers.ts";
import { SITE_CSS_FILE } from "../../site/ui/site-css.ts";
import { writeSiteHeaders } from "../../scripts/build/header-files.ts";
import { A_MODEL_PAGE, DIST } from "../helpers/built-site.ts";
import { NOT_FOUND_HTML, page, useFixtureServer } from "../helpers/api-fixture.ts";
import { expectHeadersFileMatchesServer } from "../helpers/headers-file.ts";

const server = useFixtureServer();

async function get(url: string, headers: Record<string, string> = {}) {
  const res = await fetch(server.base + url, { headers, redirect: "manual" });
  // A file rewritten while it is sent may arrive short: the status is what is asserted here.
  const body = await res.text().catch(() => "");
  return { status: res.status, headers: res.headers, body };
}

const write = async (rel: string, content: string) => {
  await mkdir(path.dirname(path.join(server.root, rel)), { recursive: true });
  await writeFile(path.join(server.root, rel), content);
};

describe("a rebuild while serving", () => {
  it(
    "never answers 5xx while files appear and disappear, then serves the new files and 404s the rest at once",
    async () => {
      const pages = Array.from({ length: 30 }, (_, i) => `churn-${i}-repair`);
      const statuses = new Map<number, number>();
      let building = true;

      // A rebuild as Eleventy, Vite and the compressor do it: folders emptied and written again, pages
      // and their .br siblings rewritten in place, the 404 page and the CSP file replaced.
      const rebuild = async () => {
        // Long enough for the old host's throttled rescans (every 2 s) to meet a vanished file.
        const until = Date.now() + 6000;
        for (let round = 0; round < 5 || Date.now() < until; round++) {
          await Promise.all(pages.map((p) => rm(path.join(server.root, p), { recursive: true, force: true })));
          await rm(path.join(server.root, "404.html"), { force: true });
          await rm(path.join(server.root, CSP_FILE), { force: true });
          await write(CSP_FILE, '{"elements": ['); // half written
          for (const p of pages) await write(`${p}/index.html`, page(`${p} round ${round}`));
          await write("404.html", NOT_FOUND_HTML);
          await write(CSP_FILE, JSON.stringify({ elements: [], attributes: [] }));
        }
        await writeSiteHeaders(server.root);
        building = false;
      };
      const visitor = async (n: number) => {
        for (let i = 0; building; i++) {
          const p = pages[(n * 7 + i) % pages.length]!;
          for (const url of [`/${p}/`, `/${p}`, `/no-such-page-${i}/`, "/", `/${p}/index.html`]) {
            const { status } = await get(url, i % 2 ? { "accept-encoding": "br" } : {});
            statuses.set(status, (statuses.get(status) ?? 0) + 1);
          }
        }
      };
      await Promise.all([rebuild(), ...[0, 1, 2, 3].map(visitor)]);

      const codes = [...statuses.keys()].sort();
      expect(
        codes.filter((s) => s >= 500),
        JSON.stringify(Object.fromEntries(statuses)),
      ).toEqual([]);
      expect(
        codes.every((s) => [200, 301, 404].includes(s)),
        JSON.stringify(Object.fromEntries(statuses)),
      ).toBe(true);

      // After the rebuild: unknown paths get the 404 page, and a file added now is served at once.
      const missing = await get("/still-no-such-page/");
      expect(missing.status).toBe(404);
      expect(missing.body).toBe(NOT_FOUND_HTML);
      await write("iphone-99-repair/index.html", page("iPhone 99 Repair"));
      await write("widgets/chunks/late-Zq81xY_w.js", "export const late = 1;\n");
      const added = await get("/iphone-99-repair/");
      expect(added.status).toBe(200);
      expect(added.body).toContain("iPhone 99 Repair");
      const chunk = await get("/widgets/chunks/late-Zq81xY_w.js");
      expect(chunk.status).toBe(200);
      expect(chunk.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
      expect((await get("/iphone-99-repair")).headers.get("location")).toBe("/iphone-99-repair/");

      // And a file removed is gone at once.
      await rm(path.join(server.root, "iphone-99-repair"), { recursive: true });
      expect((await get("/iphone-99-repair/")).status).toBe(404);
    },
    budget(180_000),
  );

  it("answers the built-in 404 page while dist/ has none, and the new one as soon as it is there", async () => {
    await rm(path.join(server.root, "404.html"));
    const bare = await get("/nope/");
    expect(bare.status).toBe(404);
    expect(bare.body).toContain("Oops! Page not found");
    await write("404.html", NOT_FOUND_HTML);
    expect((await get("/nope/")).body).toBe(NOT_FOUND_HTML);
  });
});

describe("what the host never serves", () => {
  it.each([
    `/${HEADERS_FILE}`,
    `/${CSP_FILE}`,
    `/${SITE_CSS_FILE}`,
    "/_redirects",
    "/404.html",
    "/index.html.br",
    "/iphone-13-pro-repair/index.html.gz",
    "/iphone-13-pro-repair/%69ndex.html",
    "/no-such-folder/index.html",
    "/widgets/.vite/manifest.json",
  ])("%s gets the 404 page", async (url) => {
    await write("_redirects", "/old /new 301\n");
    const res = await get(url);
    expect(res.status).toBe(404);
    expect(res.body).toBe(NOT_FOUND_HTML);
  });
});

describe("CSP style hashes from the build", () => {
  const styleSrc = async () => {
    const csp = (await get("/")).headers.get("content-security-policy") ?? "";
    return csp.split(";").find((d) => d.startsWith("style-src")) ?? "";
  };

  it("are read from dist/.csp.json, not from the pages, and follow a rebuild without a restart", async () => {
    const built = JSON.parse(await readFile(path.join(server.root, CSP_FILE), "utf8")) as {
      elements: string[];
      attributes: string[];
    };
    expect(built.attributes.length).toBeGreaterThan(0); // the fixture's style="" attribute
    expect(built.elements.length).toBeGreaterThan(0);
    // Another test rewrote the file a moment ago: the server re-reads it at most once a second.
    await expect
      .poll(styleSrc, { timeout: budget(30_000), interval: 200 })
      .toBe(`style-src 'self' ${built.elements.join(" ")} 'unsafe-hashes' ${built.attributes.join(" ")}`);

    // A rebuild with a new inline style: the next policy (checked at most once a second) has it.
    const newStyle = "'sha256-AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA='";
    await writeFile(path.join(server.root, CSP_FILE), JSON.stringify({ elements: [newStyle], attributes: [] }));
    await expect.poll(styleSrc, { timeout: budget(30_000), interval: 200 }).toBe(`style-src 'self' ${newStyle}`);

    // A broken file (a build cut short) keeps the last good policy.
    await writeFile(path.join(server.root, CSP_FILE), "{ not json");
    await new Promise((resolve) => setTimeout(resolve, 1100)); // past the once-a-second check, so it is read
    for (let i = 0; i < 3; i++) expect(await styleSrc()).toBe(`style-src 'self' ${newStyle}`);

    await writeSiteHeaders(server.root);
    await expect.poll(styleSrc, { timeout: budget(30_000), interval: 200 }).toContain(built.elements[0]!);
  });
});

describe("dist/_headers", () => {
  it("holds exactly the headers the server sends for a page, a widget entry, a chunk and an asset", async () => {
    await writeSiteHeaders(server.root);
    await expectHeadersFileMatchesServer(server.root, server.base, [
      "/",
      "/iphone-13-pro-repair/",
      "/widgets/repair-widgets.js",
      "/widgets/chunks/chat-panel-B4xZ9_kQ.js",
      "/assets/logo.svg",
      "/robots.txt",
    ]);
  });

  it("does so for the real build too (dist/, when built)", async (context) => {
    const built = await readFile(path.join(DIST, HEADERS_FILE), "utf8").catch(() => null);
    if (built === null) return context.skip("no dist/_headers: run npm run build");
    const { readdir } = await import("node:fs/promises");
    const chunk = (await readdir(path.join(DIST, "widgets", "chunks"))).find((f) => f.endsWith(".js"));
    const real = await buildApp({ root: DIST });
    try {
      const server = await real.listen({ port: 0, host: "127.0.0.1" });
      await expectHeadersFileMatchesServer(DIST, server, [
        "/",
        A_MODEL_PAGE,
        "/pricing/",
        "/widgets/repair-widgets.js",
        `/widgets/chunks/${chunk}`,
        "/assets/favicon.svg",
        "/sitemap.xml",
      ]);
    } finally {
      await real.close();
    }
  });
});

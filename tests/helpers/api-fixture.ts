// A tiny dist/ of our own, so the API tests don't depend on the site or widget builds being done.
// Its pages have the shapes the real build produces: folder pages, a 404 page, inline <style> and
// JSON-LD, the widget entry plus a hashed chunk, and things that must never be served; and, as the
// build writes it, the CSS its pages inline (.site.css), which the server inlines into its own pages.
import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll } from "vitest";
import { buildApp } from "../../api/app.ts";
import type { AppOptions } from "../../api/config.ts";
import { compressDir } from "../../scripts/build/compress.ts";
import { writeSiteHeaders } from "../../scripts/build/header-files.ts";
import { SITE_CSS_FILE } from "../../site/ui/site-css.ts";

export const TMP = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..", ".tmp");

export const PAGE_STYLE = "body{font-family:system-ui;margin:0}.hero{padding:2rem;color:#123}";
const filler = "<p>" + "Same-day iPhone repair in Macon, GA. ".repeat(60) + "</p>";

export const page = (title: string, extra = "") =>
  `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${title}</title><style>${PAGE_STYLE}</style>` +
  `<script type="application/ld+json">{"@type":"LocalBusiness"}</script></head>` +
  `<body><h1 style="color:red">${title}</h1>${filler}${extra}<script type="module" src="/widgets/repair-widgets.js"></script></body></html>`;

export const NOT_FOUND_HTML = page("Oops! Page not found", '<a href="/">Return to Home</a>');
/** The Spanish twin's 404 page, as a build with "es" in its languages writes it (es/404.html). */
export const NOT_FOUND_HTML_ES = page("Página no encontrada", '<a href="/es/">Volver al inicio</a>');

/** `siteCss`: the CSS the server's own pages inline (the pages' PAGE_STYLE unless given). */
export async function makeFixtureDist({ siteCss = PAGE_STYLE }: { siteCss?: string } = {}): Promise<string> {
  await mkdir(TMP, { recursive: true });
  const root = await mkdtemp(path.join(TMP, "dist-"));
  const files: Record<string, string> = {
    "index.html": page("Home"),
    "404.html": NOT_FOUND_HTML,
    "es/404.html": NOT_FOUND_HTML_ES,
    "iphone-13-pro-repair/index.html": page("iPhone 13 Pro Repair"),
    "pricing/index.html": page("Pricing"),
    "widgets/repair-widgets.js": `export const entry = true;\n${"// widget entry\n".repeat(50)}`,
    "widgets/repair-directions.js": "export const alsoEntry = true;\n",
    "widgets/chunks/chat-panel-B4xZ9_kQ.js": `export const chunk = 1;\n${"// hashed chunk\n".repeat(50)}`,
    "widgets/.vite/manifest.json": JSON.stringify({ "widgets/main.tsx": { file: "repair-widgets.js", isEntry: true } }),
    "assets/logo.svg": `<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><rect width="10" height="10"/></svg>`,
    "robots.txt": "User-agent: *\nAllow: /\n",
    ".env": "SECRET=do-not-serve\n",
    [SITE_CSS_FILE]: siteCss,
  };
  for (const [rel, content] of Object.entries(files)) {
    await mkdir(path.dirname(path.join(root, rel)), { recursive: true });
    await writeFile(path.join(root, rel), content);
  }
  await compressDir(root);
  await writeSiteHeaders(root); // the build's last step: dist/.csp.json and dist/_headers
  // A file next to dist/ that traversal attempts aim for.
  await writeFile(path.join(root, "..", "outside-secret.txt"), "outside\n").catch(() => undefined);
  return root;
}

export async function removeFixture(root: string): Promise<void> {
  await rm(root, { recursive: true, force: true });
}

/**
 * The app serving a fresh fixture dist/ on a free loopback port, for a test file's beforeAll (with a
 * rate limit no test reaches unless `options` sets one); stopFixtureServer in its afterAll.
 */
export async function startFixtureServer(
  options: Omit<AppOptions, "root"> = {},
): Promise<{ root: string; app: FastifyInstance; base: string }> {
  const root = await makeFixtureDist();
  const app = await buildApp({ root, rateLimitPerMinute: 1_000_000, ...options });
  const base = await app.listen({ port: 0, host: "127.0.0.1" });
  return { root, app, base };
}

export async function stopFixtureServer(server: { root?: string; app?: FastifyInstance }): Promise<void> {
  await server.app?.close();
  if (server.root) await removeFixture(server.root);
}

/** A fixture server for a whole test file: started in its beforeAll, stopped in its afterAll. */
export function useFixtureServer(options: Omit<AppOptions, "root"> = {}): {
  root: string;
  app: FastifyInstance;
  base: string;
} {
  const server = {} as { root: string; app: FastifyInstance; base: string };
  beforeAll(async () => {
    Object.assign(server, await startFixtureServer(options));
  });
  afterAll(() => stopFixtureServer(server));
  return server;
}

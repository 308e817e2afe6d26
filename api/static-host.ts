// The thin static host over dist/. It serves only files it found in dist/ (a manifest built by
// walking the folder), so no request path is ever joined onto the file system: traversal, encoded
// slashes, NUL bytes and dotfiles simply are not in the manifest and get the 404 page.
//
// One canonical URL per page: /iphone-13-pro-repair/ (the folder form). /iphone-13-pro-repair and
// /iphone-13-pro-repair/index.html redirect there with 301, keeping the query string.
// Files go out through @fastify/static's sendFile with `preCompressed`, so the .br/.gz siblings made
// by scripts/compress.ts are chosen by Accept-Encoding (with Vary), and ETag/Last-Modified give 304s.
import { createHash } from "node:crypto";
import { readFile, readdir } from "node:fs/promises";
import path from "node:path";
import fastifyStatic from "@fastify/static";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";

export const IMMUTABLE = "public, max-age=31536000, immutable";
export const REVALIDATE = "no-cache";
export const SHORT = "public, max-age=3600";

/** Vite/rolldown's default chunk names end in -[hash] (8 url-safe base64 chars). */
const HASHED_NAME = /[-.]([A-Za-z0-9_-]{8,})\.(?:js|mjs|css|map|woff2?|png|jpe?g|webp|avif|svg)$/;
const REVALIDATED_TYPES = /\.(?:html|xml|txt|json|webmanifest)$/;

interface Manifest {
  /** URL path (decoded) -> file path relative to the root, with a leading slash. */
  files: Map<string, string>;
  /** URL paths that redirect (301) to their canonical form. */
  redirects: Map<string, string>;
  /** Widget files that are entries (stable names): they revalidate even if they look hashed. */
  widgetEntries: Set<string>;
  /** sha256 sources of the inline <style> elements and style attributes of the pages. */
  styleHashes: Set<string>;
  styleAttrHashes: Set<string>;
}

async function walk(root: string, dir = ""): Promise<string[]> {
  let entries;
  try {
    entries = await readdir(path.join(root, dir), { withFileTypes: true });
  } catch {
    return [];
  }
  const out: string[] = [];
  for (const entry of entries) {
    if (entry.name.startsWith(".")) continue; // dotfiles and .vite/ are never served
    const rel = dir ? `${dir}/${entry.name}` : entry.name;
    if (entry.isDirectory()) out.push(...(await walk(root, rel)));
    else if (entry.isFile()) out.push(rel);
  }
  return out;
}

const sha256 = (text: string) => `'sha256-${createHash("sha256").update(text, "utf8").digest("base64")}'`;

const decodeEntities = (s: string) =>
  s
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&amp;/g, "&");

/** Collects the CSP hashes of a page's inline styles: <style> contents and style="" attributes. */
export function inlineStyleHashes(html: string, elements: Set<string>, attributes: Set<string>): void {
  for (const m of html.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style>/gi)) elements.add(sha256(m[1] ?? ""));
  for (const m of html.matchAll(/<[a-z][^>]*?\sstyle=("([^"]*)"|'([^']*)')/gi))
    attributes.add(sha256(decodeEntities(m[2] ?? m[3] ?? "")));
}

async function readWidgetEntries(root: string): Promise<Set<string>> {
  const entries = new Set<string>();
  try {
    const manifest = JSON.parse(await readFile(path.join(root, "widgets", ".vite", "manifest.json"), "utf8")) as Record<
      string,
      { file?: string; isEntry?: boolean }
    >;
    for (const chunk of Object.values(manifest)) if (chunk.isEntry && chunk.file) entries.add(`/widgets/${chunk.file}`);
  } catch {
    // no widget build (yet), or no manifest: file names decide
  }
  return entries;
}

export async function buildManifest(root: string): Promise<Manifest> {
  const files = new Map<string, string>();
  const redirects = new Map<string, string>();
  const styleHashes = new Set<string>();
  const styleAttrHashes = new Set<string>();
  for (const rel of await walk(root)) {
    if (/\.(?:br|gz)$/.test(rel)) continue; // served only as encodings of their original
    const file = `/${rel}`;
    if (rel.endsWith(".html")) inlineStyleHashes(await readFile(path.join(root, rel), "utf8"), styleHashes, styleAttrHashes);
    if (rel === "404.html") continue; // only ever sent by the not-found handler, with status 404
    if (rel === "index.html" || rel.endsWith("/index.html")) {
      const dirUrl = file.slice(0, -"index.html".length); // "/" or "/iphone-13-pro-repair/"
      files.set(dirUrl, file);
      redirects.set(file, dirUrl);
      if (dirUrl !== "/") redirects.set(dirUrl.slice(0, -1), dirUrl);
    } else {
      files.set(file, file);
    }
  }
  return { files, redirects, widgetEntries: await readWidgetEntries(root), styleHashes, styleAttrHashes };
}

/** Decodes a raw request path into manifest form; null when it is malformed or could not name a file in dist/. */
export function decodeRequestPath(rawPath: string): string | null {
  if (!rawPath.startsWith("/") || rawPath.length > 1024) return null;
  const segments = rawPath.split("/").slice(1);
  const decoded: string[] = [];
  for (let i = 0; i < segments.length; i++) {
    const raw = segments[i] ?? "";
    let seg: string;
    try {
      seg = raw.includes("%") ? decodeURIComponent(raw) : raw;
    } catch {
      return null;
    }
    const last = i === segments.length - 1;
    if (seg === "" && !last) return null; // "//"
    if (seg === "." || seg === ".." || seg.startsWith(".")) return null;
    if (/[/\\\0]/.test(seg) || /[\u0000-\u001f\u007f]/.test(seg)) return null;
    decoded.push(seg);
  }
  return `/${decoded.join("/")}`;
}

export function cacheControlFor(urlPath: string, entries: ReadonlySet<string>): string {
  if (urlPath.endsWith("/") || REVALIDATED_TYPES.test(urlPath)) return REVALIDATE;
  if (urlPath.startsWith("/widgets/")) {
    if (entries.has(urlPath)) return REVALIDATE;
    if (urlPath.startsWith("/widgets/chunks/")) return IMMUTABLE; // vite.config.ts: chunks/[name]-[hash].js
    const hash = HASHED_NAME.exec(urlPath)?.[1];
    // A real content hash mixes cases or digits; "repair-directions.js" is a name, not a hash.
    return hash && /[0-9A-Z_]/.test(hash) ? IMMUTABLE : REVALIDATE;
  }
  return SHORT;
}

export interface StaticHost {
  /** The current CSP style-src sources (hashes of the pages' inline styles). */
  styleSources(): { elements: string[]; attributes: string[] };
  notFoundPage(): Promise<string>;
}

const FALLBACK_404 =
  '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Page not found</title></head>' +
  '<body><h1>Oops! Page not found</h1><p><a href="/">Return to Home</a></p></body></html>';

export async function registerStaticHost(app: FastifyInstance, root: string): Promise<StaticHost> {
  let manifest = await buildManifest(root);
  let scannedAt = Date.now();
  let rescan: Promise<void> | null = null;
  let notFoundHtml: string | null = null;

  /** Files added after start-up (a later widget build) are picked up by a throttled rescan on a miss. */
  async function refresh(): Promise<void> {
    if (Date.now() - scannedAt < 2000) return;
    rescan ??= buildManifest(root).then((m) => {
      manifest = m;
      scannedAt = Date.now();
      notFoundHtml = null;
      rescan = null;
    });
    await rescan;
  }

  await app.register(fastifyStatic, {
    root,
    serve: false,
    preCompressed: true,
    cacheControl: false, // we set Cache-Control per file below
    dotfiles: "deny",
    index: false,
  });

  async function serve(request: FastifyRequest, reply: FastifyReply) {
    const raw = request.raw.url ?? "/";
    const q = raw.indexOf("?");
    const rawPath = q === -1 ? raw : raw.slice(0, q);
    const query = q === -1 ? "" : raw.slice(q);
    const urlPath = decodeRequestPath(rawPath);
    if (urlPath === null || urlPath.startsWith("/api/")) return reply.callNotFound();

    let file = manifest.files.get(urlPath);
    let target = manifest.redirects.get(urlPath);
    if (file === undefined && target === undefined) {
      await refresh();
      file = manifest.files.get(urlPath);
      target = manifest.redirects.get(urlPath);
    }
    if (target !== undefined) return reply.redirect(target + query, 301);
    if (file === undefined) return reply.callNotFound();

    reply.header("cache-control", cacheControlFor(urlPath, manifest.widgetEntries));
    if (urlPath.startsWith("/widgets/")) {
      // Partner pages load the widgets cross-origin (module scripts are CORS requests).
      reply.header("access-control-allow-origin", "*");
      reply.header("cross-origin-resource-policy", "cross-origin");
    }
    return reply.sendFile(file);
  }

  app.route({ method: ["GET", "HEAD"], url: "/*", handler: serve });

  return {
    styleSources: () => ({ elements: [...manifest.styleHashes], attributes: [...manifest.styleAttrHashes] }),
    async notFoundPage() {
      if (notFoundHtml === null) {
        try {
          notFoundHtml = await readFile(path.join(root, "404.html"), "utf8");
        } catch {
          return FALLBACK_404;
        }
      }
      return notFoundHtml;
    },
  };
}

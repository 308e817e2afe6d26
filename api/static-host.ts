// The thin static host over dist/, on @fastify/static's own options. Every request looks at dist/ as
// it is now (no manifest, no scan), so a rebuild while serving is seen at once: a new file is
// served, a removed one is a 404, and nothing a half-written dist/ does can stick.
//
// What the plugin does: precompressed .br/.gz siblings by Accept-Encoding (with Vary), ETag and 304s,
// index.html for folder URLs, the 301 from /iphone-13-pro-repair to /iphone-13-pro-repair/ (keeping
// the query), no dotfiles (.csp.json, .site.css, widgets/.vite/), and refusing traversal, encoded slashes,
// backslashes, NUL bytes and non-canonical paths. What is ours, below: those refusals get the 404
// page, /x/index.html redirects to /x/, files that are not pages of the site stay hidden, and the
// per-file headers of api/site-headers.ts.
import { readFile, stat } from "node:fs/promises";
import path from "node:path";
import fastifyStatic from "@fastify/static";
import type { FastifyBaseLogger, FastifyError, FastifyInstance } from "fastify";
import { SITE_CSS_FILE } from "../site/ui/site-css.ts";
import { builtCspSchema, CSP_FILE, fileHeaders, NO_BUILT_CSP, notInSite, type BuiltCsp } from "./site-headers.ts";

/** /x/index.html, spelled plainly (no dot segments, no escapes): redirected to /x/. */
const INDEX_FORM = /^((?:\/[A-Za-z0-9_~-][A-Za-z0-9._~-]*)*\/)index\.html$/;

function namesIndexFile(url: string): boolean {
  const q = url.indexOf("?");
  try {
    return decodeURI(q === -1 ? url : url.slice(0, q)).endsWith("/index.html");
  } catch {
    return true;
  }
}

const FALLBACK_404 =
  '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Page not found</title></head>' +
  '<body><h1>Oops! Page not found</h1><p><a href="/">Return to Home</a></p></body></html>';

export interface StaticHost {
  /**
   * The 404 page as dist/ has it now (a built-in one while there is none): for a path under a
   * language's folder (/es/…), that language's own (dist/es/404.html) when the build wrote one.
   */
  notFoundPage(url?: string): Promise<string>;
}

export async function registerStaticHost(app: FastifyInstance, root: string): Promise<StaticHost> {
  await app.register(async (site) => {
    // What @fastify/static refuses (403 for traversal and non-canonical paths, 400 for a NUL byte)
    // is simply not a page of the site, nor is a file a rebuild removed between its stat and its
    // open; anything else goes on to the app's error handler.
    site.setErrorHandler((error: FastifyError, _request, reply) => {
      if (error.statusCode === 400 || error.statusCode === 403 || error.code === "ENOENT" || error.code === "ENOTDIR")
        return reply.callNotFound();
      // A range past the end: RFC 9110 says a 416 names the file's length (Content-Range: bytes */N),
      // which the plugin puts on the error and the app's error handler would otherwise drop.
      const range = (error as FastifyError & { headers?: Record<string, string> }).headers?.["Content-Range"];
      if (error.statusCode === 416 && range) reply.header("content-range", range);
      throw error;
    });

    site.addHook("onRequest", async (request, reply) => {
      const url = request.raw.url ?? "/";
      const q = url.indexOf("?");
      const folder = INDEX_FORM.exec(q === -1 ? url : url.slice(0, q))?.[1];
      if (folder === undefined) return;
      const isFile = await stat(path.join(root, folder, "index.html")).then(
        (s) => s.isFile(),
        () => false,
      );
      if (isFile) return reply.redirect(folder + (q === -1 ? "" : url.slice(q)), 301);
      return reply.callNotFound();
    });

    await site.register(fastifyStatic, {
      root,
      wildcard: true,
      index: ["index.html"],
      redirect: true,
      preCompressed: true,
      dotfiles: "ignore",
      cacheControl: false, // fileHeaders() below
      // Asked for by name, /x/index.html is not a URL of the site (the hook above redirects the plain
      // spelling); reached through /x/, it is the page.
      allowedPath: (pathname, _root, request) =>
        !notInSite(pathname) &&
        !pathname.startsWith("/api/") &&
        !(pathname.endsWith("/index.html") && namesIndexFile(request.raw.url ?? "")),
      setHeaders(reply, file) {
        const rel = path
          .relative(root, file)
          .split(path.sep)
          .join("/")
          .replace(/\.(?:br|gz)$/, "");
        const urlPath = `/${rel.endsWith("index.html") ? rel.slice(0, -"index.html".length) : rel}`;
        reply.headers(fileHeaders(urlPath));
      },
    });
  });

  return {
    notFoundPage: async (url = "/") => {
      const site = () => readFile(path.join(root, "404.html"), "utf8").catch(() => FALLBACK_404);
      // Two letters only: the folder names a language, never a path of the visitor's making.
      const lang = /^\/([a-z]{2})(?:[/?#]|$)/.exec(url)?.[1];
      return lang ? readFile(path.join(root, lang, "404.html"), "utf8").catch(site) : site();
    },
  };
}

/**
 * A file the build writes into dist/ for the server, read at start-up and again when it changes
 * (checked at most once a second, as it is asked for). A missing or unreadable file keeps the last
 * good value (`keeps` says what that means to the log): a rebuild in progress never breaks what the
 * server sends for long, and the next check after the build sees the new file.
 */
function followBuiltFile<T>(file: string, parse: (text: string) => T, first: T, log: FastifyBaseLogger, keeps: string) {
  let current = first;
  let version = "";
  let checkedAt = 0;
  let warned = false;
  let pending: Promise<void> | null = null;

  async function check(): Promise<void> {
    try {
      const s = await stat(file);
      const seen = `${s.mtimeMs}:${s.size}:${s.ino}`;
      if (seen === version) return;
      current = parse(await readFile(file, "utf8"));
      version = seen;
      warned = false;
    } catch (error) {
      if (!warned)
        log.warn(
          `${file} is missing or invalid (${(error as Error).message.split("\n")[0]}): run npm run build. ${keeps}`,
        );
      warned = true;
    }
  }

  return {
    current: (): T => current,
    /** Re-reads the file if it changed, at most once a second. Never rejects. */
    async refresh(): Promise<void> {
      const now = Date.now();
      if (now - checkedAt < 1000) return;
      checkedAt = now;
      pending ??= check().finally(() => (pending = null));
      await pending;
    },
  };
}

/** The pages' inline-style hashes and chat API origin, found at build into dist/.csp.json (scripts/build/header-files.ts). */
export const builtCspOf = (root: string, log: FastifyBaseLogger) =>
  followBuiltFile(
    path.join(root, CSP_FILE),
    (text): BuiltCsp => builtCspSchema.parse(JSON.parse(text)),
    NO_BUILT_CSP,
    log,
    "The policy keeps the last values read.",
  );

/**
 * The site's CSS as the build inlined it into its pages (dist/.site.css, eleventy.config.ts), for the
 * server's own pages: read, never made here, so the server runs no bundler and its pages' <style> has
 * the hash the built pages gave the policy. Followed like dist/.csp.json, so the two change together.
 */
export function builtCssOf(root: string, log: FastifyBaseLogger): () => Promise<string> {
  const css = followBuiltFile(
    path.join(root, SITE_CSS_FILE),
    (text) => text,
    "",
    log,
    "The server's pages keep the last CSS read (none before the first: unstyled).",
  );
  return async () => {
    await css.refresh();
    return css.current();
  };
}

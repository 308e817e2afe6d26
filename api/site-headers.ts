// The headers the site goes out with, written once. The server sends them (helmet for the security
// headers, the static host for caching and the widgets' cross-origin rules) and the build writes the
// same values into dist/_headers for owners who put dist/ on a static host or CDN
// (scripts/build/header-files.ts). tests/api/static-host.test.ts checks the two agree.
import type { onRequestHookHandler } from "fastify";
import helmet, { type HelmetOptions } from "helmet";
import { z } from "zod";

/** Written by the build into dist/; never served (a dotfile). */
export const CSP_FILE = ".csp.json";
/** The Netlify / Cloudflare Pages header file written into dist/; never served by our host. */
export const HEADERS_FILE = "_headers";

/** Files in dist/ that are not pages of the site: the 404 page (only ever sent with status 404),
 * the encoded siblings (only sent as encodings of their original), host configuration files.
 * Dotfiles (.csp.json, widgets/.vite/) are never served either. */
export const notInSite = (urlPath: string) => /^\/(?:404\.html|_headers|_redirects)$|\.(?:br|gz)$/.test(urlPath);

const sha256Source = z.string().regex(/^'sha256-[A-Za-z0-9+/]{43}='$/, "a CSP source like 'sha256-…='");

/** The CSP sources of the pages' inline styles: hashes of <style> contents and of style="" attributes. */
export const inlineStylesSchema = z.strictObject({
  elements: z.array(sha256Source),
  attributes: z.array(sha256Source),
});
export type InlineStyles = z.infer<typeof inlineStylesSchema>;

/** An origin the pages' chat calls besides their own (CHAT_API_URL at build): scheme, host, port. */
const originSource = z.string().regex(/^https?:\/\/[A-Za-z0-9.[\]:-]+$/, "an origin like https://api.your-shop.com");

/**
 * What the build writes into dist/.csp.json: the inline-style hashes, and `connect`, the other
 * origins the pages' chat calls (the api attribute of their <repair-chat>), for connect-src. The
 * build leaves `connect` out when there are none, so a dist/ built before it existed still reads.
 */
export const builtCspSchema = z.strictObject({
  ...inlineStylesSchema.shape,
  connect: z.array(originSource).default([]),
});
export type BuiltCsp = z.infer<typeof builtCspSchema>;
export const NO_BUILT_CSP: BuiltCsp = { elements: [], attributes: [], connect: [] };

/** Above this many distinct inline styles, hashes would bloat every header: fall back to 'unsafe-inline'. */
export const MAX_STYLE_HASHES = 40;

/** style-src: our stylesheets plus each inline style by hash, so no 'unsafe-inline' is needed. */
export function styleSources({ elements, attributes }: InlineStyles): string[] {
  if (elements.length + attributes.length > MAX_STYLE_HASHES) return ["'self'", "'unsafe-inline'"];
  return ["'self'", ...elements, ...(attributes.length > 0 ? ["'unsafe-hashes'", ...attributes] : [])];
}

/**
 * The Content-Security-Policy. JSON-LD blocks are data, not scripts, and need nothing; the only frame
 * is the click-to-load Google map, framed after the visitor asks for it. `built` is read per
 * response, so a rebuild's new hashes and chat API origin apply without a restart.
 */
export function cspDirectives(built: () => BuiltCsp): Record<string, (string | (() => string))[]> {
  return {
    "default-src": ["'self'"],
    "script-src": ["'self'"],
    "script-src-attr": ["'none'"],
    "style-src": [() => styleSources(built()).join(" ")],
    "img-src": ["'self'", "data:"],
    "font-src": ["'self'"],
    "connect-src": [() => ["'self'", ...built().connect].join(" ")],
    "frame-src": ["https://www.google.com"],
    "object-src": ["'none'"],
    "base-uri": ["'self'"],
    "form-action": ["'self'"],
    "frame-ancestors": ["'self'"],
  };
}

/** The policy as one header value, for the response paths that run before helmet's hook. */
export function cspHeaderValue(built: BuiltCsp): string {
  return Object.entries(cspDirectives(() => built))
    .map(([name, values]) => `${name} ${values.map((v) => (typeof v === "function" ? v() : v)).join(" ")}`.trim())
    .join(";");
}

/** helmet's options: every security header of every response. */
function helmetOptions(built: () => BuiltCsp): HelmetOptions {
  return {
    contentSecurityPolicy: { useDefaults: false, directives: cspDirectives(built) },
    crossOriginEmbedderPolicy: false,
    crossOriginResourcePolicy: { policy: "same-origin" },
    referrerPolicy: { policy: "strict-origin-when-cross-origin" },
  };
}

/**
 * The hook that sends them, helmet's middleware built once. (@fastify/helmet builds it again on every
 * request, every directive parsed anew: a twentieth of a chat answer's time on the server.) The
 * policy's hashes and origins are functions that helmet calls on each response, so a rebuild's
 * new ones go out at once.
 */
export function securityHeadersHook(built: () => BuiltCsp): onRequestHookHandler {
  const headers = helmet(helmetOptions(built));
  return (request, reply, done) =>
    headers(request.raw, reply.raw, (error?: unknown) => done(error as Error | undefined));
}

export const IMMUTABLE = "public, max-age=31536000, immutable";
export const REVALIDATE = "no-cache";
export const SHORT = "public, max-age=3600";

const REVALIDATED_TYPES = /\.(?:html|xml|txt|json|webmanifest)$/;

/**
 * Cache-Control by URL path. Pages and text files revalidate (no-cache + ETag). Under /widgets/, the
 * files at the top are the entries partners link to by a stable name (revalidate); everything deeper
 * (chunks/, assets/) carries a content hash in its name (vite.config.ts) and never changes
 * (immutable). Other assets: an hour.
 */
export function cacheControlFor(urlPath: string): string {
  if (urlPath.endsWith("/") || REVALIDATED_TYPES.test(urlPath)) return REVALIDATE;
  if (urlPath.startsWith("/widgets/")) return urlPath.indexOf("/", "/widgets/".length) === -1 ? REVALIDATE : IMMUTABLE;
  return SHORT;
}

/** Partner pages load the widgets cross-origin (module scripts are CORS requests). */
export const WIDGET_HEADERS = {
  "access-control-allow-origin": "*",
  "cross-origin-resource-policy": "cross-origin",
} as const;

/** The headers that depend on the file: caching, and the cross-origin rules of /widgets/. */
export function fileHeaders(urlPath: string): Record<string, string> {
  return {
    "cache-control": cacheControlFor(urlPath),
    ...(urlPath.startsWith("/widgets/") ? WIDGET_HEADERS : {}),
  };
}

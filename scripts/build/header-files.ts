// Build step (after the pages, the widgets and compression): writes into dist/
//  - .csp.json: the sha256 CSP sources of every inline <style> and style="" attribute of the pages,
//    and the origins their <repair-chat api="…"> calls (CHAT_API_URL at build, site/ui/chat-api.ts)
//    for connect-src, which the server reads at start-up and after a rebuild (api/static-host.ts
//    builtCspOf). Both are read from the pages, so the policy allows exactly what they do, even
//    when the widgets' build reruns this step in another environment;
//  - _headers: the same security and cache headers the server sends, in the format Netlify and
//    Cloudflare Pages read, for owners who put dist/ on a static host or CDN.
// Both come from api/site-headers.ts; the security headers are what its hook (helmet) itself sends,
// so the file cannot drift from the server.
//   node --import tsx scripts/build/header-files.ts [dir]      (default: dist/)
import { createHash } from "node:crypto";
import { readdir, readFile, stat, writeFile } from "node:fs/promises";
import path from "node:path";
import Fastify from "fastify";
import { builtDir, isMain } from "./cli.ts";
import {
  builtCspSchema,
  CSP_FILE,
  fileHeaders,
  HEADERS_FILE,
  securityHeadersHook,
  notInSite,
  type BuiltCsp,
} from "../../api/site-headers.ts";

/** Cloudflare Pages reads at most this many rules from _headers. */
const CLOUDFLARE_MAX_RULES = 100;

const sha256 = (text: string) => `'sha256-${createHash("sha256").update(text, "utf8").digest("base64")}'`;

const decodeEntities = (s: string) =>
  s
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&amp;/g, "&");

/** Adds the CSP hashes of a page's inline styles: <style> contents and style="" attributes (decoded). */
export function addInlineStyles(html: string, styles: { elements: Set<string>; attributes: Set<string> }): void {
  for (const m of html.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style>/gi)) styles.elements.add(sha256(m[1] ?? ""));
  for (const m of html.matchAll(/<[a-z][^>]*?\sstyle=("([^"]*)"|'([^']*)')/gi))
    styles.attributes.add(sha256(decodeEntities(m[2] ?? m[3] ?? "")));
}

/** Adds the origins a page's chat calls instead of its own: the api attribute of its <repair-chat>. */
export function addChatApiOrigins(html: string, origins: Set<string>): void {
  for (const m of html.matchAll(/<repair-chat\b[^>]*?\sapi=("([^"]*)"|'([^']*)')/gi)) {
    const value = decodeEntities(m[2] ?? m[3] ?? "").trim();
    // Relative values resolve against the page's own origin, which 'self' already allows.
    if (!/^https?:\/\//i.test(value)) continue;
    if (!URL.canParse(value))
      throw new Error(`header-files: <repair-chat api="${value}"> is not a URL (CHAT_API_URL at build?)`);
    origins.add(new URL(value).origin);
  }
}

/** Every file of the site, as paths relative to root with "/" separators; dotfiles and dot folders skipped. */
async function siteFiles(root: string, dir = ""): Promise<string[]> {
  const out: string[] = [];
  for (const entry of await readdir(path.join(root, dir), { withFileTypes: true })) {
    if (entry.name.startsWith(".")) continue;
    const rel = dir ? `${dir}/${entry.name}` : entry.name;
    if (entry.isDirectory()) out.push(...(await siteFiles(root, rel)));
    else if (entry.isFile() && !notInSite(`/${rel}`)) out.push(rel);
  }
  return out.sort();
}

/** The headers the server's security hook adds to a response (those a bare Fastify does not send). */
export async function securityHeadersOf(built: BuiltCsp): Promise<Record<string, string>> {
  const bare = Fastify();
  bare.get("/", async () => "");
  const secured = Fastify();
  secured.addHook(
    "onRequest",
    securityHeadersHook(() => built),
  );
  secured.get("/", async () => "");
  try {
    const plain = (await bare.inject({ url: "/" })).headers;
    const headers = (await secured.inject({ url: "/" })).headers;
    return Object.fromEntries(
      Object.entries(headers)
        .filter(([name]) => !(name in plain))
        .map(([name, value]) => [name, String(value)]),
    );
  } finally {
    await Promise.all([bare.close(), secured.close()]);
  }
}

export interface HeaderRule {
  /** A URL path, or a folder with a trailing "*" (every file below it). */
  pattern: string;
  headers: Record<string, string>;
}

const urlOf = (rel: string) =>
  `/${rel === "index.html" ? "" : rel.endsWith("/index.html") ? rel.slice(0, -"index.html".length) : rel}`;
const same = (a: Record<string, string>, b: Record<string, string>) => JSON.stringify(a) === JSON.stringify(b);

/**
 * One rule for every URL, rules never overlapping on a header that varies: hosts join the values of
 * a header set by two matching rules, which would make "no-cache, immutable". "/*" carries the
 * headers every response shares; a folder whose files all share their caching and cross-origin
 * headers (and holds no page) is one "/folder/*" rule; pages and other files are listed one by one.
 */
export function headerRules(files: string[], security: Record<string, string>): HeaderRule[] {
  const { "cross-origin-resource-policy": corp = "same-origin", ...everywhere } = security;
  const headersOf = (rel: string) => ({ "cross-origin-resource-policy": corp, ...fileHeaders(urlOf(rel)) });
  const rules: HeaderRule[] = [{ pattern: "/*", headers: everywhere }];

  const walk = (dir: string, inside: string[]) => {
    const first = inside[0];
    const uniform =
      dir !== "" &&
      first !== undefined &&
      inside.every((f) => !f.endsWith("index.html") && same(headersOf(f), headersOf(first)));
    if (uniform) {
      rules.push({ pattern: `/${dir}/*`, headers: headersOf(first) });
      return;
    }
    const prefix = dir ? `${dir}/` : "";
    const subdirs = new Map<string, string[]>();
    for (const f of inside) {
      const rest = f.slice(prefix.length);
      const slash = rest.indexOf("/");
      if (slash === -1) rules.push({ pattern: urlOf(f), headers: headersOf(f) });
      else {
        const sub = prefix + rest.slice(0, slash);
        subdirs.set(sub, [...(subdirs.get(sub) ?? []), f]);
      }
    }
    for (const [sub, subFiles] of subdirs) walk(sub, subFiles);
  };
  walk("", files);
  return rules;
}

const titleCase = (name: string) =>
  name.replace(/(^|-)([a-z])/g, (_m, dash: string, c: string) => dash + c.toUpperCase());

export function formatHeadersFile(rules: HeaderRule[]): string {
  const lines = [
    "# Written by scripts/build/header-files.ts at build (npm run build): the headers the Fastify server sends,",
    "# for a static host or CDN that reads this file (Netlify, Cloudflare Pages). Do not edit: rebuild.",
  ];
  for (const rule of rules) {
    lines.push(rule.pattern);
    for (const [name, value] of Object.entries(rule.headers)) lines.push(`  ${titleCase(name)}: ${value}`);
  }
  return `${lines.join("\n")}\n`;
}

export async function writeSiteHeaders(root: string): Promise<{ styles: BuiltCsp; rules: HeaderRule[] }> {
  const files = await siteFiles(root);
  const found = { elements: new Set<string>(), attributes: new Set<string>() };
  const connect = new Set<string>();
  // The 404 page is not a URL of the site but is sent under the same policy.
  const pages = [
    ...files.filter((f) => f.endsWith(".html")),
    ...((await stat(path.join(root, "404.html")).catch(() => null)) ? ["404.html"] : []),
  ];
  for (const rel of pages) {
    const html = await readFile(path.join(root, rel), "utf8");
    addInlineStyles(html, found);
    addChatApiOrigins(html, connect);
  }
  // Through the schema the server reads it with, so a value it would refuse stops the build here.
  const styles = builtCspSchema.parse({
    elements: [...found.elements].sort(),
    attributes: [...found.attributes].sort(),
    connect: [...connect].sort(),
  });
  const rules = headerRules(files, await securityHeadersOf(styles));
  // Without a chat API elsewhere the file stays as it was before connect existed (the schema's default).
  const { connect: origins, ...inline } = styles;
  await writeFile(path.join(root, CSP_FILE), `${JSON.stringify(origins.length > 0 ? styles : inline, null, 2)}\n`);
  await writeFile(path.join(root, HEADERS_FILE), formatHeadersFile(rules));
  return { styles, rules };
}

if (isMain(import.meta.url)) {
  const { styles, rules } = await writeSiteHeaders(await builtDir("header-files"));
  const count = styles.elements.length + styles.attributes.length;
  const connect = styles.connect.length > 0 ? `, chat API ${styles.connect.join(" ")}` : "";
  console.log(
    `header-files: ${count} inline style hashes${connect} in ${CSP_FILE}, ${rules.length} rules in ${HEADERS_FILE}`,
  );
  if (rules.length > CLOUDFLARE_MAX_RULES)
    console.warn(`header-files: ${rules.length} rules is more than Cloudflare Pages reads (${CLOUDFLARE_MAX_RULES}).`);
}

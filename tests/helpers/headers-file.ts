// Reads a built dist/_headers (Netlify / Cloudflare Pages format) and checks it against what a real
// server over the same dist/ sends: the two must never disagree.
import { budget } from "./budget.ts";
import { readFile } from "node:fs/promises";
import path from "node:path";
import { expect } from "vitest";
import { HEADERS_FILE } from "../../api/site-headers.ts";

/** Netlify / Cloudflare Pages rules: a path, or a prefix ending in "*". */
export function parseHeadersFile(text: string): { pattern: string; headers: [string, string][] }[] {
  const rules: { pattern: string; headers: [string, string][] }[] = [];
  for (const line of text.split("\n")) {
    if (line.trim() === "" || line.trimStart().startsWith("#")) continue;
    if (!/^\s/.test(line)) rules.push({ pattern: line.trim(), headers: [] });
    else {
      const colon = line.indexOf(":");
      rules.at(-1)!.headers.push([line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim()]);
    }
  }
  return rules;
}

const matches = (pattern: string, url: string) =>
  pattern.endsWith("*") ? url.startsWith(pattern.slice(0, -1)) : url === pattern;

/** Headers that describe one response (its body, its connection), not the site's policy. */
const PER_RESPONSE = new Set([
  "content-type",
  "content-length",
  "content-encoding",
  "etag",
  "last-modified",
  "date",
  "vary",
  "accept-ranges",
  "connection",
  "keep-alive",
  "transfer-encoding",
]);

export async function expectHeadersFileMatchesServer(dist: string, server: string, urls: string[]) {
  const rules = parseHeadersFile(await readFile(path.join(dist, HEADERS_FILE), "utf8"));
  // The build wrote dist/.csp.json with the file; the server re-reads it at most once a second.
  const csp = rules.find((r) => r.pattern === "/*")?.headers.find(([name]) => name === "content-security-policy")?.[1];
  const served = async () => (await fetch(`${server}/`)).headers.get("content-security-policy");
  await expect.poll(served, { timeout: budget(30_000), interval: 200 }).toBe(csp);
  for (const url of urls) {
    const fromFile = new Map<string, string>();
    for (const rule of rules.filter((r) => matches(r.pattern, url)))
      for (const [name, value] of rule.headers) {
        // Hosts join a header set by two matching rules ("no-cache, immutable"): each must be set once.
        expect(fromFile.has(name), `${url}: ${name} set by two rules`).toBe(false);
        fromFile.set(name, value);
      }
    const res = await fetch(server + url, { headers: { "accept-encoding": "br" } });
    await res.arrayBuffer();
    expect(res.status, url).toBe(200);
    const sent = new Map([...res.headers].filter(([name]) => !PER_RESPONSE.has(name)));
    expect(Object.fromEntries(fromFile), url).toEqual(Object.fromEntries(sent));
  }
}

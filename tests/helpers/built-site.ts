// Reads the built site in dist/ (npm test builds it first) as parsed documents.
import { existsSync, readFileSync, readdirSync, statSync } from "node:fs";
import path from "node:path";
import * as cheerio from "cheerio";
import models from "../../site/_data/models.ts";

export const DIST = path.resolve(import.meta.dirname, "../../dist");
/**
 * When the build wrote the pages: what they show of the clock (the shop's year, the coming special days)
 * is as of then, and a run that crosses the shop's midnight (or runs under a fake clock) compares with it.
 */
export const builtAt = (): Date => statSync(path.join(DIST, "index.html")).mtime;
/** A model page of the shop's own (its first model), for tests that need one real page of that kind. */
export const A_MODEL_PAGE = `/${models[0]!.slug}/`;

export interface BuiltPage {
  /** URL path, such as "/" or "/iphone-13-pro-repair/". */
  path: string;
  file: string;
  html: string;
  $: cheerio.CheerioAPI;
}

function htmlFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === "widgets" ? [] : htmlFiles(full);
    return entry.name.endsWith(".html") ? [full] : [];
  });
}

export function loadPages(dist = DIST): BuiltPage[] {
  if (!existsSync(path.join(dist, "index.html"))) throw new Error(`${dist} has no index.html: run npm run build first`);
  return htmlFiles(dist)
    .map((file) => {
      const rel = path.relative(dist, file).split(path.sep).join("/");
      const urlPath =
        rel === "index.html" ? "/" : rel.endsWith("/index.html") ? `/${rel.slice(0, -"index.html".length)}` : `/${rel}`;
      const html = readFileSync(file, "utf8");
      return { path: urlPath, file, html, $: cheerio.load(html) };
    })
    .sort((a, b) => a.path.localeCompare(b.path));
}

export function page(pages: BuiltPage[], urlPath: string): BuiltPage {
  const found = pages.find((p) => p.path === urlPath);
  if (!found) throw new Error(`no built page at ${urlPath}`);
  return found;
}

/** The JSON-LD graph nodes of a page. */
export function jsonLdNodes(p: BuiltPage): Array<Record<string, unknown>> {
  return p
    .$('script[type="application/ld+json"]')
    .toArray()
    .flatMap((el) => {
      const parsed = JSON.parse(p.$(el).text()) as Record<string, unknown>;
      return (parsed["@graph"] as Array<Record<string, unknown>> | undefined) ?? [parsed];
    });
}

/** Visible text of the page body, without scripts and styles. */
export function bodyText(p: BuiltPage): string {
  const $ = cheerio.load(p.html);
  $("script, style, svg").remove();
  return $("body").text().replace(/\s+/g, " ");
}

/** A page's language from its `<html lang>`: "en", "es". */
export const languageOf = (p: BuiltPage): string => (p.$("html").attr("lang") ?? "en").slice(0, 2);

/**
 * The English pages, which the English assertions are about; their twins in the other languages the
 * owner lists are checked against them in tests/site/languages.test.ts.
 */
export const englishPages = (pages: BuiltPage[]): BuiltPage[] => pages.filter((p) => languageOf(p) === "en");

/** The not-found pages: /404.html and its twins (/es/404.html). */
export const isNotFound = (p: BuiltPage): boolean => p.path.endsWith("/404.html");

// The kinds of page the speed is read by: a visitor's phone meets the home page, a model page and
// the booking form in different states, so each gets its own 75th percentile. A page's twin in another
// language (/es/…) is of its kind; its language is counted apart (pageLanguageOf).
import { modelPath, models } from "#shop/facts.ts";
import { LANGUAGES, languageOf, primaryLanguage, type Language } from "#shop/languages.ts";

export const PAGE_KINDS = ["home", "model", "book", "other"] as const;
export type PageKind = (typeof PAGE_KINDS)[number];

const MODEL_PATHS = new Set(models.map(modelPath));
/** "/es/…": a language's pages live under its code; English, the default, at the root. */
const UNDER_LANGUAGE = new RegExp(`^/(${LANGUAGES.filter((l) => l !== "en").join("|")})(?=/|$)`);

/** `page` is a path on our site, or host and path for a partner's page (always "other"). */
export function pageKindOf(page: string): PageKind {
  const path = page.startsWith("/") ? page.replace(UNDER_LANGUAGE, "") || "/" : page;
  if (path === "/") return "home";
  if (MODEL_PATHS.has(path)) return "model";
  if (path === "/book/" || path.startsWith("/book/")) return "book";
  return "other";
}

/**
 * The language of the page a hit came from: its path's /es/, else the document's lang ("es-US" and
 * "es_MX" are Spanish, a partner's page says it there), else English.
 */
export function pageLanguageOf(path: string, documentLang?: string): Language {
  const under = UNDER_LANGUAGE.exec(path)?.[1];
  if (under) return languageOf(under);
  return languageOf(primaryLanguage(documentLang));
}

// The kinds of page the speed is read by: a visitor's phone meets the home page, a model page and
// the booking form in different states, so each gets its own 75th percentile.
import { modelPath, models } from "#shop/facts.ts";

export const PAGE_KINDS = ["home", "model", "book", "other"] as const;
export type PageKind = (typeof PAGE_KINDS)[number];

const MODEL_PATHS = new Set(models.map(modelPath));

/** `page` is a path on our site, or host and path for a partner's page (always "other"). */
export function pageKindOf(page: string): PageKind {
  if (page === "/") return "home";
  if (MODEL_PATHS.has(page)) return "model";
  if (page === "/book/" || page.startsWith("/book/")) return "book";
  return "other";
}

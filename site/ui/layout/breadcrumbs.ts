// Breadcrumbs come from the URL path: Home first, each segment's words title-cased (in English; the
// Spanish dictionary names a model's page and the pricing chart in its own words).
import { localePath, type Language } from "../i18n/language.ts";
import { WORDS } from "../i18n/words.ts";

export interface Crumb {
  name: string;
  path: string;
}

/** The crumbs of a page, given by its English path, in the page's language. */
export function breadcrumbsFor(path: string, language: Language = "en"): Crumb[] {
  const segments = path.split("/").filter(Boolean);
  const words = WORDS[language].breadcrumb;
  return [
    { name: words.home, path: localePath(language, "/") },
    ...segments.map((segment, i) => ({
      name: words.segment(segment),
      path: localePath(language, `/${segments.slice(0, i + 1).join("/")}/`),
    })),
  ];
}

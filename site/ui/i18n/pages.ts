// How a page template makes one page per language the owner lists: Eleventy paginates the template
// over these, one page each, and the permalink puts the twin under /es/.
import type { Model } from "#shop/content-schemas.ts";
import { modelPath, models } from "#shop/facts.ts";
import { localePath, siteLanguages, type Language } from "./language.ts";

/** A template's data for one page in every language: `lang` is the page's language. */
export function inEveryLanguage(path: string) {
  return {
    pageLanguages: siteLanguages,
    pagination: { data: "pageLanguages", size: 1, alias: "lang", addAllPagesToCollections: true },
    permalink: ({ lang }: { lang: Language }) => localePath(lang, path),
    /** The page's English path, which its twins share (the sitemap's alternates). */
    englishPath: path,
  };
}

export interface ModelPage {
  lang: Language;
  model: Model;
}

/** Every model page in every language. */
export const modelPages: ModelPage[] = siteLanguages.flatMap((lang) => models.map((model) => ({ lang, model })));
export const modelPagePath = ({ lang, model }: ModelPage) => localePath(lang, modelPath(model));

// The language a page is written in, and where its twin in the other language lives. English pages
// keep their paths; every other language the owner lists (business.ts `languages`) gets the same
// pages under /<language>/ (/es/pricing/). The page's language reaches its components through React
// context, as the render time does (site/ui/render-time.ts): Base provides it, the parts read it.
import { createContext, useContext } from "react";
import type { Language } from "#shop/languages.ts";
import { business } from "#shop/facts.ts";
import { slotTime } from "#shop/schedule.ts";

export type { Language };

/** The languages the owner lists, English first (x-default). */
export const siteLanguages: readonly Language[] = business.languages;

/** `<html lang>` and hreflang: US English, US Spanish. */
export const LOCALE: Record<Language, string> = { en: "en-US", es: "es-US" };
/** Open Graph's locale spelling. */
export const OG_LOCALE: Record<Language, string> = { en: "en_US", es: "es_US" };

/** "/pricing/" in a language: "/pricing/" in English, "/es/pricing/" in Spanish. */
export const localePath = (language: Language, path: string): string =>
  language === "en" ? path : `/${language}${path}`;

export const PageLanguage = createContext<Language>("en");

/** The language of the page being rendered (English unless Base was told otherwise). */
export const useLanguage = (): Language => useContext(PageLanguage);

/** A slot's time of day in a language: "10:30 AM", "10:30 a. m.". */
export const slotTimeIn = (language: Language, iso: string): string => slotTime(iso, language);

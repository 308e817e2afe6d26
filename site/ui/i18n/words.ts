// The dictionary of the page being rendered.
import { en, type PageWords } from "./en.ts";
import { es } from "./es.ts";
import { useLanguage, type Language } from "./language.ts";

export const WORDS: Record<Language, PageWords> = { en, es };

export const useWords = (): PageWords => WORDS[useLanguage()];

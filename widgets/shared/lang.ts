// The page's language, as every element reads it: its own `lang`, else the nearest ancestor's, else
// the document's <html lang>. Spanish ("es", "es-US", "es-MX"...) or English (anything else). The
// English words ship with each element; the Spanish ones are a chunk of their own that only a Spanish
// page loads (each element's words.ts), so an English page pays nothing for them.
export type Lang = "en" | "es";

export function pageLang(host: Element): Lang {
  const tagged = host.closest("[lang]")?.getAttribute("lang") ?? document.documentElement.lang ?? "";
  return /^es(-|$)/i.test(tagged.trim()) ? "es" : "en";
}

/** An element's words: the English at hand, the Spanish behind a dynamic import. */
export interface WidgetWords<W> {
  en: W;
  es: () => Promise<W>;
}

export const wordsFor = <W>(words: WidgetWords<W>, lang: Lang): Promise<W> =>
  lang === "es" ? words.es() : Promise.resolve(words.en);

/** Intl's locale for a language: US Spanish for Spanish ("miércoles 2 de diciembre, 10:30 a. m."). */
export const locale = (lang: Lang | undefined) => (lang === "es" ? "es-US" : "en-US");

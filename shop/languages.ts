// The languages the product can speak, once: the content schema (which ones a shop turns on), the chat's
// and the booking's contracts (the page's language a widget sends), the clock's date words. English is
// the default (x-default); every other one gets its /<lang>/ pages and its translation files.
// Plain data: the widgets bundle it.
export const LANGUAGES = ["en", "es"] as const;
export type Language = (typeof LANGUAGES)[number];

/** A stored or sent language read back: anything unknown is the default, English. */
export const languageOf = (value: unknown): Language =>
  (LANGUAGES as readonly unknown[]).includes(value) ? (value as Language) : "en";

/**
 * The language a `lang` attribute names, as its primary subtag, lower case: "es" of "es-US", and of
 * "ES_mx" (a partner page's slip for es-MX); undefined when it names none ("", "english", "x-klingon").
 */
export function primaryLanguage(tag: unknown): string | undefined {
  const primary = typeof tag === "string" ? tag.split(/[-_]/)[0]!.toLowerCase() : undefined;
  return primary && /^[a-z]{2,3}$/.test(primary) ? primary : undefined;
}

// The owner's data as a page in a language shows it: the English entries with the translated words
// laid over them (site/_data/es/*.ts), so a price, a time or an icon is still read from the one
// English entry and only the words change.
import type { BookingRules, FaqItem, Model, Reason, Service } from "#shop/content-schemas.ts";
import {
  booking,
  bookingEs,
  faq,
  faqEs,
  modelsEs,
  services,
  servicesEs,
  whyChooseUs,
  whyChooseUsEs as reasonsEs,
} from "#shop/owner-data.ts";
import type { Language } from "./language.ts";

/** A translation file's entries by the English key (a slug, an id): an unlisted key has none. */
const byKey = <T>(entries: Record<string, T>): Partial<Record<string, T>> => entries;

export function servicesIn(language: Language): Service[] {
  if (language === "en") return services;
  return services.map((service) => ({ ...service, ...servicesEs[service.key] }));
}

export function serviceIn(language: Language, key: Service["key"]): Service {
  const found = servicesIn(language).find((s) => s.key === key);
  if (!found) throw new Error(`unknown service ${key}`);
  return found;
}

export function modelIn(language: Language, model: Model): Model {
  if (language === "en") return model;
  const words = byKey(modelsEs)[model.slug];
  if (!words) return model;
  return {
    ...model,
    description: words.description,
    camera: words.camera,
    display: { ...model.display, kind: words.displayKind },
  };
}

export function faqIn(language: Language): FaqItem[] {
  if (language === "en") return faq;
  return faq.map((item) => ({ ...item, ...byKey(faqEs)[item.id] }));
}

export function reasonsIn(language: Language): Reason[] {
  if (language === "en") return whyChooseUs;
  return whyChooseUs.map((reason, i) => ({ ...reason, ...reasonsEs[i] }));
}

/** The booking's words a visitor reads: the texts' consent, the check-in and the terms, versions kept. */
export type BookingWordsIn = Pick<BookingRules, "textConsent" | "checkIn" | "terms">;

/** The booking's words in a language, laid over `base` (the shop's, or what a test gives) by their keys. */
export function bookingIn(language: Language, base: BookingWordsIn = booking): BookingWordsIn {
  if (language === "en") return base;
  const words = bookingEs;
  const labels = byKey(words.checklist);
  const sections = byKey(words.terms?.sections ?? {});
  const { checkIn, terms } = base;
  return {
    textConsent: { ...base.textConsent, ...words.textConsent },
    checkIn: {
      ...checkIn,
      checklist: checkIn.checklist.map((c) => ({ ...c, label: labels[c.key] ?? c.label })),
      beforeDropOff: checkIn.beforeDropOff.map((line, i) => ({ ...line, text: words.beforeDropOff[i] ?? line.text })),
      pickup: { ...checkIn.pickup, words: words.pickup },
    },
    terms: terms && {
      ...terms,
      title: words.terms?.title ?? terms.title,
      sections: terms.sections.map((s) => ({ ...s, ...sections[s.key] })),
    },
  };
}

// Node side only (imported by vite.config.ts): the facts the widgets need, taken from the one
// source of truth in site/_data through shop/owner-data.ts and shop/facts.ts, served to the browser
// code as the virtual module `virtual:shop-facts`. The browser never imports the data itself (it
// would pull zod and node:path into the bundle); it gets these plain values, inlined at build.
import { booking, bookingEs, business, businessEs, faq, faqEs } from "#shop/owner-data.ts";
import { shopLinkPolicy } from "#shop/links.ts";
import { bookableLabel } from "#shop/booking-fields.ts";
import {
  fullAddress,
  hoursLines,
  mapsUrl,
  modelPath,
  offerText,
  serviceByKey,
  seriesGroups,
  smsHref,
  telHref,
  warrantyText,
} from "#shop/facts.ts";

export function shopFacts() {
  return {
    shop: {
      name: business.name,
      tagline: business.tagline,
      siteUrl: business.siteUrl,
    },
    // The chat's link policy (shop/links.ts): the values the server filters LLM replies with.
    links: shopLinkPolicy(business, mapsUrl),
    phone: {
      display: business.phone.display,
      e164: business.phone.e164,
      href: telHref,
      // The Text link beside Call (sms: with no body), when the shop's number takes texts.
      smsHref: smsHref ?? null,
    },
    address: {
      street: business.address.street,
      city: business.address.city,
      state: business.address.state,
      zip: business.address.zip,
      full: fullAddress,
      mapsUrl,
    },
    hours: hoursLines,
    offer: offerText,
    warranty: warrantyText,
    series: seriesGroups().map((group) => ({
      series: group.series,
      label: group.label,
      models: group.models.map((m) => ({ name: m.name, slug: m.slug, path: modelPath(m) })),
    })),
  };
}

/**
 * `virtual:shop-faq`: the FAQ's questions and answers, a module of their own so that only what shows
 * the FAQ carries them (1 KB of brotli an element alone, the booking form's box, never needs).
 */
const faqFacts = () => faq.map(({ id, question, answer, category }) => ({ id, question, answer, category }));

/** @public The type of `virtual:shop-faq` (widgets/shop-facts.d.ts). */
export type FaqFacts = ReturnType<typeof faqFacts>;

/** `virtual:shop-faq`'s source. */
export const faqFactsModule = () => `export const faq = ${JSON.stringify(faqFacts())};`;

/** @public The types of `virtual:shop-facts` (widgets/shop-facts.d.ts imports them by path, which knip does not follow). */
export type ShopFacts = ReturnType<typeof shopFacts>;

/**
 * <repair-booking>'s rules (booking.ts) and the shop's zone, in which every time is given: a module
 * of their own (`virtual:booking-facts`), so they travel with the booking form's chunk rather than in
 * what every element loads to upgrade.
 */
function bookingFacts() {
  return {
    enabled: booking.enabled,
    timeZone: business.timeZone,
    horizonDays: booking.horizonDays,
    capacity: booking.capacity,
    services: booking.services.map((key) => ({ key, label: bookableLabel(key, (k) => serviceByKey(k).name) })),
    textConsent: booking.textConsent,
  };
}

/** @public The type of `virtual:booking-facts` (widgets/shop-facts.d.ts). */
export type BookingFacts = ReturnType<typeof bookingFacts>;

/** `virtual:booking-facts`'s source. */
export const bookingFactsModule = () => `export const booking = ${JSON.stringify(bookingFacts())};`;

/** The virtual module's source: one named export per group, so each element bundles only what it reads. */
export function shopFactsModule(): string {
  return Object.entries(shopFacts())
    .map(([key, value]) => `export const ${key} = ${JSON.stringify(value)};`)
    .join("\n");
}

/**
 * `virtual:owner-words-es`: the owner's own words in Spanish (site/_data/es/), the FAQ laid over the
 * English entries (their ids, categories and order) and the tagline. Only the Spanish words' chunks
 * (words.es.ts) import it, so an English page never fetches it. An entry the translation lacks (Spanish
 * turned off, so unchecked) stays in English.
 */
function ownerWordsEs() {
  const translated: Partial<Record<string, { question: string; answer: string }>> = faqEs;
  return {
    tagline: businessEs.tagline,
    faq: faq.map(({ id, question, answer, category }) => ({ id, category, question, answer, ...translated[id] })),
  };
}

/** @public The type of `virtual:owner-words-es` (widgets/shop-facts.d.ts). */
export type OwnerWordsEs = ReturnType<typeof ownerWordsEs>;

const moduleOf = (words: Record<string, unknown>) =>
  Object.entries(words)
    .map(([key, value]) => `export const ${key} = ${JSON.stringify(value)};`)
    .join("\n");

/** `virtual:owner-words-es`'s source. */
export const ownerWordsEsModule = () => moduleOf(ownerWordsEs());

/**
 * `virtual:booking-words-es`: the booking's text-message consent in the owner's Spanish
 * (site/_data/es/booking.ts; its words only: the version signed stays the English file's, in
 * `virtual:booking-facts`). A module of its own, imported only by the booking's Spanish words, so it
 * travels in their chunk: in `virtual:owner-words-es` it would bring the Spanish FAQ to every Spanish
 * booking form (1.4 KB, past the 90 KB of a Spanish page's first visit with <repair-booking> alone).
 */
const bookingWordsEs = () => ({ textConsent: bookingEs.textConsent });

/** @public The type of `virtual:booking-words-es` (widgets/shop-facts.d.ts). */
export type BookingWordsEs = ReturnType<typeof bookingWordsEs>;

/** `virtual:booking-words-es`'s source. */
export const bookingWordsEsModule = () => moduleOf(bookingWordsEs());

// The shop's facts in words that several parts of an answer say: the phone, the offer, the warranty, the
// repairs' names, the same-day word, and the reply being made (which steps were given, what could not be
// answered). Every figure comes from site/_data/ through #shop/facts.ts; none is written here.
import type { ServiceKey } from "#shop/content-schemas.ts";
import { SERVICE_KEYS } from "#shop/content-schemas.ts";
import { booking, bookingEs, faq, faqEs } from "#shop/owner-data.ts";
import {
  business,
  formatPrice,
  modelRangeText,
  models,
  offerText,
  pricingUrl,
  serviceByKey,
  services,
} from "#shop/facts.ts";
import { spanishWords } from "../say/frames/es.ts";
import { fill, type Say } from "../say/say.ts";

/** One answer as it is made: the steps already given (each said once), and whether a part could not be answered. */
export class AnswerInMaking {
  readonly said = new Set<string>();
  unanswered = false;

  /** A part saying the data holds no answer to what was asked: returned as it is, and counted. */
  cannot(text: string): string {
    this.unanswered = true;
    return text;
  }
}

export const OLDER_MODELS = business.olderModelsSupported;
export const phone = business.phone.display;
// Site paths, not absolute URLs: the widget links them against the origin it was loaded from.
export const pricingLink = pricingUrl;
/** The owner's Spanish words count where the shop publishes Spanish pages (only then is site/_data/es/ checked). */
const SPANISH_PAGES = business.languages.includes("es");
const FAQ_ES: Readonly<Partial<Record<string, { answer: string }>>> = SPANISH_PAGES ? faqEs : {};
const TERMS_ES: Readonly<Partial<Record<string, { text: string }>>> =
  (SPANISH_PAGES && bookingEs.terms?.sections) || {};

/**
 * The owner's FAQ answer with this id, when the FAQ still has it, in Spanish where the owner translated it
 * (`spanish`). The owner may drop or rename any FAQ item: each answer that quotes one falls back to the
 * facts alone.
 */
export const faqAnswer = (id: string, spanish = false): string | undefined => {
  const entry = faq.find((f) => f.id === id);
  return entry && (spanish ? FAQ_ES[id]?.answer : entry.answer);
};
/**
 * A section of the repair terms the visitor signs (booking.ts `terms`, by its key: "warranty", "data",
 * "parts"), in the answer's language, less its first sentence, which the answer has already said in its own
 * words; undefined where the shop has no such section (or no Spanish of it, in a Spanish answer).
 */
export function termsBeyond(key: string, t: Say): string | undefined {
  const section = booking.terms?.sections.find((s) => s.key === key);
  const text = t.spanish ? TERMS_ES[key]?.text : section?.text;
  if (!section || !text) return undefined;
  return (
    text
      .split(/(?<=[.!?])\s+/)
      .slice(1)
      .join(" ") || undefined
  );
}
/** An FAQ answer without its opening "Yes." or "No," (in either language): the question it answered is not asked here. */
export const withoutYesNo = (answer: string | undefined) => answer?.replace(/^(Yes|No|Sí)[.,:!]\s*/, "");
/** Joins sentences, leaving out the missing and the empty. */
export const sentences = (...parts: (string | undefined)[]) => parts.filter((p): p is string => !!p?.trim()).join(" ");
export const lowerFirst = (s: string) => s.charAt(0).toLowerCase() + s.slice(1);
/** A repair's short name in the answer's language ("screen" / "pantalla"). */
export const repairWord = (key: ServiceKey, t: Say) =>
  t.spanish ? spanishWords.services[key].short.replace(/^(la|el) /, "") : shortServiceName(key);
export const shortServiceName = (key: ServiceKey) =>
  serviceByKey(key)
    .name.replace(/ (Replacement|Repair)$/, "")
    .toLowerCase();
/** The repair the current offer is for ("$10 off screen repairs"): named in its appliesTo text. */
export const OFFER_SERVICE = SERVICE_KEYS.find((key) =>
  business.offer.appliesTo.toLowerCase().includes(shortServiceName(key)),
);

/** Discounts other than the offer: asked for one, the offer's sum is not the answer. */
export const OTHER_DISCOUNT =
  /\b(students?|military|seniors?|veterans?|teachers?|coupons?|promo|code|match|aarp|nurses?|responders?)\b/;

/** A way to pay as the data writes it ("Credit Card"), in the answer's language; a brand keeps its name. */
export const payWord = (method: string, t: Say) =>
  t.spanish
    ? (spanishWords.payments[method.toLowerCase()] ?? method)
    : /^(cash|(credit|debit) cards?|checks?)$/i.test(method)
      ? method.toLowerCase()
      : method;
/** A repair's name inside a sentence: "screen replacement" / "cambio de pantalla". */
export const serviceInSentence = (key: ServiceKey, t: Say) => t.service(key).toLowerCase();

/** Ways to pay people ask about; the ones the shop does not list get an honest "I can't confirm". */
export const PAYMENT_WORDS: [string, RegExp][] = [
  ["Apple Pay", /\bapple pay\b/],
  ["Google Pay", /\bgoogle pay\b/],
  ["Samsung Pay", /\bsamsung pay\b/],
  ["Venmo", /\bvenmo\b/],
  ["Zelle", /\bzelle\b/],
  ["Cash App", /\bcash app\b/],
  ["PayPal", /\bpaypal\b/],
  ["financing", /\b(financing|finance|installments?|klarna|afterpay|affirm|payment plan)\b/],
  ["checks", /\b(personal check|pay by check|checks)\b/],
  ["debit cards", /\bdebit\b/],
];

/** The repairs of the data, short, in the visitor's language ("screen, battery, charging port"). */
export function repairNames(t: Say): string {
  return t.list(
    services.map((s) =>
      t.spanish ? spanishWords.services[s.key].short.replace(/^(la|el) /, "") : shortServiceName(s.key),
    ),
  );
}

/** The current offer in words: "$10 off screen repairs this week" / "$10 de descuento en cambio de pantalla esta semana". */
export function offerWords(t: Say): string {
  if (!t.spanish) return offerText;
  const period = spanishWords.periods[business.offer.period.toLowerCase()];
  return fill(spanishWords.offer, {
    amount: formatPrice(business.offer.amountOff),
    service: OFFER_SERVICE ? spanishWords.services[OFFER_SERVICE].name.toLowerCase() : business.offer.appliesTo,
    period: period ? ` ${period}` : "",
  });
}

/** The owner's same-day word (their FAQ's, in the answer's language); without it, the typical times say it. */
export function sameDayWord(t: Say): string {
  const owners = withoutYesNo(faqAnswer("same-day", t.spanish));
  const times = services.map((sv) => `${repairWord(sv.key, t)} ${t.duration(sv.typicalTime)}`);
  return owners ?? t.f("modelTimes", { times: times.join(", ") });
}

/** "Every repair comes with a 30-day warranty on parts and labor.", from the profile. */
export function warrantyWords(t: Say): string {
  return t.f("warranty", { days: business.warranty.days, covers: t.phrase(business.warranty.covers) });
}

/** What the shop repairs, from its newest series back to its oldest. */
export function modelRange(t: Say): string {
  if (!t.spanish) return modelRangeText();
  const series = models.map((m) => m.series);
  const [newest, oldest] = [Math.max(...series), Math.min(...series)];
  return fill(spanishWords.modelRange[newest === oldest ? "one" : "span"], { newest, oldest });
}

/** Joins the blocks, dropping any line or sentence already said (two parts can share a fact). */
export function dedupe(blocks: readonly string[]): string {
  const seen = new Set<string>();
  const lines: string[] = [];
  for (const block of blocks)
    for (const line of block.split("\n")) {
      const sentences = line.split(/(?<=[.!?])\s+(?=[A-Z])/).filter((sentence) => {
        const key = sentence.trim().toLowerCase();
        if (key === "" || seen.has(key)) return false;
        seen.add(key);
        return true;
      });
      if (sentences.length > 0) lines.push(sentences.join(" "));
    }
  return lines.join("\n");
}

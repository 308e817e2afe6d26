// Finding, the second stage of the assistant: the shop's own texts as passages (every FAQ answer, the
// guide's topics and devices, the words beside the booking form's phone field), indexed once with
// MiniSearch, searched when no intent is confident. A passage answers only when most of the question's
// words are in it; its text is quoted as the owner wrote it, never rewritten: in a Spanish answer the
// owner's Spanish words (site/_data/es/faq.ts) where they wrote them.
import MiniSearch from "minisearch";
import { booking, business, faq, faqEs, troubleshooting } from "#shop/owner-data.ts";
import { LIGHT, terms } from "./stem.ts";

export interface Passage {
  id: string;
  /** What the passage answers (an FAQ's question, a topic's keywords). */
  title: string;
  /** The owner's words, quoted whole. */
  text: string;
  /** The same in Spanish, where the owner wrote it (an FAQ answer's translation). */
  es?: { title: string; text: string };
}

export interface Found {
  passage: Passage;
  /** The share of the question's search words the passage holds, 0 to 1. */
  coverage: number;
  score: number;
}

/** The owner's data the passages are made of: the real modules, or a copy a test changed. */
export interface OwnerTexts {
  faq: readonly { id: string; question: string; answer: string }[];
  /** The FAQ's Spanish, by entry id (empty when the shop lists no Spanish pages). */
  faqEs?: Readonly<Partial<Record<string, { question: string; answer: string }>>>;
  troubleshooting: {
    topics: readonly { id: string; keywords: readonly string[]; answer: string; es?: string }[];
    devices: readonly { id: string; label: string; keywords: readonly string[]; answer: string }[];
  };
  booking: { textConsent?: { words: string } };
}

// The Spanish the owner publishes: a shop without /es/ pages leaves site/_data/es/ unchecked, its entries
// perhaps another shop's.
const OWNER_TEXTS: OwnerTexts = {
  faq,
  faqEs: business.languages.includes("es") ? faqEs : {},
  troubleshooting,
  booking,
};

export function passagesOf(data: OwnerTexts = OWNER_TEXTS): Passage[] {
  return [
    ...data.faq.map((f) => {
      const es = data.faqEs?.[f.id];
      return {
        id: `faq:${f.id}`,
        title: f.question,
        text: f.answer,
        ...(es && { es: { title: es.question, text: es.answer } }),
      };
    }),
    ...data.troubleshooting.topics.map((t) => ({
      id: `topic:${t.id}`,
      title: t.keywords.join(", "),
      text: t.answer,
      ...(t.es && { es: { title: t.keywords.join(", "), text: t.es } }),
    })),
    ...data.troubleshooting.devices.map((d) => ({
      id: `device:${d.id}`,
      title: `${d.label}, ${d.keywords.join(", ")}`,
      text: d.answer,
    })),
    ...(data.booking.textConsent
      ? [{ id: "texts", title: "texts text messages sms stop", text: data.booking.textConsent.words }]
      : []),
  ];
}

/** The least share of a question's words (by weight) a passage must hold to answer it. */
export const MIN_COVERAGE = 0.6;

/** Each word of a question counts for its weight: a light word (LIGHT) for a quarter. */
const weight = (term: string) => (LIGHT.has(term) ? 0.25 : 1);
const total = (asked: readonly string[]) => asked.reduce((sum, term) => sum + weight(term), 0);

export class Library {
  private readonly index: MiniSearch<Passage>;
  private readonly byId: Map<string, Passage>;

  constructor(passages: readonly Passage[] = passagesOf()) {
    this.byId = new Map(passages.map((p) => [p.id, p]));
    this.index = new MiniSearch<Passage>({
      // The English only: a Spanish question's words are put in English (stem.ts's glossary). Searching the
      // owner's Spanish too answered 5-fold messages of the hours and walk-ins with FAQ passages, one
      // Spanish word matching another with a letter changed.
      fields: ["title", "text"],
      storeFields: ["id"],
      tokenize: (text) => terms(text),
      processTerm: (term) => term,
      // A typo in a long word is forgiven; a short word must be itself ("park" is not "part").
      searchOptions: { boost: { title: 2 }, fuzzy: (term) => (term.length >= 6 ? 0.2 : false) },
    });
    this.index.addAll([...passages]);
  }

  /** The passage that best answers the question, when one holds enough of its words. */
  find(question: string, without: ReadonlySet<string> = new Set()): Found | undefined {
    const asked = [...new Set(terms(question))].filter((term) => !without.has(term));
    if (asked.length === 0) return undefined;
    // Of the best few by score, the one that holds most of the question: a passage that scores on a
    // common word ("iphone" in a title) is not preferred to one that holds what was asked.
    let found: Found | undefined;
    for (const result of this.index.search(asked.join(" ")).slice(0, 5)) {
      const matched = new Set(result.queryTerms);
      const held = asked.filter((term) => matched.has(term) || Object.hasOwn(result.match, term));
      const coverage = held.reduce((sum, term) => sum + weight(term), 0) / total(asked);
      if (!found || coverage > found.coverage)
        found = { passage: this.byId.get(String(result.id))!, coverage, score: result.score };
    }
    return found && found.coverage >= MIN_COVERAGE ? found : undefined;
  }

  /** The first sentence of any passage that holds one of these words ("parking"), in the owner's Spanish or English: quoted whole. */
  sentenceWith(word: RegExp, spanish = false): string | undefined {
    for (const p of this.byId.values()) {
      const text = spanish ? p.es?.text : p.text;
      const sentence = text?.split(/(?<=[.!?])\s+/).find((s) => word.test(s));
      if (sentence) return sentence;
    }
    return undefined;
  }
}

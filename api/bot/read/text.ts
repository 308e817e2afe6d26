// Text handling for the assistant: normalization, tokens, typo correction against the assistant's
// vocabulary (MiniSearch's fuzzy search does the edit-distance work), and phrase matching.
import MiniSearch from "minisearch";
import { perAnswer } from "./per-answer.ts";

/** Text of plain ASCII, the characters Unicode normalization leaves alone. */
const ASCII = /^[ -~\s]*$/;

/**
 * Lowercase, Unicode-normalized, accents dropped ("teléfono" -> "telefono", "mañana" -> "manana", so
 * Spanish reads the same with or without them), apostrophes dropped ("won't" -> "wont"), spaces collapsed.
 */
export const normalize = perAnswer(normalizeOnce);

function normalizeOnce(text: string): string {
  // Plain ASCII (most messages) has no accent to drop and nothing Unicode normalization changes.
  if (ASCII.test(text)) return text.toLowerCase().replace(/['`]/g, "").replace(/\s+/g, " ").trim();
  return text
    .normalize("NFKC")
    .toLowerCase()
    .normalize("NFD")
    .replace(/\p{M}/gu, "")
    .replace(/['’‘`´]/g, "")
    .replace(/\s+/g, " ")
    .trim();
}

const NUMBER_WORDS: Record<string, number> = {
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
  eleven: 11,
  twelve: 12,
  thirteen: 13,
  fourteen: 14,
  fifteen: 15,
  sixteen: 16,
  seventeen: 17,
  eighteen: 18,
  nineteen: 19,
  twenty: 20,
};
const NUMBER_WORD = new RegExp(
  `(?<![a-z])(${Object.keys(NUMBER_WORDS)
    .sort((a, b) => b.length - a.length)
    .join("|")})(?=pro|max|plus|mini|pm|am|[^a-z]|$)`,
  "g",
);

const NEXT_WORDS =
  "screen|battery|batt|camera|cam|charging|charger|port|speaker|mic|water|glass|price|cost|repair|fix|cracked|broke|broken|dead";
const GLUED_VARIANT = new RegExp(`\\b(\\d{1,2}) (promax|pro|plus|mini|max)(${NEXT_WORDS})`, "g");
const GLUED_SLANG = new RegExp(`\\b(\\d{1,2})(pm|\\+)(${NEXT_WORDS})`, "g");

/**
 * Writes model names and numbers the one way the model finder reads them: "iphone12promax",
 * "iPhone-12-Pro-Max", "twelve pro max" and "myiphone 12 pro max" all become "iphone 12 pro max".
 * Times keep their suffix ("7pm"), as do the short model suffixes the finder knows ("14pm", "6s").
 * A camera's place goes ("back camera" is the camera), so it never reads as the phone's back glass.
 */
export const prepare = perAnswer(prepareOnce);

function prepareOnce(normalized: string): string {
  return (
    normalized
      .replace(NUMBER_WORD, (w) => String(NUMBER_WORDS[w]))
      .replace(/\b(how)(much|long|soon|late|far)\b/g, "$1 $2")
      .replace(/\b(what)(time|hours)\b/g, "$1 $2")
      .replace(/iphone(?!s\b)/g, " iphone ")
      .replace(/([a-z])(\d)/g, "$1 $2")
      .replace(/(\d)(promax|pro|plus|mini|max)/g, "$1 $2")
      // "12promaxscreen" -> "12 pro max screen": a variant glued to the next word.
      .replace(GLUED_VARIANT, "$1 $2 $3")
      .replace(GLUED_SLANG, "$1$2 $3")
      .replace(/\bpro ?max\b/g, "pro max")
      .replace(/\bpromax\b/g, "pro max")
      .replace(/\b(\d{1,2})\/(\d{1,2})\b/g, "$1slash$2") // a date ("12/24") is one word, never a model
      .replace(/\b(\d{4})-(\d{2})-(\d{2})\b/g, "$1dash$2dash$3")
      // Where a camera sits is not the back glass: "back camera cracked", "the lens on the back is cracked".
      .replace(/\b(?:back|rear) (cameras?|cams?|lens(?:es)?)\b/g, "$1")
      .replace(/\b(cameras?|cams?|lens(?:es)?) (?:on|at|in) (?:the )?(?:back|rear)\b/g, "$1")
      .replace(/\s+/g, " ")
      .trim()
  );
}

/** Words, numbers and the few symbols that carry meaning here ("14+", "$1", "50%"). */
export function tokenize(normalized: string): string[] {
  return normalized.match(/[a-z0-9]+|\+|\$|%/g) ?? [];
}

export const toTokens = (text: string) => tokenize(normalize(text));

/**
 * The words the assistant knows. A word it does not know is corrected to the closest known word
 * ("scren" -> "screen", "crackd" -> "cracked", "ipone" -> "iphone"): at most one edit for words of
 * four to seven letters, two for longer ones; short words and numbers are left alone. A word of the
 * language (`language`, e.g. the English word list) is never corrected: "stay", "display" and
 * "replay" are not a misspelled "pay", whatever the distance.
 */
export class Vocabulary {
  private readonly known: Set<string>;
  private readonly index: MiniSearch<{ id: number; term: string }>;
  private readonly cache = new Map<string, string>();

  constructor(
    words: Iterable<string>,
    private readonly language: ReadonlySet<string> = new Set(),
  ) {
    this.known = new Set([...words].filter((w) => /^[a-z0-9]+$/.test(w)));
    this.index = new MiniSearch({ fields: ["term"], storeFields: ["term"], searchOptions: { prefix: false } });
    this.index.addAll([...this.known].map((term, id) => ({ id, term })));
  }

  has(word: string): boolean {
    return this.known.has(word);
  }

  correct(token: string): string {
    if (token.length < 3 || this.known.has(token) || /\d/.test(token)) return token;
    const cached = this.cache.get(token);
    if (cached !== undefined) return cached;
    let corrected = token;
    // A plural of a known word is that word ("ghost touches" is a "ghost touch", "companies" a "company").
    if (token.length >= 4 && token.endsWith("s")) {
      const singulars = token.endsWith("ies")
        ? [`${token.slice(0, -3)}y`]
        : token.endsWith("es")
          ? [token.slice(0, -2), token.slice(0, -1)]
          : [token.slice(0, -1)];
      corrected = singulars.find((w) => this.known.has(w)) ?? token;
    }
    // A correctly spelled word of the language stays itself.
    const word = corrected === token && this.language.has(token);
    // Two letters swapped ("mcuh", "hwo", "pirce") is one slip of the fingers, though two edits apart.
    for (let i = 0; i + 1 < token.length && corrected === token && !word; i++) {
      const swapped = token.slice(0, i) + token[i + 1] + token[i] + token.slice(i + 2);
      if (this.known.has(swapped)) corrected = swapped;
    }
    if (corrected === token && token.length >= 4 && !word) {
      const [best] = this.index.search(token, { fuzzy: token.length >= 8 ? 2 : 1, prefix: false });
      if (typeof best?.term === "string") corrected = best.term;
    }
    if (this.cache.size > 20_000) this.cache.clear(); // bounded: random input cannot grow it forever
    this.cache.set(token, corrected);
    return corrected;
  }
}

/**
 * Finds which labels' keyword phrases occur in a token list. A phrase matches when its words appear
 * in order with at most two other words between consecutive ones. A label's score is the word count
 * of its longest matching phrase (specific beats vague), plus a little for each further match.
 */
export class PhraseMatcher<L> {
  private readonly byFirstWord = new Map<string, { words: string[]; label: L }[]>();

  constructor(entries: Iterable<readonly [label: L, phrases: readonly string[]]>) {
    for (const [label, phrases] of entries) {
      for (const phrase of phrases) {
        const words = toTokens(phrase);
        const first = words[0];
        if (first === undefined) continue;
        const list = this.byFirstWord.get(first) ?? [];
        list.push({ words, label });
        this.byFirstWord.set(first, list);
      }
    }
  }

  /** Every word the phrases use (for the vocabulary). */
  words(): string[] {
    return [...this.byFirstWord.values()].flatMap((list) => list.flatMap((p) => p.words));
  }

  scores(tokens: readonly string[]): Map<L, number> {
    return new Map(this.found(tokens).map((f) => [f.label, f.score]));
  }

  /**
   * Every label found, with its score and where its first phrase starts (for answering in the order
   * asked) and the token positions its longest phrase used (so a caller can hide them from others).
   */
  found(
    tokens: readonly string[],
  ): { label: L; score: number; at: number; used: number[]; span: number; all: Set<number> }[] {
    const out = new Map<L, { label: L; score: number; at: number; used: number[]; span: number; all: Set<number> }>();
    for (let i = 0; i < tokens.length; i++) {
      const candidates = this.byFirstWord.get(tokens[i]!);
      if (!candidates) continue;
      for (const { words, label } of candidates) {
        const used = matchAt(tokens, i, words);
        if (!used) continue;
        const previous = out.get(label);
        const span = used[used.length - 1]! - used[0]!;
        if (!previous) out.set(label, { label, score: words.length, at: i, used, span, all: new Set(used) });
        else {
          for (const u of used) previous.all.add(u);
          if (words.length > previous.score || (words.length === Math.floor(previous.score) && span < previous.span)) {
            previous.used = used;
            previous.span = span;
          }
          previous.score = Math.max(previous.score, words.length) + 0.01;
        }
      }
    }
    return [...out.values()];
  }

  /** Labels by descending score (ties keep the order the labels were given in). */
  ranked(tokens: readonly string[]): { label: L; score: number }[] {
    return [...this.scores(tokens).entries()]
      .map(([label, score]) => ({ label, score }))
      .sort((a, b) => b.score - a.score);
  }

  best(tokens: readonly string[]): L | undefined {
    return this.ranked(tokens)[0]?.label;
  }

  matches(tokens: readonly string[]): boolean {
    return this.scores(tokens).size > 0;
  }
}

function matchAt(tokens: readonly string[], start: number, words: readonly string[]): number[] | undefined {
  let pos = start;
  const used = [start];
  for (let k = 1; k < words.length; k++) {
    let found = -1;
    for (let j = pos + 1; j <= pos + 3 && j < tokens.length; j++) {
      if (tokens[j] === words[k]) {
        found = j;
        break;
      }
    }
    if (found === -1) return undefined;
    pos = found;
    used.push(found);
  }
  return used;
}

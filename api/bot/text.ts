// Text handling for the assistant: normalization, tokens, typo correction against the assistant's
// vocabulary (MiniSearch's fuzzy search does the edit-distance work), and phrase matching.
import MiniSearch from "minisearch";

/** Lowercase, Unicode-normalized, apostrophes dropped ("won't" -> "wont"), spaces collapsed. */
export function normalize(text: string): string {
  return text
    .normalize("NFKC")
    .toLowerCase()
    .replace(/['’‘`´]/g, "")
    .replace(/\s+/g, " ")
    .trim();
}

/** Words, numbers and the few symbols that carry meaning here ("14+", "$1", "50%"). */
export function tokenize(normalized: string): string[] {
  return normalized.match(/[a-z0-9]+|\+|\$|%/g) ?? [];
}

export const toTokens = (text: string) => tokenize(normalize(text));

/**
 * The words the assistant knows. A word it does not know is corrected to the closest known word
 * ("scren" -> "screen", "crackd" -> "cracked", "ipone" -> "iphone"): at most one edit for words of
 * four to seven letters, two for longer ones; short words and numbers are left alone.
 */
export class Vocabulary {
  private readonly known: Set<string>;
  private readonly index: MiniSearch<{ id: number; term: string }>;
  private readonly cache = new Map<string, string>();

  constructor(words: Iterable<string>) {
    this.known = new Set([...words].filter((w) => /^[a-z0-9]+$/.test(w)));
    this.index = new MiniSearch({ fields: ["term"], storeFields: ["term"], searchOptions: { prefix: false } });
    this.index.addAll([...this.known].map((term, id) => ({ id, term })));
  }

  has(word: string): boolean {
    return this.known.has(word);
  }

  correct(token: string): string {
    if (token.length < 4 || this.known.has(token) || /\d/.test(token)) return token;
    const cached = this.cache.get(token);
    if (cached !== undefined) return cached;
    const [best] = this.index.search(token, { fuzzy: token.length >= 8 ? 2 : 1, prefix: false });
    const corrected = typeof best?.term === "string" ? best.term : token;
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
    const scores = new Map<L, number>();
    for (let i = 0; i < tokens.length; i++) {
      const candidates = this.byFirstWord.get(tokens[i]!);
      if (!candidates) continue;
      for (const { words, label } of candidates) {
        if (!matchesAt(tokens, i, words)) continue;
        const previous = scores.get(label);
        scores.set(label, previous === undefined ? words.length : Math.max(previous, words.length) + 0.01);
      }
    }
    return scores;
  }

  /** Labels by descending score (ties keep the order the labels were given in). */
  ranked(tokens: readonly string[]): { label: L; score: number }[] {
    return [...this.scores(tokens).entries()].map(([label, score]) => ({ label, score })).sort((a, b) => b.score - a.score);
  }

  best(tokens: readonly string[]): L | undefined {
    return this.ranked(tokens)[0]?.label;
  }

  matches(tokens: readonly string[]): boolean {
    return this.scores(tokens).size > 0;
  }
}

function matchesAt(tokens: readonly string[], start: number, words: readonly string[]): boolean {
  let pos = start;
  for (let k = 1; k < words.length; k++) {
    let found = -1;
    for (let j = pos + 1; j <= pos + 3 && j < tokens.length; j++) {
      if (tokens[j] === words[k]) {
        found = j;
        break;
      }
    }
    if (found === -1) return false;
    pos = found;
  }
  return true;
}

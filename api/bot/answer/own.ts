// The answers the understanding stage added to the engine's: how to book online (the form's fields),
// the shop's texts and how to stop them, a repair's state on the tracker and what to do in it, the
// owner's records (never shown here), an owner's passage quoted, and the question back when two
// intents are equally likely. Every fact is read from the data; the sentences are frames (say/frames/).
import { DETAIL_FIELDS } from "#shop/booking-fields.ts";
import { business, shopLanguage } from "#shop/facts.ts";
import { booking } from "#shop/owner-data.ts";
import { REPAIR_STATES, STATE_WORDS, type RepairState } from "#shop/repair-states.ts";
import type { FrameKey } from "../say/frames/en.ts";
import { spanishWords } from "../say/frames/es.ts";
import type { Say } from "../say/say.ts";
import { normalize, tokenize } from "../read/text.ts";
import type { Found } from "../find/knowledge.ts";
import type { Understood } from "../understand/understand.ts";
import { bookHref } from "../../../site/ui/book/href.ts";

const SMALL = new Set(["a", "an", "the", "on", "for", "of", "your", "su", "la", "el", "de", "una", "un", "del"]);

/** The words of each state as a visitor may quote them: the tracker's (English, Spanish) and the desk's. */
const STATE_PHRASES: [RepairState, string[]][] = REPAIR_STATES.map((state) => {
  const words = STATE_WORDS[state];
  const heads = [words.en, words.es, words.desk].map((w) => w.split(":")[0]!);
  return [
    state,
    heads.map((h) =>
      tokenize(normalize(h))
        .filter((t) => !SMALL.has(t))
        .join(" "),
    ),
  ];
});

/** Words that say a message quotes something it was shown: "it says", "the tracker", "el estado dice". */
const QUOTING =
  /\b(says?|said|shows?|showing|tracker|status|link|page|text|dice|aparece|seguimiento|estado|enlace|pagina|mensaje)\b/;

/**
 * The state a message quotes from the tracker ("it says waiting for your OK"), if it quotes one: two of
 * a state's words, or a state of one word beside a word that says it quotes ("my status says repairing").
 * One word alone is the visitor's own ("is my phone ready?" asks; it quotes nothing, and is not told its
 * tracker says so; "will my phone say non genuine part" is no "Waiting for a part").
 */
export function stateNamed(message: string): RepairState | undefined {
  const text = normalize(message);
  const said = new Set(tokenize(text));
  const quoting = QUOTING.test(text);
  let best: { state: RepairState; share: number; held: number } | undefined;
  for (const [state, phrases] of STATE_PHRASES)
    for (const phrase of phrases) {
      const words = phrase.split(" ");
      const held = words.filter((w) => said.has(w)).length;
      const share = held / words.length;
      if (held < 2 && !(quoting && held === words.length)) continue;
      if (share >= 0.5 && (!best || share > best.share || (share === best.share && held > best.held)))
        best = { state, share, held };
    }
  return best?.state;
}

export function stateAnswer(state: RepairState | undefined, t: Say, phone: string): string[] {
  if (!state) return [t.f("repairStatus", { phone })];
  const words = STATE_WORDS[state];
  const advice = t.f(`state:${state}` as FrameKey, { phone, book: bookHref(shopLanguage(t.language)) });
  const out = [t.f("stateMeans", { state: (t.spanish ? words.es : words.en).split(":")[0], advice })];
  // The private link is the way to act on any live state; the end states have said what to do.
  if (!["collected", "cancelled", "no-show", "awaiting-approval"].includes(state))
    out.push(t.f("repairStatus", { phone }));
  return out;
}

/** How to book online, on the page `href` (the booking page, opened on the repair and model talked about). */
export function bookOnline(t: Say, href = bookHref(shopLanguage(t.language))): string | undefined {
  if (!booking.enabled) return undefined;
  const entries = Object.entries(DETAIL_FIELDS) as [
    string,
    { label: string; required?: boolean; optionalNote?: string },
  ][];
  const word = (key: string, label: string) => (t.spanish ? (spanishWords.details[key] ?? label) : label.toLowerCase());
  const required = entries.filter(([, f]) => f.required).map(([key, f]) => word(key, f.label));
  const optional = entries
    .filter(([, f]) => !f.required)
    .map(([key, f]) => `${word(key, f.label)} (${t.spanish ? spanishWords.optional : (f.optionalNote ?? "optional")})`);
  return t.f("bookOnline", { book: href, details: t.list([...required, ...optional]) });
}

export function textsAnswer(t: Say, phone: string): string {
  const words = booking.textConsent?.words ?? "";
  const stop = /\breply (\w+) to stop\b/i.exec(words)?.[1];
  // The owner's consent words are English: quoted in English answers, said in Spanish's own words otherwise.
  const about = t.spanish ? spanishWords.textsAbout : words.split(/(?<=[.!?])\s+/)[0];
  // Asked "can I text you?" as often as "will you text me?": the shop's number taking texts is said too.
  const toUs = business.textsAccepted ? ` ${t.f("textUsToo", { phone })}` : "";
  if (!stop) return `${about ?? ""} ${t.f("callUs", { phone })}${toUs}`.trim();
  return t.f("texts", { about, stop, phone }) + toUs;
}

export const ownerOnly = (t: Say, phone: string) => t.f("ownerOnly", { phone });

/** The owner's words quoted whole: their Spanish in a Spanish answer where they wrote it, else their English, said so. */
export function passageAnswer(found: Found, t: Say, phone: string): string {
  const { text, es } = found.passage;
  const quote = !t.spanish ? text : (es?.text ?? `${spanishWords.inEnglish} “${text}”`);
  return t.f("passage", { quote, phone });
}

/** "Do you mean the price of a repair, or when we're open?": the two intents in the visitor's words. */
export const whichOne = (u: Understood, t: Say) =>
  t.f("whichOne", { first: u.intent.gist[t.language], second: u.runnerUp.gist[t.language] });

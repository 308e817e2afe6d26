// "What visitors asked that the assistant could not answer": the chat hands each such message here;
// it is stripped of personal data (phone numbers, also in words or with a letter O for a zero, email
// addresses, street addresses, names in any case and alphabet, links, long codes) before anything is
// stored, then counted under a key made only of words the shop knows (so nothing a visitor typed that
// could be theirs reaches it) that groups the same question asked in other words ('do you have
// parking' and 'is there parking??' are one group). Nothing else about the visitor (no IP address, no
// time finer than the store's) is kept; a wording is forgotten once the desk no longer shows it (a
// week), and the retention sweep deletes old questions.
// Whether the chat records at all is its own setting (recordUnanswered in site/_data/chat.ts).
import type { FastifyBaseLogger } from "fastify";
import { COMMON_WORDS, KNOWN_QUESTION_WORDS, OFF_TOPIC, SERVICE_KEYWORDS } from "../bot/read/lexicon.ts";
import { business, faq, models, services, troubleshooting } from "#shop/owner-data.ts";
import type { UnansweredGroup, UnansweredStore } from "./unanswered-store.ts";

/** The placeholders that stand where personal data was. */
export const PLACEHOLDER = {
  phone: "[phone]",
  email: "[email]",
  name: "[name]",
  link: "[link]",
  number: "[number]",
  address: "[address]",
} as const;

/** The desk shows this many days of questions; a wording is kept no longer. */
export const SHOWN_DAYS = 7;

const EXAMPLE_MAX = 300;
const KEY_MAX = 200;

// --- Personal data out ------------------------------------------------------------------------

/** Anything with an @ in it: an email address (whatever characters its local part uses) or a handle. */
const EMAIL = /\S*@\S*?(?=[.,!?;:)]*(?:\s|$))/g;
/** "john at gmail dot com", "john(at)gmail.com": the ways people dodge the @. */
const SPELLED_EMAIL =
  /[\w.%+-]+\s*(?:\(at\)|\[at\]|\s+at\s+)\s*[\w-]+(?:\s*(?:\(dot\)|\[dot\]|\s+dot\s+|\.)\s*[a-z]{2,6})+\b/gi;
const LINK = /\b(?:https?:\/\/|www\.)\S+/gi;
/** A run of digits and the separators people put in phone numbers; it is a phone number when it holds 7 or more digits. */
const DIGIT_RUN = /\+?\(?\d[\d\s().\-/]{5,}\d\)?/g;
/** A date is not a phone number: 2026-11-25, 11/25/2026, 11-25-26. */
const DATE = /^(?:\d{4}-\d{1,2}-\d{1,2}|\d{1,2}[/-]\d{1,2}[/-]\d{2,4})$/;
/** A token of digits where a letter O stands for a zero (or l, I for a one): "555-O177", "0l77". */
const DIGITS_WITH_LETTERS = /(?<![\p{L}\d])[\d()+.\-/OoIl]*\d[\d()+.\-/OoIl]*(?![\p{L}\d])/gu;
/** A phone number read out in words, English or Spanish, maybe with digits among them: seven or more in a row. */
const NUMBER_WORD =
  "zero|oh|o|one|two|three|four|five|six|seven|eight|nine|cero|uno|dos|tres|cuatro|cinco|seis|siete|ocho|nueve|\\d";
const PHONE_IN_WORDS = new RegExp(
  `(?<![\\p{L}\\d])(?:${NUMBER_WORD})(?:[\\s,.\\-]+(?:${NUMBER_WORD})){6,}(?![\\p{L}\\d])`,
  "giu",
);
/** A street address: a house number, up to three words, a street type, maybe a unit. */
const STREET_TYPE =
  "st|street|ave|avenue|av|rd|road|blvd|boulevard|dr|drive|ln|lane|ct|court|way|hwy|highway|pkwy|parkway|pl|place|cir|circle|ter|terrace|trl|trail|loop|pike|sq|square|calle|avenida";
const STREET = new RegExp(
  `(?<![\\p{L}\\d])\\d{1,6}\\s+(?:[\\p{L}\\d.'’-]+\\s+){0,3}?(?:${STREET_TYPE})(?![\\p{L}\\d])\\.?` +
    `(?:,?\\s*(?:apt|apartment|unit|suite|ste|#)\\.?\\s*#?[\\p{L}\\d-]+)?`,
  "giu",
);
/** What follows a street: ", Macon GA 31201", "Macon, GA", ", Macon", " 31201" (a town alone after a comma). */
const TOWN = String.raw`\p{Lu}[\p{L}'’-]+(?:\s+\p{Lu}[\p{L}'’-]+)?`;
const CITY_STATE_ZIP = new RegExp(
  String.raw`\[address\](?:,\s*${TOWN}(?:,?\s+\p{Lu}{2}\b)?|\s+${TOWN},?\s+\p{Lu}{2}\b)?(?:,?\s*\d{5}(?:-\d{4})?\b)?`,
  "gu",
);
/** A state and ZIP code anywhere: "GA 31201". */
const STATE_ZIP = /\b\p{Lu}{2}\s+\d{5}(?:-\d{4})?\b/gu;
/** Serial numbers, IMEIs, order numbers: a long token mixing letters and digits. */
const CODE = /\b(?=[A-Za-z0-9]*\d)(?=[A-Za-z0-9]*[A-Za-z])[A-Za-z0-9]{8,}\b/g;

/** Letters read as Unicode letters: "pérez" is one word, not "p" and "rez". */
const words = (text: string) =>
  text
    .toLowerCase()
    .normalize("NFKC")
    .replace(/['’]/g, "")
    .match(/\p{L}+/gu) ?? [];

/**
 * Function words, and the words people wrap their contact details in ("text me at …", "my number"):
 * never a name, never part of a group's key.
 */
export const STOP_WORDS = new Set(
  `a about after again all also am an and any anybody anyone are as at be been being but by can cant could did do does doing dont
  for from get gets got had has have having he her here hers him his how i id if im in into is isnt it its ive just let lets me
  might mine more most much must my no nor not now of off ok okay on once only or our ours out over please pls plz she should
  so some someone something than that thats the their theirs them then there theres these they this those to too u up ur us
  very was wasnt we were what whats when where whats which while who whom whose why will with wont would yall yes yet you youd
  youll your youre yours hi hello hey thanks thank thx ya yeah name
  text txt call email mail reach contact number cell message msg`.split(/\s+/),
);

/**
 * Words that are the shop's or the language's, so a capitalised one is not taken for a name: the
 * assistant's lexicon, the words of the shop's own data (FAQ, guide, services, models, place names),
 * days and months, the brands people ask about, and the small talk and off-topic words the classifier
 * now reads (they left the lexicon in issue 38's fifth round: a capitalised "Great" is still no name).
 * Testimonials are left out: they hold names.
 */
const KNOWN_WORDS: ReadonlySet<string> = new Set([
  ...STOP_WORDS,
  ...COMMON_WORDS,
  ...KNOWN_QUESTION_WORDS,
  ...[OFF_TOPIC, ...Object.values(SERVICE_KEYWORDS)].flat().flatMap(words),
  ...words(JSON.stringify(troubleshooting)),
  ...words(JSON.stringify(faq)),
  ...words(JSON.stringify(services)),
  ...models.flatMap((m) => words(`${m.name} ${m.series} ${m.display.kind} ${m.port}`)),
  ...words([business.address.street, business.address.city, business.address.state, ...business.serviceArea].join(" ")),
  ...words(
    `monday tuesday wednesday thursday friday saturday sunday january february march april may june july august september
    october november december christmas thanksgiving easter halloween memorial labor independence new year eve
    apple iphone ipad ipod imac macbook mac airpods watch icloud ios siri face touch id appstore applecare
    samsung galaxy android google pixel motorola lg oneplus nokia huawei xiaomi sony
    venmo zelle paypal cashapp cash app klarna afterpay affirm visa mastercard amex discover
    otterbox zagg verizon att tmobile sprint cricket metro boost mint walmart target bestbuy best buy amazon ebay
    usb lightning magsafe bluetooth wifi gps lcd oled gb tb
    hiya heya howdy yo sup greetings ty tysm appreciate appreciated bye goodbye cool great awesome perfect helpful sounds
    joke poem story recipe homework essay bitcoin crypto stock stocks president election football basketball score
    movie song lyrics meaning capital translate math girlfriend boyfriend dating pizza traffic restaurant restaurants`,
  ),
]);

const isKnown = (word: string) => {
  const w = word.toLowerCase().replace(/['’]/g, "");
  return KNOWN_WORDS.has(w) || KNOWN_WORDS.has(w.replace(/s$/, "")) || KNOWN_WORDS.has(w.replace(/(ing|ed)$/, ""));
};

/** A word that introduces a name whatever its case: "my name is john", "name: ana", "ask for mike". */
const STRONG_INTRO =
  /(?<![\p{L}\d])(my\s+name\s+is|my\s+names|my\s+name['’]s|name['’]s|name\s+is|name\s*:|signed|ask\s+for|speak\s+(?:to|with)|talk\s+(?:to|with)|call\s+me|me\s+llamo|mi\s+nombre\s+es)\s+((?:\p{L}[\p{L}\p{M}\d'’-]*[,.!?]?\s*){1,3})/giu;
/** Words that introduce a name only when it is capitalised: "I'm Ana" (not "I'm looking"), "this is Ana", "thanks, Ana". */
const WEAK_INTRO =
  /(?<![\p{L}\d])(i['’]?m|i\s+am|this\s+is|it['’]s|thanks|thank\s+you|regards|cheers|sincerely|best|love|hi|hey|hello|dear|soy|hola|gracias|saludos)(,?\s+)((?:\p{L}[\p{L}\p{M}\d'’-]*[,.!?]?\s*){1,3})/giu;

const NOT_IN_A_WORD = /[^\p{L}\p{M}\d'’-]/gu;

/**
 * The leading words of `phrase` that could be a name (not function words, not the shop's words).
 * After a weak introduction a name is capitalised ("I'm Ana", not "I'm looking"), or, typed all in
 * lower case, two such words at least: a first and last name ("this is john smith").
 */
function nameWords(phrase: string, needCapital: boolean): string[] {
  const out: string[] = [];
  for (const word of phrase.trim().split(/\s+/)) {
    const bare = word.replace(NOT_IN_A_WORD, "");
    if (!bare || STOP_WORDS.has(bare.toLowerCase()) || isKnown(bare)) break;
    out.push(word);
    if (/[^\p{L}\p{M}\d'’-]$/u.test(word)) break; // "Ana," ends the name
  }
  if (!needCapital) return out;
  const capitalised = out.findIndex((w) => !/^\p{Lu}/u.test(w));
  if (capitalised === -1) return out;
  if (capitalised > 0) return out.slice(0, capitalised);
  return out.length >= 2 ? out : [];
}

function replaceIntroduced(text: string, pattern: RegExp, needCapital: boolean): string {
  return text.replace(pattern, (whole: string, intro: string, ...rest: unknown[]) => {
    // STRONG_INTRO has (intro)(phrase); WEAK_INTRO has (intro)(gap)(phrase).
    const gap = needCapital ? String(rest[0]) : whole.slice(intro.length, whole.length - String(rest[0]).length);
    const phrase = String(needCapital ? rest[1] : rest[0]);
    const name = nameWords(phrase, needCapital);
    // "hi im maria lopez": the greeting introduced nothing, but the phrase holds an introduction of its own.
    if (name.length === 0) return `${intro}${gap}${replaceIntroduced(phrase, pattern, needCapital)}`;
    const taken = name.join(" ");
    const at = phrase.indexOf(taken);
    const trailing = name.at(-1)!.match(/[^\p{L}\p{M}\d'’-]+$/u)?.[0] ?? "";
    return `${intro}${gap}${PLACEHOLDER.name}${trailing}${phrase.slice(at + taken.length)}`;
  });
}

/**
 * The message with personal data replaced: email addresses, phone numbers, links, long codes, and
 * names (after "my name is", "I'm", "this is", a greeting or a sign-off, and any capitalised word
 * inside a sentence that is not a word of the shop or the language). Errs on the side of replacing.
 */
export function scrubPersonalData(message: string): string {
  // oxlint-disable-next-line no-control-regex -- control characters are what this turns into spaces before the patterns below run
  let text = message.normalize("NFKC").replace(/[\u0000-\u001f\u007f]+/g, " ");
  text = text
    .replace(EMAIL, PLACEHOLDER.email)
    .replace(SPELLED_EMAIL, PLACEHOLDER.email)
    .replace(LINK, PLACEHOLDER.link);
  text = text.replace(PHONE_IN_WORDS, PLACEHOLDER.phone);
  text = text.replace(DIGITS_WITH_LETTERS, (token) =>
    /[OoIl]/.test(token) ? token.replace(/[Oo]/g, "0").replace(/[Il]/g, "1") : token,
  );
  text = text.replace(DIGIT_RUN, (run) =>
    (run.match(/\d/g)?.length ?? 0) >= 7 && !DATE.test(run.trim()) ? PLACEHOLDER.phone : run,
  );
  text = text.replace(STREET, PLACEHOLDER.address).replace(CITY_STATE_ZIP, PLACEHOLDER.address);
  text = text.replace(STATE_ZIP, PLACEHOLDER.address);
  text = text.replace(CODE, PLACEHOLDER.number);
  text = replaceIntroduced(text, STRONG_INTRO, false);
  text = replaceIntroduced(text, WEAK_INTRO, true);
  // "John here", "john smith here": up to three words the shop does not know, in any case, opening a
  // sentence and followed by "here", are someone saying who they are.
  text = text.replace(
    /(^|[.!?¿¡]\s*)((?:\p{L}[\p{L}\p{M}'’-]*\s+){1,3})(?=here\b)/giu,
    (whole, start: string, phrase: string) =>
      phrase
        .trim()
        .split(/\s+/)
        .every((w) => !isKnown(w) && !STOP_WORDS.has(w.toLowerCase()))
        ? `${start}${PLACEHOLDER.name} `
        : whole,
  );
  // Any capitalised word inside a sentence that is no word we know: "can Mike look at it", "… - John".
  text = text.replace(/(?<=[^\s.!?¿¡]\s+|[,;:(\-–—]\s*)\p{Lu}\p{Ll}[\p{L}\p{M}'’-]*/gu, (word) =>
    isKnown(word) ? word : PLACEHOLDER.name,
  );
  // A last line that is only a name: a signature.
  text = text.replace(
    /\n\s*(\p{Lu}[\p{L}\p{M}'’-]*(?:\s+\p{Lu}[\p{L}\p{M}'’-]*)?)\s*\.?\s*$/u,
    (whole, name: string) => (name.split(/\s+/).every((w) => !isKnown(w)) ? `\n${PLACEHOLDER.name}` : whole),
  );
  // Two placeholders in a row are one ("[name] [name]" from a first and last name).
  text = text.replace(/(\[name\])(?:\s+\[name\])+/g, "$1");
  text = text.replace(/\s+/g, " ").trim();
  return text.length > EXAMPLE_MAX ? `${text.slice(0, EXAMPLE_MAX - 1)}…` : text;
}

// --- Grouping ---------------------------------------------------------------------------------

/**
 * Words that may be known to the shop yet say where someone lives or what their number is: street
 * types, the towns around the shop, number words. A group's key never holds them, so "I live at 12
 * Main Street, Macon" or a phone number read out in words leaves nothing of itself in the key.
 */
const PERSONAL_WORDS: ReadonlySet<string> = new Set([
  ...STREET_TYPE.split("|"),
  ...NUMBER_WORD.split("|").filter((w) => /^\p{L}+$/u.test(w)),
  ...words([business.address.city, business.address.state, ...business.serviceArea].join(" ")),
]);

/** A crude stem, enough to put "parking" with "park" and "cases" with "case". */
function stem(word: string): string {
  if (word.endsWith("ies") && word.length > 4) return `${word.slice(0, -3)}y`;
  const cut = word.replace(/(?:ing|ed|es|e)$|(?<!s)s$/, "");
  return cut.length >= 3 ? cut : word;
}

/**
 * The group key of a (scrubbed) question: its content words, stemmed, each once, in alphabetical
 * order, so word order, punctuation, case and function words do not split a group. Only words the
 * shop knows (and numbers of one or two digits, as in a model's name) go in: a name or a street the
 * scrubbing missed never does. Empty when the message has no such word (then it is not recorded).
 */
export function groupKey(scrubbed: string): string {
  const content = (
    scrubbed
      .replace(/\[(?:phone|email|name|link|number|address)\]/g, " ")
      .toLowerCase()
      .normalize("NFKC")
      .replace(/['’]/g, "")
      .match(/[\p{L}\d]+/gu) ?? []
  )
    .filter(
      (w) =>
        !STOP_WORDS.has(w) && !PERSONAL_WORDS.has(w) && (/^\d{1,2}$/.test(w) || (/^\p{L}+$/u.test(w) && isKnown(w))),
    )
    .map(stem);
  return [...new Set(content)].sort().join(" ").slice(0, KEY_MAX);
}

/**
 * The assistant's topic less anything personal: the words the scrubbing took out of the message (a
 * name, a street, a phone number in words) and the personal words above. The topic is built from the
 * raw message by the assistant, which knows "smith" and "main" as English words; only the scrubbing
 * knows they were a name and a street here. A topic word is a stem ("park" for "parking"), so a word
 * taken out matches it when it starts with it.
 */
export function topicKey(topic: string, message: string, scrubbed: string): string {
  const kept = new Set(words(scrubbed));
  const taken = words(message).filter((w) => !kept.has(w));
  return topic
    .split(/\s+/)
    .filter((t) => t !== "" && !PERSONAL_WORDS.has(t) && !taken.some((w) => w.startsWith(t)))
    .join(" ");
}

// --- Recording ----------------------------------------------------------------------------------

/** What the chat could not answer: recorded by the chat route, read by the owner's desk. */
export interface UnansweredQuestions {
  /**
   * Scrubs, keys and counts a visitor's message. The key is the assistant's topic when it gave one
   * (its known words, Spanish read into English, so "do you sell cases?" and "¿venden fundas?" are one
   * question), else the message's own known words. It never throws and never delays the answer (the
   * write runs on its own); a failed write is logged without the message.
   */
  record(message: string, topic?: string): void;
  /** The groups asked most since `since`, at most `limit`. */
  top(since: number, limit: number): Promise<UnansweredGroup[]>;
}

export function unansweredQuestions(opts: {
  store: UnansweredStore;
  now: () => Date;
  log?: FastifyBaseLogger;
}): UnansweredQuestions {
  return {
    record(message, topic) {
      const example = scrubPersonalData(message);
      const key = (topic ? topicKey(topic, message, example) : groupKey(example)).slice(0, KEY_MAX);
      if (key === "") return;
      void opts.store.record(key, example, opts.now().getTime()).catch((error: unknown) => {
        opts.log?.warn(
          { reason: error instanceof Error ? error.name : "error" },
          "could not record an unanswered question",
        );
      });
    },
    top: (since, limit) => opts.store.top(since, limit),
  };
}

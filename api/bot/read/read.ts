// Reading: a visitor's message and the conversation so far into language-neutral parts (problems,
// repairs, models, questions, days and clock times, and what kind of message it is), the first stage
// of the assistant's pipeline: read (read/, this file) -> answer (answer/engine.ts: each part into
// facts from site/_data/) -> say (say/frames/: facts into sentences in the visitor's language).
// Nothing here writes a sentence for the visitor.
import type { ServiceKey } from "#shop/content-schemas.ts";
import { SERVICE_KEYS } from "#shop/content-schemas.ts";
import { troubleshooting as guide } from "#shop/owner-data.ts";
import { business, models, services } from "#shop/facts.ts";
import { englishWords } from "./english.ts";
import {
  COMMON_WORDS,
  KNOWN_QUESTION_WORDS,
  MANIPULATION_PATTERNS,
  OFF_TOPIC,
  SERVICE_KEYWORDS,
  type QuestionKind,
} from "./lexicon.ts";
import { isSpanish, readSpanish, SPANISH_CUES } from "./lexicon-es.ts";
import { ModelFinder, type ModelMention } from "./models.ts";
import { normalize, PhraseMatcher, prepare, tokenize, Vocabulary } from "./text.ts";
import { hoursAsked, labelWords, readWhen, type When } from "./when.ts";
import { precedence } from "./precedence.ts";
import type { ChatTurn } from "#shop/chat-schemas.ts";

export type { ChatTurn };
/** A problem of the troubleshooting guide (site/_data/troubleshooting.ts), and a device it speaks of. */
export type TroubleshootingProblem = (typeof guide.problems)[number];
export type DeviceGuide = (typeof guide.devices)[number];

export interface EngineInput {
  message: string;
  /** The model of the page the widget is on: a slug such as "iphone-13-pro-repair". */
  model?: string;
  history?: readonly ChatTurn[];
}

export interface Analysis {
  /** The visitor's language: "es" for a Spanish message (lexicon-es.ts), else "en". */
  language: "en" | "es";
  tokens: string[];
  /** The normalized message with model names and numbers written one way (see prepare()). */
  text: string;
  manipulation: boolean;
  /** The problems described, in the order written (one per repair). */
  problems: TroubleshootingProblem[];
  /** The main problem (the most specific one). */
  problem?: TroubleshootingProblem;
  /** The classifier's intent, where it led the reading ("parking", whose answer is the directions'). */
  intent?: string;
  /** The questions asked, in the order written. */
  questions: QuestionKind[];
  /** The repairs named or implied by a problem, in the order written. */
  services: ServiceKey[];
  service?: ServiceKey;
  device?: DeviceGuide;
  /** The models named, in order; from the conversation or the page when the message names none. */
  mentions: ModelMention[];
  mention?: ModelMention;
  /** Where the model came from. */
  modelSource?: "message" | "history" | "page";
  /** The day, clock time or "until close" asked about. */
  when?: When;
  /** Positions of the problems and questions in the message, for answering in the order asked. */
  order: Map<string, number>;
  greeting: boolean;
  thanks: boolean;
  offTopic: boolean;
  /** Insults ("rude") or frustration ("angry"): the reply is calm and short, with the phone. */
  mood?: "rude" | "angry";
  /** A repair asked for today ("can you do it today", "same day?", "while I wait"). */
  sameDay: boolean;
  /** The shop's towns named (a place in a story unless a question asks about it). */
  places: string[];
}

/** The phrases that name each repair (its own words, not a symptom). */
const SERVICE_PHRASES = new Map(
  SERVICE_KEYS.map((k) => [k, new Set(SERVICE_KEYWORDS[k].map((w) => tokenize(normalize(w)).join(" ")))]),
);
/** Words around a bare follow-up ("and the battery?", "what about the camera"). */
const FOLLOW_UP_FILLER = new Set([
  "and",
  "the",
  "what",
  "about",
  "for",
  "a",
  "an",
  "my",
  "how",
  "ok",
  "okay",
  "so",
  "then",
  "also",
  "too",
  "?",
]);
/** The shop's own special days by label, as words ("inventory day"): days a visitor may name. */
const SPECIAL_LABELS = [...new Set(business.specialHours.map((s) => labelWords(s.label)).filter(Boolean))];
/** Words that ask for the repair today: "same day", "while I wait". */
const SAME_DAY = /\b(same ?day|while (i|you) wait|wait for it|wait on it)\b/;
/** Words around a town asked about alone ("in Perry?", "what about Gray"). */
const PLACE_FILLER = new Set(["in", "near", "around", "what", "about", "and", "or", "you", "the", "area", "to"]);
/** Words that ask whether the shop is in a town: "are you in", "any store near", "do you serve", "tienen tienda en". */
const ASKS_ABOUT_A_TOWN =
  /\b(?:(?:are|r) (?:you|u|yall|ya)(?: guys| all)?(?: located| based)?|located|based|(?:shop|store|location|locations|branch|one|tienda|sucursal)|(?:do|does) (?:you|u|yall) (?:serve|cover|come to|go to|do)|estan|encuentran|quedan) (?:in|near|around|en|to|out)?\s?([a-z]{4,})\b/;
const english = englishWords();
/** A day said from another ("the day after", "the next day", "el día siguiente"): a group matched is forward. */
export const RELATIVE_DAY =
  /\b(?:(?:the |a )?day (?:(after|later)|before|earlier)|(?:(next|following) day)|dia (?:(siguiente|despues)|anterior|antes))\b/;
/** Words for the first free time ("asap", "earliest", "lo antes posible", "lo más pronto"). */
const SOONEST =
  /\b(asap|as soon as (?:possible|you can)|earliest|soonest|first available|next available|antes posible|cuanto antes|mas pronto)\b/;
/** A message that names no day or time. */
export const NO_TIME: When = { days: [], now: false, untilClose: false, late: false, holidays: false, early: false };

/** Everything built once at start-up: the vocabulary (MiniSearch index) and the phrase matchers. */
export class Knowledge {
  readonly vocabulary: Vocabulary;
  readonly problems = new PhraseMatcher(guide.problems.map((p) => [p, p.keywords] as const));
  readonly devices = new PhraseMatcher(guide.devices.map((d) => [d, d.keywords] as const));
  readonly topics = new PhraseMatcher(guide.topics.map((t) => [t.id, t.keywords] as const));
  /**
   * The shop's own towns (its city and service area), whatever the shop. A town named is a place in
   * the visitor's story ("I'm coming from Warner Robins", "the weather in Macon"), not a question:
   * it asks about the area only beside words that ask ("how far from", "do you serve", "are you in").
   */
  readonly places = new PhraseMatcher(
    [...new Set([business.address.city, ...business.serviceArea])].map((town) => [town, [town.toLowerCase()]] as const),
  );
  readonly services = new PhraseMatcher(SERVICE_KEYS.map((k) => [k, SERVICE_KEYWORDS[k]] as const));
  readonly offTopic = new PhraseMatcher([["off-topic", OFF_TOPIC] as const]);
  readonly models = new ModelFinder(models);
  /**
   * The questions of each part of a message of several parts, as the classifier reads them, merged with
   * the reader's (understand/parts.ts; set by the engine, which holds the classifier).
   */
  partQuestions?: (
    message: string,
    read: readonly { kind: QuestionKind; at: number }[],
    length: number,
    /** Insults or frustration (understand/kinds.ts reads no reviews into "you guys are a scam"). */
    upset: boolean,
  ) => { kind: QuestionKind; at: number; intent?: string }[];
  /**
   * The visitor's mood, insults ("rude") or frustration ("angry"), as a classifier learned it from
   * examples (understand/moods.ts; set by the engine, which holds it): the reader keeps no word list for it.
   */
  moodOf?: (message: string) => "rude" | "angry" | undefined;
  /**
   * The question the classifier is sure the message asks, not a trouble, small talk or a refusal ("is water
   * damage covered by the warranty?" names a repair, "my phone got water damage" describes one; set by the
   * engine, which holds it).
   */
  questionAsked?: (message: string) => string | undefined;

  constructor() {
    const words = new Set<string>([...COMMON_WORDS, ...KNOWN_QUESTION_WORDS]);
    for (const matcher of [this.problems, this.devices, this.topics, this.places, this.services, this.offTopic])
      for (const w of matcher.words()) words.add(w);
    for (const m of models) for (const w of tokenize(normalize(m.name))) words.add(w);
    for (const w of ["promax", "pm", "xr", "xs", "se", "max"]) words.add(w);
    for (const s of services) for (const w of tokenize(normalize(s.name))) words.add(w);
    for (const label of SPECIAL_LABELS) for (const w of label.split(" ")) words.add(w);
    for (const d of [
      "monday",
      "tuesday",
      "wednesday",
      "thursday",
      "friday",
      "saturday",
      "sunday",
      "christmas",
      "thanksgiving",
      "easter",
      "holiday",
    ])
      words.add(d);
    this.vocabulary = new Vocabulary(words, englishWords());
  }

  tokens(text: string): string[] {
    return tokenize(prepare(normalize(text))).map((t) => this.vocabulary.correct(t));
  }

  // Every message re-sends the conversation: earlier turns are read once, then remembered (bounded,
  // and keyed by the day, so the same words read the same way on the same day).
  private readonly turns = new Map<string, Analysis>();
  remember(key: string, read: () => Analysis): Analysis {
    const known = this.turns.get(key);
    if (known) return known;
    const analysis = read();
    if (this.turns.size >= 5_000) this.turns.clear();
    this.turns.set(key, analysis);
    return analysis;
  }
}

const uniqueMentions = (list: ModelMention[]) => {
  const seen = new Set<string>();
  return list.filter((m) => {
    const id = m.kind === "known" ? m.model.slug : m.name;
    if (seen.has(id)) return false;
    seen.add(id);
    return true;
  });
};

/**
 * `spanish`: the message is known to be Spanish (the classifier's language model is sure of it) where the
 * reader's cue words may miss it ("aceptan efectivo", "la bateria se infla").
 */
export function analyze(k: Knowledge, message: string, today: string, spanish = false): Analysis {
  const normalized = normalize(message);
  // Spanish is read through its lexicon into the English words the reader knows, and is not "corrected".
  const language = spanish || isSpanish(tokenize(normalized), normalized) ? "es" : "en";
  const text = prepare(language === "es" ? readSpanish(normalized) : normalized);
  const raw = tokenize(text);
  const tokens = language === "es" ? raw : raw.map((t) => k.vocabulary.correct(t));
  // Spanish is tested in the English it was read into: its own "gratis" is a question ("¿es gratis?").
  const manipulation = MANIPULATION_PATTERNS.some(
    (re) => (language === "en" && re.test(normalized)) || re.test(tokens.join(" ")),
  );
  const order = new Map<string, number>();

  // Problems: the most specific first; a word used by one (the "glass" of "back glass") is not reused.
  const used = new Set<number>();
  const problems: { problem: TroubleshootingProblem; at: number; score: number }[] = [];
  const classifierAsks = k.questionAsked?.(message);
  const found = k.problems
    .found(tokens)
    .sort(
      (x, y) =>
        y.score - x.score ||
        Number(Boolean(y.label.warning)) - Number(Boolean(x.label.warning)) ||
        x.span - y.span ||
        x.at - y.at,
    );
  const bare = tokens.filter((t) => !FOLLOW_UP_FILLER.has(t));
  // Beside a clearly off-topic word, one loose word is not a problem ("the weather is hot").
  const offTopic = k.offTopic.matches(tokens);
  for (const f of found) {
    if (offTopic && f.score < 2) continue;
    // "how much is a charging port", "is water damage covered", "and the speaker?": a repair named,
    // not a symptom described, when the words are the repair's own name.
    const phrase = f.used.map((i) => tokens[i]).join(" ");
    const namesRepair = f.label.service !== null && SERVICE_PHRASES.get(f.label.service)?.has(phrase);
    // ...unless other words describe the symptom too ("the charging port is loose").
    const describes = [...f.all].some((i) => !f.used.includes(i));
    // A question the classifier is sure of makes it a repair named too; its quote alone never hides a safety
    // warning, whose answer says the quote after what to do first ("water damage 16 pro max").
    const quoted = classifierAsks === "price" || classifierAsks === "time";
    const asking = classifierAsks !== undefined && !(f.label.warning && quoted);
    if (namesRepair && !describes && (asking || bare.length === f.used.length)) continue;
    if (f.used.some((i) => used.has(i))) continue;
    if (problems.length > 0 && f.score < 2 && !f.label.service) continue;
    if (f.label.service && problems.some((p) => p.problem.service === f.label.service)) continue;
    problems.push({ problem: f.label, at: f.at, score: f.score });
    for (const i of f.all) used.add(i);
  }
  const primary = problems[0]?.problem;
  problems.sort((x, y) => x.at - y.at);
  for (const p of problems) order.set(`problem:${p.problem.id}`, p.at);

  const masked = tokens.map((t, i) => (used.has(i) ? "" : t));
  const serviceHits = [
    ...problems.filter((p) => p.problem.service).map((p) => ({ key: p.problem.service!, at: p.at })),
    ...k.services.found(masked).map((f) => ({ key: f.label, at: f.at })),
  ].sort((x, y) => x.at - y.at);
  const servicesFound: ServiceKey[] = [];
  for (const h of serviceHits) {
    if (!servicesFound.includes(h.key)) servicesFound.push(h.key);
    if (!order.has(`service:${h.key}`)) order.set(`service:${h.key}`, h.at);
  }

  // What the message asks is the classifier's (partQuestions below); the reader adds what its slots ask.
  let questions: { kind: QuestionKind; at: number }[] = [];
  // Naming the current offer ("is the $10 off for batteries too?") is a question about the offer.
  const offerAt = tokens.findIndex((t, i) => t === "$" && tokens[i + 1] === String(business.offer.amountOff));
  if (offerAt >= 0 && !questions.some((q) => q.kind === "discounts"))
    questions.push({ kind: "discounts", at: offerAt });
  // "Are you in Perry?", "Warner Robins?": a town asked about, not told of.
  const places = k.places.found(tokens);
  const place = places[0];
  if (place && !questions.some((q) => q.kind === "service-area" || q.kind === "location" || q.kind === "directions")) {
    const before = tokens.slice(Math.max(0, place.at - 4), place.at).join(" ");
    const alone = tokens.every((t, i) => place.used.includes(i) || PLACE_FILLER.has(t));
    if (alone || /\b((are|r) (you|u|yall|ya)( guys| all)?|located|based) (in|near|around)$/.test(before))
      questions.push({ kind: "service-area", at: place.at });
  }
  // "Are you in Atlanta?", "¿están en Atlanta?": a town not the shop's is asked about the same way. It
  // is a name no dictionary holds, English or Spanish (not "are you in stock", "one in a hurry", "¿dónde
  // están ubicados?"), read before any correction.
  if (!place && !questions.some((q) => q.kind === "service-area")) {
    const away = ASKS_ABOUT_A_TOWN.exec(raw.join(" "));
    const town = away?.[1];
    // Its answer says where the shop is too: "any location near Orlando" is not asked twice.
    if (town && !english.has(town) && !SPANISH_CUES.has(town) && !k.vocabulary.has(town))
      questions = [...questions.filter((q) => q.kind !== "location"), { kind: "service-area", at: raw.indexOf(town) }];
  }
  const topic = k.topics.found(tokens)[0];
  if (topic) questions.push({ kind: "data-safety", at: topic.at });
  const mood = k.moodOf?.(message);
  let intent: string | undefined;
  if (k.partQuestions) {
    const read = k.partQuestions(message, questions, tokens.length, mood !== undefined);
    // The intent that led a part's question ("where do i leave my car": the parking's, whose answer is the directions').
    intent = read.find((q) => q.intent)?.intent;
    questions = read.map(({ kind, at }) => ({ kind, at }));
  }
  const mentions = uniqueMentions(k.models.find(tokens, { spanish: language === "es" }));
  // "Same day?" and "while I wait" are about today.
  // "As soon as possible", "lo antes posible": to come in now, or at the first free time after it.
  // ("What's the earliest you open?" asks the hours instead.)
  const asap = SOONEST.test(text) && !/\b(open|opens|opening|close|closes|closing|abren|abre)\b/.test(text);
  const when =
    readWhen(text, tokens, today, SPECIAL_LABELS) ??
    (SAME_DAY.test(text) || asap
      ? { ...NO_TIME, day: { kind: "today" as const }, days: [{ kind: "today" as const }], now: asap }
      : undefined);
  const device = mentions.length > 0 ? undefined : k.devices.best(tokens);
  questions = precedence(questions, tokens, {
    services: servicesFound,
    problems: problems.length,
    mentions: mentions.length,
    when,
    device: device !== undefined,
  });
  // ...and it asks to come in, whatever the reading of its day made of it (the booking offer follows it).
  if (asap && !questions.some((q) => q.kind === "appointment" || q.kind === "my-booking"))
    questions.push({
      kind: "appointment",
      at: Math.max(
        0,
        tokens.findIndex((t) => SOONEST.test(t)),
      ),
    });
  // The hours asked of now are whether we're open now.
  questions = questions.map((q) => (q.kind === "hours" ? { ...q, kind: hoursAsked(when) } : q));
  for (const q of questions) if (!order.has(q.kind)) order.set(q.kind, q.at);
  const sameDay =
    when?.day?.kind === "today" &&
    questions.some((q) => q.kind === "hours") &&
    questions.some((q) => q.kind === "time" || q.kind === "price");

  // "Write me a poem about batteries": a repair's name inside an off-topic request is not a repair asked about.
  if (offTopic && questions.length === 0 && problems.length === 0 && mentions.length === 0) servicesFound.length = 0;
  return {
    language,
    tokens,
    text,
    manipulation,
    problems: problems.map((p) => p.problem),
    problem: primary,
    questions: [...new Set(questions.sort((x, y) => x.at - y.at).map((q) => q.kind))],
    services: servicesFound,
    service: servicesFound[0],
    device,
    mentions,
    mention: mentions[0],
    modelSource: mentions.length > 0 ? "message" : undefined,
    when,
    order,
    places: places.map((p) => p.label),
    sameDay,
    // Greetings and thanks are the classifier's to read (understand/decide.ts sets them).
    greeting: false,
    thanks: false,
    offTopic,
    mood,
    intent,
  };
}

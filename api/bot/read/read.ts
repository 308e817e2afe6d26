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
  ANGRY,
  COMMON_WORDS,
  GREETINGS,
  MANIPULATION_PATTERNS,
  OFF_TOPIC,
  QUESTION_KEYWORDS,
  RUDE,
  SERVICE_KEYWORDS,
  THANKS,
  type QuestionKind,
} from "./lexicon.ts";
import { isSpanish, readSpanish } from "./lexicon-es.ts";
import { ModelFinder, type ModelMention } from "./models.ts";
import { normalize, PhraseMatcher, prepare, tokenize, Vocabulary } from "./text.ts";
import { labelWords, readWhen, type DayRef, type When } from "./when.ts";
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
/** Words that make "how long" about the repair itself rather than a warranty or the hours. */
const REPAIR_TIME_WORDS = new Set([
  "take",
  "takes",
  "taking",
  "wait",
  "ready",
  "done",
  "turnaround",
  "fix",
  "fixed",
  "fixing",
]);
/** The shop's own special days by label, as words ("inventory day"): days a visitor may name. */
const SPECIAL_LABELS = [...new Set(business.specialHours.map((s) => labelWords(s.label)).filter(Boolean))];
/** Words that ask for a repair to be done ("can you do it today", "get it back by 5"). */
const DOING_WORDS = new Set([
  "do",
  "fix",
  "fixed",
  "done",
  "ready",
  "back",
  "finish",
  "finished",
  "repaired",
  "replace",
  "replaced",
  "swap",
  "change",
]);
/** Words that ask for the repair today: "same day", "while I wait". */
const SAME_DAY = /\b(same ?day|while (i|you) wait|wait for it|wait on it)\b/;
const BOOKING_WORDS = new Set(["appointment", "appointments", "book", "booking", "reserve", "reservation", "schedule"]);
const CHEAPER_WORDS = new Set(["cheaper", "cheapest"]);
/** Words around a town asked about alone ("in Perry?", "what about Gray"). */
const PLACE_FILLER = new Set(["in", "near", "around", "what", "about", "and", "or", "you", "the", "area", "to"]);
/** Words that ask whether the shop is in a town: "are you in", "any store near", "do you serve", "tienen tienda en". */
const ASKS_ABOUT_A_TOWN =
  /\b(?:(?:are|r) (?:you|u|yall|ya)(?: guys| all)?(?: located| based)?|located|based|(?:shop|store|location|locations|branch|one|tienda|sucursal)|(?:do|does) (?:you|u|yall) (?:serve|cover|come to|go to|do)|estan|encuentran|quedan) (?:in|near|around|en|to|out)?\s?([a-z]{4,})\b/;
const english = englishWords();
/** A day said from another ("the day after", "the next day", "el día siguiente"): a group matched is forward. */
const RELATIVE_DAY =
  /\b(?:(?:the |a )?day (?:(after|later)|before|earlier)|(?:(next|following) day)|dia (?:(siguiente|despues)|anterior|antes))\b/;
/** Words for the first free time ("asap", "earliest", "lo antes posible", "lo más pronto"). */
const SOONEST =
  /\b(asap|as soon as (?:possible|you can)|earliest|soonest|first available|next available|antes posible|cuanto antes|mas pronto)\b/;
/** A message that names no day or time. */
const NO_TIME: When = { days: [], now: false, untilClose: false, late: false, holidays: false, early: false };
/** Words that apply a discount to a price: "with", "after", "minus", "less". */
const OFFER_APPLIED = new Set(["with", "after", "minus", "less", "w"]);
const COMPARE_WORDS = new Set([
  "apple",
  "applecare",
  "genius",
  "cheaper",
  "worth",
  "compare",
  "compared",
  "vs",
  "versus",
  "than",
  "instead",
  "upgrade",
]);

/** Everything built once at start-up: the vocabulary (MiniSearch index) and the phrase matchers. */
export class Knowledge {
  readonly vocabulary: Vocabulary;
  readonly problems = new PhraseMatcher(guide.problems.map((p) => [p, p.keywords] as const));
  readonly devices = new PhraseMatcher(guide.devices.map((d) => [d, d.keywords] as const));
  readonly topics = new PhraseMatcher(guide.topics.map((t) => [t.id, t.keywords] as const));
  readonly questions = new PhraseMatcher(Object.entries(QUESTION_KEYWORDS) as [QuestionKind, string[]][]);
  /**
   * The shop's own towns (its city and service area), whatever the shop. A town named is a place in
   * the visitor's story ("I'm coming from Warner Robins", "the weather in Macon"), not a question:
   * it asks about the area only beside words that ask ("how far from", "do you serve", "are you in").
   */
  readonly places = new PhraseMatcher(
    [...new Set([business.address.city, ...business.serviceArea])].map((town) => [town, [town.toLowerCase()]] as const),
  );
  readonly services = new PhraseMatcher(SERVICE_KEYS.map((k) => [k, SERVICE_KEYWORDS[k]] as const));
  readonly greetings = new PhraseMatcher([["greeting", GREETINGS] as const]);
  readonly thanks = new PhraseMatcher([["thanks", THANKS] as const]);
  readonly offTopic = new PhraseMatcher([["off-topic", OFF_TOPIC] as const]);
  readonly mood = new PhraseMatcher([["rude", RUDE] as const, ["angry", ANGRY] as const]);
  readonly models = new ModelFinder(models);

  constructor() {
    const words = new Set<string>(COMMON_WORDS);
    for (const matcher of [
      this.problems,
      this.devices,
      this.topics,
      this.questions,
      this.places,
      this.services,
      this.greetings,
      this.thanks,
      this.offTopic,
      this.mood,
    ])
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

export function analyze(k: Knowledge, message: string, today: string): Analysis {
  const normalized = normalize(message);
  // Spanish is read through its lexicon into the English words the reader knows, and is not "corrected".
  const language = isSpanish(tokenize(normalized), normalized) ? "es" : "en";
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
  const asks = k.questions.matches(tokens);
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
    if (namesRepair && !describes && (asks || bare.length === f.used.length)) continue;
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

  // A question word inside a longer question phrase is not a question of its own ("price" in "price match"),
  // nor one inside a problem's words (the "card" of "SIM card").
  const asked = k.questions.found(masked);
  let questions = asked
    .filter((q) => !asked.some((o) => o !== q && o.score > q.score && q.used.every((i) => o.used.includes(i))))
    .map((q) => ({ kind: q.label, at: q.at }));
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
  // is a name no dictionary holds (not "are you in stock", "one in a hurry"), read before any correction.
  if (!place && !questions.some((q) => q.kind === "service-area")) {
    const away = ASKS_ABOUT_A_TOWN.exec(raw.join(" "));
    const town = away?.[1];
    // Its answer says where the shop is too: "any location near Orlando" is not asked twice.
    if (town && !english.has(town) && !k.vocabulary.has(town))
      questions = [...questions.filter((q) => q.kind !== "location"), { kind: "service-area", at: raw.indexOf(town) }];
  }
  const topic = k.topics.found(tokens)[0];
  if (topic) questions.push({ kind: "data-safety", at: topic.at });
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
  questions = precedence(questions, tokens, {
    services: servicesFound,
    problems: problems.length,
    mentions: mentions.length,
    when,
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
  for (const q of questions) if (!order.has(q.kind)) order.set(q.kind, q.at);
  const sameDay =
    when?.day?.kind === "today" &&
    questions.some((q) => q.kind === "hours") &&
    questions.some((q) => q.kind === "time" || q.kind === "price");

  const device = mentions.length > 0 ? undefined : k.devices.best(tokens);
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
    greeting: k.greetings.matches(tokens),
    thanks: k.thanks.matches(tokens),
    offTopic,
    mood: k.mood.best(tokens),
  };
}

/**
 * Which question a message really asks, from meaning rather than word order: "how long is the
 * warranty" is about the warranty, "how long until you close" about the hours, "how long have you
 * been in business" about the shop's history, "is the diagnosis free" about the diagnosis.
 */
function precedence(
  found: { kind: QuestionKind; at: number }[],
  tokens: readonly string[],
  ctx: { services: ServiceKey[]; problems: number; mentions: number; when?: When },
): { kind: QuestionKind; at: number }[] {
  // "Can you fix it in 2 hours?" is a repair time, not the opening hours ("open 24 hours" still is).
  found = found.map((q) =>
    q.kind === "hours" &&
    /^(hours?|hrs?)$/.test(tokens[q.at] ?? "") &&
    /^(\d+|few|couple|an|1|one)$/.test(tokens[q.at - 1] ?? "") &&
    tokens[q.at - 1] !== "24"
      ? { ...q, kind: "time" as const }
      : q,
  );
  const has = (kind: QuestionKind) => found.some((q) => q.kind === kind);
  const drop = new Set<QuestionKind>();
  const repairTimeWords = tokens.some((t) => REPAIR_TIME_WORDS.has(t));
  const aboutARepair = ctx.services.length > 0 || ctx.problems > 0 || ctx.mentions > 0;
  if (has("years")) ["time", "hours", "open-now", "visit"].forEach((k) => drop.add(k as QuestionKind));
  // A booking made, or how far ahead one can be: not a question of the hours, the way there or walking in.
  if (has("my-booking") || has("booking-ahead") || has("repair-status"))
    ["appointment", "visit", "hours", "open-now", "service-area", "time"].forEach((k) => drop.add(k as QuestionKind));
  if (has("repair-status")) drop.add("my-booking");
  // "How much after the discount?", "price with the deal": the price less the offer, asked of the offer.
  if (has("discounts") && tokens.some((t) => OFFER_APPLIED.has(t))) drop.add("price");
  // "Transfer my data to a new phone" is a service we can't confirm, not a question of fixing versus buying new.
  if (has("apple") && has("unknown") && !tokens.some((t) => COMPARE_WORDS.has(t))) drop.add("apple");
  if (has("apple") && !drop.has("apple")) ["discounts", "price", "parts"].forEach((k) => drop.add(k as QuestionKind));
  if (has("warranty")) {
    if (!repairTimeWords) drop.add("time");
    if (!aboutARepair) drop.add("price");
  }
  if (has("diagnosis")) drop.add("price");
  if (
    has("warranty") &&
    tokens.some((t) => t === "include" || t === "includes" || t === "included" || t === "including")
  )
    drop.add("price");
  if (ctx.when && (ctx.when.untilClose || ctx.when.late || ctx.when.early) && !aboutARepair)
    ["price", "time"].forEach((k) => drop.add(k as QuestionKind));
  const timeOfDay = has("hours") || has("open-now") || (ctx.when !== undefined && (has("visit") || has("appointment")));
  if (has("time") && timeOfDay && !aboutARepair && !repairTimeWords) drop.add("time");
  if (
    ctx.when &&
    (ctx.when.untilClose || ctx.when.late || ctx.when.early || ctx.when.holidays) &&
    !has("hours") &&
    !has("open-now")
  )
    found = [...found, { kind: "hours", at: found.find((q) => q.kind === "time")?.at ?? 0 }];
  if (has("directions")) drop.add("location");
  if (has("appointment") && ctx.when && !tokens.some((t) => BOOKING_WORDS.has(t))) drop.add("appointment");
  if (has("appointment") && (ctx.when?.day || ctx.when?.minutes !== undefined) && !has("hours") && !has("open-now"))
    found = [...found, { kind: "hours", at: found.find((q) => q.kind === "appointment")!.at + 0.5 }];
  if (has("busy")) ["time", "parts", "hours", "open-now"].forEach((k) => drop.add(k as QuestionKind));
  // A repair already in the shop: its status is not a repair time or the hours.
  if (has("repair-status"))
    ["time", "hours", "open-now", "visit", "appointment", "busy", "services"].forEach((k) =>
      drop.add(k as QuestionKind),
    );
  if (has("no-fix")) ["payment", "price"].forEach((k) => drop.add(k as QuestionKind));
  // "Which is cheaper, the battery or the screen?" compares our own prices: a price question, where
  // "can you do it cheaper?" asks for a discount.
  const cheaperAt = tokens.findIndex((t) => CHEAPER_WORDS.has(t));
  if (
    has("discounts") &&
    cheaperAt >= 0 &&
    (ctx.services.length >= 2 || ctx.mentions >= 2 || tokens.includes("which"))
  ) {
    drop.add("discounts");
    if (!has("price")) found = [...found, { kind: "price", at: cheaperAt }];
  }
  // "Can you fix it by 3pm?" asks how long a repair takes and whether we're open then, not what we
  // repair; with the repair named, its offer (price and time) answers the first half.
  if (
    has("services") &&
    ctx.when &&
    (ctx.when.minutes !== undefined || ctx.when.day) &&
    !has("time") &&
    !has("price")
  ) {
    const at = found.find((q) => q.kind === "services")!.at;
    drop.add("services");
    const repair: QuestionKind = aboutARepair ? "price" : "time";
    found = [
      ...found,
      { kind: repair, at },
      ...(has("hours") || has("open-now") ? [] : [{ kind: "hours" as const, at: at + 0.5 }]),
    ];
  }
  // "...and can you do it today / by 5 / while I wait / same day?": a repair's time against a day is
  // the repair time (with the shop's same-day word) and that day's hours.
  const doing = tokens.findIndex((t) => DOING_WORDS.has(t));
  if (
    aboutARepair &&
    ctx.when &&
    (ctx.when.day || ctx.when.minutes !== undefined) &&
    (doing >= 0 || has("time")) &&
    !has("years") &&
    !has("repair-status")
  ) {
    const at = found.find((q) => q.kind === "time" || q.kind === "price")?.at ?? doing;
    // With the repair named, its offer (price and time) answers "can you do it"; else its time.
    if (!has("time") && !has("price")) found = [...found, { kind: ctx.services.length > 0 ? "price" : "time", at }];
    if (!has("hours") && !has("open-now")) found = [...found, { kind: "hours", at: at + 0.5 }];
  }
  // Opening, closing, coming by at a time: one question about the hours, answered from the schedule.
  let kept = found.filter((q) => !drop.has(q.kind));
  const hoursParts = kept.filter(
    (q) => q.kind === "hours" || q.kind === "open-now" || (q.kind === "visit" && ctx.when),
  );
  kept = kept.filter((q) => q.kind !== "hours" && q.kind !== "open-now" && q.kind !== "visit");
  if (hoursParts.length > 0) {
    const w = ctx.when;
    const nowOnly =
      !w ||
      ((!w.day || w.day.kind === "today") &&
        w.minutes === undefined &&
        !w.untilClose &&
        !w.late &&
        !w.early &&
        !w.holidays);
    const kind: QuestionKind = hoursParts.some((q) => q.kind === "open-now") && nowOnly ? "open-now" : "hours";
    kept.push({ kind, at: Math.min(...hoursParts.map((q) => q.at)) });
  }
  // "Do you fix...?" is only a question about the range of repairs when nothing more precise is asked.
  if (kept.some((q) => q.kind !== "services" && q.kind !== "models") || aboutARepair)
    kept = kept.filter((q) => q.kind !== "services" && (q.kind !== "models" || !aboutARepair));
  else if (kept.some((q) => q.kind === "models") && tokens.some((t) => t === "iphone" || t === "iphones"))
    kept = kept.filter((q) => q.kind !== "services");
  return kept;
}

export interface Context {
  mention?: ModelMention;
  problems: TroubleshootingProblem[];
  services: ServiceKey[];
  questions: QuestionKind[];
  lastQuestions: QuestionKind[];
  /** The latest day asked about ("are you open saturday"), for "and the day after?". */
  day?: DayRef;
}

/** What the conversation so far is about: the latest model, the latest repair and its questions. */
export function conversation(k: Knowledge, history: readonly ChatTurn[], today: string): Context {
  const ctx: Context = { problems: [], services: [], questions: [], lastQuestions: [] };
  let topicFound = false;
  for (const turn of history
    .filter((t) => t.role === "user")
    .slice(-10)
    .reverse()) {
    const past = k.remember(`${today}\n${turn.content.slice(0, 1000)}`, () =>
      analyze(k, turn.content.slice(0, 1000), today),
    );
    ctx.mention ??= past.mention;
    if (!topicFound && (past.problems.length > 0 || past.services.length > 0)) {
      topicFound = true;
      ctx.problems = past.problems;
      ctx.services = past.services;
      ctx.questions = past.questions;
    }
    if (ctx.lastQuestions.length === 0) ctx.lastQuestions = past.questions;
    ctx.day ??= past.when?.day;
  }
  return ctx;
}

/** Fills what the message leaves out from the conversation so far and from the page. */
export function withContext(k: Knowledge, read: Analysis, input: EngineInput, today: string): Analysis {
  const ctx = conversation(k, input.history ?? [], today);
  const page = k.models.fromPage(input.model);
  // "What about the mini?", "and the pro max?": a variant said alone, of the model talked about.
  const base = ctx.mention ?? (page ? { kind: "known" as const, model: page } : undefined);
  const variant = read.mentions.length === 0 && base ? k.models.variantOf(read.tokens, base) : undefined;
  const a: Analysis = variant ? { ...read, mentions: [variant], mention: variant, modelSource: "message" } : read;
  const result: Analysis = { ...a, order: new Map(a.order) };
  if (result.mentions.length === 0) {
    if (ctx.mention) {
      result.mentions = [ctx.mention];
      result.modelSource = "history";
    } else if (page) {
      result.mentions = [{ kind: "known", model: page }];
      result.modelSource = "page";
    }
    result.mention = result.mentions[0];
  }
  const quoteQuestions = (qs: QuestionKind[]) => qs.filter((q) => q === "price" || q === "time");
  const nothingElse = a.problems.length === 0 && a.services.length === 0 && a.questions.length === 0 && !a.device;
  if (a.mentions.length > 0 && nothingElse && !a.when) {
    // "its a 14 pro", "sorry, I meant the 13 pro max": the repair talked about, for this model.
    result.problems = ctx.problems;
    result.problem = ctx.problems[0];
    result.services = ctx.services;
    result.service = ctx.services[0];
    // The first steps were given already: now the price for this model (a problem no repair fixes
    // without a look, such as Face ID, is answered again for this model).
    const qs = quoteQuestions(ctx.questions);
    const priced = ctx.problems.length === 0 || ctx.problems.every((p) => p.service !== null);
    result.questions = qs.length > 0 ? qs : ctx.services.length > 0 && priced ? ["price"] : [];
    if (priced) result.problems = [];
    result.problem = result.problems[0];
  } else if (
    a.services.length > 0 &&
    a.problems.length === 0 &&
    a.questions.length === 0 &&
    !a.device &&
    ctx.mention &&
    a.mentions.length === 0
  ) {
    // "and the battery?": the same question about another repair, for the model talked about.
    const qs = quoteQuestions(ctx.lastQuestions);
    result.questions = qs.length > 0 ? qs : ["price"];
  } else if (
    a.services.length === 0 &&
    a.problems.length === 0 &&
    (a.questions.includes("price") || a.questions.includes("time"))
  ) {
    result.services = ctx.services;
    result.service = ctx.services[0];
  } else if (nothingElse && a.mentions.length === 0 && a.when && !a.offTopic) {
    result.questions = ["hours"]; // "and tomorrow?", "what about saturday"
  }
  // "And the day after?", "¿y el día anterior?": a day counted from the day talked about.
  const relative = a.when?.day ? undefined : RELATIVE_DAY.exec(a.text);
  const from = ctx.day;
  if (relative && from && (!from.shift || "days" in from.shift)) {
    const days =
      (from.shift && "days" in from.shift ? from.shift.days : 0) + (relative[1] || relative[2] || relative[3] ? 1 : -1);
    const day: DayRef = { ...from, shift: { days } };
    result.when = { ...(a.when ?? NO_TIME), day, days: [day] };
    if (a.problems.length === 0 && a.services.length === 0) result.questions = ["hours"];
    result.offTopic = false;
  }
  for (const [i, q] of result.questions.entries()) if (!result.order.has(q)) result.order.set(q, 100 + i);
  for (const [i, p] of result.problems.entries())
    if (!result.order.has(`problem:${p.id}`)) result.order.set(`problem:${p.id}`, 50 + i);
  return result;
}

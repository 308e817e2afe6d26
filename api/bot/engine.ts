// The local troubleshooting assistant: deterministic, and grounded only in site/_data/. It reads a
// message, works out the problem, the device, the iPhone model and the question, and answers in a few
// short plain-text sentences: safe first steps, the shop's offer with the exact 'starting at' price
// and time where the data has them ('call for a quote' where it does not), then the next step.
// Every price, time, hour and policy in an answer comes from the data modules; none is written here.
import faq from "../../site/_data/faq.ts";
import type { Model, ServiceKey } from "../../site/_data/schemas.ts";
import { SERVICE_KEYS } from "../../site/_data/schemas.ts";
import guide, { type DeviceGuide, type TroubleshootingProblem } from "../../site/_data/troubleshooting.ts";
import {
  business,
  formatPrice,
  formatTime,
  fullAddress,
  hoursText,
  mapsUrl,
  modelPath,
  models,
  offerText,
  pricingUrl,
  ratingText,
  repairTime,
  serviceByKey,
  takesPhrase,
  services,
  warrantyText,
} from "../../site/lib/facts.ts";
import {
  COMMON_WORDS,
  GREETINGS,
  MANIPULATION_PATTERNS,
  OFF_TOPIC,
  QUESTION_KEYWORDS,
  SERVICE_KEYWORDS,
  THANKS,
  type QuestionKind,
} from "./lexicon.ts";
import { ModelFinder, type ModelMention } from "./models.ts";
import { normalize, PhraseMatcher, tokenize, Vocabulary } from "./text.ts";

export interface ChatTurn {
  role: "user" | "assistant";
  content: string;
}

export interface EngineInput {
  message: string;
  /** The model of the page the widget is on: a slug such as "iphone-13-pro-repair". */
  model?: string;
  history?: readonly ChatTurn[];
}

export interface Analysis {
  tokens: string[];
  manipulation: boolean;
  problem?: TroubleshootingProblem;
  questions: QuestionKind[];
  service?: ServiceKey;
  device?: DeviceGuide;
  mention?: ModelMention;
  /** Where the model came from. */
  modelSource?: "message" | "history" | "page";
  greeting: boolean;
  thanks: boolean;
  offTopic: boolean;
}

export interface EngineAnswer {
  response: string;
  /** What the assistant understood, for logs and tests: a problem id, a question kind, "greeting", ... */
  intent: string;
  /** The model's slug (or the name of an older or unlisted model) the answer is about. */
  model?: string;
  analysis: Analysis;
  /** The facts the answer rests on, for an LLM provider to phrase (and nothing else). */
  facts: string[];
}

const OLDER_MODELS = business.olderModelsSupported;
const phone = business.phone.display;
// Site paths, not absolute URLs: the widget links them against the origin it was loaded from.
const pricingLink = pricingUrl;
const faqAnswer = (id: string): string => {
  const item = faq.find((f) => f.id === id);
  if (!item) throw new Error(`the assistant needs the FAQ item "${id}" in site/_data/faq.ts`);
  return item.answer;
};
const lowerFirst = (s: string) => s.charAt(0).toLowerCase() + s.slice(1);
const listJoin = (items: readonly string[], last = "and") =>
  items.length <= 1 ? (items[0] ?? "") : `${items.slice(0, -1).join(", ")} ${last} ${items[items.length - 1]}`;
const shortServiceName = (key: ServiceKey) => serviceByKey(key).name.replace(/ (Replacement|Repair)$/, "").toLowerCase();

/** Everything built once at start-up: the vocabulary (MiniSearch index) and the phrase matchers. */
export class Knowledge {
  readonly vocabulary: Vocabulary;
  readonly problems = new PhraseMatcher(guide.problems.map((p) => [p, p.keywords] as const));
  readonly devices = new PhraseMatcher(guide.devices.map((d) => [d, d.keywords] as const));
  readonly topics = new PhraseMatcher(guide.topics.map((t) => [t.id, t.keywords] as const));
  readonly questions = new PhraseMatcher(Object.entries(QUESTION_KEYWORDS) as [QuestionKind, string[]][]);
  readonly services = new PhraseMatcher(SERVICE_KEYS.map((k) => [k, SERVICE_KEYWORDS[k]] as const));
  readonly greetings = new PhraseMatcher([["greeting", GREETINGS] as const]);
  readonly thanks = new PhraseMatcher([["thanks", THANKS] as const]);
  readonly offTopic = new PhraseMatcher([["off-topic", OFF_TOPIC] as const]);
  readonly models = new ModelFinder(models);
  readonly clock: Intl.DateTimeFormat;

  constructor() {
    const words = new Set<string>(COMMON_WORDS);
    for (const matcher of [this.problems, this.devices, this.topics, this.questions, this.services, this.greetings, this.thanks, this.offTopic])
      for (const w of matcher.words()) words.add(w);
    for (const m of models) for (const w of tokenize(normalize(m.name))) words.add(w);
    for (const w of ["promax", "pm", "xr", "xs", "se", "max"]) words.add(w);
    for (const s of services) for (const w of tokenize(normalize(s.name))) words.add(w);
    this.vocabulary = new Vocabulary(words);
    this.clock = new Intl.DateTimeFormat("en-US", {
      timeZone: business.timeZone,
      weekday: "long",
      hour: "numeric",
      minute: "numeric",
      hourCycle: "h23",
    });
  }

  tokens(text: string): string[] {
    return tokenize(normalize(text)).map((t) => this.vocabulary.correct(t));
  }
}

function rank<L>(matcher: PhraseMatcher<L>, tokens: readonly string[]) {
  return matcher.ranked(tokens);
}

export function analyze(k: Knowledge, message: string): Analysis {
  const normalized = normalize(message);
  const tokens = tokenize(normalized).map((t) => k.vocabulary.correct(t));
  const manipulation = MANIPULATION_PATTERNS.some((re) => re.test(normalized) || re.test(tokens.join(" ")));

  const problem = k.problems.best(tokens);
  let ranked = rank(k.questions, tokens);
  if (k.topics.matches(tokens)) ranked.push({ label: "data-safety", score: 2 });
  // "Do you fix...?" is only a question about the range of repairs when nothing more precise is asked.
  if (ranked.some((q) => q.label !== "services" && q.label !== "models"))
    ranked = ranked.filter((q) => q.label !== "services" && q.label !== "models");
  const top = Math.max(0, ...ranked.map((q) => q.score));
  const questions = ranked
    .sort((x, y) => y.score - x.score)
    .filter((q) => q.score >= 2 || q.score >= top)
    .map((q) => q.label);
  // "Open now" is a more precise "hours", and directions include the address: one answer covers both.
  const drop = new Set<QuestionKind>();
  if (questions.includes("open-now")) drop.add("hours");
  if (questions.includes("directions")) drop.add("location");
  const kept = questions.filter((q) => !drop.has(q));

  const mention = k.models.find(tokens)[0];
  const device = mention ? undefined : k.devices.best(tokens);
  const service = problem?.service ?? k.services.best(tokens) ?? undefined;
  return {
    tokens,
    manipulation,
    problem,
    questions: kept,
    service: service ?? undefined,
    device,
    mention,
    modelSource: mention ? "message" : undefined,
    greeting: k.greetings.matches(tokens),
    thanks: k.thanks.matches(tokens),
    offTopic: k.offTopic.matches(tokens),
  };
}

/** Fills what the message leaves out from the conversation so far and from the page. */
function withContext(k: Knowledge, a: Analysis, input: EngineInput): Analysis {
  const result = { ...a };
  const earlier = (input.history ?? []).filter((t) => t.role === "user").slice(-10).reverse();
  let historyMention: ModelMention | undefined;
  let historyProblem: TroubleshootingProblem | undefined;
  let historyService: ServiceKey | undefined;
  let historyQuestions: QuestionKind[] = [];
  for (const turn of earlier) {
    const past = analyze(k, turn.content.slice(0, 1000));
    historyMention ??= past.mention;
    if (!historyProblem && !historyService) {
      historyProblem = past.problem;
      historyService = past.service;
      historyQuestions = past.questions;
    }
  }
  if (!result.mention) {
    const page = k.models.fromPage(input.model);
    if (historyMention) {
      result.mention = historyMention;
      result.modelSource = "history";
    } else if (page) {
      result.mention = { kind: "known", model: page };
      result.modelSource = "page";
    }
  }
  const onlyModel = a.mention && !a.problem && !a.service && a.questions.length === 0 && !a.device;
  if (onlyModel && historyProblem) {
    result.problem = historyProblem;
    result.service = historyProblem.service ?? undefined;
  } else if (onlyModel && historyService) {
    result.service = historyService;
    result.questions = historyQuestions.filter((q) => q === "price" || q === "time");
    if (result.questions.length === 0) result.questions = ["price"];
  } else if (!result.service && !result.problem && (a.questions.includes("price") || a.questions.includes("time"))) {
    result.service = historyProblem?.service ?? historyService;
  }
  return result;
}

interface OpenState {
  open: boolean;
  closes?: string;
  nextOpen?: string;
  now: string;
}

function openState(k: Knowledge, now: Date): OpenState {
  const parts = Object.fromEntries(k.clock.formatToParts(now).map((p) => [p.type, p.value]));
  const weekday = parts.weekday ?? "Monday";
  const minutes = Number(parts.hour) * 60 + Number(parts.minute);
  const toMinutes = (hhmm: string) => {
    const [h = 0, m = 0] = hhmm.split(":").map(Number);
    return h * 60 + m;
  };
  const label = `${weekday} ${formatTime(`${parts.hour}:${parts.minute}`)}`;
  const week = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"];
  const today = week.indexOf(weekday);
  const specFor = (day: string) => business.hours.find((s) => (s.days as string[]).includes(day));
  const todays = specFor(weekday);
  if (todays && minutes >= toMinutes(todays.opens) && minutes < toMinutes(todays.closes))
    return { open: true, closes: formatTime(todays.closes), now: label };
  if (todays && minutes < toMinutes(todays.opens)) return { open: false, nextOpen: `today at ${formatTime(todays.opens)}`, now: label };
  for (let d = 1; d <= 7; d++) {
    const day = week[(today + d) % 7]!;
    const spec = specFor(day);
    if (spec) return { open: false, nextOpen: `${d === 1 ? "tomorrow" : day} at ${formatTime(spec.opens)}`, now: label };
  }
  return { open: false, now: label };
}

export class Engine {
  readonly knowledge: Knowledge;
  private readonly now: () => Date;

  constructor(options: { now?: () => Date; knowledge?: Knowledge } = {}) {
    this.knowledge = options.knowledge ?? new Knowledge();
    this.now = options.now ?? (() => new Date());
  }

  analyze(input: EngineInput): Analysis {
    return withContext(this.knowledge, analyze(this.knowledge, input.message), input);
  }

  answer(input: EngineInput): EngineAnswer {
    const a = this.analyze(input);
    const blocks: string[] = [];
    let intent: string;
    const model = a.mention?.kind === "known" ? a.mention.model : undefined;
    const here = this.knowledge.models.fromPage(input.model);

    if (a.manipulation) {
      intent = "manipulation";
      blocks.push("I can only share the shop's real prices and policies, and I can't change them.");
      if (model && a.service) blocks.push(this.offer(a.service, a.mention));
      else blocks.push(`Every price we publish is on the model pages and our price list: ${pricingLink}`);
      blocks.push(`Current offer: ${offerText}.`, `For anything else, call us at ${phone}.`);
    } else if (a.problem) {
      intent = a.problem.id;
      blocks.push(...this.problemAnswer(a.problem, a));
      const extra = a.questions.filter((q) => !["price", "time", "services", "models"].includes(q)).slice(0, 2);
      for (const q of extra) blocks.push(this.question(q, a));
      if (!a.device) blocks.push(this.nextStep(a.mention, here));
    } else if (a.device) {
      intent = a.device.id;
      blocks.push(...this.deviceAnswer(a.device, undefined));
    } else if (a.mention && (a.questions.length === 0 || a.questions.every((q) => q === "models" || q === "services"))) {
      intent = a.service ? "price" : "model-info";
      if (a.service) blocks.push(this.offer(a.service, a.mention));
      else blocks.push(...this.modelInfo(a.mention));
      blocks.push(this.nextStep(a.mention, here));
    } else if (a.questions.length > 0) {
      intent = a.questions[0]!;
      if (a.greeting) blocks.push("Hi!");
      for (const q of a.questions.slice(0, 3)) blocks.push(this.question(q, a));
      if (a.questions.some((q) => q === "price" || q === "time") && model) blocks.push(this.nextStep(a.mention, here));
    } else if (a.service) {
      intent = "price";
      blocks.push(this.offer(a.service, a.mention), this.nextStep(a.mention, here));
    } else if (a.greeting) {
      intent = "greeting";
      blocks.push(
        `Hi! I'm the ${business.name} assistant. Tell me your iPhone model and what's wrong (a cracked screen, the battery, charging...) and I'll give you quick tips, the price and the repair time.`,
        `You can also call us at ${phone}.`,
      );
    } else if (a.thanks) {
      intent = "thanks";
      blocks.push(`You're welcome! Call us at ${phone} or stop by ${fullAddress}. Our hours: ${hoursText}.`);
    } else {
      intent = "off-topic";
      blocks.push(
        `I can only help with phone repairs at ${business.name}: screens, batteries, charging ports, cameras, speakers and water damage.`,
        `Tell me your iPhone model and what's wrong, or call us at ${phone}.`,
      );
    }

    const mentionId = a.mention ? (a.mention.kind === "known" ? a.mention.model.slug : a.mention.name) : undefined;
    return { response: blocks.join("\n"), intent, model: mentionId, analysis: a, facts: blocks };
  }

  // --- answers ------------------------------------------------------------------------------

  private problemAnswer(problem: TroubleshootingProblem, a: Analysis): string[] {
    if (a.device) return this.deviceAnswer(a.device, problem);
    const out: string[] = [];
    if (problem.warning) out.push(problem.warning);
    out.push(`Try this first: ${problem.steps.join(" ")}`);
    if (problem.service) out.push(this.offer(problem.service, a.mention));
    else out.push(`If that doesn't help, bring it in and we'll find out what's wrong: call for a quote at ${phone}.`);
    return out;
  }

  private deviceAnswer(device: DeviceGuide, problem: TroubleshootingProblem | undefined): string[] {
    // A computer's own first steps are for a slow machine; other problems get no iPhone-specific steps.
    const ownSteps = !problem || problem.id === "software" ? device.steps : undefined;
    const steps = ownSteps ?? (device.id === "ipad" ? problem?.steps : undefined);
    const out: string[] = [];
    if (problem?.warning) out.push(problem.warning);
    if (steps) out.push(`Try this first: ${steps.join(" ")}`);
    out.push(device.answer);
    return out;
  }

  /** The shop's offer for a repair: exact price and time for a listed model, else an honest way to get one. */
  private offer(key: ServiceKey, mention: ModelMention | undefined): string {
    const service = serviceByKey(key);
    const parts: string[] = [];
    if (mention?.kind === "known") {
      const m = mention.model;
      const price = m.prices[key];
      parts.push(
        price !== undefined
          ? `${service.name} for the ${m.name} starts at ${formatPrice(price)}, typical repair time ${repairTime(m, key)}.`
          : `${service.name} for the ${m.name}: call for a quote at ${phone}. Typical repair time: ${repairTime(m, key)}.`,
      );
    } else if (mention?.kind === "older") {
      parts.push(`We repair older iPhones too (${OLDER_MODELS}). There's no price online for the ${mention.name}: call for a quote at ${phone}.`);
    } else if (mention?.kind === "unknown") {
      parts.push(`The ${mention.name} isn't in our price list yet: call for a quote at ${phone}.`);
    } else {
      const prices = models.map((m) => m.prices[key]).filter((p): p is number => p !== undefined);
      parts.push(
        prices.length > 0
          ? `${service.name} prices depend on the model, from ${formatPrice(Math.min(...prices))} on the models we list, and it ${takesPhrase(service.typicalTime)}.`
          : `${service.name} ${takesPhrase(service.typicalTime)}: call for a quote at ${phone}.`,
      );
    }
    if (key === "screen") parts.push(`Right now: ${offerText}.`);
    if (key === "water-damage" && service.features.length > 0) parts.push(`${service.name}: ${service.features.map(lowerFirst).join(", ")}.`);
    if (!mention) parts.push(`Which iPhone do you have? Price list: ${pricingLink}`);
    return parts.join(" ");
  }

  private modelInfo(mention: ModelMention): string[] {
    if (mention.kind === "older")
      return [`We repair older iPhones too (${OLDER_MODELS}). There's no price online for the ${mention.name}: call for a quote at ${phone}. What's wrong with it?`];
    if (mention.kind === "unknown")
      return [`The ${mention.name} isn't in our list yet: call us at ${phone} and we'll tell you what we can do.`];
    const m = mention.model;
    const out: string[] = [];
    const priced = SERVICE_KEYS.filter((key) => m.prices[key] !== undefined);
    if (priced.length > 0)
      out.push(`Yes, we repair the ${m.name}. Starting prices: ${priced.map((key) => `${shortServiceName(key)} ${formatPrice(m.prices[key]!)}`).join(", ")}.`);
    else out.push(`Yes, we repair the ${m.name}. Its prices aren't online yet: call for a quote at ${phone}.`);
    const timed = SERVICE_KEYS.filter((key) => m.minutes[key] !== undefined);
    if (timed.length > 0) out.push(`Typical times: ${timed.map((key) => `${shortServiceName(key)} ${repairTime(m, key)}`).join(", ")}.`);
    out.push("What's wrong with it?");
    return [out.join(" ")];
  }

  /** Call and directions, and the model's page unless the visitor is already on it. */
  private nextStep(mention: ModelMention | undefined, here: Model | undefined): string {
    const page = mention?.kind === "known" && mention.model.slug !== here?.slug ? `Your model's page: ${modelPath(mention.model)}\n` : "";
    return `${page}Call ${phone} or get directions: ${mapsUrl}`;
  }

  private question(kind: QuestionKind, a: Analysis): string {
    const model = a.mention?.kind === "known" ? a.mention.model : undefined;
    switch (kind) {
      case "price":
        if (a.service) return this.offer(a.service, a.mention);
        if (a.mention) return this.modelInfo(a.mention).join(" ");
        return `Prices depend on your iPhone model and the repair: tell me both (for example "iPhone 14 Pro screen") or see our price list: ${pricingLink}\nRight now: ${offerText}.`;
      case "time":
        if (a.service && model) return `${serviceByKey(a.service).name} on the ${model.name} ${takesPhrase(repairTime(model, a.service))}.`;
        if (a.service) return `${serviceByKey(a.service).name} ${takesPhrase(serviceByKey(a.service).typicalTime)}.`;
        if (model) {
          const timed = SERVICE_KEYS.filter((key) => model.minutes[key] !== undefined);
          if (timed.length > 0)
            return `Typical times for the ${model.name}: ${timed.map((key) => `${shortServiceName(key)} ${repairTime(model, key)}`).join(", ")}.`;
        }
        return `Most repairs take about ${business.averageRepairMinutes} minutes. ${faqAnswer("same-day").replace(/^Yes\.\s*/, "")}`;
      case "open-now": {
        const s = openState(this.knowledge, this.now());
        const status = s.open
          ? `Yes, we're open now (it's ${s.now} in ${business.address.city}) until ${s.closes}.`
          : `We're closed right now (it's ${s.now} in ${business.address.city})${s.nextOpen ? `; we open ${s.nextOpen}` : ""}.`;
        return `${status} Our hours: ${hoursText}.`;
      }
      case "hours":
        return `Our hours: ${hoursText}.`;
      case "location":
        return `We're at ${fullAddress}. Directions: ${mapsUrl}`;
      case "directions":
        return `We're at ${fullAddress}. Get directions: ${mapsUrl}`;
      case "payment":
        return `We accept ${listJoin(business.paymentAccepted).toLowerCase()}. For anything else, ask us at ${phone}.`;
      case "warranty":
        return `Every repair comes with a ${warrantyText}. ${faqAnswer("warranty").replace(/^Yes:[^.]*\.\s*/, "")}`;
      case "parts":
        return faqAnswer("what-parts");
      case "data-safety":
        return guide.topics.find((t) => t.id === "data-safety")?.answer ?? `Call us at ${phone} and we'll explain.`;
      case "discounts":
        return `Current offer: ${offerText}. That's the offer listed right now; call ${phone} to ask about anything else.`;
      case "business":
        return `${faqAnswer("business-customers")} Call us at ${phone}.`;
      case "service-area":
        return `We're at ${fullAddress} and serve ${listJoin(business.serviceArea)}. Directions: ${mapsUrl}`;
      case "appointment":
        return `${faqAnswer("appointment")} Call us at ${phone}.`;
      case "contact":
        return `Call us at ${phone} or email ${business.email}.`;
      case "models":
        return `${faqAnswer("which-models")} Price list: ${pricingLink}`;
      case "services":
        return `We do ${listJoin(services.map((s) => s.name.toLowerCase()))}. Tell me your iPhone model and I'll give you the price.`;
      case "reviews":
        return `We're rated ${ratingText} from ${business.rating.count} reviews. Call ${phone} or stop by ${fullAddress}.`;
    }
  }
}

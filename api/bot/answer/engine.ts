// The local troubleshooting assistant's answer stage: deterministic, and grounded only in site/_data/.
// read/read.ts has read the message and the conversation into parts (problems, repairs, models,
// questions, days); here each part, in the order asked, becomes one short block of facts: safe first
// steps, the shop's offer with the exact 'starting at' price and time where the data has them ('call
// for a quote' where it does not), hours from the schedule, and a plain "I don't know" for what the
// data does not hold (such a part sets the answer's `unanswered`, whatever its language). say/ puts
// those facts in the visitor's language (English or Spanish, every part). Next steps also
// come as data (actions, suggestions) for the widget to show as buttons.
// Every price, time, hour and policy in an answer comes from the data modules; none is written here.
import type { Model, ServiceKey } from "#shop/content-schemas.ts";
import { SERVICE_KEYS } from "#shop/content-schemas.ts";
import { faq, troubleshooting as guide } from "#shop/owner-data.ts";
import {
  booking,
  business,
  capitalize as capital,
  formatPrice,
  fullAddress,
  hoursText,
  mapsUrl,
  modelPath,
  modelRangeText,
  models,
  offerText,
  pricingUrl,
  ratingText,
  repairTime,
  serviceByKey,
  schedule,
  services,
  smsHref,
  telHref,
} from "#shop/facts.ts";
import { type QuestionKind } from "../read/lexicon.ts";
import { type ModelMention } from "../read/models.ts";
import {
  type Analysis,
  type ChatTurn,
  type DeviceGuide,
  type EngineInput,
  Knowledge,
  type TroubleshootingProblem,
  withContext,
  analyze,
} from "../read/read.ts";
import { spanishWords } from "../say/frames/es.ts";
import { fill, SAY, type Say } from "../say/say.ts";
import { normalize } from "../read/text.ts";
import { topicOf } from "../read/topic.ts";
import { dayName, TimeAnswers, type When } from "../read/when.ts";
import { MAX_ACTIONS, type ChatAction } from "#shop/chat-contract.ts";
import { Library } from "../find/knowledge.ts";
import { decide, type Plan } from "../understand/decide.ts";
import { keepsSpanish } from "../understand/language.ts";
import { Understanding } from "../understand/understand.ts";
import { bookOnline, ownerOnly, passageAnswer, stateAnswer, stateNamed, textsAnswer, whichOne } from "./own.ts";

export { Knowledge, analyze };
export type { Analysis, ChatTurn, EngineInput };

/** A next step the widget shows as a button: the chat's contract (shop/chat-contract.ts). */
export type Action = ChatAction;

export interface EngineAnswer {
  response: string;
  /** What the assistant understood, for logs and tests: a problem id, a question kind, "greeting", ... */
  intent: string;
  /** Every part answered, in order (the first is `intent`). */
  intents: string[];
  /** The model's slug (or the name of an older or unlisted model) the answer is about. */
  model?: string;
  actions: Action[];
  suggestions: string[];
  analysis: Analysis;
  /** The facts the answer rests on, for an LLM provider to phrase (and nothing else). */
  facts: string[];
  /**
   * True when a part of the answer is one the assistant could not give from the data (its fallback,
   * or "I can't confirm that"), in whatever language it was said: the chat may record the question so
   * the owner can add the answer. Set where that part is made, never read back from the words.
   */
  unanswered: boolean;
  /**
   * For an unanswered question, what it was about, from the words the assistant knows ("case sell" for
   * "do you sell phone cases??" and "¿venden fundas?"): the owner's desk groups by it.
   */
  topic?: string;
}

/** One answer as it is made: the steps already given (each said once), and whether a part could not be answered. */
class Reply {
  readonly said = new Set<string>();
  unanswered = false;

  /** A part saying the data holds no answer to what was asked: returned as it is, and counted. */
  cannot(text: string): string {
    this.unanswered = true;
    return text;
  }
}

const OLDER_MODELS = business.olderModelsSupported;
const phone = business.phone.display;
// Site paths, not absolute URLs: the widget links them against the origin it was loaded from.
const pricingLink = pricingUrl;
/**
 * The owner's FAQ answer with this id, when the FAQ still has it. The owner may drop or rename any FAQ
 * item: each answer that quotes one falls back to the facts alone.
 */
const faqAnswer = (id: string): string | undefined => faq.find((f) => f.id === id)?.answer;
/** Joins sentences, leaving out the missing and the empty. */
const sentences = (...parts: (string | undefined)[]) => parts.filter((p): p is string => !!p?.trim()).join(" ");
const lowerFirst = (s: string) => s.charAt(0).toLowerCase() + s.slice(1);
/** A repair's short name in the answer's language ("screen" / "pantalla"). */
const repairWord = (key: ServiceKey, t: Say) =>
  t.spanish ? spanishWords.services[key].short.replace(/^(la|el) /, "") : shortServiceName(key);
const shortServiceName = (key: ServiceKey) =>
  serviceByKey(key)
    .name.replace(/ (Replacement|Repair)$/, "")
    .toLowerCase();
/** The repair the current offer is for ("$10 off screen repairs"): named in its appliesTo text. */
const OFFER_SERVICE = SERVICE_KEYS.find((key) =>
  business.offer.appliesTo.toLowerCase().includes(shortServiceName(key)),
);

/** Discounts other than the offer: asked for one, the offer's sum is not the answer. */
const OTHER_DISCOUNT =
  /\b(students?|military|seniors?|veterans?|teachers?|coupons?|promo|code|match|aarp|nurses?|responders?)\b/;

/** Questions that already answer about the repair named in them ("is the battery covered?"), so it needs no quote of its own. */
const QUESTIONS_ABOUT_A_REPAIR = new Set<QuestionKind>([
  "warranty",
  "parts",
  "diagnosis",
  "no-fix",
  "discounts",
  "apple",
  "busy",
  "repair-status",
  "unknown",
  "services",
  "models",
  "data-safety",
]);

/** A way to pay as the data writes it ("Credit Card"), in the answer's language; a brand keeps its name. */
const payWord = (method: string, t: Say) =>
  t.spanish
    ? (spanishWords.payments[method.toLowerCase()] ?? method)
    : /^(cash|(credit|debit) cards?|checks?)$/i.test(method)
      ? method.toLowerCase()
      : method;
/** A repair's name inside a sentence: "screen replacement" / "cambio de pantalla". */
const serviceInSentence = (key: ServiceKey, t: Say) => t.service(key).toLowerCase();

/** Ways to pay people ask about; the ones the shop does not list get an honest "I can't confirm". */
const PAYMENT_WORDS: [string, RegExp][] = [
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

/** The classifier and the passages of the shop's own data, built once a process (training takes a moment). */
let shared: { understanding: Understanding; library: Library } | undefined;
const sharedReaders = () => (shared ??= { understanding: new Understanding(), library: new Library() });

export class Engine {
  readonly knowledge: Knowledge;
  readonly understanding: Understanding;
  readonly library: Library;
  private readonly now: () => Date;
  private readonly timesIn = {
    en: new TimeAnswers(schedule, phone, business.address.city, SAY.en),
    es: new TimeAnswers(schedule, phone, business.address.city, SAY.es),
  };

  constructor(
    /** `library`: the passages searched, of the shop's data or of a copy of it (a test's). */
    options: { now?: () => Date; knowledge?: Knowledge; understanding?: Understanding; library?: Library } = {},
  ) {
    this.knowledge = options.knowledge ?? new Knowledge();
    this.understanding = options.understanding ?? sharedReaders().understanding;
    this.library = options.library ?? sharedReaders().library;
    this.now = options.now ?? (() => new Date());
  }

  // The shop's date changes once a day; Intl is asked at most once a minute.
  private minute = Number.NaN;
  private today = "";

  analyze(input: EngineInput, instant = this.now()): Analysis {
    const minute = Math.floor(instant.getTime() / 60_000);
    if (minute !== this.minute) [this.minute, this.today] = [minute, schedule.localTime(instant).date];
    const today = this.today;
    return withContext(this.knowledge, analyze(this.knowledge, input.message, today), input, today);
  }

  answer(input: EngineInput): EngineAnswer {
    const instant = this.now();
    // The reader's parts, and what the classifier understood: decide() says which answers.
    const understood = this.understanding.read(input.message);
    const alone = () => this.analyze({ ...input, history: [] }, instant).questions;
    const plan = decide(this.analyze(input, instant), understood, this.library, input.message, alone);
    // The language carries over: a message of no clear language of its own ("ok y el 14 pro?", "14 pro?")
    // after a Spanish one is answered in Spanish.
    const a = keepsSpanish(plan.analysis, understood, input, this.understanding)
      ? { ...plan.analysis, language: "es" as const }
      : plan.analysis;
    const here = this.knowledge.models.fromPage(input.model);
    const blocks: string[] = [];
    const intents: string[] = [];
    const known = a.mentions
      .filter((m): m is Extract<ModelMention, { kind: "known" }> => m.kind === "known")
      .map((m) => m.model);
    const reply = new Reply();

    // Every answer is said in the visitor's language: each part has its frames in both.
    const t = SAY[a.language];
    if (plan.kind !== "read") {
      const own = this.planned(plan, a, input.message, instant, t);
      intents.push(own.intent);
      blocks.push(...own.blocks);
    } else if (a.manipulation) {
      intents.push("manipulation");
      blocks.push(t.f("noDeals"));
      if (a.mention && a.service) blocks.push(this.offer(a.service, a.mention, t));
      else blocks.push(t.f("allPrices", { pricing: pricingLink }));
      blocks.push(t.f("currentOffer", { offer: this.offerText(t) }), t.f("anythingElse", { phone }));
    } else {
      // One block per part, in the order the visitor wrote them.
      const parts: { key: string; at: number }[] = [];
      for (const p of a.problems) parts.push({ key: `problem:${p.id}`, at: a.order.get(`problem:${p.id}`) ?? 0 });
      const wantPrice = a.questions.includes("price");
      const wantTime = a.questions.includes("time");
      const coveredByProblems = new Set(a.problems.map((p) => p.service).filter((s): s is ServiceKey => s !== null));
      const quoteServices = a.services.filter((s) => !coveredByProblems.has(s));
      const bareRepair =
        (a.questions.length === 0 &&
          a.problems.length === 0 &&
          !a.device &&
          (a.services.length > 0 || a.modelSource === "message")) ||
        (quoteServices.length > 0 && a.problems.length > 0) ||
        // A repair named beside another question ("can you replace the screen on Saturday?") is a part too.
        (quoteServices.length > 0 &&
          !a.device &&
          !wantPrice &&
          !wantTime &&
          a.questions.every((q) => !QUESTIONS_ABOUT_A_REPAIR.has(q)));
      if (wantPrice || wantTime || bareRepair) {
        const at = Math.min(
          a.order.get("price") ?? 999,
          a.order.get("time") ?? 999,
          ...quoteServices.map((s) => a.order.get(`service:${s}`) ?? 999),
        );
        if (quoteServices.length > 0 || a.problems.length === 0) parts.push({ key: "quote", at: at === 999 ? 0 : at });
      }
      for (const q of a.questions) if (q !== "price" && q !== "time") parts.push({ key: q, at: a.order.get(q) ?? 0 });
      // A safety warning comes before anything else; the steps of other problems are then left out
      // (a wet phone must not be charged, whatever the other problem's first step says).
      const warned = a.problems.filter((p) => p.warning);
      for (const part of parts) if (warned.some((p) => part.key === `problem:${p.id}`)) part.at = -1;
      parts.sort((x, y) => x.at - y.at);

      if (
        a.device &&
        (a.problems.length > 0 || parts.every((p) => p.key === "services" || p.key === "models" || p.key === "quote"))
      ) {
        intents.push(a.problem?.id ?? a.device.id);
        blocks.push(...this.deviceAnswer(a.device, a.problem, t));
      } else {
        if (a.greeting && parts.length > 0 && !a.mood) blocks.push(t.f("hi"));
        // Upset, with a question: heard first, then answered.
        if (a.mood && parts.length > 0) blocks.push(t.f("heard"));
        for (const part of parts.slice(0, 5)) {
          if (part.key.startsWith("problem:")) {
            const problem = a.problems.find((p) => `problem:${p.id}` === part.key)!;
            intents.push(problem.id);
            blocks.push(...this.problemAnswer(problem, a, reply.said, t));
          } else if (part.key === "quote") {
            intents.push(
              wantPrice || bareRepair
                ? a.services.length > 0 || !a.mention || wantPrice
                  ? "price"
                  : "model-info"
                : "time",
            );
            if (bareRepair && a.services.length === 0) intents[intents.length - 1] = "model-info";
            blocks.push(...this.quote(quoteServices, a, wantPrice || bareRepair, wantTime, t, reply));
          } else {
            intents.push(part.key);
            blocks.push(this.question(part.key as QuestionKind, a, instant, t, reply));
          }
        }
        const quoted = intents.some(
          (i) => i === "price" || i === "model-info" || i === "time" || a.problems.some((p) => p.id === i),
        );
        if (quoted && a.mention && (a.problems.length > 0 || known.length > 0 || intents[0] !== "time"))
          blocks.push(this.nextStep(a.mentions, here, t));
        if (parts.length === 0 && a.mood) {
          // Rude or angry with nothing to answer: a calm human reply, never an argument or a block of facts.
          intents.push("off-topic");
          blocks.push(reply.cannot(t.f("upset", { phone })));
        } else if (parts.length === 0 && a.offTopic) {
          intents.push("off-topic");
          blocks.push(reply.cannot(this.offTopicReply(t)));
        } else if (parts.length === 0 && a.greeting) {
          intents.push("greeting");
          blocks.push(t.f("greeting", { name: business.name }), t.f("alsoCall", { phone }));
        } else if (parts.length === 0 && a.thanks) {
          intents.push("thanks");
          blocks.push(t.f("thanks", { phone, address: fullAddress, hours: t.phrase(hoursText) }));
        } else if (parts.length === 0) {
          intents.push("off-topic");
          blocks.push(reply.cannot(this.offTopicReply(t)));
        }
      }
    }

    const response = dedupe(blocks);
    const intent = intents[0] ?? "off-topic";
    const mentionId = a.mention ? (a.mention.kind === "known" ? a.mention.model.slug : a.mention.name) : undefined;
    return {
      response,
      intent,
      intents,
      model: mentionId,
      actions: this.actions(a, intents, here, t),
      suggestions: this.suggestions(a, intents, input, t),
      analysis: a,
      facts: response.split("\n"),
      unanswered: reply.unanswered,
      topic: reply.unanswered ? this.topic(a) : undefined,
    };
  }

  /** The answers of the understanding stage (answer/own.ts): an intent of its own, a passage, or a question back. */
  private planned(
    plan: Exclude<Plan, { kind: "read" }>,
    a: Analysis,
    message: string,
    instant: Date,
    t: Say,
  ): { intent: string; blocks: string[] } {
    if (plan.kind === "passage")
      return { intent: plan.found.passage.id, blocks: [passageAnswer(plan.found, t, phone)] };
    if (plan.kind === "ask") return { intent: "unsure", blocks: [whichOne(plan.understood, t)] };
    switch (plan.answer) {
      case "texts":
        return { intent: "texts", blocks: [textsAnswer(t, phone)] };
      case "owner-only":
        return { intent: "owner-only", blocks: [ownerOnly(t, phone)] };
      case "what-happens":
        return { intent: "what-happens", blocks: [t.f("whatHappens", { repairs: this.repairNames(t), phone })] };
      case "repair-state": {
        const state = stateNamed(message); // the tracker's words as the visitor quotes them, in either language
        const blocks = stateAnswer(state, t, phone);
        if (!state) blocks.push(this.openNowAside(instant, t));
        return { intent: "repair-status", blocks };
      }
      case "booking-how": {
        const online = bookOnline(t);
        const walkIn = this.question("appointment", a, instant, t, new Reply());
        return { intent: "booking-how", blocks: online ? [online, walkIn] : [walkIn] };
      }
    }
  }

  /** What an unanswered question was about, from the words the assistant knows (Spanish is read already). */
  private topic(a: Analysis): string | undefined {
    const vocabulary = this.knowledge.vocabulary;
    const correct = a.language === "es" ? (w: string) => w : (w: string) => vocabulary.correct(w);
    return topicOf(a.text, correct, (w) => vocabulary.has(w));
  }

  /** Short and calm: what the assistant can help with, and the phone. */
  private offTopicReply(t: Say): string {
    return t.f("offTopic", { name: business.name, repairs: this.repairNames(t), phone });
  }

  /** The repairs of the data, short, in the visitor's language ("screen, battery, charging port"). */
  private repairNames(t: Say): string {
    return t.list(
      services.map((s) =>
        t.spanish ? spanishWords.services[s.key].short.replace(/^(la|el) /, "") : shortServiceName(s.key),
      ),
    );
  }

  /** The current offer in words: "$10 off screen repairs this week" / "$10 de descuento en cambio de pantalla esta semana". */
  private offerText(t: Say): string {
    if (!t.spanish) return offerText;
    const period = spanishWords.periods[business.offer.period.toLowerCase()];
    return fill(spanishWords.offer, {
      amount: formatPrice(business.offer.amountOff),
      service: OFFER_SERVICE ? spanishWords.services[OFFER_SERVICE].name.toLowerCase() : business.offer.appliesTo,
      period: period ? ` ${period}` : "",
    });
  }

  // --- next steps as data -----------------------------------------------------------------------

  private actions(a: Analysis, intents: readonly string[], here: Model | undefined, t: Say): Action[] {
    // The ways to reach a person come first and stay together: Call, and Text where the number takes texts.
    const out: Action[] = [{ kind: "call", label: t.f("actionCall", { phone }), href: telHref }];
    if (smsHref) out.push({ kind: "text", label: t.f("actionText", { phone }), href: smsHref });
    const contact = out.length;
    const place = ["location", "directions", "hours", "open-now", "service-area", "appointment", "thanks", "reviews"];
    const repair = intents.some(
      (i) => i === "price" || i === "time" || i === "model-info" || guide.problems.some((p) => p.id === i),
    );
    if (intents.some((i) => place.includes(i)) || (repair && !a.device))
      out.push({ kind: "directions", label: t.f("actionDirections"), href: mapsUrl });
    for (const m of a.mentions) {
      if (
        m.kind === "known" &&
        m.model.slug !== here?.slug &&
        (repair || intents.includes("warranty")) &&
        out.length < contact + 2
      )
        out.push({ kind: "page", label: t.f("actionPage", { model: m.model.name }), href: modelPath(m.model) });
    }
    const needsList =
      intents.some((i) => ["price", "models", "apple", "discounts", "manipulation", "services"].includes(i)) &&
      !a.mentions.some((m) => m.kind === "known");
    if (needsList) out.push({ kind: "pricing", label: t.f("actionPricing"), href: pricingLink });
    if (intents[0] === "off-topic" || intents[0] === "greeting") return out.slice(0, contact);
    return out.slice(0, MAX_ACTIONS);
  }

  /** Two to four short follow-ups the assistant understands in this conversation, none about what was just answered. */
  private suggestions(a: Analysis, intents: readonly string[], input: EngineInput, t: Say): string[] {
    if (a.manipulation || intents[0] === "off-topic") return [t.f("suggestScreen"), t.f("suggestOpen")];
    const asked = normalize(input.message);
    const out: string[] = [];
    const model = a.mention?.kind === "known" ? a.mention.model : undefined;
    if (model || a.services.length > 0) {
      const hasPrices = model ? Object.keys(model.prices).length > 0 : true;
      for (const key of SERVICE_KEYS) {
        if (a.services.includes(key) || out.length >= 2) continue;
        if (model && (hasPrices ? model.prices[key] === undefined : model.minutes[key] === undefined)) continue;
        out.push(
          t.f("suggestPrice", {
            service: t.spanish ? spanishWords.services[key].short : capital(shortServiceName(key)),
          }),
        );
      }
    } else if (intents[0] === "greeting" || intents[0] === "thanks")
      out.push(t.f("suggestScreen"), t.f("suggestBattery"));
    const has = (...kinds: string[]) => intents.some((i) => kinds.includes(i));
    const more: [boolean, string][] = [
      [
        a.services.length > 0 &&
          !has("time", "price") &&
          !a.questions.includes("time") &&
          !a.problems.some((p) => p.service),
        t.f("suggestTime"),
      ],
      // These answers already say whether the shop is open now.
      [
        !has("hours", "open-now", "busy", "repair-status") && !/\bopen\b/.test(asked) && !/\babiert/.test(asked),
        t.f("suggestOpen"),
      ],
      [!has("location", "directions", "service-area"), t.f("suggestWhere")],
      [!has("warranty"), t.f("suggestWarranty")],
      [!has("appointment", "repair-status"), t.f("suggestAppointment")],
    ];
    for (const [fits, text] of more) if (fits && out.length < 4) out.push(text);
    if (out.length < 2) out.push(t.f("suggestScreen"));
    return out.slice(0, 4);
  }

  // --- answers ------------------------------------------------------------------------------

  private problemAnswer(problem: TroubleshootingProblem, a: Analysis, said: Set<string>, t: Say): string[] {
    if (a.device) return this.deviceAnswer(a.device, problem, t);
    // The guide's own words for it in the answer's language (its Spanish is data too). Where the guide
    // has them in English only, a Spanish answer says so and keeps the rest (the price, the phone).
    const untold = t.spanish && !problem.es;
    const words = t.spanish && problem.es ? problem.es : problem;
    const label = untold ? spanishWords.thisProblem : words.label;
    const out: string[] = [];
    if (untold && problem.warning) out.push(spanishWords.unsafe);
    if (untold) out.push(fill(spanishWords.noSteps, { phone }));
    else if (words.warning) out.push(words.warning);
    const overruled = !problem.warning && a.problems.some((p) => p.warning);
    const steps = overruled || untold ? [] : words.steps.filter((step) => !said.has(step));
    for (const step of steps) said.add(step);
    if (steps.length > 0) out.push(t.f("tryFirst", { steps: steps.join(" ") }));
    if (problem.service) {
      const mentions = a.mentions.length > 0 ? a.mentions.slice(0, 3) : [undefined];
      for (const m of mentions) out.push(this.offer(problem.service, m, t));
    } else if (a.questions.includes("price")) out.push(t.f("needsALook", { label, phone }));
    else if (overruled) out.push(t.f("bringItIn", { label, phone }));
    // Also after precautions rather than fixes (a bent phone, cracked back glass).
    else out.push(t.f("stillNeedsFixing", { phone }));
    return out;
  }

  private deviceAnswer(device: DeviceGuide, problem: TroubleshootingProblem | undefined, t: Say): string[] {
    const out: string[] = [];
    if (t.spanish) {
      // The guide's Spanish steps are the iPhone's: an iPad's are the same, another device's are not.
      const words = problem?.es;
      if (words?.warning) out.push(words.warning);
      else if (problem?.warning && !words) out.push(spanishWords.unsafe);
      if (words && device.id === "ipad") out.push(t.f("tryFirst", { steps: words.steps.join(" ") }));
      out.push(device.es);
      return out;
    }
    // A computer's own first steps are for a slow machine; other problems get no iPhone-specific steps.
    const ownSteps = !problem || problem.id === "software" ? device.steps : undefined;
    const steps = ownSteps ?? (device.id === "ipad" ? problem?.steps : undefined);
    if (problem?.warning) out.push(problem.warning);
    if (steps) out.push(`Try this first: ${steps.join(" ")}`);
    out.push(device.answer);
    return out;
  }

  /** Price and time for each repair and model asked about (a few at most), or what to ask instead. */
  private quote(
    keys: readonly ServiceKey[],
    a: Analysis,
    wantPrice: boolean,
    wantTime: boolean,
    t: Say,
    reply: Reply,
  ): string[] {
    const mentions: (ModelMention | undefined)[] = a.mentions.length > 0 ? a.mentions.slice(0, 3) : [undefined];
    const out: string[] = [];
    if (keys.length === 0) {
      for (const m of mentions) {
        if (m && wantPrice) out.push(...this.modelInfo(m, t));
        else
          out.push(
            this.question(wantPrice ? "price" : "time", { ...a, mention: m, service: undefined }, this.now(), t, reply),
          );
      }
      return out.slice(0, 4);
    }
    const priced: { label: string; price: number }[] = [];
    for (const m of mentions)
      for (const key of keys.slice(0, 3)) {
        if (out.length >= 4) break;
        out.push(wantPrice ? this.offer(key, m, t) : this.timeOf(key, m, t));
        if (m?.kind !== "known") continue;
        const price = m.model.prices[key];
        if (price === undefined) continue;
        const service = t.spanish ? spanishWords.services[key].short : serviceInSentence(key, t);
        priced.push({
          label:
            mentions.length === 1
              ? service
              : keys.length === 1
                ? t.f("theModel", { model: m.model.name })
                : t.f("forModel", { service, model: m.model.name }),
          price,
        });
      }
    // Asked for today ("can you do it today", "same day?", "while I wait"): the owner's same-day word.
    const sameDay = faqAnswer("same-day");
    if (a.sameDay && sameDay && !t.spanish) out.push(sameDay.replace(/^Yes[.,:!]\s*/, ""));
    // The data's prices say nothing of sales tax: say so rather than guess.
    if (wantPrice && /\btax(es)?\b/.test(a.text)) out.push(reply.cannot(t.f("salesTax", { phone })));
    if (keys.length + a.problems.length > 1 && /\b(total|altogether|together|both|all)\b/.test(a.text))
      out.push(t.f("pricedAlone", { phone }));
    // "Which is cheaper, the battery or the screen?" gets its answer in words, from the prices above.
    if (
      wantPrice &&
      priced.length >= 2 &&
      /\b(cheaper|cheapest|less expensive|more expensive|difference|compare|vs|versus)\b/.test(a.text)
    ) {
      const sorted = [...priced].sort((x, y) => x.price - y.price);
      const [low, next] = [sorted[0]!, sorted[1]!];
      out.push(
        low.price === next.price
          ? t.f("samePrice")
          : t.f("costsLeast", { label: low.label, price: formatPrice(low.price) }),
      );
    }
    return out;
  }

  private timeOf(key: ServiceKey, mention: ModelMention | undefined, t: Say): string {
    if (mention?.kind === "known")
      return t.f("timeOnModel", {
        service: t.service(key),
        model: mention.model.name,
        takes: t.takes(repairTime(mention.model, key)),
      });
    return t.f("timeOf", { service: t.service(key), takes: t.takes(serviceByKey(key).typicalTime) });
  }

  /** The shop's offer for a repair: exact price and time for a listed model, else an honest way to get one. */
  private offer(key: ServiceKey, mention: ModelMention | undefined, t: Say = SAY.en): string {
    const service = serviceByKey(key);
    const name = t.service(key);
    const parts: string[] = [];
    if (mention?.kind === "known") {
      const m = mention.model;
      const price = m.prices[key];
      const time = t.duration(repairTime(m, key));
      parts.push(
        price !== undefined
          ? t.f("offerKnown", { service: name, model: m.name, price: formatPrice(price), time })
          : t.f("offerNoPrice", { service: name, model: m.name, phone, time }),
      );
    } else if (mention?.kind === "older") {
      parts.push(t.f("offerOlder", { older: t.phrase(OLDER_MODELS), model: mention.name, phone }));
    } else if (mention?.kind === "unknown") {
      parts.push(t.f("offerUnknown", { model: mention.name, phone }));
    } else {
      const prices = models.map((m) => m.prices[key]).filter((p): p is number => p !== undefined);
      parts.push(
        prices.length > 0
          ? t.f("offerRange", {
              service: name,
              price: formatPrice(Math.min(...prices)),
              takes: t.takes(service.typicalTime),
            })
          : t.f("offerRangeNoPrice", { service: name, takes: t.takes(service.typicalTime), phone }),
      );
    }
    if (key === OFFER_SERVICE) parts.push(t.f("offerNow", { offer: this.offerText(t) }));
    // The data's features are English words: said in English only.
    if (key === "water-damage" && service.features.length > 0 && !t.spanish)
      parts.push(`${service.name}: ${service.features.map(lowerFirst).join(", ")}.`);
    if (!mention) parts.push(t.f("whichIphone", { pricing: pricingLink }));
    return parts.join(" ");
  }

  private modelInfo(mention: ModelMention, t: Say = SAY.en): string[] {
    if (mention.kind === "older")
      return [t.f("olderModel", { older: t.phrase(OLDER_MODELS), model: mention.name, phone })];
    if (mention.kind === "unknown") return [t.f("unknownModel", { model: mention.name, phone })];
    const m = mention.model;
    const out: string[] = [];
    const short = (key: ServiceKey) => repairWord(key, t);
    const priced = SERVICE_KEYS.filter((key) => m.prices[key] !== undefined);
    if (priced.length > 0)
      out.push(
        t.f("modelPrices", {
          model: m.name,
          prices: priced.map((key) => `${short(key)} ${formatPrice(m.prices[key]!)}`).join(", "),
        }),
      );
    else out.push(t.f("modelNoPrices", { model: m.name, phone }));
    const timed = SERVICE_KEYS.filter((key) => m.minutes[key] !== undefined);
    if (timed.length > 0)
      out.push(
        t.f("modelTimes", { times: timed.map((key) => `${short(key)} ${t.duration(repairTime(m, key))}`).join(", ") }),
      );
    out.push(t.f("whatsWrong"));
    return [out.join(" ")];
  }

  /**
   * The next step in words: the model's page (unless the visitor is on it), the phone and the address.
   * The directions link and the buttons come as `actions`, so the text stays short.
   */
  private nextStep(mentions: readonly ModelMention[], here: Model | undefined, t: Say): string {
    const pages = mentions
      .slice(0, 3)
      .flatMap((m) => (m.kind === "known" && m.model.slug !== here?.slug ? [modelPath(m.model)] : []))
      .filter((path, i, all) => all.indexOf(path) === i);
    const page =
      pages.length === 1
        ? `${t.f("modelPage", { page: pages[0] })}\n`
        : pages.length > 1
          ? `${t.f("modelPages", { pages: pages.join(", ") })}\n`
          : "";
    return `${page}${t.f("callOrStopBy", { phone, address: fullAddress })}`;
  }

  /** The owner's same-day word (English, their FAQ's); in Spanish, or without it, the typical times say it. */
  private sameDayWord(t: Say): string {
    const owners = t.spanish ? undefined : faqAnswer("same-day")?.replace(/^Yes\.\s*/, "");
    const times = services.map((sv) => `${repairWord(sv.key, t)} ${t.duration(sv.typicalTime)}`);
    return owners ?? t.f("modelTimes", { times: times.join(", ") });
  }

  /** "Every repair comes with a 30-day warranty on parts and labor.", from the profile. */
  private warranty(t: Say): string {
    return t.f("warranty", { days: business.warranty.days, covers: t.phrase(business.warranty.covers) });
  }

  /** What the shop repairs, from its newest series back to its oldest. */
  private modelRange(t: Say): string {
    if (!t.spanish) return modelRangeText();
    const series = models.map((m) => m.series);
    const [newest, oldest] = [Math.max(...series), Math.min(...series)];
    return fill(spanishWords.modelRange[newest === oldest ? "one" : "span"], { newest, oldest });
  }

  /** Whether the shop is open now, as an aside ("We're open now (...) until 6:00 PM."). */
  private openNowAside(instant: Date, t: Say): string {
    return capital(this.timesIn[t.language].openNow(instant).replace(/^(Yes|Sí), /, ""));
  }

  private question(kind: QuestionKind, a: Analysis, instant: Date, t: Say, reply: Reply): string {
    const model = a.mention?.kind === "known" ? a.mention.model : undefined;
    const short = (key: ServiceKey) => repairWord(key, t);
    switch (kind) {
      case "price":
        if (a.service) return this.offer(a.service, a.mention, t);
        if (a.mention) return this.modelInfo(a.mention, t).join(" ");
        return t.f("pricesDepend", { pricing: pricingLink, offer: this.offerText(t) });
      case "time": {
        if (a.service) return this.timeOf(a.service, a.mention, t);
        if (model) {
          const timed = SERVICE_KEYS.filter((key) => model.minutes[key] !== undefined);
          if (timed.length > 0)
            return t.f("modelTimesFor", {
              model: model.name,
              times: timed.map((key) => `${short(key)} ${t.duration(repairTime(model, key))}`).join(", "),
            });
        }
        return sentences(t.f("averageTime", { minutes: business.averageRepairMinutes }), this.sameDayWord(t));
      }
      case "open-now":
      case "hours":
      case "visit":
        return this.hours(kind, a.when, instant, t);
      case "location":
        return t.f("location", { address: fullAddress, maps: mapsUrl });
      case "directions": {
        // Parking, in the owner's words where the data has them (English), else said honestly unknown.
        const asked = /\bpark(ing)?\b/.test(a.text);
        const said = asked && !t.spanish ? this.library.sentenceWith(/\bparking\b/i) : undefined;
        if (said) return sentences(said, t.f("getDirections", { maps: mapsUrl }));
        const parking = asked ? reply.cannot(t.f("noParking", { phone })) : "";
        return t.f("directions", { address: fullAddress, parking, maps: mapsUrl });
      }
      case "payment": {
        // "cash and credit card" in lower case, brand names ("Apple Pay") as written.
        const listed = business.paymentAccepted.map((p) => p.toLowerCase());
        const asked = PAYMENT_WORDS.filter(
          ([name, re]) => re.test(a.text) && !listed.some((p) => p.includes(name.toLowerCase().replace(/s$/, ""))),
        );
        const unsure =
          asked.length > 0
            ? reply.cannot(
                t.f("notOnList", {
                  names: capital(
                    t.list(
                      asked.map(([name]) => payWord(name, t)),
                      "or",
                    ),
                  ),
                  phone,
                }),
              )
            : t.f("askElse", { phone });
        return sentences(
          t.f("weAccept", { methods: t.list(business.paymentAccepted.map((p) => payWord(p, t))) }),
          unsure,
        );
      }
      case "warranty": {
        const cost = /\b(cost|costs|price|pay|extra|charge|how much|free)\b/.test(a.text)
          ? t.f("warrantyIncluded")
          : undefined;
        // The owner's FAQ words are English: a Spanish answer keeps to the profile's facts.
        return sentences(
          this.warranty(t),
          cost,
          t.spanish ? undefined : faqAnswer("warranty")?.replace(/^Yes:[^.]*\.\s*/, ""),
        );
      }
      case "parts":
        // The FAQ's word on parts is English (owner text, not translated): in Spanish, the warranty and the phone.
        if (t.spanish) return sentences(this.warranty(t), t.f("askParts", { phone }));
        return faqAnswer("what-parts") ?? t.f("askParts", { phone });
      case "data-safety": {
        const topic = t.spanish ? undefined : guide.topics.find((x) => x.id === "data-safety")?.answer;
        return topic ?? t.f("weExplain", { phone });
      }
      case "discounts": {
        // After a price of the offer's repair ("so with the $10 off?"): that price less the offer.
        const base = OFFER_SERVICE && model && !OTHER_DISCOUNT.test(a.text) ? model.prices[OFFER_SERVICE] : undefined;
        if (base !== undefined && (a.services.length === 0 || a.services.includes(OFFER_SERVICE!)))
          return t.f("offerSum", {
            offer: this.offerText(t),
            service: t.service(OFFER_SERVICE!).toLowerCase(),
            model: model!.name,
            sum: formatPrice(base - business.offer.amountOff),
            price: formatPrice(base),
          });
        const others = a.services
          .filter((key) => key !== OFFER_SERVICE)
          .map((key) => (t.spanish ? spanishWords.services[key].short : serviceByKey(key).name.toLowerCase()));
        const notFor = others.length > 0 ? t.f("offerNotFor", { others: t.list(others, "or") }) : "";
        // Asked for a discount, the one offer is all the data holds: whatever else was meant is a gap.
        return reply.cannot(t.f("offerOnly", { offer: this.offerText(t), notFor, phone }));
      }
      case "business": {
        // The owner's FAQ answer may already say "Call us": then only the number is added.
        const answer = t.spanish ? undefined : faqAnswer("business-customers");
        if (!answer) return t.f("businessAsk", { phone });
        return `${answer} ${/\bcall us\b/i.test(answer) ? t.f("ourNumber", { phone }) : t.f("callUs", { phone })}`;
      }
      case "service-area":
        if (
          /\b(house calls?|come to (me|my|our)|mobile|travel|on site|onsite|my office|my house|my home|pick ?up)\b/.test(
            a.text,
          )
        )
          return reply.cannot(t.f("notAway", { phone, address: fullAddress, towns: t.list(business.serviceArea) }));
        return t.f("serviceArea", { address: fullAddress, towns: t.list(business.serviceArea), maps: mapsUrl });
      case "appointment":
        // The FAQ answers "Do I need one?"; whatever the wording, the facts are the same (its words are English).
        if (t.spanish)
          return sentences(fill(spanishWords.appointment, { phone }), t.f("ourHours", { hours: t.phrase(hoursText) }));
        return sentences(
          capital(faqAnswer("appointment")?.replace(/^(No|Yes)[,.:]\s*/, "") ?? t.f("ourHours", { hours: hoursText })),
          t.f("callUs", { phone }),
        );
      case "contact":
        return t.f("contact", { phone, email: business.email });
      case "models":
        return sentences(
          (t.spanish ? undefined : faqAnswer("which-models")) ??
            t.f("modelsRange", { range: this.modelRange(t), older: t.phrase(OLDER_MODELS) }),
          t.f("priceList", { pricing: pricingLink }),
        );
      case "services":
        return t.f("weDo", { repairs: t.list(services.map((s) => serviceInSentence(s.key, t))) });
      case "reviews":
        return t.f("reviews", { rating: ratingText, count: business.rating.count, phone, address: fullAddress });
      case "years":
        return reply.cannot(t.f("noYears", { phone }));
      case "apple": {
        // Apple's figures are not in the data: what is, is this shop's own side (same day, warranty, prices).
        const ours =
          a.service && a.mention ? this.offer(a.service, a.mention, t) : t.f("ourPrices", { pricing: pricingLink });
        return reply.cannot(
          sentences(
            t.f("noApplePrices"),
            t.f("ourSide", {
              sameDay: this.sameDayWord(t),
              days: business.warranty.days,
              covers: t.phrase(business.warranty.covers),
            }),
            ours,
            t.f("anyQuestion", { phone }),
          ),
        );
      }
      case "diagnosis": {
        const free = services.filter((s) => s.features.some((f) => /diagnos/i.test(f)));
        return reply.cannot(
          free.length > 0
            ? t.f("freeDiagnosis", { services: t.list(free.map((s) => serviceInSentence(s.key, t))), phone })
            : t.f("noDiagnosisInfo", { phone }),
        );
      }
      case "no-fix": {
        const noFee = services.filter((sv) => sv.features.some((f) => /no fix/i.test(f)));
        // The feature is the data's English words; in Spanish, said only where es.ts has its words.
        const words = noFee[0]?.features.find((f) => /no fix/i.test(f))!.toLowerCase();
        const feature = words && t.spanish ? spanishWords.features[words] : words;
        return reply.cannot(
          feature
            ? t.f("noFixFeature", { services: t.list(noFee.map((sv) => serviceInSentence(sv.key, t))), feature, phone })
            : t.f("noFixInfo", { phone }),
        );
      }
      case "repair-status":
        return sentences(t.f("repairStatus", { phone }), this.openNowAside(instant, t));
      case "my-booking":
        return t.f("myBooking", { phone });
      case "booking-ahead":
        return booking.enabled
          ? t.f("bookingAhead", { days: booking.horizonDays, notice: booking.minimumNoticeMinutes, phone })
          : t.f("callUs", { phone });
      case "busy":
        return sentences(t.f("busy", { phone }), this.openNowAside(instant, t));
      case "unknown":
        return reply.cannot(t.f("noInfo", { phone }));
    }
  }

  /** Opening hours from the schedule: now, a day, a clock time, a holiday, until close, late or early. */
  private hours(kind: QuestionKind, when: When | undefined, instant: Date, t: Say = SAY.en): string {
    const times = this.timesIn[t.language];
    const ourHours = t.f("ourHours", { hours: t.phrase(hoursText) });
    // "Open late?" is about the week; "what's the latest I can come today?" about that day's hours.
    if ((when?.late || when?.early) && !when.day) return times.extremes(Boolean(when.late));
    if (when?.holidays && !when.day) return times.holidays(instant);
    if (when?.untilClose) return times.untilClose(instant);
    if (when && (when.day || when.minutes !== undefined)) return times.day(instant, when);
    if (kind === "open-now" || when?.now) return `${times.openNow(instant)} ${ourHours}`;
    const coming = schedule.upcomingSpecials(instant, { withinDays: 21, limit: 2 });
    const specials = coming.map((d) =>
      t.spanish
        ? `${t.holiday(d.label)} (${t.date(d.date)}): ${t.phrase(schedule.describeDay(schedule.hoursOn(d.date)).replace(` for ${d.label}`, ""))}`
        : `${d.label} (${dayName(d.date, schedule.localTime(instant))}): ${schedule.describeDay(schedule.hoursOn(d.date)).replace(` for ${d.label}`, "")}`,
    );
    return `${ourHours}${specials.length > 0 ? t.f("comingUp", { days: specials.join("; ") }) : ""}`;
  }
}

/** Joins the blocks, dropping any line or sentence already said (two parts can share a fact). */
function dedupe(blocks: readonly string[]): string {
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

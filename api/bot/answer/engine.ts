// The local troubleshooting assistant's answer stage: deterministic, and grounded only in site/_data/.
// read/read.ts has read the message and the conversation into parts (problems, repairs, models,
// questions, days) and understand/decide.ts has said which reading answers; here each part, in the
// order asked, becomes one short block of facts, made by the modules beside this one:
// quotes.ts (a repair's price and time, a model's prices), guide.ts (a trouble's first steps, another
// device), questions.ts (every other question kind: hours, place, payment, warranty, the offer...),
// own.ts (the understanding stage's own answers), next-steps.ts (buttons and follow-ups as data) and
// words.ts (the facts several of them say). A part the data does not hold sets `unanswered`.
// Every price, time, hour and policy in an answer comes from the data modules; none is written here.
import type { ServiceKey } from "#shop/content-schemas.ts";
import { business, fullAddress, hoursText, schedule, shopLanguage } from "#shop/facts.ts";
import { bookHref } from "../../../site/ui/book/href.ts";
import { type QuestionKind } from "../read/lexicon.ts";
import { type ModelMention } from "../read/models.ts";
import { withContext } from "../read/conversation.ts";
import { questionAsked, withPartQuestions } from "../understand/parts.ts";
import { type Analysis, type ChatTurn, type EngineInput, Knowledge, analyze } from "../read/read.ts";
import { SAY, type Say } from "../say/say.ts";
import { topicOf } from "../read/topic.ts";
import { TimeAnswers } from "./hours.ts";
import type { ChatAction } from "#shop/chat-contract.ts";
import { Library } from "../find/knowledge.ts";
import { decide, type Plan } from "../understand/decide.ts";
import { keepsSpanish, SURELY_SPANISH } from "../understand/language.ts";
import { Understanding } from "../understand/understand.ts";
import { newAnswer } from "../read/per-answer.ts";
import { deviceAnswer, problemAnswer } from "./guide.ts";
import { actionsFor, suggestionsFor } from "./next-steps.ts";
import { booked, bookThis, withBooking } from "./book-this.ts";
import { bookingAsked } from "../understand/booking-asked.ts";
import { booking } from "#shop/owner-data.ts";
import { bookOnline, ownerOnly, passageAnswer, stateAnswer, stateNamed, textsAnswer, whichOne } from "./own.ts";
import { answerQuestion, openNowAside, type Asked } from "./questions.ts";
import { nextStep, offerFor, quoteOf } from "./quotes.ts";
import { dedupe, offerWords, phone, pricingLink, repairNames, AnswerInMaking } from "./words.ts";

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

/**
 * "Do you fix the iPhone 13?", "reparan el iphone 8?": which repairs we do, asked of a model named, is that
 * model's own answer (its repairs, prices and times, or that an older one is repaired too), never the list
 * of repairs followed by "tell me your model".
 */
const ofAModel = (a: Analysis) =>
  a.modelSource === "message" &&
  a.questions.length > 0 &&
  a.questions.every((q) => q === "services" || q === "models") &&
  a.services.length === 0 &&
  a.problems.length === 0 &&
  !a.device;

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

/** The classifier and the passages of the shop's own data, built once a process (training takes a moment). */
let shared: { understanding: Understanding; library: Library } | undefined;
const sharedReaders = () => (shared ??= { understanding: new Understanding(), library: new Library() });

export class LocalEngine {
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
    const understanding = this.understanding;
    this.knowledge.partQuestions ??= (message, read, length, upset) =>
      withPartQuestions(understanding, message, understanding.kinds.withKinds(message, read, length, upset), length);
    this.knowledge.questionAsked ??= (message) => questionAsked(understanding, message);
    this.knowledge.moodOf ??= (message) => understanding.moods.read(message)?.mood;
    this.now = options.now ?? (() => new Date());
  }

  // The shop's date changes once a day; Intl is asked at most once a minute.
  private minute = Number.NaN;
  private today = "";

  /**
   * The reader's parts. `spanish`: the classifier's language model is sure the message is Spanish, so the
   * reader reads it in Spanish where its own cue words miss it ("aceptan efectivo", "la bateria se infla").
   */
  analyze(
    input: EngineInput,
    instant = this.now(),
    spanish = this.understanding.read(input.message).spanish >= SURELY_SPANISH,
  ): Analysis {
    const minute = Math.floor(instant.getTime() / 60_000);
    if (minute !== this.minute) [this.minute, this.today] = [minute, schedule.localTime(instant).date];
    const today = this.today;
    return withContext(this.knowledge, analyze(this.knowledge, input.message, today, spanish), input, today);
  }

  answer(input: EngineInput): EngineAnswer {
    const instant = this.now();
    newAnswer();
    // The reader's parts, and what the classifier understood: decide() says which answers.
    const understood = this.understanding.read(input.message);
    const spanish = understood.spanish >= SURELY_SPANISH;
    const alone = () => this.analyze({ ...input, history: [] }, instant, spanish).questions;
    const plan = decide(this.analyze(input, instant, spanish), understood, this.library, input.message, alone);
    // The language carries over: a message of no clear language of its own ("ok y el 14 pro?", "14 pro?")
    // after a Spanish one is answered in Spanish.
    const kept = keepsSpanish(plan.analysis, understood, input, this.understanding)
      ? { ...plan.analysis, language: "es" as const }
      : plan.analysis;
    const a = ofAModel(kept) ? { ...kept, questions: [] } : kept;
    const here = this.knowledge.models.fromPage(input.model);
    const blocks: string[] = [];
    const intents: string[] = [];
    const known = a.mentions
      .filter((m): m is Extract<ModelMention, { kind: "known" }> => m.kind === "known")
      .map((m) => m.model);
    const reply = new AnswerInMaking();
    let book: { sentence: string; action: ChatAction } | undefined;

    // Every answer is said in the visitor's language: each part has its frames in both.
    const t = SAY[a.language];
    if (plan.kind !== "read") {
      const own = this.planned(plan, a, input.message, instant, t);
      intents.push(own.intent);
      // A repair booked for a model of ours ("book a screen for my 13"): its price and time first, and
      // the button opens the booking page on them.
      const { service } = booked(a);
      const repair = a.services.find((s) => s === service);
      if (own.intent === "booking-how" && repair && known.length > 0)
        blocks.push(...quoteOf([repair], a, true, false, t, reply, () => ""));
      if (own.intent === "booking-how" && booking.enabled) book = bookThis(a, t);
      blocks.push(...own.blocks);
    } else if (a.manipulation) {
      intents.push("manipulation");
      blocks.push(t.f("noDeals"));
      if (a.mention && a.service) blocks.push(offerFor(a.service, a.mention, t));
      else blocks.push(t.f("allPrices", { pricing: pricingLink }));
      blocks.push(t.f("currentOffer", { offer: offerWords(t) }), t.f("anythingElse", { phone }));
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
        blocks.push(...deviceAnswer(a.device, a.problem, t));
      } else {
        if (a.greeting && parts.length > 0 && !a.mood) blocks.push(t.f("hi"));
        // Upset, with a question: heard first, then answered.
        if (a.mood && parts.length > 0) blocks.push(t.f("heard"));
        for (const part of parts.slice(0, 5)) {
          if (part.key.startsWith("problem:")) {
            const problem = a.problems.find((p) => `problem:${p.id}` === part.key)!;
            intents.push(problem.id);
            blocks.push(...problemAnswer(problem, a, reply.said, t));
          } else if (part.key === "quote") {
            intents.push(
              wantPrice || bareRepair
                ? a.services.length > 0 || !a.mention || wantPrice
                  ? "price"
                  : "model-info"
                : "time",
            );
            if (bareRepair && a.services.length === 0) intents[intents.length - 1] = "model-info";
            blocks.push(
              ...quoteOf(quoteServices, a, wantPrice || bareRepair, wantTime, t, reply, (kind, asked) =>
                this.question(kind, asked, instant, t, reply),
              ),
            );
          } else if (part.key === "services" && a.device) {
            // "...and do you fix ipads": the device's own answer is what we repair of it.
            intents.push(a.device.id);
            blocks.push(...deviceAnswer(a.device, undefined, t));
          } else {
            intents.push(part.key);
            blocks.push(this.question(part.key as QuestionKind, a, instant, t, reply));
          }
        }
        const quoted = intents.some(
          (i) => i === "price" || i === "model-info" || i === "time" || a.problems.some((p) => p.id === i),
        );
        // Asked to book what was quoted: the booking page, opened on its repair and model.
        if (quoted && booking.enabled && bookingAsked(this.understanding, understood, input, alone)) {
          book = bookThis(a, t);
          blocks.push(book.sentence);
        }
        if (quoted && a.mention && (a.problems.length > 0 || known.length > 0 || intents[0] !== "time"))
          blocks.push(nextStep(a.mentions, here, t));
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
      actions: withBooking(actionsFor(a, intents, here, t), book?.action),
      suggestions: suggestionsFor(a, intents, input, t),
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
        return { intent: "what-happens", blocks: [t.f("whatHappens", { repairs: repairNames(t), phone })] };
      case "repair-state": {
        const state = stateNamed(message); // the tracker's words as the visitor quotes them, in either language
        const blocks = stateAnswer(state, t, phone);
        if (!state) blocks.push(openNowAside(this.timesIn[t.language], instant));
        return { intent: "repair-status", blocks };
      }
      case "booking-how": {
        const { service, model } = booked(a);
        const online = bookOnline(t, bookHref(shopLanguage(t.language), { service, model }));
        const walkIn = this.question("appointment", a, instant, t, new AnswerInMaking());
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
    return t.f("offTopic", { name: business.name, repairs: repairNames(t), phone });
  }

  /** What a question's answer reads besides the message, in the answer's language. */
  private asked(instant: Date, t: Say): Asked {
    return { instant, times: this.timesIn[t.language], library: this.library };
  }

  private question(kind: QuestionKind, a: Analysis, instant: Date, t: Say, reply: AnswerInMaking): string {
    return answerQuestion(kind, a, this.asked(instant, t), t, reply);
  }
}

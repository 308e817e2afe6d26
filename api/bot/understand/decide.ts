// Which reading answers a message: the reader's parts (read/), the classifier's intent (understand.ts),
// an owner's passage (find/), or a question back. The reader still reads the slots (models, repairs,
// days) and the messages of several parts; the classifier decides what is asked where the reader's
// rules misread a message (a word matched that is not what was meant) or read nothing at all.
import type { QuestionKind } from "../read/lexicon.ts";
import type { Analysis } from "../read/read.ts";
import type { Found, Library } from "../find/knowledge.ts";
import type { OwnAnswer } from "./intents/intent.ts";
import type { Understood } from "./understand.ts";
import { stateNamed } from "../answer/own.ts";
import {
  ABOUT_A_NAMED_REPAIR,
  ALL_BUT_CERTAIN,
  BOOKING_READS,
  CLOSE,
  ELSEWHERE,
  GAP,
  GUESS,
  GUESS_ALONE,
  LEARNED,
  LIKELY,
  OF_THE_REPAIR,
  OUTWEIGHS,
  OUTWEIGHS_THE_PRICE,
  QUOTED,
  SLOT_TERMS,
  SMALL_TALK,
  SURE,
  SURE_OF_PARTS,
  SURE_OVER_A_FINDING,
  aboutATrouble,
  agrees,
  hoursOwnWords,
  isHours,
  joined,
  leads,
  noSlots,
  oneQuestionOnly,
  overruled,
  readNothing,
  support,
} from "./agreement.ts";
import { ownerAsked } from "./owner-asked.ts";
import { SURELY_SPANISH } from "./language.ts";
import { leading, thenTheTrouble } from "./first.ts";
import { repairByDay } from "./repair-by-day.ts";
import { A_TROUBLE, A_TROUBLE_ALONE, troubleOf } from "./trouble-of.ts";

export type Plan =
  | { kind: "read"; analysis: Analysis }
  | {
      kind: "own";
      // "what-happens": a trouble nobody can place ("my phone is being weird"), asked what it does.
      answer: Exclude<OwnAnswer, "greeting" | "thanks" | "refusal" | "problem"> | "what-happens";
      analysis: Analysis;
    }
  | { kind: "passage"; found: Found; analysis: Analysis }
  | { kind: "ask"; understood: Understood; analysis: Analysis };

/** The reading the classifier's intent gives, with the reader's slots kept. */
function asIntent(a: Analysis, u: Understood): Plan {
  const answer = u.intent.answer;
  switch (answer) {
    case "greeting":
      return { kind: "read", analysis: { ...a, greeting: true, offTopic: false } };
    case "thanks":
      return { kind: "read", analysis: { ...a, thanks: true, offTopic: false } };
    case "problem":
      return { kind: "read", analysis: a };
    case "refusal":
      return { kind: "read", analysis: { ...a, offTopic: true } };
    case "booking-how":
    case "repair-state":
    case "texts":
    case "owner-only":
      return { kind: "own", answer, analysis: a };
    default: {
      // A day or a clock time the visitor named keeps its hours after the answer ("could i drop it off
      // thursday 8am": the repair's time, and whether we're open then).
      const hours = a.when?.day || a.when?.minutes !== undefined ? a.questions.filter(isHours) : [];
      const kept = { ...only(a, answer), intent: u.intent.id };
      if (hours.length === 0 || (hours as readonly string[]).includes(answer)) return { kind: "read", analysis: kept };
      const order = new Map([...kept.order, ...hours.map((q): [string, number] => [q, 1])]);
      return { kind: "read", analysis: { ...kept, questions: [answer, ...hours], order } };
    }
  }
}

/** The reader's slots, with one question asked. */
function only(a: Analysis, question: QuestionKind): Analysis {
  return { ...a, questions: [question], offTopic: false, order: new Map([...a.order, [question, 0]]) };
}

/** How sure of small talk over the reader's one-word question in a message of parts. */
const SMALL_TALK_OF_PARTS = 0.9;

/**
 * `ownQuestions`: the questions the message reads alone, without the conversation (a follow-up's "what
 * about the day before?" is the hours only because of the turn before it); the message's when not given.
 */
export function decide(
  a: Analysis,
  u: Understood,
  library: Library,
  message: string,
  ownQuestions: () => readonly QuestionKind[] = () => a.questions,
): Plan {
  const plan = decideReading(a, u, library, message, ownQuestions);
  // The classifier's answers are said in the language it reads ("dejen de mandarme mensajes"); the
  // reader's own are said in the language its cue words found.
  if (plan.kind === "read" && plan.analysis === a) return plan;
  if (plan.analysis.language === "en" && u.spanish >= SURELY_SPANISH)
    return { ...plan, analysis: { ...plan.analysis, language: "es" } };
  return plan;
}

function decideReading(
  a: Analysis,
  u: Understood,
  library: Library,
  message: string,
  ownQuestions: () => readonly QuestionKind[],
): Plan {
  // A try to be promised a price is the reader's guard's, unless the classifier is all but certain the
  // "free" is the parking's ("hay estacionamiento gratis": 98%), whose answer holds no price; never in a
  // message of parts ("parking is free right? then the screen is free too").
  if (a.manipulation && u.intent.id === "parking" && u.confidence >= ALL_BUT_CERTAIN && !joined(message))
    return asIntent({ ...a, manipulation: false }, u);
  // ...or when all it asks is the diagnosis, a finer kind ("do you do diagnostics for free?"), whose
  // answer says what the data holds free (a wet phone's diagnosis) and nothing more.
  if (a.manipulation && a.questions.length === 1 && a.questions[0] === "diagnosis" && !joined(message))
    return { kind: "read", analysis: { ...a, manipulation: false } };
  if (a.manipulation) return { kind: "read", analysis: a };
  const answer = u.intent.answer;
  const trouble = troubleOf(a, u);
  if (trouble) return { kind: "read", analysis: trouble };
  const nothing = readNothing(a);
  // A trouble the classifier reads that neither the reader nor the guide's troubles place ("my phone is
  // acting up", "mi cel anda raro"): what it does is asked, never "outside what I can help with".
  const modelAlone = a.questions.length === 0 && a.problems.length === 0 && a.services.length === 0 && !a.device;
  // With nothing read at all, less sure (40%): asking what it does is a better answer to a likely trouble
  // than "outside what I can help with".
  if (
    answer === "problem" &&
    u.confidence >= (nothing ? A_TROUBLE_ALONE : A_TROUBLE) &&
    (nothing || modelAlone) &&
    !a.mood
  )
    return { kind: "own", answer: "what-happens", analysis: a };
  // A trouble the reader found is answered from the guide, whatever else the classifier guesses.
  if (u.confidence >= SURE && a.problems.length === 0 && !a.device) {
    // What the reader's words misread: a text's STOP, the owner's records, a state on the tracker, booking online.
    // In a message of joined parts as sure as parts need (60%): "can I get a loaner phone? text me at ..."
    // asks of the loaner, not of our texts.
    if ((answer === "texts" || answer === "owner-only") && (u.confidence >= SURE_OF_PARTS || !joined(message)))
      return { kind: "own", answer, analysis: a };
    // A state on the tracker quoted ("it says waiting for your OK"), or a repair asked after with nothing else read.
    // Not an upset visitor's "waiting forever": heard first, by the reader's calm reply.
    if (answer === "repair-state" && !a.mood && (nothing || stateNamed(message)))
      return { kind: "own", answer, analysis: a };
    // Over the questions the reader reads in booking's words ("book", "appointment", a day, the contact),
    // sure (50%) as of any intent (60% before issue 38's eighth round: "how do i schedule a battery swap").
    // The shop's phone or email asked alone stays the contact unless all but sure (80%) of booking: the
    // booking form's fields are the visitor's phone and email, and the classifier knows no contact intent.
    const contactAlone = a.questions.length === 1 && a.questions[0] === "contact" && u.confidence < SURE_OVER_A_FINDING;
    if (answer === "booking-how" && a.questions.every((q) => BOOKING_READS.has(q)) && !contactAlone)
      return { kind: "own", answer, analysis: a };
    // Another business's hours or address ("what time does walmart close"): the reader's "hours" word is
    // not ours to answer, unless a repair or a model of ours is named too.
    // A model the reader made of a number ("whats 2 plus 2") is no model of ours when the classifier is all but certain.
    const ours = a.mentions.some((m) => m.kind === "known") && u.confidence < ALL_BUT_CERTAIN;
    // Our own contact or prices are never another business's ("cual es su numero de telefono").
    const elsewhere = a.questions.every((q) => ELSEWHERE.has(q));
    if (answer === "refusal" && elsewhere && a.services.length === 0 && (a.modelSource !== "message" || !ours)) {
      const noModel = a.modelSource === "message" ? { mentions: [], mention: undefined, modelSource: undefined } : {};
      return { kind: "read", analysis: { ...a, ...noModel, questions: [], offTopic: true } };
    }
  }
  // Sure of what is asked about a trouble the reader found ("the battery you put in dies fast, is that
  // covered", "did u finish my charging port"): the trouble is a slot (its repair), the classifier's
  // intent is the answer. Never over a warning (a wet or swollen phone is told what to do first).
  // In a message of parts ("the screen you replaced has a dead spot now, is that covered") when all but
  // certain (85%): the trouble said first is the case, the question after it what is asked.
  const overATrouble =
    u.confidence >= (joined(message) ? ALL_BUT_CERTAIN : SURE_OVER_A_FINDING) &&
    aboutATrouble(answer) &&
    a.problems.length > 0 &&
    !a.device &&
    !a.mood &&
    a.problems.every((p) => !p.warning) &&
    a.questions.every((q) => LEARNED.has(q));
  if (overATrouble) {
    const services = [...new Set([...a.services, ...a.problems.flatMap((p) => (p.service ? [p.service] : []))])];
    const slots = { ...a, problems: [], problem: undefined, services, service: services[0] };
    return asIntent(slots, u);
  }
  // Less sure, or in a message of parts: the intent first, the trouble after it (understand/first.ts).
  const first = thenTheTrouble(a, u, message);
  if (first) return { kind: "read", analysis: first };
  // All but certain of small talk over a question the reader made of one word ("good evening" is no
  // question of the hours, "sale gracias" none of a sale).
  if (
    (answer === "greeting" || answer === "thanks") &&
    u.confidence >= ALL_BUT_CERTAIN &&
    // In a message of parts only when 90% sure ("sale, gracias": thanks, not a sale; 100% right above 80%
    // on blind-dev), so that "thanks, what time do you close" keeps its question.
    (!joined(message) || u.confidence >= SMALL_TALK_OF_PARTS) &&
    noSlots(a)
  )
    return asIntent({ ...a, questions: [], order: new Map() }, u);
  // The owner's records asked in a customer's words ("list tomorrows appointments"): refused.
  if (ownerAsked(a, u, message, ownQuestions)) return { kind: "own", answer: "owner-only", analysis: a };
  // All but sure (80%, 99% right; 85% before issue 38's ninth round) it is not about a phone at all ("quien
  // gano el partido anoche", "write a poem about a broken screen"): a trouble the reader made of one word
  // ("parti…" read as a speaker's) is not one, unless a model of ours is named.
  // A device named in a question of buying one ("which laptop should i buy") is not a repair either.
  // A device alone (no trouble, no question, no model of ours) is refused when 60% sure (98% right there on
  // blind-dev): "should i buy a macbook air or a dell xps" asks for advice, not a repair.
  const deviceAlone = a.device !== undefined && a.problems.length === 0 && a.questions.length === 0;
  if (
    answer === "refusal" &&
    u.confidence >= (deviceAlone ? SURE_OF_PARTS : SURE_OVER_A_FINDING) &&
    !a.mentions.some((m) => m.kind === "known")
  )
    return {
      kind: "read",
      analysis: {
        ...a,
        questions: [],
        problems: [],
        problem: undefined,
        services: [],
        service: undefined,
        device: undefined,
        offTopic: true,
      },
    };
  // A device the reader made of one word ("donde estaciono la moto", "do you accept samsung pay") in a
  // message of one part the classifier is all but sure (80%) asks something else: no device, its intent.
  // Not a price or a time, which the device's answer says ("how much for a macbook screen").
  if (
    a.device &&
    a.problems.length === 0 &&
    u.confidence >= SURE_OVER_A_FINDING &&
    aboutATrouble(answer) &&
    u.intent.id !== "other-devices" &&
    !joined(message) &&
    a.questions.every((q) => LEARNED.has(q))
  )
    return asIntent({ ...a, device: undefined }, u);
  // The classifier sure of an intent that none of the reader's questions is: a word the reader matched is
  // not what was asked ("if i drop it off on my lunch break will it be done" is the repair's time, not
  // the hours). Questions no intent learned (the reviews) and troubles the reader found stay the reader's.
  if (
    leads(u, message) &&
    !SMALL_TALK.has(answer) &&
    answer !== "problem" &&
    a.problems.length === 0 &&
    // A device named is the slot of the devices' intent ("do you work on samsung phones").
    (!a.device || u.intent.id === "other-devices") &&
    a.questions.length > 0 &&
    // Several questions read are a compound message ("price for a screen and can i get it back by 5")
    // unless the classifier is all but certain of one thing.
    (a.questions.length === 1 || !joined(message)) &&
    // "unknown", the finer kinds' reading that the data lacks what was asked (kinds.ts), when 60% sure (98% right there on
    // blind-dev: "can i mail my phone in from atlanta" is the area's answer). A question no intent learned
    // only when all but certain (85%) and not a finer kind of the intent's ("what does apple charge for a
    // screen" is the comparison; "desde cuando empieza a contar la garantia" the warranty, not our years).
    a.questions.every((q) => LEARNED.has(q) || overruled(q, u) || (q === "unknown" && u.confidence >= SURE_OF_PARTS)) &&
    // The hours' own words stay the hours, unless all but sure of the repair's time or state ("if i drop it
    // off at 10 will it be ready before you close": the repair's time, the hours kept after it).
    (!hoursOwnWords(a) || (u.confidence >= SURE_OVER_A_FINDING && OF_THE_REPAIR.has(answer))) &&
    !a.questions.some((q) => agrees(u.intent.id, answer, q))
  )
    return asIntent(a, u);
  // The repair's time or state asked with a day or a clock time read as the hours ("si lo llevo a las 9 a que hora me lo dan").
  if (repairByDay(a, u)) return asIntent(a, u);
  // Less sure, but the reader's one question is a small share of what the classifier reads (a quarter or
  // less of its intent's: "how do i reserve a spot" is booking online, hardly the walk-ins of "reserve").
  if (
    u.confidence >= LIKELY &&
    !SMALL_TALK.has(answer) &&
    answer !== "problem" &&
    oneQuestionOnly(a) &&
    LEARNED.has(a.questions[0]!) &&
    !hoursOwnWords(a) &&
    !agrees(u.intent.id, answer, a.questions[0]!) &&
    support(u, a.questions[0]!) * OUTWEIGHS <= u.confidence &&
    // ...read in the message itself, not carried from the conversation ("what about the day before?")
    ownQuestions().includes(a.questions[0]!)
  )
    return asIntent(a, u);
  // All but certain of one of several questions the reader read from single words ("do i have to pay to
  // park" is the parking, not also the payment): that one alone.
  if (
    u.confidence >= SURE &&
    !joined(message) &&
    a.problems.length === 0 &&
    !a.device &&
    a.questions.length > 1 &&
    // A question no intent learned that the intent agrees with ("does the not genuine part message void my
    // warranty": the parts, and the warranty) is one of them.
    a.questions.every((q) => LEARNED.has(q) || agrees(u.intent.id, answer, q)) &&
    a.questions.some((q) => agrees(u.intent.id, answer, q))
  ) {
    // Its own kind when read ("cobran extra si pago con tarjeta" is the payment, not also the price).
    const own = a.questions.filter((q) => q === answer);
    // A day or a clock time read keeps its hours ("can you fix it by 3pm": the time, and are we open then).
    const whenAsked = (q: QuestionKind) => a.when !== undefined && (q === "hours" || q === "open-now");
    const kept = (own.length > 0 ? own : a.questions.filter((q) => agrees(u.intent.id, answer, q))).concat(
      a.questions.filter((q) => whenAsked(q) && !own.includes(q) && !agrees(u.intent.id, answer, q)),
    );
    // ...answered first: a repair named beside it is quoted after it ("tienen algo disponible despues de
    // navidad para cambiar la bateria": the free times, then the battery's price).
    return { kind: "read", analysis: leading({ ...a, questions: [] }, kept) };
  }
  // A message of parts none of which the classifier's intent agrees with, when it is surer (60%) than a
  // message of parts needs: its parts are words matched, not what was asked. A trouble found is its slot,
  // a repair's quote asked (a repair and its price or time) and a warning stay the reader's.
  if (
    joined(message) &&
    u.confidence >= SURE_OF_PARTS &&
    !SMALL_TALK.has(answer) &&
    answer !== "problem" &&
    !a.mood &&
    !a.device &&
    a.problems.every((p) => !p.warning) &&
    a.questions.length > 0 &&
    !a.questions.some((q) => agrees(u.intent.id, answer, q)) &&
    !(a.services.length > 0 && a.questions.some((q) => QUOTED.has(q)))
  ) {
    const services = [...new Set([...a.services, ...a.problems.flatMap((p) => (p.service ? [p.service] : []))])];
    return asIntent({ ...a, problems: [], problem: undefined, services, service: services[0] }, u);
  }
  // Asked whether the offer covers a repair ("does the $10 off apply to water damage?"): its scope, not
  // the first steps of the repair's name read as a trouble, nor that repair's price.
  if (u.confidence >= SURE && answer === "discounts" && a.questions.includes("discounts") && a.problems.length > 0)
    return { kind: "read", analysis: { ...a, problems: [], problem: undefined } };
  // A repair or a model named with no question the reader knows: the owner's texts may say what is asked.
  const bare = a.questions.length === 0 && a.problems.length === 0 && !a.device;
  if (!nothing && bare && u.confidence >= SURE && ABOUT_A_NAMED_REPAIR.has(u.intent.id)) return asIntent(a, u);
  // Likely (30%; 50% until issue 38's fifteenth round) of its price or its time ("would it be under 100 for a
  // battery", "I'm coming from Warner Robins, is the screen on a 14 expensive?"): the repair's quote, not a
  // passage that names the repair (or the town).
  if (!nothing && bare && u.confidence >= LIKELY && QUOTED.has(answer) && a.services.length > 0) return asIntent(a, u);
  // As likely as a guess with nothing read (30%), and twice as likely as the repair's price, which is all
  // the reader's quote answers ("my boss gives me a 45 min lunch, is a screen on an 11 doable in that" is its
  // time; "can i switch my booking from screen to battery" a change): the classifier's intent, the repair its slot.
  if (
    !nothing &&
    bare &&
    u.confidence >= GUESS &&
    (ABOUT_A_NAMED_REPAIR.has(u.intent.id) || (QUOTED.has(answer) && a.services.length > 0)) &&
    support(u, "price") * OUTWEIGHS_THE_PRICE <= u.confidence
  )
    return asIntent(a, u);
  if (!nothing && bare) {
    const found = library.find(message, SLOT_TERMS);
    return found ? { kind: "passage", found, analysis: a } : { kind: "read", analysis: a };
  }
  if (!nothing && !a.questions.includes("unknown")) return { kind: "read", analysis: a };
  if (nothing && a.mood) return { kind: "read", analysis: a };
  if (nothing && u.confidence >= SURE) return asIntent(a, u);
  // Two intents about as likely: ask which, rather than answer one of them on a coin's toss.
  const close =
    u.runnerUpConfidence >= CLOSE &&
    u.confidence - u.runnerUpConfidence < GAP &&
    !SMALL_TALK.has(u.intent.answer) &&
    !SMALL_TALK.has(u.runnerUp.answer) &&
    // Not two intents one answer says both of ("queda lejos de byron": the address opens the area's answer).
    !agrees(u.intent.id, u.intent.answer, u.runnerUp.answer as QuestionKind) &&
    !agrees(u.runnerUp.id, u.runnerUp.answer, u.intent.answer as QuestionKind);
  // Likely (30%), with nothing read and no two intents close: the classifier's, over a passage that holds
  // the message's words ("when are you free" is the free times, not the warranty's "free"). Not a trouble
  // nobody placed (above): read as one it answers nothing, where the owner's texts may ("manejan estuches").
  if (nothing && !close && u.confidence >= LIKELY && u.intent.answer !== "problem") return asIntent(a, u);
  // Nothing read, or only a thing the reader knows the data lacks: the owner's own texts may hold it.
  const found = library.find(message);
  if (found) return { kind: "passage", found, analysis: a };
  if (!nothing) return { kind: "read", analysis: a };
  if (close) return { kind: "ask", understood: u, analysis: a };
  // A trouble guessed this way (20% to 40%: "phone's messed up can u take a look") is asked what it does,
  // not told it is outside what the assistant can help with (engine 5-fold +3 / +3).
  if (u.confidence >= GUESS_ALONE && answer === "problem" && !a.mood)
    return { kind: "own", answer: "what-happens", analysis: a };
  if (u.confidence >= GUESS_ALONE) return asIntent(a, u);
  return { kind: "read", analysis: a };
}

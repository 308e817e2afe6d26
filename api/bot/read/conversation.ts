// The conversation so far, read once a turn: the latest model, repair, questions and day talked about,
// and what a message leaves out filled from them and from the page ("what about the battery?", "and the
// day after?", "¿y el 14 pro?"). The message itself is read by read.ts.
import type { ServiceKey } from "#shop/content-schemas.ts";
import type { ChatTurn } from "#shop/chat-schemas.ts";
import type { QuestionKind } from "./lexicon.ts";
import type { ModelMention } from "./models.ts";
import { hoursAsked, type DayRef } from "./when.ts";
import {
  analyze,
  NO_TIME,
  RELATIVE_DAY,
  type Analysis,
  type EngineInput,
  type Knowledge,
  type TroubleshootingProblem,
} from "./read.ts";

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
    ctx.lastQuestions.includes("warranty") &&
    a.questions.length === 1 &&
    a.questions[0] === "time" &&
    a.services.length === 0 &&
    a.problems.length === 0 &&
    a.mentions.length === 0
  ) {
    // "Tienen garantía?" then "¿cuántos días?", "how long?": how long the warranty lasts.
    result.questions = ["warranty"];
  } else if (
    a.services.length === 0 &&
    a.problems.length === 0 &&
    (a.questions.includes("price") || a.questions.includes("time"))
  ) {
    result.services = ctx.services;
    result.service = ctx.services[0];
  } else if (nothingElse && a.mentions.length === 0 && a.when && !a.offTopic) {
    result.questions = [hoursAsked(a.when)]; // "and tomorrow?", "what about saturday", "ya cerraron?"
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

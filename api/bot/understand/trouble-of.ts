// A trouble the classifier reads that the reader's phrases did not find ("people on calls cant hear me"):
// which of the guide's troubles it is, and how sure the classifier must be (understand/decide.ts uses it).
import type { Analysis } from "../read/read.ts";
import { GUESS, OUTWEIGHS, OUTWEIGHS_THE_PRICE, support } from "./agreement.ts";
import type { Understood } from "./understand.ts";

/**
 * Likely enough, with nothing read at all, that a trouble is described to ask what it does (40%: "la
 * pantalla parpadea", "my phone is broken"); a story at 36% ("kid swallowed the sim tool") is not one.
 */
export const A_TROUBLE_ALONE = 0.4;
/** Likely enough that a trouble is described at all... */
export const A_TROUBLE = 0.5;
/**
 * ...and, of the guide's troubles, that it is this one; a repair named must be that trouble's repair.
 * 60% with a repair named before 2026-12-03 (35% with none): "the display is spiderwebbed" (the cracked
 * screen at 43%) and "la camara de atras sale toda empañada" (the camera at 53%) got the repair's price
 * with no word of the trouble (engine 5-fold ES +1, held-out and blind-dev EN +1 each, nothing lost; at
 * 35%, "the display stays dim" was the black screen's, at 38%).
 */
export const TROUBLE = 0.4;

/**
 * A trouble the classifier reads and the reader's phrases did not find ("people on calls cant hear me"):
 * the guide's trouble it most likely is, when no question is asked (but the data's topic, outweighed) and a
 * repair named is that trouble's.
 */
export function troubleOf(a: Analysis, u: Understood): Analysis | undefined {
  const t = u.trouble;
  // A repair named with no question (whose reading alone is its price): as likely as a guess (30%) and twice
  // as likely as the price ("la bateria no me dura nada, a las 3 de la tarde ya ando en 10%").
  const bareRepair = a.questions.length === 0 && a.services.length > 0;
  const bar = bareRepair && support(u, "price") * OUTWEIGHS_THE_PRICE <= u.confidence ? GUESS : A_TROUBLE;
  if (u.intent.answer !== "problem" || u.confidence < bar || !t) return undefined;
  // The data's topic read from one of its words ("my pics come out all cloudy": "pics") is no question of
  // the data beside a trouble the classifier reads four times as likely (OUTWEIGHS).
  const topicOnly =
    a.questions.length > 0 &&
    a.questions.every((q) => q === "data-safety" && support(u, q) * OUTWEIGHS <= u.confidence);
  if (a.problems.length > 0 || a.device || (a.questions.length > 0 && !topicOnly) || a.mood) return undefined;
  if (t.confidence < TROUBLE) return undefined;
  const service = t.problem.service;
  if (a.services.length > 0 && (service === null || !a.services.includes(service))) return undefined;
  const order = new Map([...a.order, [`problem:${t.problem.id}`, 0]]);
  const services = service && !a.services.includes(service) ? [service, ...a.services] : a.services;
  const questions = topicOnly ? [] : a.questions;
  return {
    ...a,
    questions,
    problems: [t.problem],
    problem: t.problem,
    services,
    service: services[0],
    order,
    offTopic: false,
  };
}

// How the questions a message asks combine with its slots (days, repairs, models): "how long is the
// warranty" is the warranty, "can you fix it by 3pm" is the repair's time and whether we're open then.
import type { ServiceKey } from "#shop/content-schemas.ts";
import type { QuestionKind } from "./lexicon.ts";
import type { When } from "./when.ts";

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

const CHEAPER_WORDS = new Set(["cheaper", "cheapest"]);

/**
 * How the questions read combine with the slots: "how long is the warranty" is the warranty, not a
 * repair's time; "how long until you close" and a day named with coming in or a repair ("can you fix it by
 * 3pm") also ask that day's hours; "which is cheaper, the battery or the screen" compares our prices. Since
 * issue 38's fifteenth round the kinds come from the classifier, and the rules that only dropped one kind
 * for another (the years, a booking made, Apple, the diagnosis, how busy...) are gone: without them the
 * eval and every test were unchanged but one, the warranty's, kept here.
 */
export function precedence(
  found: { kind: QuestionKind; at: number }[],
  tokens: readonly string[],
  ctx: { services: ServiceKey[]; problems: number; mentions: number; when?: When; device?: boolean },
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
  if (has("warranty")) {
    if (!repairTimeWords) drop.add("time");
    if (!aboutARepair) drop.add("price");
  }
  if (
    ctx.when &&
    (ctx.when.untilClose || ctx.when.late || ctx.when.early || ctx.when.holidays) &&
    !has("hours") &&
    !has("open-now")
  )
    found = [...found, { kind: "hours", at: found.find((q) => q.kind === "time")?.at ?? 0 }];
  if (has("appointment") && (ctx.when?.day || ctx.when?.minutes !== undefined) && !has("hours") && !has("open-now"))
    found = [...found, { kind: "hours", at: found.find((q) => q.kind === "appointment")!.at + 0.5 }];
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
  // "Do you fix...?" is only a question about the range of repairs when nothing more precise is asked,
  // or when a device is named ("do you take cash and do you fix ipads": its own answer).
  if (ctx.device) return kept;
  if (kept.some((q) => q.kind !== "services" && q.kind !== "models") || aboutARepair)
    kept = kept.filter((q) => q.kind !== "services" && (q.kind !== "models" || !aboutARepair));
  else if (kept.some((q) => q.kind === "models") && tokens.some((t) => t === "iphone" || t === "iphones"))
    kept = kept.filter((q) => q.kind !== "services");
  return kept;
}

// The tracker's and the estimates' part of the booking contract: what GET /api/bookings/<token> answers,
// an estimate's options and the visitor's answer to it, and the desk's and the tracker's forms for them.
// Split from booking-contract.ts (which passes all of it on) so each file holds one conversation; the
// same zod/mini and the same rule: nothing from the shop's data, the widget may bundle it.
import * as z from "zod/mini";
import { singleLine, stripControl } from "./booking-fields.ts";
import { REPAIR_STATES } from "./repair-states.ts";

/** The most characters of an estimate option's label and of its note. */
export const ESTIMATE_LABEL_MAX = 80;
export const ESTIMATE_NOTE_MAX = 500;
/** The most an estimate asks, in dollars: a price above is a slip of the finger. */
export const ESTIMATE_PRICE_MAX = 5000;

/** One option of an estimate: what the shop would do and its price in whole cents (shown in dollars). */
export const EstimateOptionSchema = z.object({
  label: /* @__PURE__ */ z.string().check(z.minLength(1), z.maxLength(ESTIMATE_LABEL_MAX)),
  cents: /* @__PURE__ */ z.int().check(z.minimum(0), z.maximum(ESTIMATE_PRICE_MAX * 100)),
});
export type EstimateOption = z.infer<typeof EstimateOptionSchema>;

/** The visitor's answer: the option's index counted from 0, or "decline". */
export const EstimateChoiceSchema = z.union([
  z.literal("decline"),
  /* @__PURE__ */ z.int().check(z.minimum(0), z.maximum(1)),
]);

/** POST /api/bookings/<token>/estimate: the version the visitor saw and their choice. */
export const EstimateAnswerSchema = z.object({
  version: /* @__PURE__ */ z.int().check(z.minimum(1)),
  choice: EstimateChoiceSchema,
});
export type EstimateAnswer = z.infer<typeof EstimateAnswerSchema>;

/** The same answer from the tracker's form (strings): read into numbers, or undefined. */
export function readEstimateForm(body: unknown): EstimateAnswer | undefined {
  const form = (body ?? {}) as Record<string, unknown>;
  const number = (v: unknown) => (typeof v === "string" && /^\d{1,6}$/.test(v) ? Number(v) : v);
  const parsed = z.safeParse(EstimateAnswerSchema, {
    version: number(form.version),
    choice: form.choice === "decline" ? "decline" : number(form.choice),
  });
  return parsed.success ? parsed.data : undefined;
}

/** An estimate as the tracker shows it: the options in dollars, the answer once given. */
export const TrackerEstimateSchema = z.object({
  version: z.int(),
  options: z.array(z.object({ label: z.string(), price: z.number() })),
  note: z.nullable(z.string()),
  sentAt: z.string(),
  choice: z.nullable(EstimateChoiceSchema),
  answeredAt: z.nullable(z.string()),
});

/**
 * GET /api/bookings/<token>: the tracker as JSON. Times are ISO with the shop's offset. It holds no
 * name, phone number or email: the link may be forwarded, and the page says nothing of them either.
 */
export const TrackerSchema = z.object({
  reference: z.string(),
  state: z.enum(REPAIR_STATES),
  start: z.string(),
  end: z.string(),
  service: z.string(),
  model: z.nullable(z.string()),
  events: z.array(z.object({ state: z.string(), at: z.string() })),
  readyBy: z.optional(z.string()),
  estimate: z.optional(TrackerEstimateSchema),
});
export type TrackerAnswer = z.infer<typeof TrackerSchema>;

/** The desk's estimate form: one or two options (a label and a price in dollars), a note, a part needed. */
export function readEstimateDeskForm(
  body: unknown,
): { ok: true; options: EstimateOption[]; note: string | null; partNeeded: boolean } | { ok: false; message: string } {
  const form = (body ?? {}) as Record<string, unknown>;
  const text = (v: unknown) => (typeof v === "string" ? singleLine(v).trim() : "");
  const options: EstimateOption[] = [];
  for (const i of [1, 2]) {
    const label = text(form[`label${i}`]);
    const price = text(form[`price${i}`]).replace(/^\$/, "");
    if (!label && !price) continue;
    const dollars = /^\d{1,5}(\.\d{1,2})?$/.test(price) ? Number(price) : NaN;
    const option = z.safeParse(EstimateOptionSchema, { label, cents: Math.round(dollars * 100) });
    if (!option.success)
      return {
        ok: false,
        message: `Option ${i}: give a label (at most ${ESTIMATE_LABEL_MAX} characters) and a price in dollars up to ${ESTIMATE_PRICE_MAX}.`,
      };
    options.push(option.data);
  }
  if (options.length === 0) return { ok: false, message: "Give at least one option: a label and a price." };
  const note = typeof form.note === "string" ? stripControl(form.note).trim() : "";
  if (note.length > ESTIMATE_NOTE_MAX)
    return { ok: false, message: `Keep the note under ${ESTIMATE_NOTE_MAX} characters.` };
  return { ok: true, options, note: note || null, partNeeded: form.partNeeded === "on" || form.partNeeded === "1" };
}

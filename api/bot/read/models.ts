// Finds the iPhone a visitor means in everyday writing: "iphone 13 pro max", "13 mini", "14pm", "14+",
// "my 12", "xr", "ipone 11" (after typo correction). Known models come from site/_data/models.ts;
// older ones (no page of their own) and ones the data doesn't list yet are recognised too, so the
// answer can be honest about them instead of guessing.
import type { Model } from "#shop/content-schemas.ts";

export type ModelMention =
  { kind: "known"; model: Model } | { kind: "older"; name: string } | { kind: "unknown"; name: string };

const UNITS = new Set([
  "minutes",
  "minute",
  "min",
  "mins",
  "hours",
  "hour",
  "hr",
  "hrs",
  "days",
  "day",
  "weeks",
  "week",
  "percent",
  "%",
  "dollars",
  "dollar",
  "bucks",
  "am",
  "oclock",
  "years",
  "year",
  "yrs",
  "times",
  "people",
  "phones",
  "miles",
  "th",
  "st",
  "nd",
  "rd",
  "employees",
  "devices",
  "iphones",
  "of",
  "off",
  "x",
  "more",
  "or",
  "pm",
]);
/** Words before a number that make it a time, a date or an amount rather than a phone ("at 12", "dec 14"). */
const NOT_A_MODEL_BEFORE = new Set([
  "at",
  "till",
  "til",
  "until",
  "by",
  "before",
  "after",
  "around",
  "about",
  "from",
  "to",
  "in",
  "under",
  "over",
  "past",
  "is",
  "than",
  "jan",
  "january",
  "feb",
  "february",
  "mar",
  "march",
  "apr",
  "april",
  "may",
  "jun",
  "june",
  "jul",
  "july",
  "aug",
  "august",
  "sep",
  "sept",
  "september",
  "oct",
  "october",
  "nov",
  "november",
  "dec",
  "december",
  "the",
  "of",
  "on",
  "every",
  "last",
]);
const POSSESSIVE = new Set([
  "my",
  "an",
  "a",
  "the",
  "have",
  "got",
  "own",
  "for",
  "his",
  "her",
  "our",
  "their",
  "its",
  "on",
  "new",
  "old",
]);
const FILLER = new Set([
  "iphone",
  "my",
  "an",
  "a",
  "its",
  "it",
  "is",
  "i",
  "have",
  "got",
  "the",
  "model",
  "apple",
  "phone",
  "own",
  "about",
  "what",
  "and",
  "ok",
  "okay",
]);

/** Words after "plus" that make it the conjunction ("$89 plus tax"), not the Plus model. */
const NOT_A_PLUS = new Set([
  "tax",
  "taxes",
  "shipping",
  "fee",
  "fees",
  "labor",
  "labour",
  "tip",
  "tips",
  "the",
  "a",
  "an",
  "another",
  "some",
  "one",
  "more",
  "extra",
  "i",
  "we",
  "you",
]);
/** Words after "max" that make it a maximum ("max budget", "max 100"), not the Pro Max. */
const NOT_A_MAX = new Set(["budget", "amount", "i", "is", "of", "spend", "pay", "$", "dollars", "bucks"]);
/** Words before a variant said alone that make it a model's ("the mini", "and the pro max?"). */
const BEFORE_A_VARIANT = new Set([
  "the",
  "a",
  "an",
  "my",
  "its",
  "her",
  "his",
  "that",
  "and",
  "about",
  "or",
  "for",
  "on",
]);
/** What may follow "iPhone SE" in a Spanish message: a year or a generation, not a verb ("mi iphone se cayó"). */
const AFTER_SE = /^(\d{1,4}|gen|generation|generacion|2nd|3rd|segunda|tercera)$/;

const VARIANT_OF: Record<string, string> = {
  pm: "Pro Max",
  promax: "Pro Max",
  pro: "Pro",
  p: "Pro",
  plus: "Plus",
  "+": "Plus",
  mini: "mini",
  max: "Pro Max",
};

export class ModelFinder {
  private readonly byName = new Map<string, Model>();
  private readonly bySlug = new Map<string, Model>();
  private readonly newestSeries: number;
  private readonly series = new Set<number>();
  private readonly oldestSeries: number;

  constructor(models: readonly Model[]) {
    for (const m of models) {
      this.byName.set(m.name.toLowerCase(), m);
      this.bySlug.set(m.slug, m);
      this.series.add(m.series);
    }
    this.newestSeries = Math.max(...models.map((m) => m.series));
    this.oldestSeries = Math.min(...models.map((m) => m.series));
  }

  /** A model from the page: its slug ("iphone-13-pro-repair"), the slug without "-repair", or its name. */
  fromPage(value: string | undefined): Model | undefined {
    if (!value) return undefined;
    const v = value.trim().toLowerCase();
    return (
      this.bySlug.get(v) ??
      this.bySlug.get(`${v}-repair`) ??
      this.byName.get(v) ??
      this.byName.get(v.replace(/-/g, " "))
    );
  }

  private resolve(series: number, variant: string | undefined): ModelMention {
    const name = `iPhone ${series}${variant ? ` ${variant}` : ""}`;
    const model = this.byName.get(name.toLowerCase());
    if (model) return { kind: "known", model };
    if (series < this.oldestSeries) return { kind: "older", name };
    return { kind: "unknown", name };
  }

  /**
   * A model's variant said alone ("what about the mini?", "and the pro max?") is a model only beside
   * one already in the conversation or on the page: `base`. Undefined when the tokens name none.
   */
  variantOf(tokens: readonly string[], base: ModelMention): ModelMention | undefined {
    const series = base.kind === "known" ? base.model.series : Number(/iPhone (\d+)/.exec(base.name)?.[1]);
    if (!Number.isFinite(series) || tokens.some((t) => /^\d/.test(t))) return undefined;
    for (let i = 0; i < tokens.length; i++) {
      const t = tokens[i]!;
      if (i > 0 && !BEFORE_A_VARIANT.has(tokens[i - 1]!)) continue;
      const next = tokens[i + 1];
      let variant: string | undefined;
      if (t === "pro" && next === "max") variant = "Pro Max";
      else if (t === "promax") variant = "Pro Max";
      else if (t === "pro" || t === "mini") variant = VARIANT_OF[t];
      else if (t === "plus" && !NOT_A_PLUS.has(next ?? "")) variant = "Plus";
      else if (t === "max" && !NOT_A_MAX.has(next ?? "")) variant = "Pro Max";
      if (variant) return this.resolve(series, variant);
    }
    return undefined;
  }

  /**
   * Every model mention in the (typo-corrected) tokens, in order. A model's word counts only where it
   * reads as one: "SE" and "Air" after "iphone" (not a Spanish "se" before a verb), "plus", "mini" and
   * "max" after a number (not "plus tax" or "max budget").
   */
  find(tokens: readonly string[], options: { spanish?: boolean } = {}): ModelMention[] {
    const found: ModelMention[] = [];
    const meaningful = tokens.filter((t) => !FILLER.has(t));
    for (let i = 0; i < tokens.length; i++) {
      const t = tokens[i]!;
      const prev = tokens[i - 1];
      const afterIphone = prev === "iphone" || prev === "ip";
      const next = tokens[i + 1];
      const next2 = tokens[i + 2];

      // Letter models: XR, XS, XS Max, X, SE (all older than the oldest page).
      const se = t === "se" && afterIphone && (!options.spanish || next === undefined || AFTER_SE.test(next));
      if (t === "air" && afterIphone) {
        found.push({ kind: "unknown", name: "iPhone Air" });
        continue;
      }
      if (t === "xr" || t === "xs" || (t === "x" && afterIphone) || se || (t === "10r" && afterIphone)) {
        const name =
          t === "xs" && next === "max" ? "iPhone XS Max" : t === "10r" ? "iPhone XR" : `iPhone ${t.toUpperCase()}`;
        found.push({ kind: "older", name });
        continue;
      }

      const m = /^(\d{1,2})(s|pm|promax|pro|plus|mini|max|p|e)?$/.exec(t);
      if (!m) continue;
      const series = Number(m[1]);
      let suffix = m[2];
      let variant: string | undefined;
      let separatePm = false;
      if (suffix === "s" || suffix === "e") {
        // 6s, 5s, 16e: names of their own
      } else if (suffix) {
        variant = VARIANT_OF[suffix];
      } else if (next === "pro" && (next2 === "max" || next2 === "m" || next2 === "mx")) variant = "Pro Max";
      else if (next === "promax") variant = "Pro Max";
      else if (next === "pm") {
        variant = "Pro Max";
        separatePm = true;
      } else if (
        next &&
        VARIANT_OF[next] &&
        next !== "p" &&
        !(next === "plus" && NOT_A_PLUS.has(next2 ?? "")) &&
        !(next === "max" && (NOT_A_MAX.has(next2 ?? "") || /^\d/.test(next2 ?? "")))
      )
        variant = VARIANT_OF[next];

      // "15 more minutes" and "2 or 3 days" are amounts; "the 15 more expensive" and "the 14 or the 15" are phones.
      const orAnother =
        next === "or" &&
        (next2 === "iphone" || next2 === "the" || this.series.has(Number(/^\d+/.exec(next2 ?? "")?.[0])));
      const unit = next !== undefined && UNITS.has(next) && !(next === "more" && next2 === "expensive") && !orAnother;
      if (prev === "$" || (unit && !variant)) continue;
      // "2+2" is a sum.
      if (next === "+" && next2 !== undefined && /^\d/.test(next2)) continue;
      // "its the 14 pro, not the 14 pro max": a model named to be ruled out is not a mention.
      const before = tokens[i - 1] === "iphone" ? i - 2 : i - 1;
      if (
        tokens[before] === "not" ||
        (["the", "a", "an", "my"].includes(tokens[before] ?? "") && tokens[before - 1] === "not")
      )
        continue;
      const possessive = prev !== undefined && POSSESSIVE.has(prev);
      // "12pm" or "11 pm" is a time unless it clearly names a phone.
      const pmTime = (suffix === "pm" && series <= 12) || separatePm;
      if (pmTime && !afterIphone && !possessive) continue;
      const alone = meaningful.length === 1 && meaningful[0] === t;
      // A bare number that is one of our series ("14 not charging", "screen for a 13"), unless it reads as a time or date.
      const bareSeries =
        this.series.has(series) && !suffix && (prev === undefined || !NOT_A_MODEL_BEFORE.has(prev)) && next !== "%";
      const strong =
        afterIphone || (variant !== undefined && !pmTime) || alone || bareSeries || suffix === "s" || suffix === "e";
      if (!strong && !possessive) continue;

      if (suffix === "s" || suffix === "e") {
        const name = `iPhone ${series}${suffix}`;
        found.push(series < this.oldestSeries ? { kind: "older", name } : { kind: "unknown", name });
        continue;
      }
      if (series === 10) {
        found.push({ kind: "older", name: "iPhone X" });
        continue;
      }
      if (series < 2 || series > this.newestSeries + 10) continue;
      if (series < this.oldestSeries && !afterIphone && !variant && !alone) continue; // "my 8" alone is too vague
      found.push(this.resolve(series, variant));
    }
    return found;
  }
}

// Every amount of money, duration, discount or warranty term an LLM provider's reply states, in any
// notation ("$5", "five dollars", "2 hrs", "half off", "lifetime warranty", "free …"), as comparable keys,
// and whether the facts it was given hold each one (llm-reply.ts checks the rest of the reply).
import { splitLinks, type LinkPolicy } from "#shop/links.ts";
import { LINK_POLICY, plainCharacters } from "./llm-reply.ts";

const ONES =
  "zero one two three four five six seven eight nine ten eleven twelve thirteen fourteen fifteen sixteen seventeen eighteen nineteen".split(
    " ",
  );
const TENS = "twenty thirty forty fifty sixty seventy eighty ninety".split(" ");
const WORD_VALUE = new Map<string, number>([
  ...ONES.map((w, i) => [w, i] as const),
  ...TENS.map((w, i) => [w, (i + 2) * 10] as const),
]);
const SCALE = new Map([
  ["hundred", 100],
  ["thousand", 1000],
  ["million", 1_000_000],
]);

/** Seconds per unit, by every spelling of it. */
const DURATION = new Map<string, number>();
for (const [seconds, names] of [
  [1, "second seconds sec secs"],
  [60, "minute minutes min mins"],
  [3600, "hour hours hr hrs h"],
  [86_400, "day days"],
  [604_800, "week weeks wk wks"],
  [2_592_000, "month months mo mos"],
  [31_536_000, "year years yr yrs"],
] as const)
  for (const name of names.split(" ")) DURATION.set(name, seconds);
const DOLLARS = new Set(["dollar", "dollars", "buck", "bucks", "usd", "dlls", "dls", "$"]);
const CENTS = new Set(["cent", "cents", "¢"]);
const OTHER_MONEY = new Map([
  ["€", "eur"], ["eur", "eur"], ["euro", "eur"], ["euros", "eur"],
  ["£", "gbp"], ["gbp", "gbp"], ["pound", "gbp"], ["pounds", "gbp"],
  ["¥", "jpy"], ["yen", "jpy"], ["jpy", "jpy"],
]); // prettier-ignore
const PERCENT = new Set(["%", "percent", "pct", "percentage"]);
const CONNECTORS = new Set(["-", "to", "or", "and", "through", "/"]);
/** Words after which a number names a thing ("iPhone 13 - 45 minutes"), not the start of a range. */
const NOT_AN_AMOUNT = /^(?:iphone|ipad|ipod|ios|watch|galaxy|pixel|series|model|gen|generation|step|no|number|#)$/;
const WARRANTY_WORDS = /^(?:warrant|guarant|coverage|covered)/;
const FOREVER = new Set([
  "lifetime",
  "lifelong",
  "forever",
  "unlimited",
  "permanent",
  "indefinite",
  "indefinitely",
  "life",
]);
const FREE_NOUNS =
  /^(?:diagnos|estimate|quote|inspection|check|repair|replacement|fix|labou?r|parts?$|screen|batter|camera|port|speaker|service|parking|pickup|delivery|shipping|case|protector|cleaning|install|consult)/;
/** A noun's key for "free …" claims: its stem, so "free diagnosis" and "diagnostics are free" meet. */
const nounKey = (word: string) => FREE_NOUNS.exec(word)?.[0].replace(/s$/, "") ?? word;

interface Token {
  text: string;
  /** A number's value (digits or words); NaN for other tokens. */
  value: number;
}

function tokens(text: string): Token[] {
  const folded = plainCharacters(text)
    .toLowerCase()
    .replace(/[\u2010-\u2015\u2212]/g, "-")
    .replace(/(\d),(?=\d{3}\b)/g, "$1");
  const out: Token[] = [];
  for (const [raw] of folded.matchAll(/\d+(?:\.\d+)?|[a-z]+|[$€£¥%¢/-]|[^\s\w]/g)) {
    const value = /^\d/.test(raw) ? Number(raw) : NaN;
    out.push({ text: raw, value });
  }
  // Numbers in words: "five", "twenty-five", "one hundred and twenty", "a hundred".
  const merged: Token[] = [];
  for (let i = 0; i < out.length; i++) {
    const first = out[i]!;
    const startsNumber =
      WORD_VALUE.has(first.text) || ((first.text === "a" || first.text === "one") && SCALE.has(out[i + 1]?.text ?? ""));
    if (!startsNumber) {
      merged.push(first);
      continue;
    }
    let total = 0;
    let current = first.text === "a" ? 1 : WORD_VALUE.get(first.text)!;
    let j = i + 1;
    for (;;) {
      let k = j;
      if (out[k]?.text === "-" || (out[k]?.text === "and" && WORD_VALUE.has(out[k + 1]?.text ?? ""))) k++;
      const word = out[k]?.text ?? "";
      if (WORD_VALUE.has(word)) current += WORD_VALUE.get(word)!;
      else if (SCALE.has(word)) {
        const scale = SCALE.get(word)!;
        if (scale === 100) current = (current || 1) * 100;
        else {
          total += (current || 1) * scale;
          current = 0;
        }
      } else break;
      j = k + 1;
    }
    merged.push({
      text: out
        .slice(i, j)
        .map((t) => t.text)
        .join(" "),
      value: total + current,
    });
    i = j - 1;
  }
  return merged;
}

type Unit =
  | { kind: "usd" }
  | { kind: "cents" }
  | { kind: "money"; currency: string }
  | { kind: "duration"; seconds: number }
  | { kind: "percent" }
  | { kind: "off" };

/** The unit written right after a number (at `i`, after any hyphen), and how many tokens it takes. */
function unitAfter(t: Token[], i: number): { unit: Unit; length: number; half: boolean } | undefined {
  let j = i;
  let half = false;
  if (t[j]?.text === "and" && t[j + 1]?.text === "a" && t[j + 2]?.text === "half") {
    half = true; // "two and a half hours"
    j += 3;
  }
  if (t[j]?.text === "-") j++;
  if (t[j]?.text === "business" || t[j]?.text === "working") j++;
  const word = t[j]?.text ?? "";
  let unit: Unit | undefined;
  // "iPhone 13 – $99": a sign before another number is that number's, not this one's.
  if (/^[$€£¥]$/.test(word) && !Number.isNaN(t[j + 1]?.value ?? NaN)) return undefined;
  if (DOLLARS.has(word)) unit = { kind: "usd" };
  else if (CENTS.has(word)) unit = { kind: "cents" };
  else if (OTHER_MONEY.has(word)) unit = { kind: "money", currency: OTHER_MONEY.get(word)! };
  else if (DURATION.has(word)) unit = { kind: "duration", seconds: DURATION.get(word)! };
  else if (PERCENT.has(word)) unit = { kind: "percent" };
  else if (word === "per" && t[j + 1]?.text === "cent") {
    unit = { kind: "percent" };
    j++;
  } else if (word === "off") unit = { kind: "off" };
  if (!unit) return undefined;
  j++;
  if (t[j]?.text === "and" && t[j + 1]?.text === "a" && t[j + 2]?.text === "half") {
    half = true; // "an hour and a half"
    j += 3;
  }
  return { unit, length: j - i, half };
}

/** The currency written right before a number ending at `i` (exclusive): "$", "US$", "USD", "€". */
function currencyBefore(t: Token[], i: number): Unit | undefined {
  const word = t[i - 1]?.text ?? "";
  if (word === "$" || word === "usd") return { kind: "usd" };
  if (OTHER_MONEY.has(word) && !/^[a-z]{4,}$/.test(word)) return { kind: "money", currency: OTHER_MONEY.get(word)! };
  return undefined;
}

function claimOf(unit: Unit, value: number): string {
  switch (unit.kind) {
    case "usd":
    case "off": // "10 off" is ten dollars off, as the offer is written
      return `usd:${Math.round(value * 100)}`;
    case "cents":
      return `usd:${Math.round(value)}`;
    case "money":
      return `${unit.currency}:${value}`;
    case "duration":
      return `seconds:${Math.round(value * unit.seconds)}`;
    case "percent":
      return `percent:${value}`;
  }
}

/**
 * Every amount of money, duration, discount and warranty term a text states, as comparable keys:
 * "$5", "5$", "USD 5", "five dollars", "5 bucks" are all `usd:500`; "2 hrs" and "120 minutes" are
 * both `seconds:7200`; "90% off" is `percent:90`; "lifetime warranty" is `warranty:lifetime`;
 * "free diagnosis" is `free:diagnos`. Links are left out (the visitor reads them as addresses).
 */
export function claims(text: string, policy: LinkPolicy = LINK_POLICY): string[] {
  const prose = splitLinks(plainCharacters(text), policy)
    .map((p) => (p.kind === "text" ? p.text : " "))
    .join("");
  const t = tokens(prose);
  const found: string[] = [];
  const units: (Unit | undefined)[] = [];
  for (let i = 0; i < t.length; i++) {
    const token = t[i]!;
    let value = token.value;
    let at = i;
    // "a day", "an hour", "half an hour", "half-hour": a unit with no digits before it.
    if (Number.isNaN(value)) {
      if (token.text === "half" && (t[i + 1]?.text === "off" || t[i + 1]?.text === "price")) found.push("percent:50");
      const article = token.text === "a" || token.text === "an";
      const half = token.text === "half";
      if (!article && !half) continue;
      const before = t[i - 1]?.text ?? "";
      if (
        article &&
        (["once", "twice", "times", "per", "every"].includes(before) || DURATION.has(before) || before === "half")
      )
        continue;
      at = half && (t[i + 1]?.text === "a" || t[i + 1]?.text === "an") ? i + 1 : i;
      const unit = unitAfter(t, at + 1);
      if (!unit || (unit.unit.kind !== "duration" && unit.unit.kind !== "usd")) continue;
      value = (half ? 0.5 : 1) + (unit.half ? 0.5 : 0);
      found.push(claimOf(unit.unit, value));
      i = at + unit.length;
      continue;
    }
    if (t[i + 1]?.text === "k") {
      value *= 1000; // "$1k"
      at++;
    }
    const after = unitAfter(t, at + 1);
    const before = currencyBefore(t, i);
    const unit = after?.unit.kind === "off" && before ? before : (after?.unit ?? before);
    units[i] = unit;
    if (unit) found.push(claimOf(unit, value + (after?.half ? 0.5 : 0)));
    if (after) i = at + after.length; // the unit's words are read: "and a half hours" is not "half hours" again
  }
  // Ranges share a unit: "30-45 minutes", "15 to 30 minutes", "$79-99", "between 79 and 99 dollars".
  for (let i = 0; i < t.length; i++) {
    if (Number.isNaN(t[i]!.value) || units[i] || NOT_AN_AMOUNT.test(t[i - 1]?.text ?? "")) continue;
    const next = CONNECTORS.has(t[i + 1]?.text ?? "") ? i + 2 + (t[i + 2]?.text === "$" ? 1 : 0) : -1;
    const prev = CONNECTORS.has(t[i - 1]?.text ?? "") ? i - 2 : -1;
    const unit =
      (next > 0 ? units[next] : undefined) ??
      (prev >= 0 && t[prev] && currencyBefore(t, prev) ? units[prev] : undefined);
    if (unit) found.push(claimOf(unit, t[i]!.value));
  }
  // Warranty terms no number states: "lifetime warranty", "guaranteed for life", "unlimited coverage".
  for (let i = 0; i < t.length; i++) {
    if (!FOREVER.has(t[i]!.text) || (t[i]!.text === "life" && t[i - 1]?.text !== "for")) continue;
    const near = t.slice(Math.max(0, i - 5), i + 6).some((n) => WARRANTY_WORDS.test(n.text));
    if (near) found.push("warranty:lifetime");
  }
  // Things said to cost nothing: "free diagnosis", "the estimate is free", "at no cost".
  for (let i = 0; i < t.length; i++) {
    const word = t[i]!.text;
    const noCost =
      word === "no" &&
      (t[i + 1]?.text === "cost" ||
        t[i + 1]?.text === "charge" ||
        (t[i + 1]?.text === "extra" && /^(?:cost|charge)$/.test(t[i + 2]?.text ?? "")));
    if (word !== "free" && word !== "complimentary" && !noCost) continue;
    if (
      word === "free" &&
      (["feel", "toll", "hands", "sugar", "gluten"].includes(t[i - 1]?.text ?? "") ||
        t[i + 1]?.text === "to" ||
        t[i + 1]?.text === "times")
    )
      continue;
    let noun: string | undefined;
    for (let d = 1; d <= 3 && !noun; d++)
      for (const n of [t[i + d], t[i - d]]) if (n && !noun && FREE_NOUNS.test(n.text)) noun = nounKey(n.text);
    found.push(`free:${noun ?? "*"}`);
  }
  return found;
}

/**
 * A reply is grounded when every amount it states (see claims) is one the facts it was given hold:
 * the facts the local engine retrieved for this question, so a price of another model or a
 * warranty nobody asked about is not.
 */
export function isGrounded(reply: string, facts: readonly string[]): boolean {
  const allowed = new Set(claims(facts.join("\n")));
  return claims(reply).every((c) => allowed.has(c));
}

/** The amounts of a reply that the facts do not hold (for the log line: keys, never the text). */
export const ungrounded = (reply: string, facts: readonly string[]) => {
  const allowed = new Set(claims(facts.join("\n")));
  return [...new Set(claims(reply).filter((c) => !allowed.has(c)))];
};

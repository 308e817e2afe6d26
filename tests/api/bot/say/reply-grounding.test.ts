// Amounts in an LLM provider's reply are grounded in every notation (api/bot/say/llm-reply.ts): money,
// durations, discounts and warranty terms, in digits or words, full-width or glued, are accepted only
// when the facts the local engine retrieved for the question hold the same amount. Property tests
// build replies from the shop's own facts (site/_data through the engine) and from amounts those
// facts do not hold, written many ways; the oracle reads the facts with plain patterns of its own.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { LocalEngine } from "../../../../api/bot/answer/engine.ts";
import { claims, isGrounded } from "../../../../api/bot/say/amounts.ts";
import { business, mapsUrl, models } from "#shop/facts.ts";

const engine = new LocalEngine();
const m = models.find((x) => x.prices.screen !== undefined)!;
const facts = engine.answer({ message: `my ${m.name.toLowerCase()} screen is cracked`, history: [] }).facts;
const warrantyFacts = engine.answer({ message: "do you have a warranty", history: [] }).facts;
const text = facts.join("\n");

// The oracle: the facts as the engine writes them ("$309", "about 30 minutes", "48 hours", "20%").
const dollars = new Set([...text.matchAll(/\$(\d+)/g)].map((x) => Number(x[1])));
const seconds = new Set([
  ...[...text.matchAll(/(\d+)[ -]minutes?/g)].map((x) => Number(x[1]) * 60),
  ...[...text.matchAll(/(\d+)[ -]hours?/g)].map((x) => Number(x[1]) * 3600),
  ...[...text.matchAll(/(\d+)[ -]days?/g)].map((x) => Number(x[1]) * 86_400),
]);
const percents = new Set([...text.matchAll(/(\d+)%/g)].map((x) => Number(x[1])));

const ONES =
  "zero one two three four five six seven eight nine ten eleven twelve thirteen fourteen fifteen sixteen seventeen eighteen nineteen".split(
    " ",
  );
const TENS = ["", "", "twenty", "thirty", "forty", "fifty", "sixty", "seventy", "eighty", "ninety"];
/** 0 to 9999 in words, as people write them: "three hundred and nine", "twenty-five". */
function words(n: number, and = true): string {
  if (n < 20) return ONES[n]!;
  if (n < 100) return TENS[Math.floor(n / 10)]! + (n % 10 ? `-${ONES[n % 10]}` : "");
  if (n < 1000)
    return `${ONES[Math.floor(n / 100)]} hundred${n % 100 ? `${and ? " and" : ""} ${words(n % 100, and)}` : ""}`;
  return `${words(Math.floor(n / 1000), and)} thousand${n % 1000 ? ` ${words(n % 1000, and)}` : ""}`;
}
const fullWidth = (s: string) => s.replace(/[!-~]/g, (ch) => String.fromCharCode(ch.charCodeAt(0) + 0xfee0));

const MONEY: ((v: number) => string)[] = [
  (v) => `$${v}`,
  (v) => `$ ${v}`,
  (v) => `$${v}.00`,
  (v) => `${v}$`,
  (v) => `USD ${v}`,
  (v) => `US$${v}`,
  (v) => `${v} USD`,
  (v) => `${v} dollars`,
  (v) => `${v}-dollar`,
  (v) => `${v} bucks`,
  (v) => `${words(v)} dollars`,
  (v) => `${words(v, false).toUpperCase()} BUCKS`,
  (v) => fullWidth(`$${v}`),
  (v) => `＄${v}`,
  (v) => `$${v.toLocaleString("en-US")}`,
];
const DURATION: ((s: number) => string | undefined)[] = [
  (s) => (s % 60 === 0 ? `${s / 60} minutes` : undefined),
  (s) => (s % 60 === 0 ? `${s / 60} min` : undefined),
  (s) => (s % 60 === 0 ? `${s / 60}-minute` : undefined),
  (s) => (s % 60 === 0 ? `${s / 60}mins` : undefined),
  (s) => (s % 60 === 0 ? `${words(s / 60)} minutes` : undefined),
  (s) => (s % 3600 === 0 ? `${s / 3600} hours` : undefined),
  (s) => (s % 3600 === 0 ? `${s / 3600} hrs` : undefined),
  (s) => (s % 3600 === 0 ? `${s / 3600}h` : undefined),
  (s) => (s % 1800 === 0 && s % 3600 !== 0 ? `${(s - 1800) / 3600} and a half hours` : undefined),
  (s) => (s === 1800 ? "half an hour" : s === 3600 ? "an hour" : s === 5400 ? "an hour and a half" : undefined),
  (s) => (s % 86_400 === 0 ? `${s / 86_400} days` : undefined),
  (s) => (s % 604_800 === 0 ? `${s / 604_800} week${s === 604_800 ? "" : "s"}` : undefined),
  (s) => (s === 604_800 ? "a week" : s === 86_400 ? "one day" : undefined),
];
const PERCENT: ((p: number) => string)[] = [
  (p) => `${p}% off`,
  (p) => `${p} percent off`,
  (p) => `${words(p)} percent`,
  (p) => fullWidth(`${p}%`),
  (p) => `${p}% discount`,
];
const FOREVER = [
  "lifetime warranty",
  "a warranty for life",
  "unlimited warranty",
  "guaranteed forever",
  "Lifetime Guarantee",
  "lifelong coverage",
];

/** A sentence around the amount, with our phone and directions (whose digits are not amounts). */
const sentence = fc
  .tuple(
    fc.constantFrom(
      "It's {} today.",
      "About {} and you're done.",
      "We can do it for {}!",
      "{}",
      "Expect {} — call " + business.phone.display + ".",
      `Directions: ${mapsUrl} ({}).`,
    ),
    fc.constantFrom("", `Your ${m.name} is welcome. `, "Hi! "),
  )
  .map(
    ([frame, lead]) =>
      (amount: string) =>
        lead + frame.replace("{}", amount),
  );

const otherValue = (known: Set<number>, max: number) => fc.integer({ min: 1, max }).filter((v) => !known.has(v));

describe("amounts in an LLM reply, in every notation", () => {
  it("the facts under test hold amounts to quote", () => {
    expect(dollars.size).toBeGreaterThan(0);
    expect(seconds.size).toBeGreaterThan(0);
  });

  it("the probe's reproductions are refused when the facts do not hold them", () => {
    const heldBy = (amount: string, set: Set<number>, value: number) =>
      set.has(value) ? `facts hold ${amount}` : "not held";
    const cases: [string, string][] = [
      ["5 dollars", heldBy("$5", dollars, 5)],
      ["5$", heldBy("$5", dollars, 5)],
      ["USD 5", heldBy("$5", dollars, 5)],
      ["five dollars", heldBy("$5", dollars, 5)],
      ["＄5", heldBy("$5", dollars, 5)],
      ["5 bucks", heldBy("$5", dollars, 5)],
      ["2 hrs", heldBy("2 hours", seconds, 7200)],
      ["1 week", heldBy("1 week", seconds, 604_800)],
      ["90% off", heldBy("90%", percents, 90)],
      ["lifetime warranty", "not held"],
    ];
    for (const [amount, held] of cases) {
      expect(held, amount).toBe("not held"); // else this shop's facts would make the case moot
      expect(isGrounded(`Good news: a new screen is ${amount} today!`, facts), amount).toBe(false);
    }
  });

  it("money: grounded exactly when the facts hold that many dollars", () => {
    fc.assert(
      fc.property(
        fc.oneof(fc.constantFrom(...dollars), otherValue(dollars, 2000)),
        fc.constantFrom(...MONEY),
        sentence,
        (value, write, frame) => {
          const reply = frame(write(value));
          expect(isGrounded(reply, facts), `${reply} (${[...dollars].join(", ")})`).toBe(dollars.has(value));
        },
      ),
      { numRuns: 400 },
    );
  });

  it("durations: grounded exactly when the facts hold that length of time, whatever the unit", () => {
    const durations = fc
      .tuple(
        fc.oneof(
          fc.constantFrom(...seconds),
          fc.integer({ min: 1, max: 180 }).map((x) => x * 60),
          fc.integer({ min: 1, max: 21 }).map((x) => x * 86_400),
        ),
        fc.constantFrom(...DURATION),
      )
      .map(([s, write]) => [s, write(s)] as const)
      .filter(([, written]) => written !== undefined);
    fc.assert(
      fc.property(durations, sentence, ([s, written], frame) => {
        const reply = frame(written!);
        expect(isGrounded(reply, facts), reply).toBe(seconds.has(s));
      }),
      { numRuns: 400 },
    );
  });

  it("discounts and warranty terms: a percentage or a lifetime nobody stated is refused", () => {
    fc.assert(
      fc.property(otherValue(percents, 100), fc.constantFrom(...PERCENT), sentence, (p, write, frame) => {
        expect(isGrounded(frame(write(p)), facts)).toBe(false);
      }),
    );
    for (const term of FOREVER) {
      expect(isGrounded(`Every repair has a ${term}.`, warrantyFacts), term).toBe(false);
      expect(claims(term), term).toContain("warranty:lifetime");
    }
    // The shop's own warranty, said other ways, stands when warranties are what is discussed.
    const days = business.warranty.days;
    for (const said of [`${days}-day warranty`, `${days} days of warranty`, `a warranty of ${words(days)} days`])
      expect(isGrounded(`You get a ${said}.`, warrantyFacts), said).toBe(true);
    // ...and not in an answer whose facts do not mention it (another question).
    expect(
      isGrounded(
        `You get a ${days}-day warranty.`,
        engine.answer({ message: "what are your hours", history: [] }).facts,
      ),
    ).toBe(false);
  });

  it("text without amounts stays grounded: model names, our phone, clock times, the maps address", () => {
    for (const reply of [
      `Your ${m.name} is in good hands. Call ${business.phone.display}.`,
      "We're open Monday to Saturday, 10:00 AM to 6:00 PM.",
      `Directions: ${mapsUrl}`,
      "Feel free to stop by; step 1 is a backup.",
    ])
      expect(isGrounded(reply, facts), reply).toBe(true);
  });
});

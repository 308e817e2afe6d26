// A made-up visitor's phone number, never the shop's: with another shop's data (its phone
// (478) 555-0199, say), a visitor typing "478 555 0199" in a test is the shop itself, and a test that
// checks the typed number is not said back fails on every answer that gives the shop's number.
import { business } from "#shop/facts.ts";

export interface VisitorPhone {
  /** "+12055550100" */
  e164: string;
  /** "(205) 555-0100" */
  display: string;
  /** "205 555 0100", as typed in a chat */
  spaced: string;
  /** "0100": the part a test looks for when the number must not be repeated */
  line: string;
}

const shopDigits = business.phone.e164.replace(/\D/g, "");

/**
 * The n-th made-up number in the 555 exchange of `area` (from 555-0100, the range set aside for
 * fiction), skipping any whose last four digits occur anywhere in the shop's own number.
 */
export function visitorPhone(n: number, area = "205"): VisitorPhone {
  let seen = -1;
  for (let i = 100; i < 10_000; i++) {
    const line = String(i).padStart(4, "0");
    if (shopDigits.includes(line) || ++seen < n) continue;
    return { e164: `+1${area}555${line}`, display: `(${area}) 555-${line}`, spaced: `${area} 555 ${line}`, line };
  }
  throw new Error(`no made-up phone number ${n} in ${area} 555`);
}

/** A number drawn at random (tests that must not meet an earlier run's), never the shop's. */
export function randomVisitorPhone(area = "478"): string {
  for (;;) {
    const e164 = `+1${area}${String(2_000_000 + Math.floor(Math.random() * 7_000_000))}`;
    if (e164 !== business.phone.e164) return e164;
  }
}

// The troubleshooting guide's answers: a trouble's warning and first steps, then the repair that fixes it
// with its quote; another device's own answer. The guide's words, in Spanish where the guide has them.
import type { Analysis, DeviceGuide, TroubleshootingProblem } from "../read/read.ts";
import { spanishWords } from "../say/frames/es.ts";
import { fill, type Say } from "../say/say.ts";
import { offerFor } from "./quotes.ts";
import { phone } from "./words.ts";

export function problemAnswer(problem: TroubleshootingProblem, a: Analysis, said: Set<string>, t: Say): string[] {
  if (a.device) return deviceAnswer(a.device, problem, t);
  // The guide's own words for it in the answer's language (its Spanish is data too). Where the guide
  // has them in English only, a Spanish answer says so and keeps the rest (the price, the phone).
  const untold = t.spanish && !problem.es;
  const words = t.spanish && problem.es ? problem.es : problem;
  const label = untold ? spanishWords.thisProblem : words.label;
  const out: string[] = [];
  if (untold && problem.warning) out.push(spanishWords.unsafe);
  if (untold) out.push(fill(spanishWords.noSteps, { phone }));
  else if (words.warning) out.push(words.warning);
  const overruled = !problem.warning && a.problems.some((p) => p.warning);
  const steps = overruled || untold ? [] : words.steps.filter((step) => !said.has(step));
  for (const step of steps) said.add(step);
  if (steps.length > 0) out.push(t.f("tryFirst", { steps: steps.join(" ") }));
  if (problem.service) {
    const mentions = a.mentions.length > 0 ? a.mentions.slice(0, 3) : [undefined];
    for (const m of mentions) out.push(offerFor(problem.service, m, t));
  } else if (a.questions.includes("price")) out.push(t.f("needsALook", { label, phone }));
  else if (overruled) out.push(t.f("bringItIn", { label, phone }));
  // Also after precautions rather than fixes (a bent phone, cracked back glass).
  else out.push(t.f("stillNeedsFixing", { phone }));
  return out;
}

export function deviceAnswer(device: DeviceGuide, problem: TroubleshootingProblem | undefined, t: Say): string[] {
  const out: string[] = [];
  if (t.spanish) {
    // The guide's Spanish steps are the iPhone's: an iPad's are the same, another device's are not.
    const words = problem?.es;
    if (words?.warning) out.push(words.warning);
    else if (problem?.warning && !words) out.push(spanishWords.unsafe);
    if (words && device.id === "ipad") out.push(t.f("tryFirst", { steps: words.steps.join(" ") }));
    out.push(device.es);
    return out;
  }
  // A computer's own first steps are for a slow machine; other problems get no iPhone-specific steps.
  const ownSteps = !problem || problem.id === "software" ? device.steps : undefined;
  const steps = ownSteps ?? (device.id === "ipad" ? problem?.steps : undefined);
  if (problem?.warning) out.push(problem.warning);
  if (steps) out.push(`Try this first: ${steps.join(" ")}`);
  out.push(device.answer);
  return out;
}

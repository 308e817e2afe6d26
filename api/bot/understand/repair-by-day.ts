// A repair's time or state asked with a day or a clock time ("lo tienen hoy", "si lo llevo a las 9 a que
// hora me lo dan"): the reader reads the day as the hours asked; understand/decide.ts uses it.
import type { Analysis } from "../read/read.ts";
import { LIKELY, OF_THE_REPAIR, hoursOwnWords, isHours, support } from "./agreement.ts";
import type { Understood } from "./understand.ts";

/**
 * The classifier likely (30%) of the repair's time or state, and likelier than the intents that answer the
 * hours (the hours, the free times), where the reader read only the hours from a day or a clock time named,
 * not in the hours' own words (until close, late, early, a holiday): the intent, the hours kept after it.
 */
export const repairByDay = (a: Analysis, u: Understood) =>
  OF_THE_REPAIR.has(u.intent.answer) &&
  u.confidence >= LIKELY &&
  a.problems.length === 0 &&
  !a.device &&
  a.questions.length > 0 &&
  a.questions.every(isHours) &&
  (a.when?.day !== undefined || a.when?.minutes !== undefined) &&
  !hoursOwnWords(a) &&
  support(u, "hours") < u.confidence;

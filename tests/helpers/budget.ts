// Every time budget of the tests (Vitest's test and hook timeouts, Playwright's ceilings, a server's
// start, a condition waited for) is a quiet machine's figure times one setting: a busy or slow machine
// (CI on shared cores, several servers and browsers beside the run) stretches them all at once with
// TEST_TIME_SCALE=3, instead of each file growing its own guess. A budget is only a ceiling on how long a
// condition may take: a test never waits for it to pass.
const raw = process.env.TEST_TIME_SCALE ?? "1";
const scale = Number(raw);
if (!Number.isFinite(scale) || scale < 1)
  throw new Error(`TEST_TIME_SCALE must be a number of at least 1 (it stretches budgets), not "${raw}"`);

/** A quiet machine's budget in milliseconds, stretched by TEST_TIME_SCALE. */
export const budget = (ms: number): number => Math.round(ms * scale);

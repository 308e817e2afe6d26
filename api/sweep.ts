// Retention sweeps: what a store keeps only so long (bookings after their slot, the chat's unanswered
// questions) is deleted once at start and then on an interval, for as long as the app runs.
import type { FastifyInstance } from "fastify";
import { DAY_MS } from "#shop/clock.ts";

const HOURLY = DAY_MS / 24;

/**
 * Runs `sweep` now and every `everyMs` (default hourly) until the app closes. A sweep that fails is
 * logged and tried again next time; one that deleted something says how many `what` went.
 */
export async function sweepEvery(
  app: FastifyInstance,
  what: string,
  sweep: () => Promise<number>,
  everyMs = HOURLY,
): Promise<void> {
  const run = async () => {
    const removed = await sweep().catch((error: unknown) => {
      app.log.warn({ err: String(error) }, "retention sweep failed; trying again later");
      return 0;
    });
    if (removed > 0) app.log.info({ removed }, `retention: ${what} deleted`);
  };
  await run();
  const timer = setInterval(() => void run(), everyMs);
  timer.unref();
  app.addHook("onClose", async () => clearInterval(timer));
}

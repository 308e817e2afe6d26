// app.numbers: the owner's numbers over app.db (counter.ts), with its timers: queued events written
// ten times a second, the salt replaced at the shop's midnight, and an hourly sweep that rolls the
// raw events up and deletes those past `rawDays`. Undefined when counting is off or there is no database.
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { numbers } from "#shop/owner-data.ts";
import { sweepEvery } from "../sweep.ts";
import { createNumbers, FLUSH_MS, type Numbers } from "./counter.ts";
import { createNumbersStore } from "./store.ts";

declare module "fastify" {
  interface FastifyInstance {
    numbers: Numbers | undefined;
  }
}

export const numbersService = fp(
  async (app: FastifyInstance, opts: { now: () => Date }) => {
    if (!numbers.enabled || !app.db) {
      app.decorate("numbers", undefined);
      return;
    }
    const counter = createNumbers({ store: createNumbersStore(app.db), settings: numbers, now: opts.now });
    app.decorate("numbers", counter);

    const failed = (what: string) => (error: unknown) =>
      app.log.warn({ err: String(error) }, `numbers: ${what} failed`);
    const writer = setInterval(() => void counter.flush().catch(failed("writing")), FLUSH_MS);
    writer.unref();
    let midnight: NodeJS.Timeout | undefined;
    const atMidnight = () => {
      midnight = setTimeout(() => {
        void counter.rotate().catch(failed("the new day's salt"));
        atMidnight();
      }, counter.untilMidnight());
      midnight.unref();
    };
    atMidnight();
    // Before the database closes (its onClose hook runs after this preClose), what waits is written.
    app.addHook("preClose", async () => {
      clearInterval(writer);
      clearTimeout(midnight);
      await counter.flush().catch(failed("writing"));
    });
    await counter.rotate();
    await sweepEvery(app, "raw events of the owner's numbers", () => counter.purge());
  },
  { name: "numbers", dependencies: ["database"] },
);

// The chat's services, decorated for the routes and the owner's desk:
// - app.assistant: the local engine, the LLM provider when one is configured, and the free slots of
//   app.booking when booking is up;
// - app.unanswered: what the assistant said it could not answer, recorded without personal data in
//   app.db, when the chat's settings say so (recordUnanswered in site/_data/chat.ts) and there is a
//   database; undefined otherwise. A question's wording is blanked once the desk no longer shows it
//   (SHOWN_DAYS); the question is deleted unansweredRetentionDays after it was asked.
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { chat } from "#shop/owner-data.ts";
import { createAssistant, type Assistant } from "../bot/assistant.ts";
import type { LlmOptions } from "../config.ts";
import { DAY_MS } from "#shop/clock.ts";
import { sweepEvery } from "../sweep.ts";
import { SHOWN_DAYS, unansweredQuestions, type UnansweredQuestions } from "./unanswered.ts";
import { createUnansweredStore } from "./unanswered-store.ts";

declare module "fastify" {
  interface FastifyInstance {
    assistant: Assistant;
    unanswered: UnansweredQuestions | undefined;
  }
}

export const chatServices = fp(
  async (app: FastifyInstance, opts: { llm?: LlmOptions; now: () => Date }) => {
    const booking = app.booking;
    app.decorate(
      "assistant",
      createAssistant({
        llm: opts.llm,
        now: opts.now,
        log: app.log,
        booking: booking && { nearest: booking.nearest, services: booking.rules.services },
      }),
    );

    if (!chat.recordUnanswered || !app.db) {
      app.decorate("unanswered", undefined);
      return;
    }
    const store = createUnansweredStore(app.db);
    app.decorate("unanswered", unansweredQuestions({ store, now: opts.now, log: app.log }));
    await sweepEvery(app, "old unanswered questions", async () => {
      await store.forgetWordings(opts.now().getTime() - SHOWN_DAYS * DAY_MS);
      return store.purge(opts.now().getTime() - chat.unansweredRetentionDays * DAY_MS);
    });
  },
  { name: "chat", dependencies: ["database", "booking"] },
);

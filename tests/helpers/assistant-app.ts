// The assistant over the real chat route with a real booking store: a fixture dist/ with a /book/
// page, an empty DATA_DIR, the whole app on inject; what the chat answers and what the availability
// API lists, side by side, for the tests of the free slots the assistant offers.
import type { FastifyInstance } from "fastify";
import { expect } from "vitest";
import { buildApp } from "../../api/app.ts";
import type { AvailabilityAnswer } from "#shop/availability.ts";
import { makeBookingFixture, removeBookingFixture } from "./booking-fixture.ts";

export interface ChatReply {
  response: string;
  actions: { kind: string; label: string; href: string }[];
}

export interface BookingChat {
  /** The chat's answer to one message, after the visitor's earlier ones (a 200 is asserted). */
  ask(message: string, earlier?: readonly string[]): Promise<ChatReply>;
  /** The starts of every slot with room that the availability API lists, in its order. */
  freeStarts(): Promise<string[]>;
  close(): Promise<void>;
}

/** The app on a fresh booking fixture named from `prefix`, on the real clock or `now`. */
export async function openBookingChat(prefix: string, now?: () => Date): Promise<BookingChat> {
  const { root, dataDir } = await makeBookingFixture(prefix);
  let app: FastifyInstance | undefined;
  try {
    app = await buildApp({ root, rateLimitPerMinute: 1000, booking: { dataDir }, now });
  } catch (error) {
    await removeBookingFixture({ root, dataDir });
    throw error;
  }
  const opened = app;
  return {
    async ask(message, earlier = []) {
      const history = earlier.flatMap((content) => [
        { role: "user", content },
        { role: "assistant", content: "…" },
      ]);
      const res = await opened.inject({
        method: "POST",
        url: "/api/troubleshooting-bot",
        payload: { message, history },
      });
      expect(res.statusCode).toBe(200);
      return res.json() as ChatReply;
    },
    async freeStarts() {
      const answer = (await opened.inject({ method: "GET", url: "/api/availability" })).json() as AvailabilityAnswer;
      return answer.days.flatMap((d) => d.slots.filter((s) => s.remaining > 0).map((s) => s.start));
    },
    async close() {
      await opened.close();
      await removeBookingFixture({ root, dataDir });
    },
  };
}

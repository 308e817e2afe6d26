// What the server counts itself, for the other parts to call in one line: an online booking stored
// (on its model's page when it names one, else the booking page, in the booking's language), and a chat question the assistant
// could not answer (on the model page the chat was opened on, else the home page). Read through the
// app at the moment of counting, so it does not matter which plugin was registered first.
import type { FastifyInstance } from "fastify";

const modelPage = (slug: string | null | undefined) => (slug ? `/${slug}/` : undefined);

/** What counting a booking needs of it: who made it, and the model page it names. */
interface CountedBooking {
  source: string;
  model: string | null;
  /** The visitor's language (the page or widget they booked from): the numbers count bookings by it. */
  lang?: string;
}

export const countBooking = (app: FastifyInstance) => (booking: CountedBooking) => {
  if (booking.source === "online")
    app.numbers?.count("booking-made", modelPage(booking.model) ?? "/book/", booking.lang);
};

export const countUnanswered = (app: FastifyInstance, model: string | null | undefined) =>
  app.numbers?.count("chat-unanswered", modelPage(model) ?? "/");

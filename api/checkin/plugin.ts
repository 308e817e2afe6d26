// The check-in as a service: app.checkin, its book over app.db, for the desk (api/owner/checkin.ts), the
// tracker's section and the visitor's routes (routes.ts). Undefined while booking is (off, or no database).
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { createCheckinStore, type CheckinStore } from "./store.ts";

declare module "fastify" {
  interface FastifyInstance {
    /** The check-in's book; undefined when booking is off or has no database. */
    checkin: CheckinStore | undefined;
  }
}

export const checkinService = fp(
  async (app: FastifyInstance) => {
    const booking = app.booking;
    app.decorate(
      "checkin",
      app.db && booking
        ? createCheckinStore(app.db, {
            // The visitor's copy of what they signed: a notice like any other, by the one rule of channels.
            copy: (b, s) => booking.notifier.visitor("signed", b, { now: s.at, signature: s }),
            kick: () => booking.notifier.kick(),
          })
        : undefined,
    );
  },
  { name: "checkin", dependencies: ["database", "booking"] },
);

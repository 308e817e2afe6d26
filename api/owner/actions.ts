// What the owner does at the desk: move a booking on (the moves table's taps, and Step back), set the
// time it is promised ready by, send an estimate, add a walk-in or phone booking, block and unblock time, make a new calendar feed address. Each answers a
// plain form with a redirect to the desk saying what it did, or with the desk again and the form's
// problems; the state change also answers the desk's script in JSON.
import type { FastifyInstance, FastifyReply } from "fastify";
import { addDays, instantOf, isoInZone } from "#shop/clock.ts";
import { availability, booking as rules, business } from "#shop/facts.ts";
import { readBlockForm, readEstimateDeskForm } from "#shop/booking-contract.ts";
import { DESK_MOVES, STATE_WORDS } from "#shop/repair-states.ts";
import { readShopDeskBooking } from "#shop/booking-request.ts";
import { HttpError } from "../errors.ts";
import { createJourney } from "../journey/journey.ts";
import type { Desk } from "./desk.ts";
import { typedOf } from "./forms.ts";
import { wantsJson } from "./http.ts";
import { shopDate, timeOfDay } from "./shop-clock.ts";
import { bookingItemHtml } from "./views/BookingItem.tsx";
import { WALK_IN_FIELDS } from "./views/DeskForms.tsx";

const zone = business.timeZone;

export function deskActions(scope: FastifyInstance, desk: Desk) {
  scope.post<{ Params: { id: string } }>("/owner/bookings/:id/state", async (request, reply) => {
    const { service } = desk.need();
    const journey = createJourney(service);
    const asked = (request.body as Record<string, unknown> | undefined)?.state;
    const wanted = DESK_MOVES.find((m) => m.state === asked)?.state;
    if (asked !== "back" && !wanted)
      throw new HttpError(400, "invalid_state", `Choose one of: ${DESK_MOVES.map((m) => m.label).join(", ")}.`);
    const result = wanted ? await journey.move(request.params.id, wanted) : await journey.stepBack(request.params.id);
    if (!result.ok && result.reason === "not_found")
      throw new HttpError(404, "not_found", "There is no such booking (it may have been deleted).");
    if (!result.ok) {
      const now = STATE_WORDS[result.booking.state].desk;
      throw new HttpError(
        409,
        "not_allowed",
        wanted
          ? `This booking is ${now}; it cannot become ${STATE_WORDS[wanted].desk}.`
          : `This booking is ${now}; there is no step to take back.`,
      );
    }
    const after = result.booking;
    request.log.info({ reference: after.reference, state: after.state }, "booking state set by the owner");
    if (wantsJson(request))
      return {
        id: after.id,
        state: after.state,
        flash: desk.changedLineHtml(after),
        html: bookingItemHtml(after, reply.generateCsrf(), await desk.itemJourney(service, after)),
      };
    return backToDesk(reply, after.id);
  });

  scope.post<{ Params: { id: string } }>("/owner/bookings/:id/ready-by", async (request, reply) => {
    const { service } = desk.need();
    const time = (request.body as Record<string, unknown> | undefined)?.time;
    const before = await service.store.byId(request.params.id);
    if (!before) throw new HttpError(404, "not_found", "There is no such booking (it may have been deleted).");
    let readyBy: number | null = null;
    if (typeof time === "string" && time !== "") {
      if (!/^([01]\d|2[0-3]):[0-5]\d$/.test(time))
        return desk.send(request, reply, 400, { flash: "Give the ready-by time as hours and minutes." });
      // The promise is for the visit's day, or today once that day has come.
      const day = [shopDate(before.start), availability.today(desk.now())].sort().at(-1)!;
      readyBy = instantOf(zone, day, Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5)));
    }
    await service.store.setReadyBy(before.id, readyBy);
    request.log.info({ reference: before.reference }, "ready-by time set by the owner");
    return backToDesk(reply, before.id);
  });

  scope.post<{ Params: { id: string } }>("/owner/bookings/:id/estimate", async (request, reply) => {
    const { service } = desk.need();
    const read = readEstimateDeskForm(request.body);
    if (!read.ok) return desk.send(request, reply, 400, { flash: read.message });
    const sent = await createJourney(service).sendEstimate(request.params.id, read);
    if (!sent) {
      const b = await service.store.byId(request.params.id);
      if (!b) throw new HttpError(404, "not_found", "There is no such booking (it may have been deleted).");
      return desk.send(request, reply, 409, {
        flash: `This booking is ${STATE_WORDS[b.state].desk}: an estimate is sent once the phone is checked in and before the repair starts.`,
      });
    }
    request.log.info(
      { reference: sent.booking.reference, version: sent.estimate.version },
      "estimate sent by the owner",
    );
    return backToDesk(reply, sent.booking.id);
  });

  scope.post("/owner/bookings", async (request, reply) => {
    const { service } = desk.need();
    const walkIn = readShopDeskBooking(request.body, (date, minutes) =>
      isoInZone(zone, instantOf(zone, date, minutes)),
    );
    const values = typedOf(request.body, [...WALK_IN_FIELDS, "walkIn"]);
    if (!walkIn.ok) return desk.send(request, reply, 400, { walkIn: { values, errors: walkIn.fields } });
    const result = await service.bookByOwner(walkIn.request, {
      walkIn: (request.body as Record<string, unknown> | undefined)?.walkIn === "1",
    });
    if (!result.ok) {
      const near = result.nearest.map((slot) => formatShort(slot.start)).join(", ");
      const message = `${result.message}${near ? ` Free nearby: ${near}.` : ""}`;
      return desk.send(request, reply, 409, { walkIn: { values, errors: { start: result.message }, message } });
    }
    request.log.info({ reference: result.booking.reference }, "booking added by the owner");
    return reply.redirect(`/owner/?added=${encodeURIComponent(result.booking.id)}#b-${result.booking.id}`, 303);
  });

  scope.post("/owner/blocks", async (request, reply) => {
    const { service } = desk.need();
    const read = readBlockForm(request.body, rules.slotMinutes);
    if (!read.ok)
      return desk.send(request, reply, 400, {
        blockForm: { values: typedOf(request.body, ["date", "span", "label"]), errors: read.fields },
      });
    const { date, fromMinute, toMinute, label } = read.block;
    // A span that runs to midnight ends at the next day's start.
    const at = (minute: number) =>
      minute >= 24 * 60 ? instantOf(zone, addDays(date, 1), minute - 24 * 60) : instantOf(zone, date, minute);
    const [start, end] = [at(fromMinute), at(toMinute)];
    const block = await service.store.addBlock({ start, end, label });
    request.log.info({ start: isoInZone(zone, start), end: isoInZone(zone, end) }, "time blocked by the owner");
    return reply.redirect(`/owner/?blocked=${encodeURIComponent(block.id)}#blocked-title`, 303);
  });

  scope.post<{ Params: { id: string } }>("/owner/blocks/:id/delete", async (request, reply) => {
    const { service } = desk.need();
    await service.store.removeBlock(request.params.id);
    return reply.redirect("/owner/?unblocked=1#block", 303);
  });

  scope.post("/owner/calendar/regenerate", async (_request, reply) => {
    await desk.need().feed.regenerate();
    return reply.redirect("/owner/?feed=1#calendar", 303);
  });
}

/** Back to the desk at the booking, saying what changed. */
const backToDesk = (reply: FastifyReply, id: string) =>
  reply.redirect(`/owner/?changed=${encodeURIComponent(id)}#b-${id}`, 303);

const formatShort = (iso: string) => {
  const ms = Date.parse(iso);
  return `${timeOfDay(ms)} ${shopDate(ms)}`;
};

// What the owner does at the desk: move a booking's state (Confirm, Done, No-show, Cancel), add a
// walk-in or phone booking, block and unblock time, make a new calendar feed address. Each answers a
// plain form with a redirect to the desk saying what it did, or with the desk again and the form's
// problems; the state change also answers the desk's script in JSON.
import type { FastifyInstance } from "fastify";
import { instantOf, isoInZone } from "#shop/clock.ts";
import { booking as rules, business } from "#shop/facts.ts";
import { addDays } from "#shop/schedule.ts";
import { readBlockForm } from "#shop/booking-contract.ts";
import { readShopDeskBooking } from "#shop/booking-request.ts";
import { HttpError } from "../errors.ts";
import { BookingState } from "../booking/types.ts";
import type { Desk } from "./desk.ts";
import { typedOf } from "./forms.ts";
import { wantsJson } from "./http.ts";
import { shopDate, shopTime } from "./shop-clock.ts";
import { NEXT_STATES, STATE_WORDS } from "./states.ts";
import { bookingItemHtml } from "./views/BookingItem.tsx";
import { WALK_IN_FIELDS } from "./views/DeskForms.tsx";

const zone = business.timeZone;

export function deskActions(scope: FastifyInstance, desk: Desk) {
  scope.post<{ Params: { id: string } }>("/owner/bookings/:id/state", async (request, reply) => {
    const { service } = desk.need();
    const wanted = BookingState.safeParse((request.body as Record<string, unknown> | undefined)?.state);
    if (!wanted.success || wanted.data === "new")
      throw new HttpError(400, "invalid_state", "Choose Confirm, Done, No-show or Cancel.");
    const before = await service.store.byId(request.params.id);
    if (!before) throw new HttpError(404, "not_found", "There is no such booking (it may have been deleted).");
    if (before.state !== wanted.data && !NEXT_STATES[before.state].includes(wanted.data))
      throw new HttpError(
        409,
        "not_allowed",
        `This booking is ${STATE_WORDS[before.state]}; it cannot become ${STATE_WORDS[wanted.data]}.`,
      );
    const after = (await service.setState(before.id, wanted.data)) ?? before;
    request.log.info({ reference: after.reference, state: after.state }, "booking state set by the owner");
    if (wantsJson(request))
      return {
        id: after.id,
        state: after.state,
        flash: desk.changedLineHtml(after),
        html: bookingItemHtml(after, reply.generateCsrf()),
      };
    return reply.redirect(`/owner/?changed=${encodeURIComponent(after.id)}#b-${after.id}`, 303);
  });

  scope.post("/owner/bookings", async (request, reply) => {
    const { service } = desk.need();
    const walkIn = readShopDeskBooking(request.body, (date, minutes) =>
      isoInZone(zone, instantOf(zone, date, minutes)),
    );
    const values = typedOf(request.body, WALK_IN_FIELDS);
    if (!walkIn.ok) return desk.send(request, reply, 400, { walkIn: { values, errors: walkIn.fields } });
    const result = await service.bookByOwner(walkIn.request);
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

const formatShort = (iso: string) => {
  const ms = Date.parse(iso);
  return `${shopTime(ms)} ${shopDate(ms)}`;
};

// What the owner does at the desk: move a booking's state (Confirm, Done, No-show, Cancel), add a
// walk-in or phone booking, block and unblock time, make a new calendar feed address. Each answers a
// plain form with a redirect to the desk saying what it did, or with the desk again and the form's
// problems; the state change also answers the desk's script in JSON.
import type { FastifyInstance } from "fastify";
import { instantOf, isoInZone } from "#shop/availability.ts";
import { booking as rules, business } from "#shop/facts.ts";
import { addDays } from "#shop/schedule.ts";
import { HttpError } from "../errors.ts";
import { InvalidBooking, parseBookingRequest } from "../booking/service.ts";
import { BookingState } from "../booking/types.ts";
import type { Desk } from "./desk.ts";
import { field, minutesOf, TIME, validDate } from "./form-fields.ts";
import { wantsJson } from "./http.ts";
import { shopDate, shopTime } from "./shop-clock.ts";
import { NEXT_STATES, STATE_WORDS } from "./states.ts";
import { bookingItemHtml } from "./views/BookingItem.tsx";
import type { FormState } from "./views/fields.tsx";

const zone = business.timeZone;
type Body = Record<string, unknown>;

export function deskActions(scope: FastifyInstance, desk: Desk) {
  scope.post<{ Params: { id: string } }>("/owner/bookings/:id/state", async (request, reply) => {
    const { service } = desk.need();
    const wanted = BookingState.safeParse(field(request.body, "state"));
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
        message: desk.changedText(after),
        html: bookingItemHtml(after, reply.generateCsrf()),
      };
    return reply.redirect(`/owner/?changed=${encodeURIComponent(after.id)}#b-${after.id}`, 303);
  });

  scope.post("/owner/bookings", async (request, reply) => {
    const { service } = desk.need();
    const body = request.body as Body | undefined;
    const values: FormState["values"] = {};
    for (const name of ["date", "time", "service", "model", "name", "phone"]) values[name] = field(body, name);
    const errors: Record<string, string> = {};
    if (!validDate(values.date)) errors.date = "Choose a date.";
    if (!values.time || !TIME.test(values.time)) errors.start = "Choose a time.";
    let parsed;
    if (Object.keys(errors).length === 0) {
      const start = isoInZone(zone, instantOf(zone, values.date!, minutesOf(values.time!)));
      try {
        parsed = parseBookingRequest({
          start,
          service: values.service,
          model: values.model,
          name: values.name,
          phone: values.phone,
        });
      } catch (error) {
        if (!(error instanceof InvalidBooking)) throw error;
        Object.assign(errors, error.fields);
      }
    }
    if (!parsed) return desk.send(request, reply, 400, { walkIn: { values, errors } });
    const result = await service.bookByOwner(parsed);
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
    const body = request.body as Body | undefined;
    const values = { date: field(body, "date"), span: field(body, "span"), label: field(body, "label") };
    const errors: Record<string, string> = {};
    if (!validDate(values.date)) errors.date = "Choose a date.";
    const span = values.span ?? "";
    if (!["day", "morning", "afternoon"].includes(span) && !TIME.test(span))
      errors.span = "Choose the day, the morning, the afternoon or a slot.";
    // oxlint-disable-next-line no-control-regex -- control characters are what this strips from the owner's label
    const label = (values.label ?? "").replace(/[\u0000-\u001f\u007f]/g, "").trim();
    if (label.length > 80) errors.label = "Keep the label under 80 characters.";
    if (Object.keys(errors).length > 0) return desk.send(request, reply, 400, { blockForm: { values, errors } });
    const date = values.date!;
    // Morning and afternoon split at noon on the shop's clock; a slot is one slot of the grid's length.
    const [startMin, endMin] =
      span === "day"
        ? [0, 24 * 60]
        : span === "morning"
          ? [0, 12 * 60]
          : span === "afternoon"
            ? [12 * 60, 24 * 60]
            : [minutesOf(span), minutesOf(span) + rules.slotMinutes];
    const start = instantOf(zone, date, startMin);
    const end = endMin >= 24 * 60 ? instantOf(zone, addDays(date, 1), endMin - 24 * 60) : instantOf(zone, date, endMin);
    const block = await service.store.addBlock({ start, end, label: label === "" ? null : label });
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

// What leaves the desk for other programs: the private calendar feed (no session: a calendar app has
// none, so the address's token is its key), the CSV export, and the bookings as JSON for scripts.
import type { FastifyInstance } from "fastify";
import { addDays, DAY_MS, instantOf, isoInZone } from "#shop/clock.ts";
import { availability, booking as rules, business } from "#shop/facts.ts";
import { HttpError } from "../errors.ts";
import { calendarFeed } from "../booking/ics.ts";
import type { CheckinStore } from "../checkin/store.ts";
import { bookingsCsv } from "./csv.ts";
import type { Desk } from "./desk.ts";
import { strictQueryDate } from "./forms.ts";

const zone = business.timeZone;

export function deskExports(scope: FastifyInstance, desk: Desk, checkin?: CheckinStore) {
  /** A ?from=&to= range of shop dates: today to the horizon unless the query names one (a wrong one is a 400). */
  const range = (query: Record<string, unknown>) => {
    const today = availability.today(desk.now());
    const from = strictQueryDate(query.from, "from") ?? today;
    const asked = strictQueryDate(query.to, "to");
    if (asked && asked < from) throw new HttpError(400, "invalid_range", "to must not be before from.");
    const horizon = addDays(today, rules.horizonDays);
    const to = asked ?? (horizon < from ? from : horizon);
    return { from, to, instants: [instantOf(zone, from, 0), instantOf(zone, addDays(to, 1), 0)] as const };
  };

  // Any token but the current one is 404, as is every address when booking has no database.
  scope.get<{ Params: { file: string } }>("/owner/calendar/:file", async (request, reply) => {
    const token = /^(.+)\.ics$/.exec(request.params.file)?.[1];
    const { service, feed } = desk;
    if (!service || !feed || !token || !(await feed.matches(token)))
      return reply.code(404).type("text/plain; charset=utf-8").send("There is no calendar at this address.\n");
    const at = desk.now().getTime();
    // The coming bookings, and the last week's so today's earlier ones stay on the calendar.
    const bookings = await service.store.list(at - 7 * DAY_MS, at + 400 * DAY_MS);
    return reply.type("text/calendar; charset=utf-8").send(calendarFeed(bookings, { now: at }));
  });

  scope.get("/owner/export.csv", async (request, reply) => {
    const { service } = desk.need();
    const { from, to, instants } = range(request.query as Record<string, unknown>);
    if (addDays(from, 366) < to) throw new HttpError(400, "range_too_long", "Export at most a year at a time.");
    const bookings = await service.store.list(...instants);
    return reply
      .type("text/csv; charset=utf-8")
      .header("content-disposition", `attachment; filename="bookings-${from}-to-${to}.csv"`)
      .send(bookingsCsv(bookings, await checkin?.ofMany(bookings.map((b) => b.id))));
  });

  scope.get("/owner/api/bookings", async (request) => {
    const { service } = desk.need();
    const { instants } = range(request.query as Record<string, unknown>);
    const bookings = await service.store.list(...instants);
    return {
      timeZone: zone,
      // The sealed private link is the later notices', not a fact of the booking: it stays in the book.
      bookings: bookings.map(({ sealedLink: _sealed, ...b }) => ({
        ...b,
        start: isoInZone(zone, b.start),
        end: isoInZone(zone, b.end),
      })),
    };
  });
}

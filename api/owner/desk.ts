// The desk's page and what it shows: today's bookings and the coming days, blocked time, the feed's
// address, the unanswered questions, and after an action what it did (?changed=, ?added=, ...).
// Actions (actions.ts) answer a form with problems by showing the desk again with that form filled in.
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { createElement as h, type ReactNode } from "react";
import { addDays, DAY_MS, instantOf, isoInZone } from "#shop/clock.ts";
import { absoluteUrl, availability, booking as rules, business } from "#shop/facts.ts";
import { HttpError } from "../errors.ts";
import type { BookingService } from "../booking/service.ts";
import { ACTIVE_STATES, type Block, type Booking } from "../booking/types.ts";
import { SHOWN_DAYS } from "../chat/unanswered.ts";
import { createFeedTokens } from "./feed.ts";
import { sendPage } from "./http.ts";
import { shopDate } from "./shop-clock.ts";
import { IN_SHOP_STATES, isIn, stepBackTarget } from "#shop/repair-states.ts";
import type { ItemJourney } from "./views/BookingItem.tsx";
import { DeskPage, type DeskView, type QuestionGroup } from "./views/Desk.tsx";
import { addedLine, changedLine, changedLineHtml } from "./views/Flash.tsx";
import { HelpPage } from "./views/Help.tsx";
import type { Texts } from "../sms/texts.ts";
import { textsView } from "./texts-view.ts";
import type { CheckinStore } from "../checkin/store.ts";

/** How far ahead the desk lists bookings (the horizon, or two months when that is shorter). */
const DESK_DAYS = Math.max(rules.horizonDays, 60);

/** Where the desk reads what visitors asked that the assistant could not answer. */
export interface DeskQuestions {
  /** The most asked since `since` (epoch ms), at most `limit`. */
  top(since: number, limit: number): Promise<QuestionGroup[]>;
}

export interface DeskOptions {
  /** The booking service; undefined when booking is off or has no database (the desk says so). */
  service: BookingService | undefined;
  /** What the chat recorded (app.unanswered); undefined while recording is off or has no database. */
  unanswered?: DeskQuestions;
  /** SESSION_KEY's bytes: the calendar feed's address derives from it. */
  key: Buffer;
  /** The shop's clock (what "today" is). */
  now: () => Date;
  /** Texts (app.texts); undefined without the SMS_* variables (the section says so). */
  texts?: Texts;
  /** The check-in's book (app.checkin): each item says what was recorded and signed. */
  checkin?: CheckinStore;
}

export type Desk = ReturnType<typeof createDesk>;

export function createDesk({ service, unanswered, key, now, texts, checkin }: DeskOptions) {
  const questions = unanswered;
  const zone = business.timeZone;
  const feed = service ? createFeedTokens(service.store.settings, key) : undefined;
  const unavailableText = rules.enabled
    ? "Booking has no database on this server (set DATA_DIR or DATABASE_URL), so there is nothing to show."
    : "Online booking is switched off (enabled in site/_data/booking.ts), so there is nothing to show.";

  /** The booking service and its feed, or 503 saying why the desk has none. */
  const need = (): { service: BookingService; feed: NonNullable<typeof feed> } => {
    if (!service || !feed) throw new HttpError(503, "booking_unavailable", unavailableText);
    return { service, feed };
  };

  /** Slot start times over the coming two weeks, for the forms' time lists. */
  const slotTimes = (today: string) => {
    const times = new Set<string>();
    for (let i = 0; i < 14; i++)
      for (const slot of availability.grid(addDays(today, i))) times.add(isoInZone(zone, slot.start).slice(11, 16));
    return [...times].sort();
  };

  async function bookingsInside(s: BookingService, block: Block) {
    const near = await s.store.list(block.start - rules.slotMinutes * 60_000, block.end);
    return near.filter((b) => ACTIVE_STATES.includes(b.state) && b.start < block.end && block.start < b.end);
  }

  /** What the desk's items show of each booking's journey: its last move's time, Step back, its estimate. */
  async function itemJourneys(s: BookingService, list: readonly Booking[]): Promise<Map<string, ItemJourney>> {
    const ids = list.map((b) => b.id);
    const [found, checkins] = await Promise.all([s.store.journeysOf(ids), checkin?.ofMany(ids)]);
    return new Map<string, ItemJourney>(
      list.map((b): [string, ItemJourney] => {
        const { events, estimate } = found.get(b.id) ?? { events: [] };
        const stepBackTo = stepBackTarget(events, b.state);
        const journey: ItemJourney = {
          ...(events.length > 0 ? { lastMoveAt: events.at(-1)!.at } : {}),
          ...(stepBackTo ? { stepBackTo } : {}),
          ...(estimate ? { estimate } : {}),
          ...(checkins?.has(b.id) ? { checkin: checkins.get(b.id) } : {}),
        };
        return [b.id, journey];
      }),
    );
  }

  /** One booking's journey, for its markup after a move. */
  const itemJourney = async (s: BookingService, b: Booking) => (await itemJourneys(s, [b])).get(b.id);

  /** What the desk shows now; `extra` is a form sent back with its problems. */
  async function view(request: FastifyRequest, reply: FastifyReply, extra: Partial<DeskView> = {}): Promise<DeskView> {
    const at = now();
    const today = availability.today(at);
    const base = {
      csrf: reply.generateCsrf(),
      today,
      days: [{ date: today, bookings: [] as Booking[] }],
      blocks: [] as Block[],
      unanswered: [],
      recording: questions !== undefined,
      times: slotTimes(today),
    };
    if (!service || !feed) return { ...base, unavailable: unavailableText, ...extra };
    const from = instantOf(zone, today, 0);
    const to = instantOf(zone, addDays(today, DESK_DAYS + 1), 0);
    const [listed, earlier, occupancy, unanswered, token, reviewAsks, textsNow] = await Promise.all([
      service.store.list(from, to),
      // A phone still in the shop from an earlier day (waiting for a part, ready and not collected)
      // stays on the desk under its day until it leaves: retention bounds how far back that can be.
      service.store.list(from - rules.retentionDays * DAY_MS, from),
      service.store.occupancy(at.getTime(), at.getTime() + 400 * DAY_MS),
      questions?.top(at.getTime() - SHOWN_DAYS * DAY_MS, 10) ?? [],
      feed.current(),
      service.reviews?.counts(instantOf(zone, `${today.slice(0, 8)}01`, 0), at.getTime() + 1),
      textsView(texts, request),
    ]);
    const bookings = [...earlier.filter((b) => isIn(IN_SHOP_STATES, b.state)), ...listed];
    const journeys = await itemJourneys(service, bookings);
    const byDate = new Map<string, Booking[]>([[today, []]]);
    for (const b of bookings) {
      const date = shopDate(b.start);
      byDate.set(date, [...(byDate.get(date) ?? []), b]);
    }
    const days = [...byDate]
      .map(([date, list]) => ({ date, bookings: list }))
      .sort((a, b) => (a.date < b.date ? -1 : 1));
    const query = request.query as Record<string, string | undefined>;
    let flash: ReactNode;
    let blocked: DeskView["blocked"];
    if (query.changed) {
      const b = await service.store.byId(query.changed);
      if (b) flash = changedLine(b);
    } else if (query.added) {
      const b = await service.store.byId(query.added);
      if (b) flash = addedLine(b);
    } else if (query.blocked) {
      const block = occupancy.blocked.find((k) => k.id === query.blocked);
      if (block) blocked = { block, bookings: await bookingsInside(service, block) };
    } else if (query.unblocked) flash = "The time is free again.";
    else if (query.feed) flash = "The calendar feed has a new address; the old one no longer works.";
    return {
      ...base,
      days,
      journeys,
      blocks: occupancy.blocked.filter((k) => k.end > at.getTime()).sort((a, b) => a.start - b.start),
      unanswered,
      reviewAsks,
      feedUrl: token ? absoluteUrl(`/owner/calendar/${token}.ics`) : undefined,
      texts: textsNow,
      flash,
      blocked,
      ...extra,
    };
  }

  /** The desk as a page, with `extra` (a form sent back) and the status that says why. */
  const send = async (request: FastifyRequest, reply: FastifyReply, status = 200, extra: Partial<DeskView> = {}) =>
    sendPage(reply, h(DeskPage, { v: await view(request, reply, extra) }), now(), status);

  return { service, feed, need, send, changedLineHtml, itemJourney, now, texts };
}

/** The desk's pages: the desk itself and help. */
export function deskPages(scope: FastifyInstance, desk: Desk) {
  scope.get("/owner/", async (request, reply) => desk.send(request, reply));
  scope.get("/owner/help", async (_request, reply) =>
    sendPage(reply, h(HelpPage, { csrf: reply.generateCsrf() }), desk.now()),
  );
}

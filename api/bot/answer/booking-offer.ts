// The assistant, booking-aware: "can I come in tomorrow at 3?" or "book a battery for Saturday" gets
// the free slots nearest that time, from the same availability the booking API serves, with buttons
// that open the booking on a slot. It offers; it never books, and never says a booking is made.
import type { Slot } from "#shop/availability.ts";
import { instantOf, weekdayOf } from "#shop/clock.ts";
import { business, formatTime, schedule, shopLanguage } from "#shop/facts.ts";
import { toMinutes } from "#shop/schedule.ts";
import type { BookableService } from "#shop/content-schemas.ts";
import type { Action, EngineAnswer } from "./engine.ts";
import { SAY, type Say } from "../say/say.ts";
import { TimeAnswers } from "./hours.ts";
import { bookHref } from "../../../site/ui/book/href.ts";

export interface SlotFinder {
  /** Free slots nearest an instant (before or after), in time order. */
  nearest(target: number, limit?: number): Promise<Slot[]>;
  /** What can be booked online (booking.ts's services). */
  services: readonly BookableService[];
}

/** Words that make a day or time about coming in, not about the hours alone. */
const VISIT_WORDS =
  /\b(come|coming|came|bring|drop|dropping|stop by|swing by|visit|book|booking|appointment|appt|schedule|reserve|reservation|slot|come by|come in|pop in|get it (fixed|done)|fit me in|squeeze me in)\b/;
/** The same in Spanish, accents or not ("¿puedo ir mañana a las 3?", "quiero una cita", "lo llevo el sábado"). */
const VISIT_WORDS_ES =
  /\b(ir|voy|vengo|venir|pasar|paso|llevar|llevo|llevarlo|traer|traigo|cita|reservar|reserva|turno|agendar)\b/;

const times = new TimeAnswers(schedule, business.phone.display, business.address.city);

/** "2:30 PM", from the ISO start's wall clock (the shop's). */
const clock = (slot: Slot) => formatTime(slot.start.slice(11, 16));

/** "Wednesday, November 25 at 2:30 PM, 3:00 PM or 3:30 PM; Thursday, November 26 at 10:00 AM", in the visitor's language. */
function describe(slots: readonly Slot[], say: Say): string {
  const byDate = new Map<string, Slot[]>();
  for (const s of slots) byDate.set(s.start.slice(0, 10), [...(byDate.get(s.start.slice(0, 10)) ?? []), s]);
  return [...byDate.entries()]
    .map(([date, list]) => say.f("slotsOn", { date: say.date(date), times: say.list(list.map(clock), "or") }))
    .join("; ");
}

/**
 * The sentence and buttons to add to an answer, when the visitor asks to come in or to book; undefined
 * when the message is about something else.
 */
export async function bookingOffer(
  local: EngineAnswer,
  message: string,
  finder: SlotFinder,
  now: Date,
  /** The classifier is sure the message asks for free times ("any openings saturday morning?"). */
  freeTimesAsked = false,
): Promise<{ sentence: string; actions: Action[] } | undefined> {
  const a = local.analysis;
  const text = message.toLowerCase();
  const visit = VISIT_WORDS.test(text) || (a.language === "es" && VISIT_WORDS_ES.test(text));
  const date = (a.when && times.dateOf(now, a.when)) ?? schedule.localTime(now).date;
  const ranges = schedule.hoursOn(date).ranges;
  // A clock time when the shop is closed on a day it opens ("8pm on Wednesday"): the answer says it is
  // closed then, and the free times nearest it are the useful next step, whether or not "come" was said.
  const outsideHours =
    a.when?.minutes !== undefined &&
    ranges.length > 0 &&
    !ranges.some((r) => toMinutes(r.opens) <= a.when!.minutes! && a.when!.minutes! < toMinutes(r.closes));
  // Asked for a time to come in ("visit", the free times' answer) or to book: the free times are its answer.
  // The hours answer a day named ("tienen citas disponibles para mañana?"), the free times follow it.
  // A repair asked to be booked, whose quote carries the booking page's button (answer/book-this.ts), too.
  const asksToBook =
    freeTimesAsked ||
    local.actions.some((action) => action.kind === "book") ||
    local.intents.includes("appointment") ||
    local.intents.includes("visit") ||
    outsideHours ||
    (a.when !== undefined && (a.when.day !== undefined || a.when.minutes !== undefined) && visit);
  if (!asksToBook || a.manipulation) return undefined;
  const service = a.service && finder.services.includes(a.service) ? a.service : undefined;
  const model = local.model && /^iphone-[a-z0-9-]+-repair$/.test(local.model) ? local.model : undefined;

  const opens = ranges[0]?.opens;
  const minutes = a.when?.minutes ?? (opens ? toMinutes(opens) : 12 * 60);
  // Now ("asap", "right now"): the free times nearest this moment, the earliest there are.
  const target =
    a.when?.now && a.when.minutes === undefined ? now.getTime() : instantOf(schedule.timeZone, date, minutes);
  const slots = await finder.nearest(target, 3);
  // The buttons are the two nearest the time asked (said in time order): for "8pm", the evening's last.
  const distance = (slot: Slot) => Math.abs(Date.parse(slot.start) - target);
  const nearest = [...slots]
    .sort((x, y) => distance(x) - distance(y))
    .slice(0, 2)
    .sort((x, y) => Date.parse(x.start) - Date.parse(y.start));
  const say = SAY[a.language];
  const all = {
    kind: "book" as const,
    label: say.f("allFreeTimes"),
    href: bookHref(shopLanguage(a.language), { service, model }),
  };
  if (slots.length === 0) return { sentence: say.f("noFreeTimes", { phone: business.phone.display }), actions: [all] };
  return {
    sentence: say.f("freeTimes", { times: describe(slots, say) }),
    actions: [
      ...nearest.map((slot) => ({
        kind: "book" as const,
        label: say.f("bookSlot", { day: say.weekday(weekdayOf(slot.start.slice(0, 10))), time: clock(slot) }),
        href: bookHref(shopLanguage(a.language), { service, model, start: slot.start }),
      })),
      all,
    ],
  };
}

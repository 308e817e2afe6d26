// The assistant, booking-aware: "can I come in tomorrow at 3?" or "book a battery for Saturday" gets
// the free slots nearest that time, from the same availability the booking API serves, with buttons
// that open the booking on a slot. It offers; it never books, and never says a booking is made.
import type { Slot } from "../../site/lib/availability.ts";
import { instantOf } from "../../site/lib/availability.ts";
import { business, formatTime, schedule } from "../../site/lib/facts.ts";
import { formatDate, toMinutes } from "../../site/lib/schedule.ts";
import type { BookableService } from "../../site/_data/schemas.ts";
import type { Action, EngineAnswer } from "./engine.ts";
import { TimeAnswers } from "./when.ts";

export interface SlotFinder {
  /** Free slots nearest an instant (before or after), in time order. */
  nearest(target: number, limit?: number): Promise<Slot[]>;
  /** What can be booked online (booking.ts's services). */
  services: readonly BookableService[];
}

/** Words that make a day or time about coming in, not about the hours alone. */
const VISIT_WORDS = /\b(come|coming|came|bring|drop|dropping|stop by|swing by|visit|book|booking|appointment|appt|schedule|reserve|reservation|slot|come by|come in|pop in|get it (fixed|done)|fit me in|squeeze me in)\b/;

const times = new TimeAnswers(schedule, business.phone.display, business.address.city);

/** "2:30 PM", from the ISO start's wall clock (the shop's). */
const clock = (slot: Slot) => formatTime(slot.start.slice(11, 16));

/** "Wednesday, November 25 at 2:30 PM, 3:00 PM or 3:30 PM; Thursday, November 26 at 10:00 AM" */
function describe(slots: readonly Slot[]): string {
  const byDate = new Map<string, Slot[]>();
  for (const s of slots) byDate.set(s.start.slice(0, 10), [...(byDate.get(s.start.slice(0, 10)) ?? []), s]);
  return [...byDate.entries()]
    .map(([date, list]) => {
      const clocks = list.map(clock);
      const joined = clocks.length === 1 ? clocks[0] : `${clocks.slice(0, -1).join(", ")} or ${clocks.at(-1)}`;
      return `${formatDate(date)} at ${joined}`;
    })
    .join("; ");
}

/** The booking page opened on a slot, with the repair and model the conversation is about. */
export function bookHref(slot: Slot | undefined, service: BookableService | undefined, model: string | undefined): string {
  const q = new URLSearchParams();
  if (service) q.set("service", service);
  if (model) q.set("model", model);
  if (slot) {
    q.set("date", slot.start.slice(0, 10));
    q.set("start", slot.start);
  }
  const query = q.toString();
  return `/book/${query ? `?${query}` : ""}`;
}

/**
 * The sentence and buttons to add to an answer, when the visitor asks to come in or to book; undefined
 * when the message is about something else.
 */
export async function bookingOffer(local: EngineAnswer, message: string, finder: SlotFinder, now: Date): Promise<{ sentence: string; actions: Action[] } | undefined> {
  const a = local.analysis;
  const text = message.toLowerCase();
  const asksToBook = local.intents.includes("appointment") || (a.when !== undefined && (a.when.day !== undefined || a.when.minutes !== undefined) && VISIT_WORDS.test(text));
  if (!asksToBook || a.manipulation) return undefined;
  const service = a.service && finder.services.includes(a.service) ? a.service : undefined;
  const model = local.model && /^iphone-[a-z0-9-]+-repair$/.test(local.model) ? local.model : undefined;

  const date = (a.when && times.dateOf(now, a.when)) ?? schedule.localTime(now).date;
  const opens = schedule.hoursOn(date).ranges[0]?.opens;
  const minutes = a.when?.minutes ?? (opens ? toMinutes(opens) : 12 * 60);
  const slots = await finder.nearest(instantOf(schedule.timeZone, date, minutes), 3);
  if (slots.length === 0)
    return {
      sentence: `I can't find a free time to book online near then. Call us at ${business.phone.display} and we'll fit you in.`,
      actions: [{ kind: "book", label: "See all free times", href: bookHref(undefined, service, model) }],
    };
  return {
    sentence: `Free times to book near then: ${describe(slots)}. Pick one to book it (nothing is booked until you confirm), or walk in.`,
    actions: [
      ...slots.slice(0, 2).map((slot) => ({
        kind: "book" as const,
        label: `Book ${formatDate(slot.start.slice(0, 10)).replace(/,.*$/, "")} ${clock(slot)}`,
        href: bookHref(slot, service, model),
      })),
      { kind: "book" as const, label: "See all free times", href: bookHref(undefined, service, model) },
    ],
  };
}

// The tracker page's facts from a booking and its journey (journey.ts's tracker answer): the state and
// each line of the timeline in the visitor's words, times on the shop's clock, the estimate with its
// prices and answer, the shop's hours today. The same JSON answers GET /api/bookings/<token>, so the
// page and the refresh script (site/assets/tracker.js, which formats times with the same options) agree.
import type { TrackerAnswer } from "#shop/booking-contract.ts";
import { formatRange } from "#shop/schedule.ts";
import { availability, business, schedule } from "#shop/facts.ts";
import {
  AWAITING_APPROVAL_STATES,
  IN_SHOP_STATES,
  isIn,
  isRepairState,
  REPAIR_STATES,
  STATE_WORDS,
} from "#shop/repair-states.ts";
import type { TrackerProps } from "../../site/ui/book/Tracker.tsx";
import { modelName, serviceName, dayAndTimeWithZone } from "../booking/describe.ts";
import type { Booking } from "../booking/types.ts";
import { dollars } from "../booking/words/estimate.ts";

/** The timeline's time format; the page hands it to tracker.js, which formats a refreshed timeline with it. */
export const TIMELINE_TIME: Intl.DateTimeFormatOptions = {
  weekday: "short",
  month: "short",
  day: "numeric",
  hour: "numeric",
  minute: "2-digit",
};

/** A timeline line's words for a mark that is not a state (a change of time). */
const MARK_WORDS: Record<string, string> = { moved: "Time changed" };

export const trackerWords = (): Record<string, string> => ({
  ...Object.fromEntries(REPAIR_STATES.map((s) => [s, STATE_WORDS[s].en])),
  ...MARK_WORDS,
});

/** Each state's words on the timeline: the state's own, and the marks'. */
const wordsOf = (state: string) => (isRepairState(state) ? STATE_WORDS[state].en : (MARK_WORDS[state] ?? state));

export function trackerProps(token: string, b: Booking, answer: TrackerAnswer, at: Date): TrackerProps {
  const zone = business.timeZone;
  const time = (iso: string) =>
    new Intl.DateTimeFormat("en-US", { ...TIMELINE_TIME, timeZone: zone }).format(new Date(iso));
  const model = modelName(b.model);
  const today = schedule.hoursOn(availability.today(at));
  const e = answer.estimate;
  const chosen = e?.choice;
  return {
    token,
    reference: b.reference,
    when: dayAndTimeWithZone(b.start),
    repair: `${model ? `${model}: ` : ""}${serviceName(b.service)}`,
    state: b.state,
    status: STATE_WORDS[b.state].en,
    timeline: answer.events.map((event) => ({
      state: event.state,
      words: wordsOf(event.state),
      when: time(event.at),
      iso: event.at,
    })),
    ...(answer.readyBy ? { readyBy: time(answer.readyBy) } : {}),
    hoursToday: today.ranges.length === 0 ? "Closed today" : today.ranges.map(formatRange).join(", "),
    ...(e
      ? {
          estimate: {
            version: e.version,
            options: e.options.map((o) => ({ label: o.label, price: dollars(Math.round(o.price * 100)) })),
            note: e.note,
            open: chosen === null && isIn(AWAITING_APPROVAL_STATES, b.state),
            ...(chosen === null || chosen === undefined || !e.answeredAt
              ? {}
              : {
                  answer:
                    chosen === "decline"
                      ? `You declined this estimate (${time(e.answeredAt)}).`
                      : `You approved: ${e.options[chosen]?.label ?? ""} (${time(e.answeredAt)}).`,
                }),
          },
        }
      : {}),
    canCancel: false,
    live: IN_SHOP_STATES.includes(b.state),
    timeZone: zone,
    timeFormat: TIMELINE_TIME,
    liveStates: IN_SHOP_STATES,
    words: trackerWords(),
  };
}

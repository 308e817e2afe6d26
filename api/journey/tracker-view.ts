// The tracker page's facts from a booking and its journey (journey.ts's tracker answer): the state and
// each line of the timeline in the visitor's words, times on the shop's clock, the estimate with its
// prices and answer, the shop's hours today. The same JSON answers GET /api/bookings/<token>, so the
// page and the refresh script (site/assets/tracker.js, which formats times with the same options) agree.
import type { TrackerAnswer } from "#shop/booking-contract.ts";
import { formatRange } from "#shop/schedule.ts";
import { availability, business, rangeEs, schedule } from "#shop/facts.ts";
import type { Language } from "#shop/languages.ts";
import { AWAITING_APPROVAL_STATES, IN_SHOP_STATES, isIn, REPAIR_STATES, STATE_WORDS } from "#shop/repair-states.ts";
import type { TrackerProps } from "../../site/ui/book/Tracker.tsx";
import { modelName, serviceName, dayAndTimeWithZone } from "../booking/describe.ts";
import { serviceIn } from "../../site/ui/i18n/content.ts";
import { LOCALE } from "../../site/ui/i18n/language.ts";
import { WORDS } from "../../site/ui/i18n/words.ts";
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
const markWords = (language: Language): Record<string, string> => ({ moved: WORDS[language].book.tracker.moved });

export const trackerWords = (language: Language = "en"): Record<string, string> => ({
  ...Object.fromEntries(REPAIR_STATES.map((s) => [s, STATE_WORDS[s][language]])),
  ...markWords(language),
});

export function trackerProps(
  token: string,
  b: Booking,
  answer: TrackerAnswer,
  at: Date,
  language: Language = "en",
): TrackerProps {
  const zone = business.timeZone;
  const w = WORDS[language].book.tracker;
  const format = new Intl.DateTimeFormat(LOCALE[language], { ...TIMELINE_TIME, timeZone: zone });
  const time = (iso: string) => format.format(new Date(iso));
  const words = trackerWords(language);
  const wordsOf = (state: string) => words[state] ?? state;
  const model = modelName(b.model);
  const service =
    language === "en" || b.service === "diagnosis" ? serviceName(b.service) : serviceIn(language, b.service).name;
  const today = schedule.hoursOn(availability.today(at));
  const e = answer.estimate;
  const chosen = e?.choice;
  return {
    token,
    reference: b.reference,
    when: dayAndTimeWithZone(b.start, undefined, language),
    repair: `${model ? `${model}: ` : ""}${b.service === "diagnosis" ? w.diagnosis : service}`,
    state: b.state,
    status: STATE_WORDS[b.state][language],
    timeline: answer.events.map((event) => ({
      state: event.state,
      words: wordsOf(event.state),
      when: time(event.at),
      iso: event.at,
    })),
    ...(answer.readyBy ? { readyBy: time(answer.readyBy) } : {}),
    hoursToday:
      today.ranges.length === 0
        ? w.closedToday
        : today.ranges.map(language === "es" ? rangeEs : formatRange).join(", "),
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
                      ? w.declinedAt(time(e.answeredAt))
                      : w.approvedAt(e.options[chosen]?.label ?? "", time(e.answeredAt)),
                }),
          },
        }
      : {}),
    canCancel: false,
    live: IN_SHOP_STATES.includes(b.state),
    timeZone: zone,
    timeFormat: TIMELINE_TIME,
    liveStates: IN_SHOP_STATES,
    words,
  };
}

// Each question kind the reader knows (read/lexicon.ts), answered from the data: hours from the schedule,
// the address and parking, payment, the warranty and parts, the offer and its sum, the area served, the
// booking's rules, and an honest "I can't confirm" (the reply's `unanswered`) where the data holds nothing.
import type { ServiceKey } from "#shop/content-schemas.ts";
import { SERVICE_KEYS } from "#shop/content-schemas.ts";
import { troubleshooting as guide } from "#shop/owner-data.ts";
import {
  booking,
  business,
  capitalize as capital,
  formatPrice,
  fullAddress,
  hoursText,
  mapsUrl,
  ratingText,
  repairTime,
  schedule,
  serviceByKey,
  services,
} from "#shop/facts.ts";
import type { QuestionKind } from "../read/lexicon.ts";
import type { Analysis } from "../read/read.ts";
import { dayName, type When } from "../read/when.ts";
import type { TimeAnswers } from "./hours.ts";
import type { Library } from "../find/knowledge.ts";
import { spanishWords } from "../say/frames/es.ts";
import type { Say } from "../say/say.ts";
import { modelInfo, offerFor, timeOfRepair } from "./quotes.ts";
import {
  faqAnswer,
  termsBeyond,
  withoutYesNo,
  modelRange,
  OFFER_SERVICE,
  offerWords,
  OLDER_MODELS,
  OTHER_DISCOUNT,
  PAYMENT_WORDS,
  payWord,
  phone,
  pricingLink,
  repairWord,
  sameDayWord,
  sentences,
  serviceInSentence,
  warrantyWords,
  type AnswerInMaking,
} from "./words.ts";

/** The words a Spanish FAQ answer says parking in. */
const PARKING_ES = /\b(?:estacionamiento|estacionar|parqueo|aparcamiento)\b/i;

/** What a question's answer reads besides the message: the moment, the hours in the answer's language, the owner's texts. */
export interface Asked {
  instant: Date;
  times: TimeAnswers;
  library: Library;
}

/** Whether the shop is open now, as an aside ("We're open now (...) until 6:00 PM."). */
export function openNowAside(times: TimeAnswers, instant: Date): string {
  return capital(times.openNow(instant).replace(/^(Yes|Sí), /, ""));
}

export function answerQuestion(kind: QuestionKind, a: Analysis, asked: Asked, t: Say, reply: AnswerInMaking): string {
  const { instant, times, library } = asked;
  const model = a.mention?.kind === "known" ? a.mention.model : undefined;
  const short = (key: ServiceKey) => repairWord(key, t);
  switch (kind) {
    case "price":
      if (a.service) return offerFor(a.service, a.mention, t);
      if (a.mention) return modelInfo(a.mention, t).join(" ");
      return t.f("pricesDepend", { pricing: pricingLink, offer: offerWords(t) });
    case "time": {
      if (a.service) return timeOfRepair(a.service, a.mention, t);
      if (model) {
        const timed = SERVICE_KEYS.filter((key) => model.minutes[key] !== undefined);
        if (timed.length > 0)
          return t.f("modelTimesFor", {
            model: model.name,
            times: timed.map((key) => `${short(key)} ${t.duration(repairTime(model, key))}`).join(", "),
          });
      }
      return sentences(t.f("averageTime", { minutes: business.averageRepairMinutes }), sameDayWord(t));
    }
    case "open-now":
    case "hours":
    case "visit":
      return hoursAnswer(kind, a.when, instant, t, times);
    case "location":
      return t.f("location", { address: fullAddress, maps: mapsUrl });
    case "directions": {
      // Parking, in the owner's words where the data has them (their Spanish in Spanish), else said honestly unknown.
      const asked = a.intent === "parking" || /\bpark(ing)?\b/.test(a.text);
      const said = asked ? library.sentenceWith(t.spanish ? PARKING_ES : /\bparking\b/i, t.spanish) : undefined;
      if (said) return sentences(said, t.f("getDirections", { maps: mapsUrl }));
      const parking = asked ? reply.cannot(t.f("noParking", { phone })) : "";
      return t.f("directions", { address: fullAddress, parking, maps: mapsUrl });
    }
    case "payment": {
      // "cash and credit card" in lower case, brand names ("Apple Pay") as written.
      const listed = business.paymentAccepted.map((p) => p.toLowerCase());
      const asked = PAYMENT_WORDS.filter(
        ([name, re]) => re.test(a.text) && !listed.some((p) => p.includes(name.toLowerCase().replace(/s$/, ""))),
      );
      const unsure =
        asked.length > 0
          ? reply.cannot(
              // Inside a sentence ("I don't see debit cards or Zelle on our list"): a brand keeps its capital.
              t.f("notOnList", {
                names: t.list(
                  asked.map(([name]) => payWord(name, t)),
                  "or",
                ),
                phone,
              }),
            )
          : t.f("askElse", { phone });
      return sentences(
        t.f("weAccept", { methods: t.list(business.paymentAccepted.map((p) => payWord(p, t))) }),
        unsure,
      );
    }
    case "warranty": {
      const cost = /\b(cost|costs|price|pay|extra|charge|how much|free)\b/.test(a.text)
        ? t.f("warrantyIncluded")
        : undefined;
      // The owner's FAQ words after its first sentence, which the profile's warranty already says.
      // Then what the terms the visitor signs add: what it does not cover (new damage, another's repair).
      return sentences(
        warrantyWords(t),
        cost,
        faqAnswer("warranty", t.spanish)?.replace(/^(Yes|Sí):[^.]*\.\s*/, ""),
        termsBeyond("warranty", t),
      );
    }
    case "parts":
      // The owner's FAQ word on parts, in the answer's language; without it, the warranty and the phone.
      // The terms add what a part not Apple's means ("not genuine" in Settings, the warranty the same).
      return sentences(
        faqAnswer("what-parts", t.spanish) ?? sentences(warrantyWords(t), t.f("askParts", { phone })),
        termsBeyond("parts", t),
      );
    case "data-safety": {
      // The guide's word on it, in Spanish where the owner wrote it.
      const topic = guide.topics.find((x) => x.id === "data-safety");
      // The terms add what we never do (open photos or messages, ask for the passcode in writing).
      const words = (t.spanish ? topic?.es : topic?.answer) ?? t.f("weExplain", { phone });
      return sentences(words, termsBeyond("data", t));
    }
    case "discounts": {
      // After a price of the offer's repair ("so with the $10 off?"): that price less the offer.
      const base = OFFER_SERVICE && model && !OTHER_DISCOUNT.test(a.text) ? model.prices[OFFER_SERVICE] : undefined;
      if (base !== undefined && (a.services.length === 0 || a.services.includes(OFFER_SERVICE!)))
        return t.f("offerSum", {
          offer: offerWords(t),
          service: t.service(OFFER_SERVICE!).toLowerCase(),
          model: model!.name,
          sum: formatPrice(base - business.offer.amountOff),
          price: formatPrice(base),
        });
      const others = a.services
        .filter((key) => key !== OFFER_SERVICE)
        .map((key) => (t.spanish ? spanishWords.services[key].short : serviceByKey(key).name.toLowerCase()));
      const notFor = others.length > 0 ? t.f("offerNotFor", { others: t.list(others, "or") }) : "";
      // Asked for a discount, the one offer is all the data holds: whatever else was meant is a gap.
      return reply.cannot(t.f("offerOnly", { offer: offerWords(t), notFor, phone }));
    }
    case "business": {
      // The owner's FAQ answer may already say "Call us": then only the number is added.
      const answer = faqAnswer("business-customers", t.spanish);
      if (!answer) return t.f("businessAsk", { phone });
      return `${answer} ${/\b(call us|llámenos)\b/i.test(answer) ? t.f("ourNumber", { phone }) : t.f("callUs", { phone })}`;
    }
    case "service-area":
      if (
        /\b(house calls?|come to (me|my|our)|mobile|travel|on site|onsite|my office|my house|my home|pick ?up)\b/.test(
          a.text,
        )
      )
        return reply.cannot(t.f("notAway", { phone, address: fullAddress, towns: t.list(business.serviceArea) }));
      return t.f("serviceArea", { address: fullAddress, towns: t.list(business.serviceArea), maps: mapsUrl });
    case "appointment":
      // The FAQ answers "Do I need one?"; whatever the wording, the facts are the same.
      return sentences(
        capital(withoutYesNo(faqAnswer("appointment", t.spanish)) ?? t.f("ourHours", { hours: t.phrase(hoursText) })),
        t.f("callUs", { phone }),
      );
    case "contact":
      return t.f(business.textsAccepted ? "contactTexts" : "contact", { phone, email: business.email });
    case "models":
      return sentences(
        faqAnswer("which-models", t.spanish) ??
          t.f("modelsRange", { range: modelRange(t), older: t.phrase(OLDER_MODELS) }),
        t.f("priceList", { pricing: pricingLink }),
      );
    case "services":
      return t.f("weDo", { repairs: t.list(services.map((s) => serviceInSentence(s.key, t))) });
    case "reviews":
      return t.f("reviews", { rating: ratingText, count: business.rating.count, phone, address: fullAddress });
    case "years":
      return reply.cannot(t.f("noYears", { phone }));
    case "apple": {
      // Apple's figures are not in the data: what is, is this shop's own side (same day, warranty, prices).
      const ours =
        a.service && a.mention ? offerFor(a.service, a.mention, t) : t.f("ourPrices", { pricing: pricingLink });
      return reply.cannot(
        sentences(
          t.f("noApplePrices"),
          t.f("ourSide", {
            sameDay: sameDayWord(t),
            days: business.warranty.days,
            covers: t.phrase(business.warranty.covers),
          }),
          ours,
          t.f("anyQuestion", { phone }),
        ),
      );
    }
    case "diagnosis": {
      const free = services.filter((s) => s.features.some((f) => /diagnos/i.test(f)));
      return reply.cannot(
        free.length > 0
          ? t.f("freeDiagnosis", { services: t.list(free.map((s) => serviceInSentence(s.key, t))), phone })
          : t.f("noDiagnosisInfo", { phone }),
      );
    }
    case "no-fix": {
      const noFee = services.filter((sv) => sv.features.some((f) => /no fix/i.test(f)));
      // The feature is the data's English words; in Spanish, said only where es.ts has its words.
      const words = noFee[0]?.features.find((f) => /no fix/i.test(f))!.toLowerCase();
      const feature = words && t.spanish ? spanishWords.features[words] : words;
      return reply.cannot(
        feature
          ? t.f("noFixFeature", { services: t.list(noFee.map((sv) => serviceInSentence(sv.key, t))), feature, phone })
          : t.f("noFixInfo", { phone }),
      );
    }
    case "repair-status":
      return sentences(t.f("repairStatus", { phone }), openNowAside(times, instant));
    case "my-booking":
      // The private link stops changing a booking this close to its time (booking.ts changeCutoffMinutes).
      return t.f("myBooking", { phone, cutoff: booking.changeCutoffMinutes });
    case "booking-ahead":
      return booking.enabled
        ? t.f("bookingAhead", { days: booking.horizonDays, notice: booking.minimumNoticeMinutes, phone })
        : t.f("callUs", { phone });
    case "busy":
      return sentences(t.f("busy", { phone }), openNowAside(times, instant));
    case "unknown":
      return reply.cannot(t.f("noInfo", { phone }));
  }
}

/** Opening hours from the schedule: now, a day, a clock time, a holiday, until close, late or early. */
function hoursAnswer(kind: QuestionKind, when: When | undefined, instant: Date, t: Say, times: TimeAnswers): string {
  const ourHours = t.f("ourHours", { hours: t.phrase(hoursText) });
  // "Open late?" is about the week; "what's the latest I can come today?" about that day's hours.
  if ((when?.late || when?.early) && !when.day) return times.extremes(Boolean(when.late));
  if (when?.holidays && !when.day) return times.holidays(instant);
  if (when?.untilClose) return times.untilClose(instant);
  if (when && (when.day || when.minutes !== undefined)) return times.day(instant, when);
  if (kind === "open-now" || when?.now) return `${times.openNow(instant)} ${ourHours}`;
  const coming = schedule.upcomingSpecials(instant, { withinDays: 21, limit: 2 });
  const specials = coming.map((d) =>
    t.spanish
      ? `${t.holiday(d.label)} (${t.date(d.date)}): ${times.hoursWords({ ...schedule.hoursOn(d.date), special: undefined })}`
      : `${d.label} (${dayName(d.date, schedule.localTime(instant))}): ${schedule.describeDay(schedule.hoursOn(d.date)).replace(` for ${d.label}`, "")}`,
  );
  return `${ourHours}${specials.length > 0 ? t.f("comingUp", { days: specials.join("; ") }) : ""}`;
}

// A repair's quote: its price and time on each model asked about (or what to ask instead), a model's
// prices, and the next step (the model's page, the phone, the address). From the data alone.
import type { Model, ServiceKey } from "#shop/content-schemas.ts";
import { SERVICE_KEYS } from "#shop/content-schemas.ts";
import { formatPrice, fullAddress, modelPath, models, repairTime, serviceByKey } from "#shop/facts.ts";
import type { QuestionKind } from "../read/lexicon.ts";
import type { ModelMention } from "../read/models.ts";
import type { Analysis } from "../read/read.ts";
import { spanishWords } from "../say/frames/es.ts";
import { SAY, type Say } from "../say/say.ts";
import {
  faqAnswer,
  withoutYesNo,
  lowerFirst,
  OFFER_SERVICE,
  offerWords,
  OLDER_MODELS,
  phone,
  pricingLink,
  repairWord,
  serviceInSentence,
  type AnswerInMaking,
} from "./words.ts";

/** Price and time for each repair and model asked about (a few at most), or what to ask instead. */
export function quoteOf(
  keys: readonly ServiceKey[],
  a: Analysis,
  wantPrice: boolean,
  wantTime: boolean,
  t: Say,
  reply: AnswerInMaking,
  /** A price or a time asked with no repair named: the question's own answer. */
  ask: (kind: QuestionKind, a: Analysis) => string,
): string[] {
  const mentions: (ModelMention | undefined)[] = a.mentions.length > 0 ? a.mentions.slice(0, 3) : [undefined];
  const out: string[] = [];
  if (keys.length === 0) {
    for (const m of mentions) {
      if (m && wantPrice) out.push(...modelInfo(m, t));
      else out.push(ask(wantPrice ? "price" : "time", { ...a, mention: m, service: undefined }));
    }
    return out.slice(0, 4);
  }
  const priced: { label: string; price: number }[] = [];
  for (const m of mentions)
    for (const key of keys.slice(0, 3)) {
      if (out.length >= 4) break;
      out.push(wantPrice ? offerFor(key, m, t) : timeOfRepair(key, m, t));
      if (m?.kind !== "known") continue;
      const price = m.model.prices[key];
      if (price === undefined) continue;
      const service = t.spanish ? spanishWords.services[key].short : serviceInSentence(key, t);
      priced.push({
        label:
          mentions.length === 1
            ? service
            : keys.length === 1
              ? t.f("theModel", { model: m.model.name })
              : t.f("forModel", { service, model: m.model.name }),
        price,
      });
    }
  // Asked for today ("can you do it today", "same day?", "while I wait"): the owner's same-day word.
  const sameDay = withoutYesNo(faqAnswer("same-day", t.spanish));
  if (a.sameDay && sameDay) out.push(sameDay);
  // The data's prices say nothing of sales tax: say so rather than guess.
  if (wantPrice && /\btax(es)?\b/.test(a.text)) out.push(reply.cannot(t.f("salesTax", { phone })));
  if (keys.length + a.problems.length > 1 && /\b(total|altogether|together|both|all)\b/.test(a.text))
    out.push(t.f("pricedAlone", { phone }));
  // "Which is cheaper, the battery or the screen?" gets its answer in words, from the prices above.
  if (
    wantPrice &&
    priced.length >= 2 &&
    /\b(cheaper|cheapest|less expensive|more expensive|difference|compare|vs|versus)\b/.test(a.text)
  ) {
    const sorted = [...priced].sort((x, y) => x.price - y.price);
    const [low, next] = [sorted[0]!, sorted[1]!];
    out.push(
      low.price === next.price
        ? t.f("samePrice")
        : t.f("costsLeast", { label: low.label, price: formatPrice(low.price) }),
    );
  }
  return out;
}

export function timeOfRepair(key: ServiceKey, mention: ModelMention | undefined, t: Say): string {
  if (mention?.kind === "known")
    return t.f("timeOnModel", {
      service: t.service(key),
      model: mention.model.name,
      takes: t.takes(repairTime(mention.model, key)),
    });
  return t.f("timeOf", { service: t.service(key), takes: t.takes(serviceByKey(key).typicalTime) });
}

/** The shop's offer for a repair: exact price and time for a listed model, else an honest way to get one. */
export function offerFor(key: ServiceKey, mention: ModelMention | undefined, t: Say = SAY.en): string {
  const service = serviceByKey(key);
  const name = t.service(key);
  const parts: string[] = [];
  if (mention?.kind === "known") {
    const m = mention.model;
    const price = m.prices[key];
    const time = t.duration(repairTime(m, key));
    parts.push(
      price !== undefined
        ? t.f("offerKnown", { service: name, model: m.name, price: formatPrice(price), time })
        : t.f("offerNoPrice", { service: name, model: m.name, phone, time }),
    );
  } else if (mention?.kind === "older") {
    parts.push(t.f("offerOlder", { older: t.phrase(OLDER_MODELS), model: mention.name, phone }));
  } else if (mention?.kind === "unknown") {
    parts.push(t.f("offerUnknown", { model: mention.name, phone }));
  } else {
    const prices = models.map((m) => m.prices[key]).filter((p): p is number => p !== undefined);
    parts.push(
      prices.length > 0
        ? t.f("offerRange", {
            service: name,
            price: formatPrice(Math.min(...prices)),
            takes: t.takes(service.typicalTime),
          })
        : t.f("offerRangeNoPrice", { service: name, takes: t.takes(service.typicalTime), phone }),
    );
  }
  if (key === OFFER_SERVICE) parts.push(t.f("offerNow", { offer: offerWords(t) }));
  // The data's features are English words: said in English only.
  if (key === "water-damage" && service.features.length > 0 && !t.spanish)
    parts.push(`${service.name}: ${service.features.map(lowerFirst).join(", ")}.`);
  if (!mention) parts.push(t.f("whichIphone", { pricing: pricingLink }));
  return parts.join(" ");
}

export function modelInfo(mention: ModelMention, t: Say = SAY.en): string[] {
  if (mention.kind === "older")
    return [t.f("olderModel", { older: t.phrase(OLDER_MODELS), model: mention.name, phone })];
  if (mention.kind === "unknown") return [t.f("unknownModel", { model: mention.name, phone })];
  const m = mention.model;
  const out: string[] = [];
  const short = (key: ServiceKey) => repairWord(key, t);
  const priced = SERVICE_KEYS.filter((key) => m.prices[key] !== undefined);
  if (priced.length > 0)
    out.push(
      t.f("modelPrices", {
        model: m.name,
        prices: priced.map((key) => `${short(key)} ${formatPrice(m.prices[key]!)}`).join(", "),
      }),
    );
  else out.push(t.f("modelNoPrices", { model: m.name, phone }));
  const timed = SERVICE_KEYS.filter((key) => m.minutes[key] !== undefined);
  if (timed.length > 0)
    out.push(
      t.f("modelTimes", { times: timed.map((key) => `${short(key)} ${t.duration(repairTime(m, key))}`).join(", ") }),
    );
  out.push(t.f("whatsWrong"));
  return [out.join(" ")];
}

/**
 * The next step in words: the model's page (unless the visitor is on it), the phone and the address.
 * The directions link and the buttons come as `actions`, so the text stays short.
 */
export function nextStep(mentions: readonly ModelMention[], here: Model | undefined, t: Say): string {
  const pages = mentions
    .slice(0, 3)
    .flatMap((m) => (m.kind === "known" && m.model.slug !== here?.slug ? [modelPath(m.model)] : []))
    .filter((path, i, all) => all.indexOf(path) === i);
  const page =
    pages.length === 1
      ? `${t.f("modelPage", { page: pages[0] })}\n`
      : pages.length > 1
        ? `${t.f("modelPages", { pages: pages.join(", ") })}\n`
        : "";
  return `${page}${t.f("callOrStopBy", { phone, address: fullAddress })}`;
}

// Facts derived from the content model, computed once so every page, the widgets and the chat
// engine phrase the same fact the same way.
import booking from "../site/_data/booking.ts";
import business from "../site/_data/business.ts";
import models from "../site/_data/models.ts";
import services from "../site/_data/services.ts";
import businessEs from "../site/_data/es/business.ts";
import type { Model, Service, ServiceKey } from "./content-schemas.ts";
import { createAvailability } from "./availability.ts";
import { wallClockAt, weekdayName } from "./clock.ts";
import { createSchedule, formatTime, rangeIn, type HoursLine } from "./schedule.ts";
import { DAYS, type Day } from "./schedule-types.ts";
import type { Language } from "./languages.ts";

export { booking, business, models, services };

/**
 * The language the shop speaks to someone who reads `language`: it, when the owner lists it
 * (business.ts `languages`), else English. A shop in English alone never sends a Spanish word.
 */
export const shopLanguage = (language: Language, listed: readonly Language[] = business.languages): Language =>
  listed.includes(language) ? language : "en";

export const fullAddress = `${business.address.street}, ${business.address.city}, ${business.address.state} ${business.address.zip}`;
export const cityLine = `${business.address.city}, ${business.address.state} ${business.address.zip}`;
export const telHref = `tel:${business.phone.e164}`;
/** The Text link (`sms:` with no body, which iPhones and Android both open), when the shop's number takes texts. */
export const smsHref = business.textsAccepted ? `sms:${business.phone.e164}` : undefined;
export const mapsUrl = `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(fullAddress)}`;
export const mapsEmbedUrl = `https://www.google.com/maps?q=${encodeURIComponent(fullAddress)}&output=embed`;
export const pricingUrl = business.pricingChartUrl ?? "/pricing/";
export const pricingIsExternal = business.pricingChartUrl !== undefined;
export const ratingText = business.rating.value.toFixed(1);
export const warrantyText = `${business.warranty.days}-day warranty on ${business.warranty.covers}`;
export const offerText = `$${business.offer.amountOff} off ${business.offer.appliesTo} ${business.offer.period}`;
export const happyCustomersText = `${business.happyCustomers}+`;

/** The opening hours, weekly and special, in the shop's time zone (read on the clock of clock.ts): see schedule.ts. */
export const schedule = createSchedule({
  ...business,
  wallClock: (instant) => wallClockAt(business.timeZone, instant),
});
export { formatTime };
export type { HoursLine };

/** Weekly hours as lines a person reads ("Monday – Saturday", "10:00 AM – 6:00 PM"), closed days last. */
export const hoursLines: HoursLine[] = schedule.groupedLines();
export const hoursText = schedule.weeklyText();

/** Bookable slots over those hours, by the rules of booking.ts: see availability.ts. */
export const availability = createAvailability(schedule, booking);

export const formatPrice = (dollars: number) => `$${dollars}`;

/** A phrase that opens a sentence or a list item: its first letter in capitals. */
export const capitalize = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

export const modelPath = (model: Pick<Model, "slug">) => `/${model.slug}/`;
export const absoluteUrl = (path: string) => new URL(path, `${business.siteUrl}/`).href;

export function serviceByKey(key: ServiceKey): Service {
  const service = services.find((s) => s.key === key);
  if (!service) throw new Error(`unknown service ${key}`);
  return service;
}

/** A model's typical time for a service: its own published minutes, else the service's usual time. */
export function repairTime(model: Model, key: ServiceKey): string {
  const minutes = model.minutes[key];
  return minutes ? `about ${minutes} minutes` : serviceByKey(key).typicalTime;
}

export interface SeriesGroup {
  series: number;
  label: string;
  models: Model[];
}

/** Models grouped by series, newest series first, in the data's order within a series. */
export function seriesGroups(list: readonly Model[] = models): SeriesGroup[] {
  const bySeries = new Map<number, Model[]>();
  for (const model of list) bySeries.set(model.series, [...(bySeries.get(model.series) ?? []), model]);
  return [...bySeries.entries()]
    .sort(([a], [b]) => b - a)
    .map(([series, members]) => ({ series, label: `iPhone ${series} Series`, models: members }));
}

/** "Every iPhone from the iPhone 16 series back through the iPhone 11", from the models listed. */
export function modelRangeText(list: readonly Model[] = models): string {
  const groups = seriesGroups(list);
  const [newest, oldest] = [groups[0]!.series, groups[groups.length - 1]!.series];
  return newest === oldest
    ? `Every iPhone ${newest} model`
    : `Every iPhone from the iPhone ${newest} series back through the iPhone ${oldest}`;
}

/** Up to `limit` other models: the same series first, then the nearest series. */
export function otherModels(current: Model, list: readonly Model[] = models, limit = 6): Model[] {
  return list
    .filter((m) => m.slug !== current.slug)
    .map((m, index) => ({ m, index }))
    .sort((a, b) => Math.abs(a.m.series - current.series) - Math.abs(b.m.series - current.series) || a.index - b.index)
    .slice(0, limit)
    .map(({ m }) => m);
}

// The same facts phrased in Spanish (US Spanish, 'es-US' for Intl; times "6:00 p. m."), with the words of
// site/_data/es/business.ts; the pages in Spanish and the Spanish FAQ read them.
const ES_LOCALE = "es-US";
const listFormatEs = new Intl.ListFormat(ES_LOCALE, { type: "conjunction" });

export const rangeEs = rangeIn("es");

/** "a, b y c" */
export const listEs = (items: readonly string[]) => listFormatEs.format(items);

/** "Lunes a sábado", "Lunes, miércoles y viernes", "Todos los días": as describeDays, in Spanish. */
function daysEs(days: readonly Day[]): string {
  const sorted = DAYS.filter((d) => days.includes(d));
  if (sorted.length === 7) return "Todos los días";
  const parts: string[] = [];
  let i = 0;
  while (i < sorted.length) {
    let j = i;
    while (j + 1 < sorted.length && DAYS.indexOf(sorted[j + 1]!) === DAYS.indexOf(sorted[j]!) + 1) j++;
    if (j - i >= 2) parts.push(`${weekdayName(sorted[i]!, "es")} a ${weekdayName(sorted[j]!, "es")}`);
    else for (let k = i; k <= j; k++) parts.push(weekdayName(sorted[k]!, "es"));
    i = j + 1;
  }
  const text = listEs(parts);
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** The weekly hours as the pages list them, closed days last. */
export const hoursLinesEs: HoursLine[] = schedule.groups().map((group) => ({
  days: daysEs(group.days),
  time: group.ranges.length > 0 ? group.ranges.map(rangeEs).join(", ") : "Cerrado",
  open: group.ranges.length > 0,
}));

/** "lunes a sábado, 10:00 a. m. – 6:00 p. m.; domingo, cerrado" for a sentence. */
export const hoursTextEs = hoursLinesEs
  .map((line) => `${line.days.toLowerCase()}, ${line.open ? line.time : "cerrado"}`)
  .join("; ");

export const warrantyEs = `garantía de ${business.warranty.days} días en ${businessEs.warrantyCovers}`;
export const offerEs = `$${business.offer.amountOff} de descuento en ${businessEs.offerAppliesTo} ${businessEs.offerPeriod}`;

/** "Todos los iPhone, de la serie 16 a la 11", from the models listed. */
export function modelRangeEs(list: readonly Model[] = models): string {
  const groups = seriesGroups(list);
  const [newest, oldest] = [groups[0]!.series, groups[groups.length - 1]!.series];
  return newest === oldest
    ? `Todos los modelos de iPhone ${newest}`
    : `Todos los iPhone, desde la serie iPhone ${newest} hasta el iPhone ${oldest}`;
}

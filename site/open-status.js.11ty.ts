// /assets/open-status.js: site/lib/open-status.ts and schedule.ts bundled for the browser with the
// shop's hours inlined (a same-origin deferred module, so the CSP needs no inline script), and the
// zone's UTC offsets for the coming year (zone-offsets.ts: no Intl, and so no long task, in the
// browser). Built as a template so every build, and every data edit in `npm run dev`, bundles the
// current schedule.
import { addDays, dateAt, instantOf, monthNames, weekdayName, zoneOffsets } from "#shop/clock.ts";
import { business } from "#shop/facts.ts";
import { businessEs } from "#shop/owner-data.ts";
import { DAYS } from "#shop/schedule-types.ts";
import type { SpanishNames } from "#shop/status-words.ts";
import { bundleScript } from "./lib/bundle-script.ts";
import { siteLanguages, type Language } from "./ui/i18n/language.ts";

/** How far ahead the offsets table reaches: past it (a site left unbuilt), the line falls back to Intl. */
export const OFFSETS_DAYS = 400;

// One file per language the pages speak: /assets/open-status.js, /assets/open-status.es.js (Base.tsx
// loads the page's), so an English page carries no Spanish words.
export const data = {
  pageLanguages: siteLanguages,
  pagination: { data: "pageLanguages", size: 1, alias: "lang" },
  permalink: ({ lang }: { lang: Language }) =>
    lang === "en" ? "/assets/open-status.js" : `/assets/open-status.${lang}.js`,
  eleventyExcludeFromCollections: true,
};

export async function render({ lang }: { lang: Language }): Promise<string> {
  const { timeZone, hours, specialHours } = business;
  // From the start of yesterday (UTC), so the file changes once a day, not on every build.
  const yesterday = addDays(dateAt("UTC", Date.now()), -1);
  const offsets = zoneOffsets(
    timeZone,
    instantOf("UTC", yesterday, 0),
    instantOf("UTC", addDays(yesterday, OFFSETS_DAYS), 0),
  );
  // The Spanish line names its days from Intl's names and the owner's labels, read here once.
  const spanish: SpanishNames | null =
    lang === "es"
      ? {
          weekdays: DAYS.map((day) => weekdayName(day, "es")),
          months: monthNames("es"),
          labels: businessEs.specialHours,
        }
      : null;
  return bundleScript("lib/open-status.ts", {
    __SHOP_SCHEDULE__: JSON.stringify({ timeZone, hours, specialHours, offsets }),
    __STATUS_ES__: JSON.stringify(spanish),
  });
}

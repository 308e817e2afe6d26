// /book/ and its twins (/es/book/): choose a repair, a day and a free time, and leave a name and phone.
// The form works without JavaScript (it posts to the booking API, with the page's language); <repair-booking>
// replaces it with the quicker flow once React runs. The server renders this page again for every visit
// (api/booking/pages.ts), from the same component with the times free at that moment, so the build's
// copy lists the days only.
import { FORM_DAYS } from "./ui/book/BookingForm.tsx";
import { BookFormPage } from "./ui/book/BookPage.tsx";
import { availability, booking } from "#shop/facts.ts";
import type { Language } from "./ui/i18n/language.ts";
import { inEveryLanguage } from "./ui/i18n/pages.ts";

const pages = inEveryLanguage("/book/");

// Booking switched off in booking.ts: no /book/ in any language, and none in the collections (the sitemap).
export const data = {
  ...pages,
  sitemap: { priority: 0.7, changefreq: "monthly" },
  ...(booking.enabled ? {} : { permalink: false, eleventyExcludeFromCollections: true }),
};

export function render({ lang }: { lang: Language }) {
  const days = availability.days(new Date(), { days: FORM_DAYS }).days;
  return <BookFormPage form={{ values: {}, days, times: false }} widget lang={lang} />;
}

// The booking page's address, opened on a model (its page's slug), a repair and a slot: /book/ (or its
// twin in the page's language, /es/book/) prefills them, and <repair-booking> reads them from its form.
// The site's 'Schedule Repair' links and the assistant's booking buttons are both made here.
import type { BookableService } from "#shop/content-schemas.ts";
import { localePath, type Language } from "../i18n/language.ts";

export function bookHref(
  language: Language,
  to: { model?: string; service?: BookableService; start?: string } = {},
): string {
  const query = new URLSearchParams();
  if (to.model) query.set("model", to.model);
  if (to.service) query.set("service", to.service);
  if (to.start) {
    query.set("date", to.start.slice(0, 10));
    query.set("start", to.start);
  }
  const search = query.toString();
  return `${localePath(language, "/book/")}${search ? `?${search}` : ""}`;
}

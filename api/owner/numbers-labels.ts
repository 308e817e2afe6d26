// The owner's numbers in the desk's words: what each count is called on the page, in the CSV's header
// and in the chart's legend, and the languages' names.
import type { Counted } from "../numbers/report.ts";
import type { PageKind } from "../numbers/page-kind.ts";
import type { Language } from "#shop/languages.ts";

export const COUNT_LABELS: Record<Counted, string> = {
  pageview: "Page views",
  call: "Call tapped",
  text: "Text tapped",
  directions: "Directions tapped",
  quote: "Get Free Quote",
  "chat-open": "Chats opened",
  "chat-message": "Chat messages sent",
  "booking-start": "Bookings started",
  menu: "Model menu used",
  "booking-made": "Bookings made",
  "chat-unanswered": "Questions not answered",
};

export const PAGE_KIND_LABELS: Record<PageKind, string> = {
  home: "Home page",
  model: "Model pages",
  book: "Booking page",
  other: "Other pages",
};

/** The languages' names on the desk, which speaks the owner's language; a code not listed shows as itself. */
const LANGUAGE_LABELS: Record<Language, string> = { en: "English", es: "Spanish" };

export const languageLabel = (lang: string): string => LANGUAGE_LABELS[lang as Language] ?? lang;

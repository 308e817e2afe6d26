// The owner's numbers in the desk's words: what each count is called on the page, in the CSV's header
// and in the chart's legend.
import type { Counted } from "../numbers/report.ts";
import type { PageKind } from "../numbers/page-kind.ts";

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

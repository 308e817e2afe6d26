// The one door from the API, the widgets, the scripts and the server's pages (site/ui/) to the
// owner's data (site/_data/): they import what the owner wrote from here, and what follows from it
// from facts.ts, never a data file itself, so a move or a split of the data touches shop/ alone.
// facts.ts reads its four files directly rather than through here: faq.ts reads facts.ts to phrase
// its answers, so facts.ts -> owner-data.ts -> faq.ts would be a circle.
export { default as booking } from "../site/_data/booking.ts";
export { default as business } from "../site/_data/business.ts";
export { default as chat } from "../site/_data/chat.ts";
export { default as faq } from "../site/_data/faq.ts";
export { default as models } from "../site/_data/models.ts";
export { default as numbers } from "../site/_data/numbers.ts";
export { default as services } from "../site/_data/services.ts";
export { default as testimonials } from "../site/_data/testimonials.ts";
export { default as troubleshooting } from "../site/_data/troubleshooting.ts";
export { default as whyChooseUs } from "../site/_data/whyChooseUs.ts";
// The Spanish words beside them (site/_data/es/), laid over the English entries by site/ui/i18n/content.ts.
export { default as bookingEs } from "../site/_data/es/booking.ts";
export { default as businessEs } from "../site/_data/es/business.ts";
export { default as faqEs } from "../site/_data/es/faq.ts";
export { default as modelsEs } from "../site/_data/es/models.ts";
export { default as servicesEs } from "../site/_data/es/services.ts";
export { default as whyChooseUsEs } from "../site/_data/es/whyChooseUs.ts";

// The one door from the API, the widgets and the scripts to the owner's data (site/_data/): they
// import what the owner wrote from here, never a data file itself, so a move or a split of the data
// touches this module alone. facts.ts cannot be that door: faq.ts reads facts.ts to phrase its answers.
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

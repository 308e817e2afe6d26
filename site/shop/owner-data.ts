// The one door from the API, the widgets and the scripts to the owner's data (site/_data/): they
// import what the owner wrote from here, never a data file itself, so a move or a split of the data
// touches this module alone. facts.ts cannot be that door: faq.ts reads facts.ts to phrase its answers.
export { default as booking } from "../_data/booking.ts";
export { default as business } from "../_data/business.ts";
export { default as chat } from "../_data/chat.ts";
export { default as faq } from "../_data/faq.ts";
export { default as models } from "../_data/models.ts";
export { default as numbers } from "../_data/numbers.ts";
export { default as services } from "../_data/services.ts";
export { default as testimonials } from "../_data/testimonials.ts";
export { default as troubleshooting } from "../_data/troubleshooting.ts";
export { default as whyChooseUs } from "../_data/whyChooseUs.ts";

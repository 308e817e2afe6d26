// The one door from the API, the widgets, the scripts and the server's pages (site/ui/) to the
// owner's data (site/_data/): they import what the owner wrote from here or from facts.ts, never a
// data file itself, so a move or a split of the data touches these two modules alone. facts.ts
// (booking, business, models, services and what follows from them) cannot be this module: faq.ts
// reads facts.ts to phrase its answers.
export { default as chat } from "../site/_data/chat.ts";
export { default as faq } from "../site/_data/faq.ts";
export { default as numbers } from "../site/_data/numbers.ts";
export { default as testimonials } from "../site/_data/testimonials.ts";
export { default as troubleshooting } from "../site/_data/troubleshooting.ts";

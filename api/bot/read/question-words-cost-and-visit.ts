// The reader's words for the questions of cost, time and the visit (price, repair time, hours, place,
// payment, warranty, parts, discounts, business customers, the area served).
// The classifier decides what a message asks (understand/decide.ts). Since issue 38's fifth round these
// lists hold only the words that still read something it cannot: each part of a compound message ("how
// much for the screen and do you take cards"), and the kinds no intent learns (the years, Apple, what the
// data lacks...). Every other phrasing of a question with an intent is the intent's examples' to teach
// (understand/intents/). Merged in lexicon.ts.
// A keyword is a word or a short phrase; a phrase matches when its words appear in order, with at most
// two other words between them ("screen is cracked" matches "screen cracked").

export const COST_AND_VISIT_WORDS = {
  // Asked with no repair in the shop yet, the repair's time; the classifier reads the same words as the
  // repair's state ("when can i pick up my phone" is one of its examples), so the reader's phrase settles it.
  time: ["when can i pick"],
} satisfies Record<string, string[]>;

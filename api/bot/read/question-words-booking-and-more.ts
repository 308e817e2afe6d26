// The reader's words for the questions of booking and the rest (appointment, services).
// The classifier decides what a message asks (understand/decide.ts). Since issue 38's fifth round these
// lists hold only the words that still read something it cannot: each part of a compound message ("how
// much for the screen and do you take cards"). The finer kinds (Apple named among them, since issue 38's
// eleventh round) are learned (understand/kinds.ts); every other phrasing of a question with an intent is
// the intent's examples' to teach (understand/intents/). Merged in lexicon.ts.
// A keyword is a word or a short phrase; a phrase matches when its words appear in order, with at most
// two other words between them ("screen is cracked" matches "screen cracked").

export const BOOKING_AND_MORE_WORDS = {
  appointment: ["appointment", "walk ins", "schedule", "walk in"],
} satisfies Record<string, string[]>;

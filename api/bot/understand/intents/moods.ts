// The visitor's mood, learned from examples (understand/moods.ts) where the reader once kept two word
// lists: insults at the assistant or the shop ("rude") and frustration about a repair, a wait, a price, a
// refund ("angry"), as visitors type them, with and without a question inside. Either gets a calm reply:
// short, with the phone, or "heard" before the facts asked. Against them, `CALM_MOODS`: messages that
// share their words but are said calmly (a "terrible" crack, "sorry if this is a dumb question", "how do
// refunds work", in calm-moods.ts), trained as "none" with every intent's and finer kind's examples.
import { ANGRY_EXAMPLES } from "./angry.ts";
import type { Mood, MoodExamples } from "./intent.ts";
import { RUDE_EXAMPLES } from "./rude.ts";

export type { Mood, MoodExamples };

export const MOODS: readonly MoodExamples[] = [RUDE_EXAMPLES, ANGRY_EXAMPLES];

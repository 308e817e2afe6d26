// Every intent the assistant knows, from the files beside this one. Add an intent to one of them (or a
// new file listed here); add phrasings to an intent's `en` or `es`: the classifier learns them at start.
import { bookingIntents } from "./booking.ts";
import { care } from "./care.ts";
import type { Intent } from "./intent.ts";
import { journey } from "./journey.ts";
import { owner } from "./owner.ts";
import { partsAndChoices } from "./parts-and-choices.ts";
import { places } from "./places.ts";
import { policies } from "./policies.ts";
import { problems } from "./problems.ts";
import { repairs } from "./repairs.ts";
import { talk } from "./talk.ts";
import { textIntents } from "./texts.ts";
import { visit } from "./visit.ts";

export type { Intent };

export const INTENTS: readonly Intent[] = [
  ...problems,
  ...repairs,
  ...care,
  ...visit,
  ...places,
  ...bookingIntents,
  ...journey,
  ...textIntents,
  ...policies,
  ...partsAndChoices,
  ...talk,
  ...owner,
];

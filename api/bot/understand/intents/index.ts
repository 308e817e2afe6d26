// Every intent the assistant knows, from the files beside this one. Add an intent to one of them (or a
// new file listed here); add phrasings to an intent's `en` or `es`: the classifier learns them at start.
// The finer kinds of question (the shop's years, its reviews, the parts, Apple, how busy, what the data
// does not say...) are learned by a classifier of their own (understand/kinds.ts), so that the intents'
// confidence, on which the decision's thresholds were set, is not spread over them.
import { aboutTheShop } from "./about-the-shop.ts";
import { businessAndContact } from "./about-the-shop-contact.ts";
import { beforeTheRepair } from "./before-the-repair.ts";
import { beyondTheData } from "./beyond-the-data.ts";
import { bookingIntents } from "./booking.ts";
import { care } from "./care.ts";
import type { Intent } from "./intent.ts";
import { journey } from "./journey.ts";
import { owner } from "./owner.ts";
import { partsAndChoices } from "./parts-and-choices.ts";
import { parking } from "./parking.ts";
import { places } from "./places.ts";
import { policies } from "./policies.ts";
import { problems } from "./problems.ts";
import { repairs } from "./repairs.ts";
import { talk } from "./talk.ts";
import { textIntents } from "./texts.ts";
import { visit } from "./visit.ts";
import { whatIsRepaired } from "./what-is-repaired.ts";

export type { Intent };

export const INTENTS: readonly Intent[] = [
  ...problems,
  ...repairs,
  ...care,
  ...visit,
  ...places,
  ...parking,
  ...bookingIntents,
  ...journey,
  ...textIntents,
  ...policies,
  ...talk,
  ...owner,
];

/** The finer kinds of question, each the reader's question kind it names, learned from its examples. */
export const KINDS: readonly Intent[] = [
  ...partsAndChoices,
  ...whatIsRepaired,
  ...beforeTheRepair,
  ...aboutTheShop,
  ...businessAndContact,
  ...beyondTheData,
];

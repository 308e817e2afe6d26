// The words several elements share (Call, Text, Directions), in English; shared/words.es.ts holds
// their Spanish. The facts in them (the shop's name, its number) come from the shop's data.
import { phone, shop } from "virtual:shop-facts";
import type { Lang } from "./lang.ts";

export const commonEn = {
  lang: "en" as Lang,
  callNow: "Call Now",
  callNowNamed: `Call now: ${phone.display}`,
  callShop: `Call ${shop.name}`,
  /** The Text link's short word and its name for a screen reader. */
  text: "Text",
  textUs: "Text us",
  textUsNamed: `Text us: ${phone.display}`,
  newTab: " (opens in a new tab)",
};
export type CommonWords = typeof commonEn;

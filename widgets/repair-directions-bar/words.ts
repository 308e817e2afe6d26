// <repair-directions-bar>'s words: the English here, the Spanish a chunk of its own (shared/lang.ts).
import { shop } from "virtual:shop-facts";
import { commonEn } from "../shared/words.ts";

export const directionsBarEn = {
  ...commonEn,
  barName: `Directions to ${shop.name}`,
  /** Shown before "Directions" on wide screens only (shortened on a phone). */
  get: "Get ",
  directions: "Directions",
  close: "Close directions bar",
  /** After the shop's name: the owner's tagline, in the page's language. */
  tagline: shop.tagline,
};
export type DirectionsBarWords = typeof directionsBarEn;

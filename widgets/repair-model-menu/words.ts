// <repair-model-menu>'s words: the English here, the Spanish a chunk of its own (shared/lang.ts).
import { commonEn } from "../shared/words.ts";

export const modelMenuEn = {
  ...commonEn,
  /** The button that opens the menu. */
  menu: "iPhone Models",
  /** The navigation landmark's name (the `label` attribute overrides it). */
  nav: "iPhone models",
  /** A model page's path in this language (the Spanish twins live under /es/). */
  page: (path: string) => path,
  /** A series' heading ("iPhone 16 Series"): the label the shop's facts give it. */
  series: (group: { series: number; label: string }) => group.label,
};
export type ModelMenuWords = typeof modelMenuEn;

// <repair-call-button>'s words: the English here, the Spanish a chunk of its own (shared/lang.ts).
import type { WidgetWords } from "../shared/lang.ts";
import { commonEn } from "../shared/words.ts";

const en = commonEn;
export type CallButtonWords = typeof en;
export const callButtonWords: WidgetWords<CallButtonWords> = {
  en,
  es: () => import("../shared/words.es.ts").then((m) => m.commonEs),
};

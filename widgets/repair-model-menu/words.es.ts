// repair-model-menu/words.ts in US Spanish (usted).
import { commonEs } from "../shared/words.es.ts";
import type { ModelMenuWords } from "./words.ts";

export const modelMenuEs: ModelMenuWords = {
  ...commonEs,
  // As the Spanish pages' own header says it (site/ui/i18n/es.ts): short, so the header keeps one row
  // on a phone and the button keeps its box when the widget takes over.
  menu: "Modelos",
  nav: "Modelos de iPhone",
  page: (path) => `/es${path}`,
  series: (group) => `Serie iPhone ${group.series}`,
};

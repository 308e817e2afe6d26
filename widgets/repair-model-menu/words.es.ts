// repair-model-menu/words.ts in US Spanish (usted).
import { commonEs } from "../shared/words.es.ts";
import type { ModelMenuWords } from "./words.ts";

export const modelMenuEs: ModelMenuWords = {
  ...commonEs,
  menu: "Modelos de iPhone",
  nav: "Modelos de iPhone",
  page: (path) => `/es${path}`,
  series: (group) => `Serie iPhone ${group.series}`,
};

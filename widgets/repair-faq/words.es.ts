// repair-faq/words.ts in US Spanish (usted); the questions and answers are the owner's translation.
import { address, phone } from "virtual:shop-facts";
import { faq } from "virtual:owner-words-es";
import { commonEs } from "../shared/words.es.ts";
import type { FaqWords } from "./words.ts";

export const faqEs: FaqWords = {
  ...commonEs,
  title: "Preguntas frecuentes",
  prompt: {
    question: `¿Tiene más preguntas sobre la reparación de iPhone en ${address.city}, ${address.state}?`,
    call: `Llame al ${phone.display}`,
    visit: `Visite nuestro local en ${address.city}`,
    newTab: commonEs.newTab,
  },
  faq,
};

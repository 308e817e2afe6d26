// <repair-faq>'s chrome (the heading, the closing prompt): the English is shop/faq-view.ts's, the
// page's own FAQ says the same; the Spanish a chunk of its own (shared/lang.ts). The questions and
// answers are the shop's data.
import { address, phone } from "virtual:shop-facts";
import { FAQ_TITLE, faqPrompt } from "#shop/faq-view.ts";
import { commonEn } from "../shared/words.ts";

export const faqEn = {
  ...commonEn,
  title: FAQ_TITLE,
  prompt: faqPrompt({ city: address.city, state: address.state, phoneDisplay: phone.display }),
};
export type FaqWords = typeof faqEn;

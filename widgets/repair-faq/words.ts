// <repair-faq>'s words: the chrome (the heading, the closing prompt), the English shop/faq-view.ts's,
// which the page's own FAQ says too; and the questions and answers, the shop's data (in Spanish, its
// translation in site/_data/es/faq.ts). The Spanish is a chunk of its own (shared/lang.ts).
import { address, phone } from "virtual:shop-facts";
import { faq } from "virtual:shop-faq";
import { FAQ_TITLE, faqPrompt } from "#shop/faq-view.ts";
import { commonEn } from "../shared/words.ts";

export const faqEn = {
  ...commonEn,
  title: FAQ_TITLE,
  prompt: faqPrompt({ city: address.city, state: address.state, phoneDisplay: phone.display }),
  /** The questions and answers in the page's language. */
  faq,
};
export type FaqWords = typeof faqEn;

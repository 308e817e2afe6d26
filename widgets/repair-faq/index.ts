// <repair-faq heading (or title) max-items category heading-level>: the FAQ accordion with its closing prompt.
import { defineWidget } from "../shared/define-widget.ts";
import { faqAttributes } from "./attributes.ts";
import css from "./repair-faq.css?inline";
import { faqWords } from "./words.ts";

defineWidget("repair-faq", { load: () => import("./RepairFaq.tsx").then((m) => m.RepairFaq) }, faqAttributes, css, {
  words: faqWords,
});

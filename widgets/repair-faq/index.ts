// <repair-faq heading (or title) max-items category heading-level>: the FAQ accordion with its closing prompt.
import { defineWidget } from "../shared/define-widget.ts";
import { faqAttributes } from "./attributes.ts";
import css from "./repair-faq.css?inline";
import { faqEn } from "./words.ts";

defineWidget("repair-faq", { load: () => import("./RepairFaq.tsx").then((m) => m.RepairFaq) }, faqAttributes, css, {
  words: { en: faqEn, es: () => import("./words.es.ts").then((m) => m.faqEs) },
});

// <repair-faq heading (or title) max-items category heading-level>: the FAQ accordion with its closing prompt.
import { defineWidget } from "../shared/define-widget.ts";
import css from "./repair-faq.css?inline";

defineWidget(
  "repair-faq",
  { load: () => import("./RepairFaq.tsx").then((m) => m.RepairFaq) },
  { heading: "string", title: "string", maxItems: "number", category: "string", headingLevel: "number" },
  css,
);

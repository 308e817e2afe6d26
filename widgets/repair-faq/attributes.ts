// <repair-faq>'s attributes, the one table: index.ts defines the element with it, and the page templates'
// types derive from it (site/_includes/custom-elements.d.ts). Each prop of RepairFaq is here.
import type { AttributeTable } from "../shared/define-widget.ts";
import type { RepairFaqProps } from "./RepairFaq.tsx";

export const faqAttributes = {
  heading: "string",
  title: "string",
  maxItems: "number",
  category: "string",
  headingLevel: "number",
} as const satisfies AttributeTable<RepairFaqProps>;

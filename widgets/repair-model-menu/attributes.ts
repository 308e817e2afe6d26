// <repair-model-menu>'s attributes, the one table: index.ts defines the element with it, and the page templates'
// types derive from it (site/_includes/custom-elements.d.ts). Each prop of RepairModelMenu is here.
import type { AttributeTable } from "../shared/define-widget.ts";
import type { RepairModelMenuProps } from "./RepairModelMenu.tsx";

export const modelMenuAttributes = {
  current: "string",
  site: "string",
  label: "string",
} as const satisfies AttributeTable<RepairModelMenuProps>;

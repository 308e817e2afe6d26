// <repair-directions-bar>'s attributes, the one table: index.ts defines the element with it, and the page templates'
// types derive from it (site/_includes/custom-elements.d.ts). Each prop of RepairDirectionsBar is here.
import type { AttributeTable } from "../shared/define-widget.ts";
import { placementAttributes } from "../shared/placement-attributes.ts";
import type { RepairDirectionsBarProps } from "./RepairDirectionsBar.tsx";

export const directionsBarAttributes = {
  threshold: "number",
  always: "boolean",
  ...placementAttributes,
} as const satisfies AttributeTable<RepairDirectionsBarProps>;

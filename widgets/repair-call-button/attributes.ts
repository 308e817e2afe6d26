// <repair-call-button>'s attributes, the one table: index.ts defines the element with it, and the page templates'
// types derive from it (site/_includes/custom-elements.d.ts). Each prop of RepairCallButton is here.
import type { AttributeTable } from "../shared/define-widget.ts";
import { placementAttributes } from "../shared/placement-attributes.ts";
import type { RepairCallButtonProps } from "./RepairCallButton.tsx";

export const callButtonAttributes = {
  threshold: "number",
  always: "boolean",
  ...placementAttributes,
} as const satisfies AttributeTable<RepairCallButtonProps>;

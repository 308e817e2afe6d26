// <repair-chat>'s attributes, the one table: index.ts defines the element with it, and the page templates'
// types derive from it (site/_includes/custom-elements.d.ts). Each prop of RepairChat is here.
import type { AttributeTable } from "../shared/define-widget.ts";
import { placementAttributes } from "../shared/placement-attributes.ts";
import type { RepairChatProps } from "./RepairChat.tsx";

export const chatAttributes = {
  api: "string",
  model: "string",
  mode: "string",
  ...placementAttributes,
} as const satisfies AttributeTable<RepairChatProps>;

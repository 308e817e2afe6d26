// <repair-booking>'s attributes, the one table: index.ts defines the element with it, and the page
// templates' types derive from it (site/_includes/custom-elements.d.ts). Each prop of RepairBooking is here.
import type { AttributeTable } from "../shared/define-widget.ts";
import type { RepairBookingProps } from "./RepairBooking.tsx";

export const bookingAttributes = {
  model: "string",
  service: "string",
  api: "string",
  start: "string",
} as const satisfies AttributeTable<RepairBookingProps>;

// <repair-directions-bar threshold="200" always>: the bottom bar with the shop's address and Get Directions.
import { defineWidget } from "../shared/define-widget.ts";
import { RepairDirectionsBar } from "./RepairDirectionsBar.tsx";
import css from "./repair-directions-bar.css?inline";

export const RepairDirectionsBarElement = defineWidget(
  "repair-directions-bar",
  RepairDirectionsBar,
  { threshold: "number", always: "boolean", position: "string", offset: "number" },
  css,
);

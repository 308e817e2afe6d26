// <repair-call-button threshold="100" always>: the floating call button, shown past 100 px of scroll.
import { defineWidget } from "../shared/define-widget.ts";
import { RepairCallButton } from "./RepairCallButton.tsx";
import css from "./repair-call-button.css?inline";

export const RepairCallButtonElement = defineWidget("repair-call-button", RepairCallButton, {
  threshold: "number",
  always: "boolean",
  position: "string",
  offset: "number",
}, css);

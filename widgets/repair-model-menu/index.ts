// <repair-model-menu current site>: the 'iPhone Models' menu with the Call Now link and button.
import { defineWidget } from "../shared/define-widget.ts";
import { RepairModelMenu } from "./RepairModelMenu.tsx";
import css from "./repair-model-menu.css?inline";

export const RepairModelMenuElement = defineWidget("repair-model-menu", RepairModelMenu, { current: "string", site: "string", label: "string" }, css);

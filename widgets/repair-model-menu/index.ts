// <repair-model-menu current site>: the 'iPhone Models' menu with the Call Now link and button.
import { defineWidget } from "../shared/define-widget.ts";
import { modelMenuAttributes } from "./attributes.ts";
import css from "./repair-model-menu.css?inline";
import { modelMenuEn } from "./words.ts";

defineWidget(
  "repair-model-menu",
  { load: () => import("./RepairModelMenu.tsx").then((m) => m.RepairModelMenu) },
  modelMenuAttributes,
  css,
  { links: "menu", words: { en: modelMenuEn, es: () => import("./words.es.ts").then((m) => m.modelMenuEs) } },
);

// <repair-directions-bar threshold="200" always>: the bottom bar with the shop's address and Get
// Directions (with `always`, at once: a plain-DOM shell stands in until React renders).
import { defineWidget } from "../shared/define-widget.ts";
import { directionsBarAttributes } from "./attributes.ts";
import css from "./repair-directions-bar.css?inline";
import { directionsBarShell } from "./shell.ts";
import { directionsBarEn } from "./words.ts";

defineWidget(
  "repair-directions-bar",
  { load: () => import("./RepairDirectionsBar.tsx").then((m) => m.RepairDirectionsBar) },
  directionsBarAttributes,
  css,
  {
    shell: directionsBarShell,
    words: { en: directionsBarEn, es: () => import("./words.es.ts").then((m) => m.directionsBarEs) },
  },
);

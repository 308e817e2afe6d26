// <repair-call-button threshold="100" always>: the floating call button, shown past 100 px of scroll
// (with `always`, at once: a plain-DOM shell stands in until React renders).
import { defineWidget } from "../shared/define-widget.ts";
import { callButtonAttributes } from "./attributes.ts";
import css from "./repair-call-button.css?inline";
import { callButtonShell } from "./shell.ts";
import { callButtonWords } from "./words.ts";

defineWidget(
  "repair-call-button",
  { load: () => import("./RepairCallButton.tsx").then((m) => m.RepairCallButton) },
  callButtonAttributes,
  css,
  { shell: callButtonShell, words: callButtonWords },
);

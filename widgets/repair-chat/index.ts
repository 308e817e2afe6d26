// <repair-chat api model mode>: the troubleshooting chat (launcher + lazily loaded panel). The
// launcher shows in plain DOM at once; React and the component load after the page (define-widget.ts).
import { defineWidget } from "../shared/define-widget.ts";
import { chatAttributes } from "./attributes.ts";
import css from "./repair-chat.css?inline";
import { delegateOpenClicks } from "./open-triggers.ts";
import { chatShell } from "./shell.ts";
import { chatEn } from "./words.ts";

defineWidget("repair-chat", { load: () => import("./RepairChat.tsx").then((m) => m.RepairChat) }, chatAttributes, css, {
  shell(root, host, words) {
    delegateOpenClicks();
    chatShell(root, host, words);
  },
  words: { en: chatEn, es: () => import("./words.es.ts").then((m) => m.chatEs) },
});

// <repair-chat api model mode>: the troubleshooting chat (launcher + lazily loaded panel).
import { defineWidget } from "../shared/define-widget.ts";
import { RepairChat } from "./RepairChat.tsx";
import css from "./repair-chat.css?inline";

export const RepairChatElement = defineWidget("repair-chat", RepairChat, {
  api: "string",
  model: "string",
  mode: "string",
  position: "string",
  offset: "number",
}, css);

// Any element with data-repair-chat-open (e.g. the model pages' 'Get Free Quote' link) opens the chat
// and sends its data-repair-chat-message at once, with the page's model. One listener, document-wide,
// also for triggers added after the chat. No React: it works from the moment the element upgrades,
// and the chat's React tree (loaded then if not yet) opens on the store's state.
import { loadReactNow } from "../shared/define-widget.ts";
import { pageLang } from "../shared/lang.ts";
import { scriptOrigin } from "../shared/script-origin.ts";
import { chatStore } from "./chat-store.ts";
import { focusRequest } from "./focus-request.ts";

/** The chat that answers: the first floating one on the page, else the first inline one. */
function primary(): Element | undefined {
  const all = [...document.querySelectorAll("repair-chat")];
  return all.find((chat) => chat.getAttribute("mode") !== "inline") ?? all[0];
}

let delegating = false;
export function delegateOpenClicks(): void {
  if (delegating) return;
  delegating = true;
  document.addEventListener("click", (event) => {
    const trigger = event
      .composedPath()
      .find((node): node is Element => node instanceof Element && node.matches("[data-repair-chat-open]"));
    const chat = trigger && primary();
    if (!trigger || !chat) return;
    event.preventDefault();
    if (chat.getAttribute("mode") === "inline") chat.scrollIntoView({ block: "nearest" });
    focusRequest.set();
    chatStore.setOpen(true);
    loadReactNow();
    const message = trigger.getAttribute("data-repair-chat-message");
    const model = trigger.getAttribute("data-repair-chat-model") ?? chat.getAttribute("model")?.trim() ?? undefined;
    const api = chat.getAttribute("api")?.trim() || scriptOrigin;
    if (message) void chatStore.send(message, { api, lang: pageLang(chat), ...(model ? { model } : {}) });
  });
}

// What <repair-chat> shows before React runs (define-widget.ts loads React after the page): the same
// launcher as RepairChat's, in plain DOM, so the page pays nothing for it. A tap answers at once (the
// launcher shows it is busy), asks for React now, and the panel opens as soon as React is there,
// with the focus in its input, because the chat's store (no React) already says open.
import { shop } from "virtual:shop-facts";
import { loadReactNow } from "../shared/define-widget.ts";
import { raiseAfterFrame } from "../shared/dom.ts";
import { MESSAGE_CIRCLE, svgIcon } from "../shared/icons.ts";
import { offsetPx, side } from "../shared/placement-attributes.ts";
import { chatStore } from "./chat-store.ts";
import { focusRequest } from "./focus-request.ts";

export function chatShell(root: ShadowRoot, host: HTMLElement): void {
  const inline = host.getAttribute("mode") === "inline";
  const wrap = document.createElement("div");
  // Placed as RepairChat places itself: the side, the offset above the bottom edge, the top layer.
  const offset = offsetPx(Number(host.getAttribute("offset")) || 0);
  wrap.className = inline ? "root chat inline" : `root chat floating at-${side(host.getAttribute("position"), "right")}`;
  wrap.dir = "ltr";
  wrap.lang = "en";
  if (!inline) {
    wrap.style.setProperty("--offset", `${offset}px`);
    // On every page, so the cheapest way in: the top layer after the next frame.
    raiseAfterFrame(wrap);
  }
  if (inline) {
    const loading = document.createElement("div");
    loading.className = "panel loading";
    loading.setAttribute("role", "status");
    loading.setAttribute("part", "panel");
    loading.textContent = "Loading chat…";
    wrap.append(loading);
  } else {
    const aside = document.createElement("aside");
    aside.className = "launcher-wrap";
    aside.setAttribute("aria-label", `Chat with ${shop.name}`);
    const button = document.createElement("button");
    button.type = "button";
    button.className = "launcher";
    button.setAttribute("part", "launcher button");
    button.setAttribute("aria-expanded", "false");
    button.setAttribute("aria-label", "Open repair chat");
    button.append(svgIcon(MESSAGE_CIRCLE, 28));
    button.addEventListener("click", () => {
      button.classList.add("waking");
      button.setAttribute("aria-busy", "true");
      focusRequest.set();
      chatStore.setOpen(true);
      loadReactNow();
    });
    aside.append(button);
    wrap.append(aside);
  }
  root.append(wrap);
}

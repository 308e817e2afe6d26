// What <repair-chat> shows before React runs (define-widget.ts loads React after the page): the same
// launcher as RepairChat's, in plain DOM, so the page pays nothing for it. A tap answers at once (the
// launcher shows it is busy), asks for React now, and the panel opens as soon as React is there,
// with the focus in its input, because the chat's store (no React) already says open.
import { shop } from "virtual:shop-facts";
import { loadReactNow } from "../shared/define-widget.ts";
import { chatStore } from "./chat-store.ts";
import { focusRequest } from "./focus-request.ts";

const SVG = "http://www.w3.org/2000/svg";
// lucide's message-circle (the icon RepairChat's launcher shows), at the same size.
const MESSAGE_CIRCLE =
  "M2.992 16.342a2 2 0 0 1 .094 1.167l-1.065 3.29a1 1 0 0 0 1.236 1.168l3.413-.998a2 2 0 0 1 1.099.092 10 10 0 1 0-4.777-4.719";

function icon(): SVGSVGElement {
  const svg = document.createElementNS(SVG, "svg");
  const attributes = { width: "28", height: "28", viewBox: "0 0 24 24", fill: "none", stroke: "currentColor", "stroke-width": "2", "stroke-linecap": "round", "stroke-linejoin": "round", "aria-hidden": "true" };
  for (const [name, value] of Object.entries(attributes)) svg.setAttribute(name, value);
  const path = document.createElementNS(SVG, "path");
  path.setAttribute("d", MESSAGE_CIRCLE);
  svg.append(path);
  return svg;
}

export function chatShell(root: ShadowRoot, host: HTMLElement): void {
  const inline = host.getAttribute("mode") === "inline";
  const wrap = document.createElement("div");
  // Placed as RepairChat places itself (shared/placement.ts, which imports React): the side, the
  // offset above the bottom edge, the top layer.
  const position = host.getAttribute("position");
  const offset = Math.min(Math.max(0, Math.round(Number(host.getAttribute("offset")) || 0)), 400);
  wrap.className = inline ? "root chat inline" : `root chat floating at-${position === "left" ? "left" : "right"}`;
  wrap.dir = "ltr";
  wrap.lang = "en";
  if (!inline) {
    wrap.style.setProperty("--offset", `${offset}px`);
    wrap.setAttribute("popover", "manual");
    queueMicrotask(() => {
      try {
        if (wrap.isConnected && typeof wrap.showPopover === "function") wrap.showPopover();
      } catch {
        /* stays a plain fixed element */
      }
    });
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
    button.append(icon());
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

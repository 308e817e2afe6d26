// What <repair-chat> shows before React runs (define-widget.ts loads React after the page): the same
// launcher as RepairChat's, so the page pays nothing for it. A tap answers at once (the launcher
// shows it is busy), asks for React now, and the panel opens as soon as React is there, with the
// focus in its input, because the chat's store (no React) already says open. Inline (an embed box),
// the panel's loading line instead. A lit-html template, as every shell (see repair-call-button/shell.ts);
// the component tests compare it with React's markup, tag for tag (its empty toast region included).
import { html } from "lit-html";
import { loadReactNow } from "../shared/define-widget.ts";
import { raiseAfterFrame, renderShell } from "../shared/dom.ts";
import { MESSAGE_CIRCLE, svgIcon } from "../shared/icons.ts";
import { offsetPx, side } from "../shared/placement-attributes.ts";
import { chatStore } from "./chat-store.ts";
import { focusRequest } from "./focus-request.ts";
import type { ChatWords } from "./words.ts";

function wake(event: Event): void {
  const button = event.currentTarget as HTMLButtonElement;
  button.classList.add("waking");
  button.setAttribute("aria-busy", "true");
  focusRequest.set();
  chatStore.setOpen(true);
  loadReactNow();
}

export function chatShell(root: ShadowRoot, host: HTMLElement, words: ChatWords): void {
  if (host.getAttribute("mode") === "inline") {
    // prettier-ignore
    renderShell(root, html`<div class="root chat inline" dir="ltr" lang=${words.lang}><div class="panel loading" role="status" part="panel">${words.loading}</div></div>`);
    return;
  }
  // Placed as RepairChat places itself: the side, the offset above the bottom edge, the top layer.
  // prettier-ignore
  const wrap = renderShell(
    root,
    html`<div
      class="root chat floating at-${side(host.getAttribute("position"), "right")}"
      dir="ltr"
      lang=${words.lang}
      .style=${`--offset: ${offsetPx(Number(host.getAttribute("offset")) || 0)}px`}
      ><aside class="launcher-wrap" aria-label=${words.chatWith}
        ><button type="button" class="launcher" part="launcher button" aria-expanded="false" aria-label=${words.openChat} @click=${wake}
          >${svgIcon(MESSAGE_CIRCLE, 28)}</button
        ></aside
      ><div class="toast-region" role="alert" aria-atomic="true"></div
    ></div>`,
  );
  // On every page, so the cheapest way in: the top layer after the next frame.
  raiseAfterFrame(wrap);
}

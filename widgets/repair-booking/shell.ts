// What <repair-booking> shows before React runs (define-widget.ts loads React after the page), in the
// shells' pattern (lit-html through renderShell: see repair-call-button/shell.ts). On our /book/ page
// the element holds the no-JavaScript form, which shows through the shadow root's slot until React's
// form replaces it: no shell then. Empty (a partner's page, an embed box), it shows the booking's
// heading, that the form is on its way, and the way in that never waits: the phone.
import { html } from "lit-html";
import { phone } from "virtual:shop-facts";
import { renderShell } from "../shared/dom.ts";
import { PHONE, svgIcon } from "../shared/icons.ts";
import type { BookingShellWords } from "./shell-words.ts";

export function bookingShell(root: ShadowRoot, host: HTMLElement, words: BookingShellWords): void {
  if (host.children.length > 0) return;
  renderShell(
    root,
    html`<section class="root booking shell" part="booking" aria-label=${words.title} dir="ltr" lang=${words.lang}>
      <h2 class="title">${words.title}</h2>
      <p class="loading" role="status">${words.loading}</p>
      <p class="shell-ways">
        ${words.orCall}
        <a class="phone-link" part="phone-link" href=${phone.href}>${svgIcon(PHONE, 16)}${phone.display}</a>.
      </p>
    </section>`,
  );
}

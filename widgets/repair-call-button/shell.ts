// What <repair-call-button always> shows before React runs (define-widget.ts loads React after the
// page): the button RepairCallButton renders, so a partner's embed box that never scrolls shows it at
// once. React's first commit replaces it with the same markup in the same place (a focused shell link
// hands its focus to React's, by name). Without `always` the button waits for a scroll past its
// threshold, by which time React is normally there: no shell then.
//
// The pattern every shell follows (a new widget's shell.ts too):
// - one lit-html `html` template, rendered with renderShell (shared/dom.ts), which returns its element;
// - the markup is React's, tag for tag: no whitespace between tags (React renders none, and the
//   component tests compare the two), so a line breaks inside a tag, before its `>`;
// - a style goes through a property binding (`.style=${...}`, the CSSOM), never a `style` attribute,
//   which a partner's Content-Security-Policy without 'unsafe-inline' refuses;
// - icons are shared/icons.ts's svgIcon() nodes, events `@click=${...}` bindings;
// - what needs the element after the render (the top layer, a measure) uses renderShell's result.
import { html, nothing } from "lit-html";
import { phone } from "virtual:shop-facts";
import { parseAttribute } from "../shared/define-widget.ts";
import { renderShell, showInTopLayer } from "../shared/dom.ts";
import { PHONE, svgIcon } from "../shared/icons.ts";
import { offsetPx, side } from "../shared/placement-attributes.ts";
import type { CallButtonWords } from "./words.ts";

export function callButtonShell(root: ShadowRoot, host: HTMLElement, words: CallButtonWords): void {
  if (!parseAttribute("boolean", host.getAttribute("always"))) return;
  const offset = offsetPx(parseAttribute("number", host.getAttribute("offset")) as number | undefined);
  // prettier-ignore
  const aside = renderShell(
    root,
    html`<aside
      class="root at-${side(host.getAttribute("position"), "left")}"
      aria-label=${words.callShop}
      dir="ltr"
      lang=${words.lang}
      .style=${`--offset: ${offset}px`}
      ><a
        class="button button--call floating"
        popover="manual"
        part="call-button button"
        href=${phone.href}
        aria-label=${words.callNowNamed}
        >${svgIcon(PHONE, 20)}<span>${words.callNow}</span></a
      >${phone.smsHref ? html`<a
        class="button button--ghost floating floating--text"
        popover="manual"
        part="text-link button"
        href=${phone.smsHref}
        aria-label=${words.textUsNamed}
        >${words.textUs}</a
      >` : nothing}</aside
    >`,
  );
  for (const link of aside.children) showInTopLayer(link as HTMLElement);
}

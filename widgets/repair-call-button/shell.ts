// What <repair-call-button always> shows before React runs (define-widget.ts loads React after the
// page): the button RepairCallButton renders, in plain DOM, so a partner's embed box that never
// scrolls shows it at once. React's first commit replaces it with the same markup in the same place
// (a focused shell link hands its focus to React's, by name). Without `always` the button waits
// for a scroll past its threshold, by which time React is normally there: no shell then.
import { phone, shop } from "virtual:shop-facts";
import { parseAttribute } from "../shared/define-widget.ts";
import { h, showInTopLayer } from "../shared/dom.ts";
import { PHONE, svgIcon } from "../shared/icons.ts";
import { offsetPx, side } from "../shared/placement-attributes.ts";

export function callButtonShell(root: ShadowRoot, host: HTMLElement): void {
  if (!parseAttribute("boolean", host.getAttribute("always"))) return;
  const offset = offsetPx(parseAttribute("number", host.getAttribute("offset")) as number | undefined);
  const link = h(
    "a",
    {
      class: "button button--call floating",
      popover: "manual",
      part: "call-button button",
      href: phone.href,
      "aria-label": `Call now: ${phone.display}`,
    },
    svgIcon(PHONE, 20),
    h("span", {}, "Call Now"),
  );
  const aside = h(
    "aside",
    { class: `root at-${side(host.getAttribute("position"), "left")}`, "aria-label": `Call ${shop.name}`, dir: "ltr", lang: "en" },
    link,
  );
  aside.style.setProperty("--offset", `${offset}px`);
  root.append(aside);
  showInTopLayer(link);
}

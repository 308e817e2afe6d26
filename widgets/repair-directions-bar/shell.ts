// What <repair-directions-bar always> shows before React runs (define-widget.ts loads React after the
// page): the bar RepairDirectionsBar renders, unless it was closed earlier in the visit (a lit-html
// template, as every shell: see repair-call-button/shell.ts).
// It keeps the page's room for itself as React's bar does (shared/bar-room.ts, under the same owner,
// so React takes the reservation over without a jump), and its close button works before React:
// it records the dismissal React reads when it mounts. Without `always` the bar waits for a scroll
// past its threshold, by which time React is normally there: no shell then.
import { html, nothing } from "lit-html";
import { address, phone, shop } from "virtual:shop-facts";
import { parseAttribute } from "../shared/define-widget.ts";
import { releaseBarRoom, reserveBarRoom } from "../shared/bar-room.ts";
import { renderShell, showInTopLayer } from "../shared/dom.ts";
import { MAP_PIN, svgIcon, X } from "../shared/icons.ts";
import { offsetPx, side } from "../shared/placement-attributes.ts";
import { DIRECTIONS_BAR_THRESHOLD, dismissal } from "./dismissal.ts";
import type { DirectionsBarWords } from "./words.ts";

export function directionsBarShell(root: ShadowRoot, host: HTMLElement, words: DirectionsBarWords): void {
  if (!parseAttribute("boolean", host.getAttribute("always")) || dismissal.get()) return;
  const number = (name: string) => parseAttribute("number", host.getAttribute(name)) as number | undefined;
  const offset = offsetPx(number("offset"));
  const threshold = number("threshold") ?? DIRECTIONS_BAR_THRESHOLD;
  const position = host.getAttribute("position");

  const close = () => {
    dismissal.set(true);
    if (bar.matches(":popover-open")) bar.hidePopover();
    bar.style.display = "none";
    releaseBarRoom(root);
    window.addEventListener("scroll", onScroll, { passive: true });
  };
  // prettier-ignore
  const bar = renderShell(
    root,
    html`<aside
      class=${position === "left" || position === "right" ? `root bar at-${side(position, "left")}` : "root bar"}
      aria-label=${words.barName}
      popover="manual"
      part="bar"
      .style=${`--offset: ${offset}px`}
      dir="ltr"
      lang=${words.lang}
      ><div class="text"
        ><p class="name"><strong>${shop.name}</strong> <span>${words.tagline}</span></p
        ><p class="address">${`${address.street}, ${address.city}, ${address.state}`}</p></div
      ><a class="button directions" part="directions-button button" href=${address.mapsUrl} target="_blank" rel="noopener"
        >${svgIcon(MAP_PIN, 18)}<span><span class="get">${words.get}</span>${words.directions}</span
        ><span class="visually-hidden">${words.newTab}</span></a
      >${phone.smsHref ? html`<a class="button button--ghost text-link" part="text-link button" href=${phone.smsHref}
        aria-label=${words.textUsNamed}>${words.text}</a
      >` : nothing}<button type="button" class="close tap-icon" part="close button" aria-label=${words.close} @click=${close}
        >${svgIcon(X, 20)}</button
      ></aside
    >`,
  );

  const reserve = () => reserveBarRoom(root, Math.ceil(bar.getBoundingClientRect().height) + offset);
  const show = () => {
    bar.style.removeProperty("display");
    showInTopLayer(bar);
    // Measured once shown (a microtask later), before the first paint: no jump when React's bar,
    // measured the same way, takes the reservation over.
    queueMicrotask(() => {
      if (bar.isConnected) reserve();
    });
  };
  // The shell leaves the document in two ways. React's first commit removes it (define-widget.ts),
  // its host still in the page: React's bar owns the room from then on. Or the host leaves the page
  // before React came: the room goes with it (and comes back if the host is put back).
  const watch = new ResizeObserver(() => {
    if (!bar.isConnected) {
      if (host.isConnected) watch.disconnect();
      else releaseBarRoom(root);
    } else if (bar.style.display !== "none") reserve();
  });
  watch.observe(bar);
  // As React's bar: closed until the next scroll event beyond the threshold.
  const onScroll = () => {
    if (window.scrollY <= threshold) return;
    window.removeEventListener("scroll", onScroll);
    dismissal.set(false);
    if (bar.isConnected) show();
  };
  show();
}

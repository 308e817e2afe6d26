// Where the floating widgets (chat launcher, call button, directions bar) sit, and how they stay
// there on a partner's page.
import { useLayoutEffect, type CSSProperties, type RefObject } from "react";
import { offsetPx } from "./placement-attributes.ts";

export { offsetPx, side } from "./placement-attributes.ts";

export function offsetStyle(offset: number | undefined): CSSProperties {
  return { "--offset": `${offsetPx(offset)}px` } as CSSProperties;
}

/**
 * Puts a `popover="manual"` element in the top layer while it is mounted: above every z-index and
 * positioned against the viewport even inside a page builder's transformed wrapper (a transform on
 * an ancestor would otherwise make `position: fixed` relative to that wrapper). Browsers without the
 * popover API keep the element where `position: fixed` puts it.
 */
export function useTopLayer(ref: RefObject<HTMLElement | null>, active = true): void {
  useLayoutEffect(() => {
    const el = ref.current;
    if (!active || !el || typeof el.showPopover !== "function") return;
    try {
      if (!el.matches(":popover-open")) el.showPopover();
    } catch {
      /* not connected yet, or already shown by another path: stays a plain fixed element */
    }
    return () => {
      try {
        if (el.isConnected && el.matches(":popover-open")) el.hidePopover();
      } catch {
        /* gone with its element */
      }
    };
  }, [ref, active]);
}

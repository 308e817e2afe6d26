// Where the floating widgets (chat launcher, call button, directions bar) sit, and how they stay
// there on a partner's page.
import { useLayoutEffect, type CSSProperties, type RefObject } from "react";

export type Side = "left" | "right";

/** The `position` attribute: "left" or "right"; anything else is the widget's default side. */
export const side = (value: string | undefined, fallback: Side): Side => (value === "left" || value === "right" ? value : fallback);

/**
 * The `offset` attribute (CSS pixels above the bottom edge, e.g. over a partner's own fixed bottom
 * navigation) as the private `--offset` property the stylesheets read. Negative or absurd values are
 * clamped to what keeps the widget on screen.
 */
export const offsetPx = (offset: number | undefined): number => Math.min(Math.max(0, Math.round(offset ?? 0)), 400);

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

import { MapPin, X } from "lucide-react";
import { useEffect, useLayoutEffect, useRef, useState } from "react";
import { address, shop } from "virtual:shop-facts";
import { session } from "../shared/hooks.ts";
import { useKeepsFocusClear } from "../shared/keep-focus-clear.ts";
import type { WidgetProps } from "../shared/define-widget.ts";
import { offsetPx, offsetStyle, side, useTopLayer } from "../shared/placement.ts";

export interface RepairDirectionsBarProps extends WidgetProps {
  /** Scroll distance in CSS pixels after which the bar shows (default 200). */
  threshold?: number;
  /** Show the bar without waiting for a scroll (an embed box that never scrolls). */
  always?: boolean;
  /** Wide screens: the side the bar's content sits on, "left" or "right" (default: centred). */
  position?: string;
  /** CSS pixels above the bottom edge (e.g. over the host page's own bottom bar). */
  offset?: number;
}

export const DIRECTIONS_BAR_THRESHOLD = 200;
/** Survives a remount (r2wc remounts an element moved in the DOM) and the next page of the visit. */
const DISMISSED_KEY = "repair-directions-bar:dismissed";
const OFFSET_PROPERTY = "--repair-bar-offset";

export function RepairDirectionsBar({ threshold = DIRECTIONS_BAR_THRESHOLD, always = false, position, offset }: RepairDirectionsBarProps) {
  const [past, setPast] = useState(() => always || window.scrollY > threshold);
  const [dismissed, setDismissed] = useState(() => session.get<boolean>(DISMISSED_KEY) === true);
  const barRef = useRef<HTMLElement>(null);

  useEffect(() => {
    const onScroll = () => {
      const beyond = window.scrollY > threshold;
      setPast(always || beyond);
      // The close button hides the bar until the next scroll event beyond the threshold.
      if (beyond) {
        setDismissed(false);
        session.set(DISMISSED_KEY, undefined);
      }
    };
    setPast(always || window.scrollY > threshold);
    window.addEventListener("scroll", onScroll, { passive: true });
    return () => window.removeEventListener("scroll", onScroll);
  }, [threshold, always]);

  const visible = past && !dismissed;
  useKeepsFocusClear(barRef, visible);
  useTopLayer(barRef, visible);

  // While shown, the page keeps room: the floating buttons rise above the bar, and the document's
  // scroll padding keeps focused content clear of it (WCAG 2.4.11).
  useLayoutEffect(() => {
    const root = document.documentElement;
    if (!visible || !barRef.current) return;
    // The room the bar takes at the bottom: its height and its offset above the edge.
    const height = Math.ceil(barRef.current.getBoundingClientRect().height) + offsetPx(offset);
    const previousPadding = root.style.scrollPaddingBottom;
    root.style.setProperty(OFFSET_PROPERTY, `${height}px`);
    // Room for the bar and the floating call and chat buttons that rise above it.
    root.style.scrollPaddingBottom = `calc(${height}px + 5rem)`;
    return () => {
      root.style.removeProperty(OFFSET_PROPERTY);
      root.style.scrollPaddingBottom = previousPadding;
    };
  }, [visible, offset]);

  if (!visible) return null;
  return (
    <aside
      className={position === "left" || position === "right" ? `root bar at-${side(position, "left")}` : "root bar"}
      aria-label={`Directions to ${shop.name}`}
      ref={barRef}
      popover="manual"
      part="bar"
      style={offsetStyle(offset)}
      dir="ltr"
      lang="en"
    >
      <div className="text">
        <p className="name">
          <strong>{shop.name}</strong> <span>{shop.tagline}</span>
        </p>
        <p className="address">
          {address.street}, {address.city}, {address.state}
        </p>
      </div>
      <a className="button directions" part="directions-button button" href={address.mapsUrl} target="_blank" rel="noopener">
        <MapPin aria-hidden="true" size={18} />
        <span>
          <span className="get">Get </span>Directions
        </span>
        <span className="visually-hidden"> (opens in a new tab)</span>
      </a>
      <button
        type="button"
        className="close"
        part="close button"
        aria-label="Close directions bar"
        onClick={() => {
          setDismissed(true);
          session.set(DISMISSED_KEY, true);
        }}
      >
        <X aria-hidden="true" size={20} />
      </button>
    </aside>
  );
}

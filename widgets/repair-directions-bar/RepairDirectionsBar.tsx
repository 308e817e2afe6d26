import { X } from "lucide-react";
import { useEffect, useLayoutEffect, useRef, useState } from "react";
import { address, shop } from "virtual:shop-facts";
import { useKeepsFocusClear } from "../shared/keep-focus-clear.ts";
import type { WidgetProps } from "../shared/define-widget.ts";
import { WidgetDirectionsLink } from "../shared/WidgetDirectionsLink.tsx";
import { WidgetTextLink } from "../shared/WidgetTextLink.tsx";
import { releaseBarRoom, reserveBarRoom } from "../shared/bar-room.ts";
import { offsetPx, offsetStyle, side, useTopLayer } from "../shared/placement.ts";
import { scrollPosition } from "../shared/scroll-position.ts";
import { useScrolledPast } from "../shared/hooks.ts";
import { DIRECTIONS_BAR_THRESHOLD, dismissal } from "./dismissal.ts";
import { directionsBarEn, type DirectionsBarWords } from "./words.ts";

export { DIRECTIONS_BAR_THRESHOLD };

export interface RepairDirectionsBarProps extends WidgetProps {
  /** Scroll distance in CSS pixels after which the bar shows (default 200). */
  threshold?: number;
  /** Show the bar without waiting for a scroll (an embed box that never scrolls). */
  always?: boolean;
  /** Wide screens: the side the bar's content sits on, "left" or "right" (default: centred). */
  position?: string;
  /** CSS pixels above the bottom edge (e.g. over the host page's own bottom bar). */
  offset?: number;
  words?: DirectionsBarWords;
}

export function RepairDirectionsBar({
  threshold = DIRECTIONS_BAR_THRESHOLD,
  always = false,
  position,
  offset,
  container,
  lang = "en",
  words = directionsBarEn,
}: RepairDirectionsBarProps) {
  // The scroll position is an external store: read through useSyncExternalStore, not copied into
  // state by an effect (which rendered once more with the stale value).
  const scrolledPast = useScrolledPast(threshold);
  const past = always || scrolledPast;
  const [dismissed, setDismissed] = useState(dismissal.get);
  const barRef = useRef<HTMLElement>(null);

  // The close button hides the bar until the next scroll event beyond the threshold.
  useEffect(
    () =>
      scrollPosition.subscribe((scrolled) => {
        if (scrolled && scrollPosition.get() > threshold) {
          setDismissed(false);
          dismissal.set(false);
        }
      }),
    [threshold],
  );

  const visible = past && !dismissed;
  useKeepsFocusClear(barRef, visible);
  useTopLayer(barRef, visible);

  // While shown, the page keeps room for the bar (shared/bar-room.ts). The owner is the shadow root,
  // as for the shell (shell.ts), so this takes over the shell's reservation, or, hidden, ends it.
  useLayoutEffect(() => {
    const owner = container ?? barRef;
    if (!visible || !barRef.current) return releaseBarRoom(owner);
    // The room the bar takes at the bottom: its height and its offset above the edge.
    reserveBarRoom(owner, Math.ceil(barRef.current.getBoundingClientRect().height) + offsetPx(offset));
    return () => releaseBarRoom(owner);
  }, [visible, offset, container]);

  if (!visible) return null;
  return (
    <aside
      className={position === "left" || position === "right" ? `root bar at-${side(position, "left")}` : "root bar"}
      aria-label={words.barName}
      ref={barRef}
      popover="manual"
      part="bar"
      style={offsetStyle(offset)}
      dir="ltr"
      lang={lang}
    >
      <div className="text">
        <p className="name">
          <strong>{shop.name}</strong> <span>{words.tagline}</span>
        </p>
        <p className="address">
          {address.street}, {address.city}, {address.state}
        </p>
      </div>
      <WidgetDirectionsLink className="button directions">
        <span>
          <span className="get">{words.get}</span>
          {words.directions}
        </span>
        <span className="visually-hidden">{words.newTab}</span>
      </WidgetDirectionsLink>
      <WidgetTextLink className="text-link" label={words.textUsNamed}>
        {words.text}
      </WidgetTextLink>
      <button
        type="button"
        className="close tap-icon"
        part="close button"
        aria-label={words.close}
        onClick={() => {
          setDismissed(true);
          dismissal.set(true);
        }}
      >
        <X aria-hidden="true" size={20} />
      </button>
    </aside>
  );
}

import { Phone } from "lucide-react";
import { phone } from "virtual:shop-facts";
import { useRef } from "react";
import { useScrolledPast } from "../shared/hooks.ts";
import { useKeepsFocusClear } from "../shared/keep-focus-clear.ts";
import type { WidgetProps } from "../shared/define-widget.ts";
import { offsetStyle, side, useTopLayer } from "../shared/placement.ts";
import { WidgetTextLink } from "../shared/WidgetTextLink.tsx";
import { callButtonWords, type CallButtonWords } from "./words.ts";

export interface RepairCallButtonProps extends WidgetProps {
  /** Scroll distance in CSS pixels after which the button shows (default 100). */
  threshold?: number;
  /** Show the button without waiting for a scroll (e.g. inside an embed box that never scrolls). */
  always?: boolean;
  /** The corner: "left" (default) or "right". */
  position?: string;
  /** CSS pixels above the bottom edge (e.g. over the host page's own bottom bar). */
  offset?: number;
  words?: CallButtonWords;
}

export const CALL_BUTTON_THRESHOLD = 100;

export function RepairCallButton({
  threshold = CALL_BUTTON_THRESHOLD,
  always = false,
  position,
  offset,
  lang = "en",
  words = callButtonWords.en,
}: RepairCallButtonProps) {
  const scrolled = useScrolledPast(threshold);
  const shown = always || scrolled;
  const buttonRef = useRef<HTMLAnchorElement>(null);
  const textRef = useRef<HTMLAnchorElement>(null);
  useKeepsFocusClear(buttonRef, shown);
  useTopLayer(buttonRef, shown);
  useKeepsFocusClear(textRef, shown);
  useTopLayer(textRef, shown);
  if (!shown) return null;
  return (
    <aside
      className={`root at-${side(position, "left")}`}
      aria-label={words.callShop}
      dir="ltr"
      lang={lang}
      style={offsetStyle(offset)}
    >
      <a
        ref={buttonRef}
        className="button button--call floating"
        popover="manual"
        part="call-button button"
        href={phone.href}
        aria-label={words.callNowNamed}
      >
        <Phone aria-hidden="true" size={20} />
        <span>{words.callNow}</span>
      </a>
      {/* A top-layer box of its own, stacked above Call. */}
      <WidgetTextLink ref={textRef} className="floating floating--text" popover="manual" label={words.textUsNamed}>
        {words.textUs}
      </WidgetTextLink>
    </aside>
  );
}

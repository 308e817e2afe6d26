// The floating widgets (call button, chat launcher, directions bar) sit over the page. Scroll
// padding keeps them clear of focus only when the browser decides to scroll; a focused element
// already on screen but under a floating button would stay hidden. So, after each focus change,
// if what has focus is under one of them, the page scrolls just enough to lift it clear
// (WCAG 2.4.11 Focus Not Obscured). One listener serves every registered element.
import { useLayoutEffect, type RefObject } from "react";

const obstacles = new Set<Element>();
const MARGIN = 16;

function deepActiveElement(): Element | null {
  let el = document.activeElement;
  while (el?.shadowRoot?.activeElement) el = el.shadowRoot.activeElement;
  return el;
}

export function liftFocusClear(): void {
  const el = deepActiveElement();
  if (!el || el === document.body || el === document.documentElement) return;
  const focused = el.getBoundingClientRect();
  let top = Infinity;
  for (const obstacle of obstacles) {
    if (obstacle.contains(el)) return; // focus is on the floating widget itself
    const box = obstacle.getBoundingClientRect();
    if (box.width === 0 || box.height === 0) continue;
    const sideBySide = focused.right <= box.left || focused.left >= box.right;
    if (!sideBySide && box.bottom > focused.top) top = Math.min(top, box.top);
  }
  if (focused.bottom + MARGIN > top) window.scrollBy({ top: focused.bottom + MARGIN - top, behavior: "instant" });
}

// After the browser's own scroll-into-view for the new focus, which happens in the same task.
const onFocusIn = () => requestAnimationFrame(liftFocusClear);

/**
 * Registers a floating element (while mounted) as something focused content must not hide under. In
 * the commit that puts it on the page, not after the paint: a focus that comes right after (the
 * visitor tabbing on a busy phone) must already find it.
 */
export function useKeepsFocusClear(ref: RefObject<Element | null>, active = true): void {
  useLayoutEffect(() => {
    const el = ref.current;
    if (!active || !el) return;
    if (obstacles.size === 0) document.addEventListener("focusin", onFocusIn, true);
    obstacles.add(el);
    return () => {
      obstacles.delete(el);
      if (obstacles.size === 0) document.removeEventListener("focusin", onFocusIn, true);
    };
  }, [ref, active]);
}

// The page's vertical scroll position for the widgets' renders and effects, read only in scroll
// events and after a frame. window.scrollY brings the page's layout up to date: read while React
// rendered a widget, it pulled the page's whole first layout into a task of ours (a long task at 4x
// CPU slowdown); in a scroll event or after a frame (dom.ts: afterNextFrame) the layout is clean.
// No React here (the call button's and directions bar's hooks build on it).
import { afterNextFrame } from "./dom.ts";

/** `scrolled`: a scroll event; false when the position was read for a new subscriber. */
type Listener = (scrolled: boolean) => void;

let y = 0;
const listeners = new Set<Listener>();

function read(scrolled: boolean): void {
  y = window.scrollY;
  for (const listener of listeners) listener(scrolled);
}
const onScroll = () => read(true);

export const scrollPosition = {
  /** The last position read: 0 until the first subscriber's first frame has rendered. */
  get: (): number => y,
  /** Calls `listener` on every scroll event, and once after the next frame with where the page is. */
  subscribe(listener: Listener): () => void {
    if (listeners.size === 0) window.addEventListener("scroll", onScroll, { passive: true });
    listeners.add(listener);
    // A page restored mid-way or opened at an anchor is already scrolled: read it where it is cheap.
    afterNextFrame(() => {
      if (listeners.has(listener)) read(false);
    });
    return () => {
      listeners.delete(listener);
      if (listeners.size === 0) window.removeEventListener("scroll", onScroll);
    };
  },
};

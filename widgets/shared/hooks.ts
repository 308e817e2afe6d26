import { useSyncExternalStore } from "react";
import { scrollPosition } from "./scroll-position.ts";

/** True while the page is scrolled further than `threshold` CSS pixels. */
export function useScrolledPast(threshold: number): boolean {
  return useSyncExternalStore(
    scrollPosition.subscribe,
    () => scrollPosition.get() > threshold,
    () => false,
  );
}

/** True while the media query matches (e.g. the menu's wide layout). */
export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (onChange) => {
      const list = window.matchMedia(query);
      list.addEventListener("change", onChange);
      return () => list.removeEventListener("change", onChange);
    },
    () => window.matchMedia(query).matches,
    () => false,
  );
}

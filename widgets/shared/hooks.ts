import { useSyncExternalStore } from "react";

const subscribeScroll = (onChange: () => void) => {
  window.addEventListener("scroll", onChange, { passive: true });
  return () => window.removeEventListener("scroll", onChange);
};

/** True while the page is scrolled further than `threshold` CSS pixels. */
export function useScrolledPast(threshold: number): boolean {
  return useSyncExternalStore(subscribeScroll, () => window.scrollY > threshold, () => false);
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

/** sessionStorage that never throws (a sandboxed embed frame or a private window may forbid it). */
export const session = {
  get<T>(key: string): T | undefined {
    try {
      const raw = window.sessionStorage.getItem(key);
      return raw === null ? undefined : (JSON.parse(raw) as T);
    } catch {
      return undefined;
    }
  },
  set(key: string, value: unknown): void {
    try {
      if (value === undefined) window.sessionStorage.removeItem(key);
      else window.sessionStorage.setItem(key, JSON.stringify(value));
    } catch {
      /* storage unavailable: the state lives for this page only */
    }
  },
};

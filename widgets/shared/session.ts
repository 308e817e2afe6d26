// Kept apart from hooks.ts (which imports React) so the chat's store loads with the element, before React.

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

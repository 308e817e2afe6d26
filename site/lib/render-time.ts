// The moment a page is rendered, handed in by the build (eleventy.config.ts) through React context.
// A component that read the clock itself would not be pure (React's purity rule: the same props
// must give the same markup), and one page's footer year, special days and JSON-LD must agree.
import { createContext, useContext } from "react";

export const RenderTime = createContext<Date | undefined>(undefined);

/** The time to render with: the component's own `now` if a caller (a test) gives one, else the build's. */
export function useRenderTime(now?: Date): Date {
  const built = useContext(RenderTime);
  const at = now ?? built;
  if (!at) throw new Error("No render time: pages render through eleventy.config.ts, which provides RenderTime");
  return at;
}

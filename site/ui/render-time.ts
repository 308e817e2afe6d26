// The moment a page is rendered, handed in by whoever renders it (site/ui/document.ts: the build and
// the server alike) through React context.
// A component that read the clock itself would not be pure (React's purity rule: the same props
// must give the same markup), and one page's footer year, special days and JSON-LD must agree.
import { createContext, useContext, type Context } from "react";

/**
 * One context per process, whichever copy of this file a template imports: the tests build copies of
 * site/ (tests/helpers/build-fixture.ts) with the project's own eleventy.config.ts, whose import of
 * this module is another module instance than the copy's.
 */
const SHARED = Symbol.for("eisenhower-repair.render-time");
const registry = globalThis as typeof globalThis & { [SHARED]?: Context<Date | undefined> };
export const RenderTime = (registry[SHARED] ??= createContext<Date | undefined>(undefined));

/** The time to render with: the component's own `now` if a caller (a test) gives one, else the renderer's. */
export function useRenderTime(now?: Date): Date {
  const built = useContext(RenderTime);
  const at = now ?? built;
  if (!at)
    throw new Error(
      "No render time: pages render through renderDocument (site/ui/document.ts), which provides RenderTime",
    );
  return at;
}

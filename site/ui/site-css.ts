// The site's inline CSS, handed to the layout (layout/Base.tsx) through React context by whoever renders
// the page (site/ui/document.ts). The build minifies it from site/styles/ (layout/css.ts), inlines it and
// writes it into dist/ as SITE_CSS_FILE; the server reads that file for its own pages (api/static-host.ts
// builtCssOf), so no bundler runs in the server and its pages' <style> is the built pages' byte for byte,
// the one the Content-Security-Policy's hashes (dist/.csp.json) allow.
import { createContext, useContext, type Context } from "react";

/** Written by the build into dist/; never served (a dotfile). */
export const SITE_CSS_FILE = ".site.css";

/** One context per process, whichever copy of this file a template imports (as site/ui/render-time.ts). */
const SHARED = Symbol.for("eisenhower-repair.site-css");
const registry = globalThis as typeof globalThis & { [SHARED]?: Context<string | undefined> };
export const SiteCss = (registry[SHARED] ??= createContext<string | undefined>(undefined));

/** The CSS the renderer was given, for the layout's <style>. */
export function useSiteCss(): string {
  const css = useContext(SiteCss);
  if (css === undefined)
    throw new Error(
      "No site CSS: pages in the site's layout render through renderDocument (site/ui/document.ts) with { css }",
    );
  return css;
}

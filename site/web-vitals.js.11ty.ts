// /assets/web-vitals.js: the three measures of the web-vitals library the beacon sends (LCP, INP,
// CLS), as a file of its own so the beacon stays small and this loads only after the page, on idle.
import { bundleScript } from "./lib/bundle-script.ts";

export const data = { permalink: "/assets/web-vitals.js", eleventyExcludeFromCollections: true };

export const render = () => bundleScript("lib/web-vitals-entry.ts");

// /assets/beacon.js: the owner's numbers' beacon (site/lib/beacon.ts) bundled for the browser, and
// /assets/web-vitals.js beside it (site/web-vitals.js.11ty.ts), which it loads on idle.
import { bundleScript } from "./lib/bundle-script.ts";

export const data = { permalink: "/assets/beacon.js", eleventyExcludeFromCollections: true };

export const render = () => bundleScript("lib/beacon.ts");

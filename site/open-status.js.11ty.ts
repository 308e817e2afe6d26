// /assets/open-status.js: site/lib/open-status.ts and schedule.ts bundled for the browser with the
// shop's hours inlined (a same-origin deferred module, so the CSP needs no inline script). Built as a
// template so every build, and every data edit in `npm run dev`, bundles the current schedule.
import path from "node:path";
import { build } from "esbuild";
import { business } from "./lib/facts.ts";

export const data = { permalink: "/assets/open-status.js", eleventyExcludeFromCollections: true };

export async function render(): Promise<string> {
  const { timeZone, hours, specialHours } = business;
  const result = await build({
    entryPoints: [path.join(import.meta.dirname, "lib/open-status.ts")],
    bundle: true,
    format: "esm",
    target: "es2022",
    minify: true,
    write: false,
    logLevel: "silent",
    define: { __SHOP_SCHEDULE__: JSON.stringify({ timeZone, hours, specialHours }) },
  });
  return result.outputFiles[0]!.text;
}

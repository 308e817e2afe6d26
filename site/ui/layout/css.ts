// The site's CSS, minified once per build and inlined into each page's <style>: the build makes it
// (eleventy.config.ts) and writes it into dist/ for the server (site/ui/site-css.ts). Only the build
// imports this module: esbuild never loads in the server (.dependency-cruiser.cjs, server-runs-no-bundler).
import { readFileSync } from "node:fs";
import path from "node:path";
import { transformSync } from "esbuild";

const made = new Map<string, string>();

/** The minified tokens, elements and site styles of a styles folder (site/styles/), in that order. */
export function siteCss(stylesDir: string): string {
  const dir = path.resolve(stylesDir);
  let css = made.get(dir);
  if (css === undefined) {
    const read = (name: string) => readFileSync(path.join(dir, name), "utf8");
    css = transformSync(read("tokens.css") + read("elements.css") + read("site.css"), {
      loader: "css",
      minify: true,
    }).code.trim();
    made.set(dir, css);
  }
  return css;
}

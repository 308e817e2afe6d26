// The site's CSS, minified once and inlined into each page's <style>. Made on first use, not on import:
// the server imports the layout for its /book/ pages, and starting it must not wait on esbuild.
import { readFileSync } from "node:fs";
import { transformSync } from "esbuild";

const read = (name: string) => readFileSync(new URL(`../../styles/${name}`, import.meta.url), "utf8");

let css: string | undefined;

/** The minified tokens, elements and site styles, in that order. */
export function siteCss(): string {
  css ??= transformSync(read("tokens.css") + read("elements.css") + read("site.css"), {
    loader: "css",
    minify: true,
  }).code.trim();
  return css;
}

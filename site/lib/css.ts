// The site's CSS, read and minified once per build and inlined into each page's <style>.
import { readFileSync } from "node:fs";
import { transformSync } from "esbuild";

const read = (name: string) => readFileSync(new URL(`../styles/${name}`, import.meta.url), "utf8");

export const siteCss = transformSync(read("tokens.css") + read("elements.css") + read("site.css"), {
  loader: "css",
  minify: true,
}).code.trim();

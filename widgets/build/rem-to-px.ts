import type { Plugin } from "vite";

/** 16 px: the browsers' default root font size, which the rem values were designed against. */
const ROOT_PX = 16;

/** "1.5rem" → "24px", everywhere in a stylesheet (declarations and media queries alike). */
export function remToPx(css: string): string {
  return css.replace(/(?<![\w.-])(-?\d*\.?\d+)rem\b/g, (_match, n: string) => `${+(Number(n) * ROOT_PX).toFixed(3)}px`);
}

/**
 * The widgets' stylesheets (imported with `?inline` and adopted by their shadow roots) in px: a host
 * page's `html { font-size: 62.5% }` would otherwise shrink every rem-sized widget to 62.5 %. Our own
 * pages keep rem (site/ui/layout/css.ts reads the same files without this plugin).
 */
export function widgetCssInPx(): Plugin {
  return {
    name: "widget-css-in-px",
    enforce: "pre",
    transform(code, id) {
      if (!id.endsWith(".css?inline")) return undefined;
      return { code: remToPx(code), map: null };
    },
  };
}

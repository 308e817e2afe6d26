// The one way an HTML document is made: Eleventy's pages at build (eleventy.config.ts), the server's
// /book/ pages and the owner's desk per request. React writes no doctype, and components read the
// render time from context (site/ui/render-time.ts) rather than the clock, so one page agrees with
// itself; the caller says what time it is, and gives the site's CSS to pages in the site's layout
// (site/ui/site-css.ts: the build makes it, the server reads what the build wrote).
//
// No JSX here: the tests build copies of site/ with the project's eleventy.config.ts, and tsx compiles
// this file (outside the copy's tsconfig) without the project's JSX settings.
import { createElement, type ReactElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { RenderTime } from "./render-time.ts";
import { SiteCss } from "./site-css.ts";

export function renderDocument(page: ReactElement, { now, css }: { now: Date; css?: string }): string {
  const timed = createElement(RenderTime, { value: now }, page);
  return `<!doctype html>${renderToStaticMarkup(css === undefined ? timed : createElement(SiteCss, { value: css }, timed))}`;
}

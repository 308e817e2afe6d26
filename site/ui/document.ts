// The one way an HTML document is made: Eleventy's pages at build (eleventy.config.ts), the server's
// /book/ pages and the owner's desk per request. React writes no doctype, and components read the
// render time from context (site/ui/render-time.ts) rather than the clock, so one page agrees with
// itself; the caller says what time it is.
//
// No JSX here: the tests build copies of site/ with the project's eleventy.config.ts, and tsx compiles
// this file (outside the copy's tsconfig) without the project's JSX settings.
import { createElement, type ReactElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { RenderTime } from "./render-time.ts";

export function renderDocument(page: ReactElement, { now }: { now: Date }): string {
  return `<!doctype html>${renderToStaticMarkup(createElement(RenderTime, { value: now }, page))}`;
}

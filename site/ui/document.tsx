// The one way an HTML document is made: Eleventy's pages at build (eleventy.config.ts), the server's
// /book/ pages and the owner's desk per request. React writes no doctype, and components read the
// render time from context (site/lib/render-time.ts) rather than the clock, so one page agrees with
// itself; the caller says what time it is.
import type { ReactElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { RenderTime } from "../lib/render-time.ts";

export function renderDocument(page: ReactElement, { now }: { now: Date }): string {
  return `<!doctype html>${renderToStaticMarkup(<RenderTime value={now}>{page}</RenderTime>)}`;
}

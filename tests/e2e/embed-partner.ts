// A partner's web server for the embed specs: a second loopback origin (another port) that serves
// the pages a test sets, with the headers it sets (a Content-Security-Policy, say).
import http from "node:http";
import type { AddressInfo } from "node:net";
import { test } from "@playwright/test";
import models from "../../site/_data/models.ts";

/** A model of the shop's own (from its data, one with a screen price): what a partner's visitor asks about. */
export const askedModel = models.find((m) => m.prices.screen !== undefined) ?? models[0]!;
export const CRACKED_SCREEN = `My ${askedModel.name} screen is cracked`;

export interface PartnerServer {
  origin: string;
  /** Serves `html` at `path` (with optional extra response headers). */
  page(path: string, html: string, headers?: Record<string, string>): string;
  close(): Promise<void>;
}

export async function startPartner(): Promise<PartnerServer> {
  const pages = new Map<string, { html: string; headers: Record<string, string> }>();
  const server = http.createServer((req, res) => {
    const found = pages.get(new URL(req.url ?? "/", "http://x").pathname);
    res
      .writeHead(found ? 200 : 404, { "content-type": "text/html; charset=utf-8", ...found?.headers })
      .end(found?.html ?? "not found");
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    origin,
    page(path, html, headers = {}) {
      pages.set(path, { html, headers });
      return `${origin}${path}`;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** A spec file's partner server and our site's origin (usePartner). */
export interface PartnerSite {
  /** Our site's origin, where the widgets' scripts come from. */
  readonly ours: string;
  /** The partner's origin. */
  readonly origin: string;
  page: PartnerServer["page"];
}

/**
 * A partner's server for a whole spec file: started before its tests (then `setup` sets its first
 * pages), closed after them.
 */
export function usePartner(setup?: (site: PartnerSite) => void): PartnerSite {
  let server: PartnerServer | undefined;
  let ours = "";
  const site: PartnerSite = {
    get ours() {
      return ours;
    },
    get origin() {
      return server!.origin;
    },
    page: (path, html, headers) => server!.page(path, html, headers),
  };
  test.beforeAll(async ({ baseURL }) => {
    ours = new URL(baseURL!).origin;
    server = await startPartner();
    setup?.(site);
  });
  test.afterAll(() => server?.close());
  return site;
}

/** A whole partner page: `head` (their styles), `body` (their content and our elements), our script. */
export function partnerHtml({
  script,
  head = "",
  body,
  htmlAttributes = 'lang="en"',
}: {
  script: string;
  head?: string;
  body: string;
  htmlAttributes?: string;
}) {
  return `<!doctype html><html ${htmlAttributes}><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Partner page</title>${head}</head><body>${body}<script type="module" src="${script}"></script></body></html>`;
}

/** These specs set their own viewport: one project runs them (the machine is shared). */
export const desktopOnly = ({ isMobile }: { isMobile: boolean }) => isMobile;

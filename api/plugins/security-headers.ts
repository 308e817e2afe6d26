// The security headers (api/site-headers.ts) on every answer, through helmet: a Content-Security-Policy
// whose style-src lists the sha256 of each inline style of the built pages and whose connect-src lists
// the chat API's origin when the pages call one elsewhere (CHAT_API_URL), both found at build
// (dist/.csp.json) and re-read after a rebuild, so no 'unsafe-inline' is needed. app.cspHeader() gives
// the policy as it is now to answers written before any hook runs (malformed URLs).
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { cspHeaderValue, securityHeadersHook } from "../site-headers.ts";
import { builtCspOf } from "../static-host.ts";

declare module "fastify" {
  interface FastifyInstance {
    cspHeader(): string;
  }
}

export const securityHeaders = fp(
  async (app: FastifyInstance, opts: { root: string }) => {
    const builtCsp = builtCspOf(opts.root, app.log);
    await builtCsp.refresh();
    app.decorate("cspHeader", () => cspHeaderValue(builtCsp.current()));
    // Before the headers' own hook, so a rebuild's new hashes are in the very next policy.
    app.addHook("onRequest", builtCsp.refresh);
    app.addHook("onRequest", securityHeadersHook(builtCsp.current));
  },
  { name: "security-headers" },
);

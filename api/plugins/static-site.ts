// The built site (dist/) through the static host (api/static-host.ts), registered last: every page,
// widget and asset the build made. app.notFoundPage() is dist/404.html as it is now, for the app's
// not-found answers.
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { registerStaticHost } from "../static-host.ts";

declare module "fastify" {
  interface FastifyInstance {
    notFoundPage(url?: string): Promise<string>;
  }
}

export const staticSite = fp(
  async (app: FastifyInstance, opts: { root: string }) => {
    const host = await registerStaticHost(app, opts.root);
    app.decorate("notFoundPage", host.notFoundPage);
  },
  { name: "static-site" },
);

// linkinator crawls the site as the real server serves it: zero broken internal links.
import { budget } from "../helpers/budget.ts";
import type { FastifyInstance } from "fastify";
import { check, LinkState } from "linkinator";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../../api/app.ts";
import business from "../../site/_data/business.ts";
import models from "../../site/_data/models.ts";
import { DIST } from "../helpers/built-site.ts";

let app: FastifyInstance;
let origin: string;

beforeAll(async () => {
  app = await buildApp({ root: DIST });
  origin = await app.listen({ port: 0, host: "127.0.0.1" });
});
afterAll(() => app.close());

describe("links", () => {
  it(
    "finds no broken link on any page reachable from home or the sitemap",
    async () => {
      const result = await check({
        path: [`${origin}/`, `${origin}/sitemap.xml`],
        recurse: true,
        concurrency: 8,
        // Only our own origin: this machine has no other network, and other sites are not ours to test.
        linksToSkip: async (link) => !link.startsWith(origin),
      });
      const broken = result.links
        .filter((l) => l.state === LinkState.BROKEN)
        .map((l) => `${l.status} ${l.url} (on ${l.parent})`);
      expect(broken).toEqual([]);
      const checked = new Set(result.links.filter((l) => l.state === LinkState.OK).map((l) => l.url));
      for (const model of models) expect(checked.has(`${origin}/${model.slug}/`), model.slug).toBe(true);
      expect(checked.has(`${origin}/pricing/`)).toBe(true);
      // The Spanish twins too, when the owner lists Spanish.
      if (business.languages.includes("es"))
        for (const path of ["/es/", "/es/pricing/", "/es/embed/", ...models.map((m) => `/es/${m.slug}/`)])
          expect(checked.has(`${origin}${path}`), path).toBe(true);
      expect(checked.size).toBeGreaterThan(models.length + 2);
    },
    budget(60_000),
  );
});

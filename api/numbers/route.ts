// POST /api/hit: the beacon's and the widgets' one call. A body of HitSchema (sent by sendBeacon as
// text/plain, which needs no CORS preflight, or as JSON), answered 204 whether or not it was counted:
// a bot, a browser asking not to be tracked (Sec-GPC, DNT) or a flood past the caps learns nothing.
// Nothing here sets a cookie, and the address only ever enters the visitor's hash.
import type { FastifyInstance } from "fastify";
import { isbot } from "isbot";
import { validatorCompiler, type ZodTypeProvider } from "fastify-type-provider-zod";
import { HitSchema, HIT_ENDPOINT } from "#shop/numbers-contract.ts";
import { HttpError } from "../errors.ts";
import type { Numbers } from "./counter.ts";

/** A hit is a few hundred bytes; nothing bigger is read. */
const HIT_BODY_LIMIT = 2048;

const ROUTE = HIT_ENDPOINT.replace(/^\/api(?=\/)/, "");

/** The browser asked not to be tracked: Global Privacy Control or Do Not Track. */
const optedOut = (headers: Record<string, string | string[] | undefined>) =>
  headers["sec-gpc"] === "1" || headers.dnt === "1";

/** Registered with prefix /api. `numbers` is undefined when nothing is counted: every hit is then 204 and dropped. */
export async function hitRoute(
  app: FastifyInstance,
  opts: { numbers: Numbers | undefined; rateLimitPerMinute: number },
) {
  app.setValidatorCompiler(validatorCompiler);
  // sendBeacon's string body arrives as text/plain: it is read as the JSON it is.
  app.removeContentTypeParser("text/plain");
  app.addContentTypeParser(["text/plain", "application/json"], { parseAs: "string" }, (_request, body, done) => {
    try {
      done(null, JSON.parse(body as string));
    } catch {
      done(new HttpError(400, "invalid_json", "The request body is not valid JSON."), undefined);
    }
  });

  app.withTypeProvider<ZodTypeProvider>().post(ROUTE, {
    bodyLimit: HIT_BODY_LIMIT,
    config: { rateLimit: { max: opts.rateLimitPerMinute, timeWindow: 60_000 } },
    schema: { body: HitSchema },
    handler: async (request, reply) => {
      // A partner's page sends the hit without CORS (sendBeacon): the empty answer may be read from
      // any origin, or the browser reports it blocked in the partner's console.
      reply.header("cache-control", "no-store").header("cross-origin-resource-policy", "cross-origin");
      const userAgent = request.headers["user-agent"] ?? "";
      if (opts.numbers && userAgent && !isbot(userAgent) && !optedOut(request.headers))
        await opts.numbers.hit(request.body, {
          ownHost: request.headers.host ?? "",
          address: request.ip,
          userAgent,
        });
      return reply.code(204).send();
    },
  });
}

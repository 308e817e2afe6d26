// POST /api/troubleshooting-bot: the chat widget's one call. JSON { message, model?, history? } in,
// { response, actions, suggestions } out; the limits and action kinds are shop/chat-contract.ts's,
// which the widget reads too. Everything else gets a 4xx JSON { error, message } that says what is wrong.
import cors from "@fastify/cors";
import type { FastifyInstance } from "fastify";
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from "fastify-type-provider-zod";
import type { CorsOrigins } from "../config.ts";
import { countUnanswered } from "../numbers/server-counts.ts";
import { ClientGone, HttpError } from "../errors.ts";
import {
  BODY_LIMIT_BYTES,
  CHAT_ENDPOINT,
  MAX_ACTIONS,
  MAX_HISTORY_CHARS,
  MAX_HISTORY_TURNS,
  MAX_MESSAGE_CHARS,
  MAX_SUGGESTIONS,
} from "#shop/chat-contract.ts";
import { ChatAnswerSchema, ChatRequestSchema } from "#shop/chat-schemas.ts";

/** One clear sentence per thing that can be wrong with a body, named after the field. */
function describeIssue(body: unknown, field: string | undefined): HttpError {
  if (body === null || typeof body !== "object" || Array.isArray(body))
    return new HttpError(
      400,
      "invalid_body",
      'The body must be a JSON object such as {"message":"My screen is cracked"}.',
    );
  const value = (body as Record<string, unknown>)[field ?? ""];
  switch (field) {
    case "message":
      if (value === undefined)
        return new HttpError(400, "missing_message", 'The field "message" is required: the question, as text.');
      if (typeof value !== "string")
        return new HttpError(400, "invalid_message", 'The field "message" must be a string.');
      if (value.trim() === "")
        return new HttpError(400, "empty_message", 'The field "message" is empty. Type a question first.');
      return new HttpError(
        400,
        "message_too_long",
        `The message is too long: at most ${MAX_MESSAGE_CHARS.toLocaleString("en-US")} characters, please.`,
      );
    case "model":
      return new HttpError(
        400,
        "invalid_model",
        'The field "model" must be a model slug such as "iphone-13-pro-repair".',
      );
    case "history":
      return new HttpError(
        400,
        "invalid_history",
        `The field "history" must be a list of at most ${MAX_HISTORY_TURNS} turns, each { "role": "user" or "assistant", "content": text of at most ${MAX_HISTORY_CHARS.toLocaleString("en-US")} characters }.`,
      );
    default:
      return new HttpError(400, "invalid_body", "The request body is not a valid chat request.");
  }
}

export interface ChatRouteOptions {
  rateLimitPerMinute: number;
  corsOrigins: CorsOrigins;
}

/** The chat's address under the /api prefix the app registers these routes with. */
const ROUTE = CHAT_ENDPOINT.replace(/^\/api(?=\/)/, "");

/**
 * Registered with prefix /api, so CORS applies to the API only, never to the pages. Answers with
 * app.assistant, and hands what it could not answer to app.unanswered when the chat records (chat/plugin.ts).
 */
export async function chatRoutes(app: FastifyInstance, opts: ChatRouteOptions) {
  // The body and the answer go through the contract's zod schemas (shop/chat-schemas.ts).
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  // An OPTIONS without Origin and Access-Control-Request-Method is no browser preflight; @fastify/cors
  // would answer it 400 text/plain. Same status, our JSON (this hook runs before the plugin's).
  app.addHook("onRequest", async (request, reply) => {
    if (request.method !== "OPTIONS" || (request.headers.origin && request.headers["access-control-request-method"]))
      return;
    reply.header("allow", "POST, OPTIONS");
    throw new HttpError(
      400,
      "invalid_preflight",
      `An OPTIONS request here is a browser's CORS preflight and needs the Origin and Access-Control-Request-Method headers. The chat is POST ${CHAT_ENDPOINT}.`,
    );
  });

  await app.register(cors, {
    // "*", or exact origins and RegExps for the wildcard-subdomain patterns (parseCorsOrigins).
    origin: opts.corsOrigins,
    methods: ["POST"],
    allowedHeaders: ["Content-Type"],
    credentials: false,
    maxAge: 86_400,
  });

  app.withTypeProvider<ZodTypeProvider>().route({
    method: "POST",
    url: ROUTE,
    bodyLimit: BODY_LIMIT_BYTES,
    config: { rateLimit: { max: opts.rateLimitPerMinute, timeWindow: 60_000 } },
    // Runs before the rate limiter: a request whose socket is already gone (a malformed chunk after
    // the headers) has no address to count and nobody to answer.
    onRequest: async (request) => {
      if (request.raw.socket?.destroyed === true) throw new ClientGone("socket closed before the route ran");
    },
    schema: {
      body: ChatRequestSchema,
      response: { 200: ChatAnswerSchema },
    },
    // A body the schema refuses reaches the handler, which says what is wrong with it field by field.
    attachValidation: true,
    // Checked before the body is read: JSON, and UTF-8 (RFC 8259) when a charset is declared.
    preParsing: async (request) => {
      const type = request.headers["content-type"] ?? "";
      if (!/^application\/(?:[\w.+-]+\+)?json\s*(?:;|$)/i.test(type))
        throw new HttpError(
          415,
          "unsupported_media_type",
          "Send the request body as JSON with the header Content-Type: application/json.",
        );
      const charset = /;\s*charset\s*=\s*"?([^";\s]*)/i.exec(type)?.[1];
      if (charset !== undefined && !/^utf-?8$/i.test(charset))
        throw new HttpError(
          415,
          "unsupported_charset",
          "Send the JSON body as UTF-8, with the header Content-Type: application/json (or application/json; charset=utf-8).",
        );
    },
    handler: async (request, reply) => {
      const started = performance.now();
      if (request.validationError) {
        const [issue] = request.validationError.validation;
        throw describeIssue(request.body, issue?.instancePath.split("/")[1]);
      }
      const input = request.body;
      const answer = await app.assistant.answer({
        message: input.message,
        model: input.model || undefined,
        history: input.history ?? [],
      });
      // The visitor's words are never logged: only what the assistant understood and how long it took.
      request.log.info(
        {
          intent: answer.intent,
          model: answer.model ?? null,
          // The page's language (the widget's), beside what the assistant understood.
          lang: input.lang ?? null,
          engine: answer.engine,
          latencyMs: Math.round((performance.now() - started) * 10) / 10,
        },
        "chat answered",
      );
      if (answer.unanswered) app.unanswered?.record(input.message, answer.topic);
      if (answer.unanswered) countUnanswered(app, input.model);
      reply.header("cache-control", "no-store");
      return {
        response: answer.response,
        actions: answer.actions.slice(0, MAX_ACTIONS),
        suggestions: answer.suggestions.slice(0, MAX_SUGGESTIONS),
      };
    },
  });

  app.route({
    // Every other method the server knows (GET, PUT, PATCH, DELETE, TRACE...; HEAD comes with GET):
    // 405 with Allow, never a 404 that says the address does not exist.
    method: app.supportedMethods.filter((m) => m !== "POST" && m !== "OPTIONS" && m !== "HEAD"),
    url: ROUTE,
    handler: async (_request, reply) => {
      reply.header("allow", "POST, OPTIONS");
      throw new HttpError(405, "method_not_allowed", "Use POST with a JSON body to talk to the assistant.");
    },
  });
}

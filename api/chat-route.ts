// POST /api/troubleshooting-bot: the chat widget's one call. JSON { message, model?, history? } in,
// { response, actions, suggestions } out (the contract in the README). Everything else gets a 4xx JSON { error, message } that says what is wrong.
import cors from "@fastify/cors";
import type { FastifyInstance } from "fastify";
import { z } from "zod";
import type { Assistant } from "./bot/assistant.ts";
import { HttpError } from "./errors.ts";

export const MAX_MESSAGE_CHARS = 1000;
export const MAX_HISTORY_TURNS = 10;
export const MAX_HISTORY_CHARS = 2000;
export const BODY_LIMIT_BYTES = 16 * 1024;

export const ChatRequestSchema = z.object({
  message: z
    .string()
    .transform((s) => s.trim())
    .pipe(z.string().min(1).max(MAX_MESSAGE_CHARS)),
  model: z
    .string()
    .max(80)
    .regex(/^[A-Za-z0-9 +-]*$/)
    .nullish(),
  history: z
    .array(z.object({ role: z.enum(["user", "assistant"]), content: z.string().max(MAX_HISTORY_CHARS) }))
    .max(MAX_HISTORY_TURNS)
    .nullish(),
});
export type ChatRequest = z.infer<typeof ChatRequestSchema>;

/** One clear sentence per thing that can be wrong with a body, named after the field. */
function describeIssue(body: unknown, issue: z.core.$ZodIssue): HttpError {
  const [field] = issue.path;
  if (body === null || typeof body !== "object" || Array.isArray(body))
    return new HttpError(400, "invalid_body", 'The body must be a JSON object such as {"message":"My screen is cracked"}.');
  const value = (body as Record<string, unknown>)[String(field)];
  switch (field) {
    case "message":
      if (value === undefined)
        return new HttpError(400, "missing_message", 'The field "message" is required: the question, as text.');
      if (typeof value !== "string") return new HttpError(400, "invalid_message", 'The field "message" must be a string.');
      if (value.trim() === "") return new HttpError(400, "empty_message", 'The field "message" is empty. Type a question first.');
      return new HttpError(
        400,
        "message_too_long",
        `The message is too long: at most ${MAX_MESSAGE_CHARS.toLocaleString("en-US")} characters, please.`,
      );
    case "model":
      return new HttpError(400, "invalid_model", 'The field "model" must be a model slug such as "iphone-13-pro-repair".');
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

/**
 * The answer: `response` (the seed's contract) plus `actions` (0 to 4 buttons: call, directions, a
 * model's page, the price list) and `suggestions` (0 to 4 short follow-up prompts). Serialized by this
 * schema, so nothing else can leak into a reply.
 */
export const ChatAnswerJsonSchema = {
  type: "object",
  properties: {
    response: { type: "string" },
    actions: {
      type: "array",
      maxItems: 4,
      items: {
        type: "object",
        properties: {
          kind: { type: "string", enum: ["call", "directions", "page", "pricing"] },
          label: { type: "string" },
          href: { type: "string" },
        },
        required: ["kind", "label", "href"],
      },
    },
    suggestions: { type: "array", maxItems: 4, items: { type: "string" } },
  },
  required: ["response"],
} as const;

export function parseChatRequest(body: unknown): ChatRequest {
  const parsed = ChatRequestSchema.safeParse(body);
  if (parsed.success) return parsed.data;
  throw describeIssue(body, parsed.error.issues[0]!);
}

export interface ChatRouteOptions {
  assistant: Assistant;
  rateLimitPerMinute: number;
  corsOrigins: "*" | string[];
}

/** Registered with prefix /api, so CORS applies to the API only, never to the pages. */
export async function chatRoutes(app: FastifyInstance, opts: ChatRouteOptions) {
  await app.register(cors, {
    origin: opts.corsOrigins === "*" ? "*" : opts.corsOrigins,
    methods: ["POST"],
    allowedHeaders: ["Content-Type"],
    credentials: false,
    maxAge: 86_400,
  });

  app.route({
    method: "POST",
    url: "/troubleshooting-bot",
    bodyLimit: BODY_LIMIT_BYTES,
    config: { rateLimit: { max: opts.rateLimitPerMinute, timeWindow: 60_000 } },
    schema: {
      response: { 200: ChatAnswerJsonSchema },
    },
    preValidation: async (request) => {
      const type = request.headers["content-type"] ?? "";
      if (!/^application\/(?:[\w.+-]+\+)?json\s*(?:;|$)/i.test(type))
        throw new HttpError(
          415,
          "unsupported_media_type",
          "Send the request body as JSON with the header Content-Type: application/json.",
        );
    },
    handler: async (request, reply) => {
      const started = performance.now();
      const input = parseChatRequest(request.body);
      const answer = await opts.assistant.answer({
        message: input.message,
        model: input.model || undefined,
        history: input.history ?? [],
      });
      // The visitor's words are never logged: only what the assistant understood and how long it took.
      request.log.info(
        {
          intent: answer.intent,
          model: answer.model ?? null,
          engine: answer.engine,
          latencyMs: Math.round((performance.now() - started) * 10) / 10,
        },
        "chat answered",
      );
      reply.header("cache-control", "no-store");
      return { response: answer.response, actions: answer.actions.slice(0, 4), suggestions: answer.suggestions.slice(0, 4) };
    },
  });

  app.route({
    method: ["GET", "PUT", "PATCH", "DELETE"],
    url: "/troubleshooting-bot",
    handler: async (_request, reply) => {
      reply.header("allow", "POST, OPTIONS");
      throw new HttpError(405, "method_not_allowed", "Use POST with a JSON body to talk to the assistant.");
    },
  });
}

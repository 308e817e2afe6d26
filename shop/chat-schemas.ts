// The chat's contract as zod schemas, built from the plain values of chat-contract.ts: the chat route
// (api/chat/route.ts) validates requests and serializes answers with them, and the assistant's types
// are inferred from them. The widget bundles chat-contract.ts alone, so no zod reaches a visitor's page.
import { z } from "zod";
import { LANGUAGES } from "./languages.ts";
import {
  ACTION_KINDS,
  MAX_ACTIONS,
  MAX_HISTORY_CHARS,
  MAX_HISTORY_TURNS,
  MAX_MESSAGE_CHARS,
  MAX_MODEL_CHARS,
  MAX_SUGGESTIONS,
  type ChatAction,
} from "./chat-contract.ts";

/** One earlier turn of the conversation, as the widget sends it back. */
export const ChatTurnSchema = z.object({
  role: z.enum(["user", "assistant"]),
  content: z.string().max(MAX_HISTORY_CHARS),
});
export type ChatTurn = z.infer<typeof ChatTurnSchema>;

/** POST /api/troubleshooting-bot's body: the message (trimmed), the page's model, the conversation so far, the page's language. */
export const ChatRequestSchema = z.object({
  message: z
    .string()
    .transform((s) => s.trim())
    .pipe(z.string().min(1).max(MAX_MESSAGE_CHARS)),
  model: z
    .string()
    .max(MAX_MODEL_CHARS)
    .regex(/^[A-Za-z0-9 +-]*$/)
    .nullish(),
  history: z.array(ChatTurnSchema).max(MAX_HISTORY_TURNS).nullish(),
  /**
   * The page's language (optional): the widget's, read from the page (widgets/shared/lang.ts). The
   * assistant reads the language of the message itself; this is the page's.
   */
  lang: z.enum(LANGUAGES).nullish(),
});

/** A next step after an answer: a button that dials, texts the shop, opens the maps, a model's page, the price list or a booking. */
export const ChatActionSchema = z.object({
  kind: z.enum(ACTION_KINDS),
  label: z.string(),
  href: z.string(),
}) satisfies z.ZodType<ChatAction>;

/**
 * The answer: `response` (the seed's contract) plus up to MAX_ACTIONS buttons and MAX_SUGGESTIONS short
 * follow-up prompts. Serialized through this schema, so nothing else the assistant knows (its intent,
 * whether it could answer) can leak into a reply.
 */
export const ChatAnswerSchema = z.object({
  response: z.string(),
  actions: z.array(ChatActionSchema).max(MAX_ACTIONS).optional(),
  suggestions: z.array(z.string()).max(MAX_SUGGESTIONS).optional(),
});

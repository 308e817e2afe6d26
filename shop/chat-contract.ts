// The chat's contract, written once: what POST /api/troubleshooting-bot accepts and what it answers.
// api/chat/route.ts validates requests and shapes answers with these values (chat-schemas.ts); the widget
// (widgets/repair-chat/chat-store.ts) trims what it sends and keeps what it shows to them; the tests
// and the docs read them here. Plain values and types only (no zod, no Node): the widget bundles it.

/** The chat's address on the API's origin. */
export const CHAT_ENDPOINT = "/api/troubleshooting-bot";

/** A visitor's message, after trimming: 1 to this many characters. */
export const MAX_MESSAGE_CHARS = 1000;
/** Earlier turns sent with a message (the conversation's context). */
export const MAX_HISTORY_TURNS = 10;
/** One earlier turn's text. */
export const MAX_HISTORY_CHARS = 2000;
/** The whole JSON body. */
export const BODY_LIMIT_BYTES = 16 * 1024;
/** The page's model slug (`iphone-13-pro-repair`). */
export const MAX_MODEL_CHARS = 80;

/** Buttons after an answer (the call and the text count as two), and follow-up prompts: at most this many. */
export const MAX_ACTIONS = 5;
export const MAX_SUGGESTIONS = 4;
/** An action's label or a suggestion's text. */
export const MAX_LABEL_CHARS = 80;

/** What an action button does: dial, text the shop, open the maps, a model's page, the price list, the booking on a slot. */
export const ACTION_KINDS = ["call", "text", "directions", "page", "pricing", "book"] as const;

/** A next step the API offers after an answer; the server's schema (chat-schemas.ts) is checked against it. */
export interface ChatAction {
  kind: (typeof ACTION_KINDS)[number];
  label: string;
  href: string;
}

/** "16 KB": the body limit as the API's error message and the docs say it. */
export const BODY_LIMIT_TEXT = `${BODY_LIMIT_BYTES / 1024} KB`;

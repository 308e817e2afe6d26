// The conversation lives here, outside React: every <repair-chat> on the page shares it, it survives
// an element being moved in the DOM (r2wc unmounts and remounts it), and sessionStorage carries it
// to the next page of the visit. Sending is here too, so 'Get Free Quote' works before the panel's
// code has loaded.
import {
  ACTION_KINDS,
  BODY_LIMIT_BYTES,
  CHAT_ENDPOINT,
  MAX_ACTIONS,
  MAX_HISTORY_CHARS,
  MAX_HISTORY_TURNS,
  MAX_LABEL_CHARS,
  MAX_MESSAGE_CHARS,
  MAX_SUGGESTIONS,
  type ChatAction,
} from "#shop/chat-contract.ts";
import type { Language } from "#shop/languages.ts";
import { session } from "../shared/session.ts";
import { track } from "../shared/track.ts";
import { chatEn, type ChatWords } from "./words.ts";

export type Author = "bot" | "user";
export type { ChatAction };
export interface ChatMessage {
  id: string;
  type: Author;
  content: string;
  timestamp: number;
  /** Bot messages: buttons after the text. */
  actions?: ChatAction[];
  /** Bot messages: follow-up questions, offered while this is the latest message. */
  suggestions?: string[];
}
export interface Toast {
  id: number;
  title: string;
  description: string;
}
interface PersistedState {
  messages: ChatMessage[];
  open: boolean;
}
export interface ChatState extends PersistedState {
  pending: boolean;
  toast: Toast | null;
}

export const STORAGE_KEY = "repair-chat:v1";
export const TOAST_MS = 6000;

export const GREETING = chatEn.greeting;
export const QUICK_PROMPTS = chatEn.quickPrompts;
/** The words of the page's chat (its errors), set by the component once the page's language is known. */
let texts: ChatWords = chatEn;

let counter = 0;
const newId = () => `${Date.now()}-${++counter}`;
const greeting = (): ChatMessage => ({ id: "greeting", type: "bot", content: GREETING, timestamp: Date.now() });

function isMessage(value: unknown): value is ChatMessage {
  const m = value as ChatMessage;
  return !!m && typeof m.id === "string" && (m.type === "bot" || m.type === "user") && typeof m.content === "string";
}

const KNOWN_KINDS: ReadonlySet<string> = new Set(ACTION_KINDS);
// What each kind may point to: a phone number, a web address, or a path of our site (not "//host").
const WEB = /^https?:\/\/[^\s]+$/i;
const HREF: Record<ChatAction["kind"], RegExp> = {
  call: /^tel:\+?[\d\s().-]{3,}$/i,
  // A text to the shop: sms: and the number, with no body (iPhones and Android both open it).
  text: /^sms:\+?[\d\s().-]{3,}$/i,
  directions: WEB,
  page: new RegExp(`^/(?!/)[^\\s]*$|${WEB.source}`, "i"),
  pricing: new RegExp(`^/(?!/)[^\\s]*$|${WEB.source}`, "i"),
  // The booking page of our site, opened on a slot: a path only.
  book: /^\/book\/(\?[^\s]*)?$/,
};
const text = (value: unknown, max: number) =>
  typeof value === "string" && value.trim() ? value.trim().slice(0, max) : undefined;

/** The API's (or sessionStorage's) actions, kept only when well formed: anything else is dropped, never shown. */
export function readActions(value: unknown): ChatAction[] {
  if (!Array.isArray(value)) return [];
  return value
    .flatMap((a: Record<string, unknown> | null) => {
      const label = text(a?.label, MAX_LABEL_CHARS);
      const href = text(a?.href, 2000);
      const kind = a?.kind;
      return typeof kind === "string" &&
        KNOWN_KINDS.has(kind) &&
        label &&
        href &&
        HREF[kind as ChatAction["kind"]].test(href)
        ? [{ kind: kind as ChatAction["kind"], label, href }]
        : [];
    })
    .slice(0, MAX_ACTIONS);
}

export function readSuggestions(value: unknown): string[] {
  if (!Array.isArray(value)) return [];
  return [...new Set(value.flatMap((s) => text(s, MAX_LABEL_CHARS) ?? []))].slice(0, MAX_SUGGESTIONS);
}

/** A stored message as the widget shows it: extras only on bot messages, only when valid. */
function restore(m: ChatMessage): ChatMessage {
  const { actions, suggestions, ...rest } = m;
  if (m.type !== "bot") return rest;
  const a = readActions(actions);
  const s = readSuggestions(suggestions);
  return { ...rest, ...(a.length ? { actions: a } : {}), ...(s.length ? { suggestions: s } : {}) };
}

function load(): PersistedState {
  const saved = session.get<Partial<PersistedState>>(STORAGE_KEY);
  const messages = Array.isArray(saved?.messages) ? saved.messages.filter(isMessage).map(restore) : [];
  return { messages: messages.length > 0 ? messages : [greeting()], open: saved?.open === true };
}

// Read from sessionStorage on first use, not as the module loads: a page's first sessionStorage
// access waits on the browser process (several ms, a long task at 4x CPU slowdown with the rest of
// the start), and nothing needs the chat's state before React renders it or a visitor taps.
let loaded: ChatState | undefined;
const current = (): ChatState => (loaded ??= { ...load(), pending: false, toast: null });
const listeners = new Set<() => void>();
let toastTimer: ReturnType<typeof setTimeout> | undefined;

function update(patch: Partial<ChatState>) {
  const state = (loaded = { ...current(), ...patch });
  if ("messages" in patch || "open" in patch) session.set(STORAGE_KEY, { messages: state.messages, open: state.open });
  listeners.forEach((listener) => listener());
}

export const chatStore = {
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  getState: current,
  setOpen(open: boolean) {
    if (open && !current().open) track("chat-open");
    if (current().open !== open) update({ open });
  },
  dismissToast() {
    clearTimeout(toastTimer);
    update({ toast: null });
  },
  /** The page's words (its language), for the errors this store writes. */
  setWords(words: ChatWords) {
    texts = words;
  },
  /** Start over: back to the greeting alone (and the quick prompts). */
  reset() {
    update({ messages: [greeting()], toast: null });
  },
  /** Re-read sessionStorage (another tab of the visit, or a test, changed it). */
  reload() {
    update({ ...load() });
  },
  /**
   * Sends a message: trimmed; nothing if empty or while a reply is pending. Resolves when the
   * bot's reply (or the error message) is in the list. Returns false when nothing was sent.
   */
  async send(text: string, options: { api: string; model?: string; lang?: Language }): Promise<boolean> {
    const message = text.trim().slice(0, MAX_MESSAGE_CHARS);
    if (!message || current().pending) return false;
    // Within the API's limits, so a long conversation is never refused: the latest turns, each cut short.
    const history = current()
      .messages.filter((m) => m.id !== "greeting")
      .slice(-MAX_HISTORY_TURNS)
      .map((m) => ({ role: m.type === "user" ? "user" : "assistant", content: m.content.slice(0, MAX_HISTORY_CHARS) }));
    const body = {
      message,
      ...(options.model ? { model: options.model } : {}),
      ...(options.lang ? { lang: options.lang } : {}),
      history,
    };
    // Long or non-Latin turns can outgrow the body limit in bytes: the oldest turns go first.
    while (history.length > 0 && new TextEncoder().encode(JSON.stringify(body)).length > BODY_LIMIT_BYTES)
      history.shift();
    const userMessage: ChatMessage = { id: newId(), type: "user", content: message, timestamp: Date.now() };
    update({ messages: [...current().messages, userMessage], pending: true });
    track("chat-message", options.api);

    const reply = await ask(options.api, body);
    const botMessage: ChatMessage = {
      id: newId(),
      type: "bot",
      content: reply.text,
      timestamp: Date.now(),
      ...(reply.actions?.length ? { actions: reply.actions } : {}),
      ...(reply.suggestions?.length ? { suggestions: reply.suggestions } : {}),
    };
    update({ messages: [...current().messages, botMessage], pending: false });
    if (reply.failed) showToast();
    return true;
  },
};

function showToast() {
  clearTimeout(toastTimer);
  update({ toast: { id: Date.now(), title: texts.toastTitle, description: texts.toastDescription } });
  toastTimer = setTimeout(() => update({ toast: null }), TOAST_MS);
}

interface Reply {
  text: string;
  actions?: ChatAction[];
  suggestions?: string[];
  /** The call failed: show the error toast too. */
  failed: boolean;
}

async function ask(api: string, body: unknown): Promise<Reply> {
  const failure: Reply = { text: texts.connectionApology, failed: true };
  let response: Response;
  try {
    response = await fetch(new URL(CHAT_ENDPOINT, `${api.replace(/\/+$/, "")}/`), {
      method: "POST",
      headers: { "Content-Type": "application/json", Accept: "application/json" },
      body: JSON.stringify(body),
    });
  } catch {
    return failure;
  }
  let data: unknown;
  try {
    data = await response.json();
  } catch {
    data = undefined;
  }
  const field = (name: string) => {
    const value = (data as Record<string, unknown> | undefined)?.[name];
    return typeof value === "string" && value.trim() ? value : undefined;
  };
  if (response.status === 429) return { text: field("message") ?? texts.missingResponse, failed: false };
  if (response.ok) {
    const answer = field("response");
    if (!answer) return { text: texts.missingResponse, failed: false };
    const record = data as Record<string, unknown>;
    return {
      text: answer,
      actions: readActions(record.actions),
      suggestions: readSuggestions(record.suggestions),
      failed: false,
    };
  }
  if (response.status >= 400 && response.status < 500) return { text: texts.missingResponse, failed: false };
  return failure;
}

import { RotateCcw, Send, X } from "lucide-react";
import { useEffect, useLayoutEffect, useRef, useState, useSyncExternalStore, type KeyboardEvent } from "react";
import { series } from "virtual:shop-facts";
import { adoptSheet } from "../shared/define-widget.ts";
import { ownPageLink, scriptOrigin } from "../shared/script-origin.ts";
import { actionLink, currentWhere } from "./action-link.ts";
import { MAX_MESSAGE_CHARS } from "#shop/chat-contract.ts";
import { chatStore, type ChatMessage } from "./chat-store.ts";
import panelCss from "./chat-panel.css?inline";
import { focusRequest } from "./focus-request.ts";
import { linkify } from "./linkify.ts";
import type { Lang } from "../shared/lang.ts";
import type { ChatWords } from "./words.ts";

export interface ChatPanelProps {
  id: string;
  api: string;
  model: string | undefined;
  inline: boolean;
  onClose: () => void;
  lang: Lang;
  words: ChatWords;
}

/** A long address shown short: "Google Maps" for directions, else "example.com/a-long-pa…"; the link keeps it whole. */
function shortUrl(text: string): string {
  try {
    const url = new URL(text);
    if (/(^|\.)google\.[a-z.]+$/.test(url.hostname) && url.pathname.startsWith("/maps")) return "Google Maps";
    if (text.length <= 48) return text;
    const path = url.pathname.length > 24 ? `${url.pathname.slice(0, 24)}…` : `${url.pathname}${url.search ? "…" : ""}`;
    return `${url.hostname}${path}`;
  } catch {
    return text;
  }
}

function MessageText({ message, words }: { message: ChatMessage; words: ChatWords }) {
  if (message.type === "user") return <>{message.content}</>;
  // The greeting is said in the page's language, whichever page of the visit wrote it.
  const content = message.id === "greeting" ? words.greeting : message.content;
  return (
    <>
      {linkify(content, scriptOrigin).map((part, i) =>
        part.kind === "text" ? (
          part.text
        ) : part.external ? (
          <a key={i} href={part.href} target="_blank" rel="noopener noreferrer" title={part.text}>
            {shortUrl(part.text)}
          </a>
        ) : (
          <a key={i} href={part.href} {...(part.href.startsWith(scriptOrigin) ? ownPageLink() : {})}>
            {part.text}
          </a>
        ),
      )}
    </>
  );
}

/** The answer's next steps as links (they go somewhere: a call, the map, a page), after its text. */
function Actions({ message, words }: { message: ChatMessage; words: ChatWords }) {
  const where = currentWhere();
  const links = (message.actions ?? []).flatMap((action) => {
    const link = actionLink(action, scriptOrigin, where);
    return link ? [{ ...action, ...link }] : [];
  });
  if (links.length === 0) return null;
  return (
    <div className="actions" role="group" aria-label={words.nextSteps}>
      {links.map((link) => (
        <a
          key={`${link.kind} ${link.href}`}
          className={`action ${link.kind}`}
          href={link.href}
          {...(link.newTab ? { target: "_blank", rel: "noopener noreferrer" } : {})}
        >
          {link.label}
          {link.newTab && <span className="visually-hidden">{words.newTab}</span>}
        </a>
      ))}
    </div>
  );
}

/** A row of questions the visitor can send with one tap: the quick prompts, or the reply's suggestions. */
function Prompts(props: {
  label: string;
  prompts: readonly string[];
  /** "suggestion" for the reply's own; its row and buttons carry the class. */
  kind: "" | "suggestion";
  part?: string;
  disabled?: boolean;
  onPick: (prompt: string) => void;
}) {
  const { label, prompts, kind, part, disabled, onPick } = props;
  return (
    <div className={kind ? `prompts ${kind}s` : "prompts"} role="group" aria-label={label}>
      {prompts.map((prompt) => (
        <button
          key={prompt}
          type="button"
          className={kind ? `prompt ${kind}` : "prompt"}
          part={part}
          disabled={disabled}
          onClick={() => onPick(prompt)}
        >
          {prompt}
        </button>
      ))}
    </div>
  );
}

export default function ChatPanel({ id, api, model, inline, onClose, lang, words }: ChatPanelProps) {
  const state = useSyncExternalStore(chatStore.subscribe, chatStore.getState);
  const [draft, setDraft] = useState("");
  const rootRef = useRef<HTMLDivElement>(null);
  const logRef = useRef<HTMLDivElement>(null);
  const inputRef = useRef<HTMLTextAreaElement>(null);
  const modelName = series.flatMap((s) => s.models).find((m) => m.slug === model)?.name;
  const onlyGreeting = state.messages.length === 1 && state.messages[0]?.id === "greeting";
  // The latest answer's follow-up questions, while it is the latest message.
  const last = state.messages.at(-1);
  const suggestions = !state.pending && last?.type === "bot" ? (last.suggestions ?? []) : [];

  // The panel's styles travel with the panel's chunk, adopted into this element's shadow root.
  useLayoutEffect(() => {
    const root = rootRef.current?.getRootNode();
    if (root instanceof ShadowRoot) adoptSheet(root, panelCss);
  }, []);

  useEffect(() => {
    if (!focusRequest.take()) return;
    if (inputRef.current && !inputRef.current.disabled) inputRef.current.focus();
    else rootRef.current?.focus();
  }, []);

  // Newest message in view; one taller than the log shows from its first line, so a long answer
  // is read from its start rather than its end.
  useEffect(() => {
    const log = logRef.current;
    const last = log?.lastElementChild;
    if (!log || !(last instanceof HTMLElement)) return;
    if (last.offsetHeight <= log.clientHeight) log.scrollTop = log.scrollHeight;
    else log.scrollTop += last.getBoundingClientRect().top - log.getBoundingClientRect().top - 8;
  }, [state.messages.length, state.pending]);

  // Whether a request was under way since the last reply: noted by the effect, not during render.
  const wasPending = useRef(false);
  // When a reply arrives, the input (enabled again) gets the focus back if the focus was in the
  // panel or was lost when the input was disabled; never taken from elsewhere on the page.
  useEffect(() => {
    if (state.pending) {
      wasPending.current = true;
      return;
    }
    const panel = rootRef.current;
    if (!panel) return;
    const root = panel.getRootNode() as ShadowRoot | Document;
    const active = root.activeElement;
    const lost = document.activeElement === document.body || document.activeElement === null;
    if ((active && panel.contains(active) && active !== inputRef.current) || (lost && !active && wasPending.current)) {
      inputRef.current?.focus();
    }
    wasPending.current = false;
  }, [state.pending]);
  const send = (text: string, fromDraft: boolean) => {
    if (!text.trim() || state.pending) return;
    if (fromDraft) setDraft("");
    void chatStore.send(text, { api, model, lang });
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    // Enter sends; Shift+Enter makes a new line; an IME composition's Enter is left alone.
    if (event.key === "Enter" && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      send(draft, true);
    }
  };

  return (
    <div
      ref={rootRef}
      id={id}
      className={inline ? "panel inline" : "panel"}
      part="panel"
      role={inline ? "region" : "dialog"}
      aria-modal={inline ? undefined : false}
      aria-labelledby={`${id}-title`}
      tabIndex={-1}
      onKeyDown={(event) => {
        if (event.key === "Escape" && !inline) {
          event.stopPropagation();
          onClose();
        }
      }}
    >
      <div className="header" part="header">
        <div>
          <h2 id={`${id}-title`} className="heading">
            {words.heading}
          </h2>
          <p className="subheading">{modelName ? words.about(modelName) : words.subheading}</p>
        </div>
        <div className="header-actions">
          <button
            type="button"
            className="icon-button tap-icon"
            part="button"
            aria-label={words.startOver}
            title={words.startOver}
            disabled={onlyGreeting || state.pending}
            onClick={() => {
              chatStore.reset();
              inputRef.current?.focus();
            }}
          >
            <RotateCcw aria-hidden="true" size={18} />
          </button>
          {!inline && (
            <button
              type="button"
              className="icon-button tap-icon"
              part="button"
              aria-label={words.closeChat}
              onClick={onClose}
            >
              <X aria-hidden="true" size={20} />
            </button>
          )}
        </div>
      </div>
      <div ref={logRef} className="log" role="log" aria-live="polite" aria-label={words.conversation} tabIndex={0}>
        {state.messages.map((message) => (
          <div key={message.id} className={`message ${message.type}`}>
            <span className="visually-hidden">{message.type === "user" ? words.you : words.assistant}</span>
            <p className="bubble">
              <MessageText message={message} words={words} />
            </p>
            {message.type === "bot" && <Actions message={message} words={words} />}
          </div>
        ))}
        {state.pending && (
          <div className="message bot typing" role="status">
            <p className="bubble">
              <span className="visually-hidden">{words.typing}</span>
              <span className="dot" aria-hidden="true" />
              <span className="dot" aria-hidden="true" />
              <span className="dot" aria-hidden="true" />
            </p>
          </div>
        )}
      </div>
      {onlyGreeting && (
        <Prompts
          label={words.quickQuestions}
          prompts={words.quickPrompts}
          kind=""
          part="button prompt"
          disabled={state.pending}
          onPick={(prompt) => send(prompt, false)}
        />
      )}
      {suggestions.length > 0 && (
        <Prompts
          label={words.suggested}
          prompts={suggestions}
          kind="suggestion"
          onPick={(suggestion) => send(suggestion, false)}
        />
      )}
      <form
        className="composer"
        onSubmit={(event) => {
          event.preventDefault();
          send(draft, true);
        }}
      >
        <textarea
          ref={inputRef}
          className="input"
          part="input"
          rows={1}
          value={draft}
          maxLength={MAX_MESSAGE_CHARS}
          aria-label={words.describe}
          placeholder={words.placeholder}
          disabled={state.pending}
          onChange={(event) => setDraft(event.target.value)}
          onKeyDown={onKeyDown}
        />
        <button
          type="submit"
          className="send tap-icon"
          part="button send"
          aria-label={words.send}
          disabled={state.pending || !draft.trim()}
        >
          <Send aria-hidden="true" size={20} />
        </button>
      </form>
    </div>
  );
}

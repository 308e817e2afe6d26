import { MessageCircle, X } from "lucide-react";
import { lazy, Suspense, useId, useRef, useSyncExternalStore } from "react";
import { useKeepsFocusClear } from "../shared/keep-focus-clear.ts";
import { offsetStyle, side, useTopLayer } from "../shared/placement.ts";
import type { WidgetProps } from "../shared/define-widget.ts";
import { scriptOrigin } from "../shared/script-origin.ts";
import { chatStore } from "./chat-store.ts";
import { focusRequest } from "./focus-request.ts";
import { chatEn, type ChatWords } from "./words.ts";

// The panel (message list, input, link rendering) is its own chunk, fetched on first open.
const ChatPanel = lazy(() => import("./ChatPanel.tsx"));

export interface RepairChatProps extends WidgetProps {
  /** Base URL of the chat API (default: the origin this script was loaded from). */
  api?: string;
  /** The model slug of the page (e.g. iphone-13-pro-repair), sent with every message. */
  model?: string;
  /** "floating" (default: round button, panel over the page) or "inline" (the panel in place). */
  mode?: string;
  /** Floating: the corner, "right" (default) or "left". */
  position?: string;
  /** Floating: CSS pixels above the bottom edge (e.g. over the host page's own bottom bar). */
  offset?: number;
  words?: ChatWords;
}

export function RepairChat({ api, model, mode, position, offset, lang = "en", words = chatEn }: RepairChatProps) {
  chatStore.setWords(words);
  const state = useSyncExternalStore(chatStore.subscribe, chatStore.getState);
  const inline = mode === "inline";
  const open = inline || state.open;
  const apiBase = api ?? scriptOrigin;
  const launcherRef = useRef<HTMLButtonElement>(null);
  const rootRef = useRef<HTMLDivElement>(null);
  useKeepsFocusClear(launcherRef, !inline);
  useTopLayer(rootRef, !inline);
  const panelId = useId();

  const close = () => {
    chatStore.setOpen(false);
    launcherRef.current?.focus();
  };

  const toast = state.toast;
  return (
    <div
      ref={rootRef}
      // Keyed by mode: the top layer (popover) is for the floating chat only.
      key={inline ? "inline" : "floating"}
      className={inline ? "root chat inline" : `root chat floating at-${side(position, "right")}`}
      popover={inline ? undefined : "manual"}
      style={inline ? undefined : offsetStyle(offset)}
      dir="ltr"
      lang={lang}
    >
      {open && (
        <Suspense
          fallback={
            <div className="panel loading" role="status" part="panel">
              {words.loading}
            </div>
          }
        >
          <ChatPanel
            id={panelId}
            api={apiBase}
            model={model}
            inline={inline}
            onClose={close}
            lang={lang}
            words={words}
          />
        </Suspense>
      )}
      {!inline && (
        <aside className="launcher-wrap" aria-label={words.chatWith}>
          <button
            ref={launcherRef}
            type="button"
            className="launcher"
            part="launcher button"
            aria-expanded={open}
            aria-controls={open ? panelId : undefined}
            aria-label={open ? words.closeRepairChat : words.openChat}
            onClick={() => {
              if (open) return close();
              focusRequest.set();
              chatStore.setOpen(true);
            }}
          >
            {open ? <X aria-hidden="true" size={26} /> : <MessageCircle aria-hidden="true" size={28} />}
          </button>
        </aside>
      )}
      <div className="toast-region" role="alert" aria-atomic="true">
        {toast && (
          <div className="toast" key={toast.id} part="toast">
            <div>
              <p className="toast-title">{toast.title}</p>
              <p className="toast-description">{toast.description}</p>
            </div>
            <button
              type="button"
              className="toast-close tap-icon"
              part="button"
              aria-label={words.dismiss}
              onClick={() => chatStore.dismissToast()}
            >
              <X aria-hidden="true" size={18} />
            </button>
          </div>
        )}
      </div>
    </div>
  );
}

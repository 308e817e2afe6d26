import { MessageCircle, X } from "lucide-react";
import { lazy, Suspense, useId, useRef, useSyncExternalStore } from "react";
import { useKeepsFocusClear } from "../shared/keep-focus-clear.ts";
import { shop } from "virtual:shop-facts";
import type { WidgetProps } from "../shared/define-widget.ts";
import { scriptOrigin } from "../shared/script-origin.ts";
import { chatStore } from "./chat-store.ts";
import { focusRequest } from "./focus-request.ts";

// The panel (message list, input, link rendering) is its own chunk, fetched on first open.
const ChatPanel = lazy(() => import("./ChatPanel.tsx"));

export interface RepairChatProps extends WidgetProps {
  /** Base URL of the chat API (default: the origin this script was loaded from). */
  api?: string;
  /** The model slug of the page (e.g. iphone-13-pro-repair), sent with every message. */
  model?: string;
  /** "floating" (default: round button, panel over the page) or "inline" (the panel in place). */
  mode?: string;
}

export function RepairChat({ api, model, mode }: RepairChatProps) {
  const state = useSyncExternalStore(chatStore.subscribe, chatStore.getState);
  const inline = mode === "inline";
  const open = inline || state.open;
  const apiBase = api ?? scriptOrigin;
  const launcherRef = useRef<HTMLButtonElement>(null);
  useKeepsFocusClear(launcherRef, !inline);
  const panelId = useId();

  const close = () => {
    chatStore.setOpen(false);
    launcherRef.current?.focus();
  };

  const toast = state.toast;
  return (
    <div className={inline ? "root chat inline" : "root chat floating"}>
      {open && (
        <Suspense
          fallback={
            <div className="panel loading" role="status">
              Loading chat…
            </div>
          }
        >
          <ChatPanel id={panelId} api={apiBase} model={model} inline={inline} onClose={close} />
        </Suspense>
      )}
      {!inline && (
        <aside className="launcher-wrap" aria-label={`Chat with ${shop.name}`}>
          <button
            ref={launcherRef}
            type="button"
            className="launcher"
            aria-expanded={open}
            aria-controls={open ? panelId : undefined}
            aria-label={open ? "Close repair chat" : "Open repair chat"}
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
          <div className="toast" key={toast.id}>
            <div>
              <p className="toast-title">{toast.title}</p>
              <p className="toast-description">{toast.description}</p>
            </div>
            <button type="button" className="toast-close" aria-label="Dismiss" onClick={() => chatStore.dismissToast()}>
              <X aria-hidden="true" size={18} />
            </button>
          </div>
        )}
      </div>
    </div>
  );
}

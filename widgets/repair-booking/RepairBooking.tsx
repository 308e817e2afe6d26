import { lazy, Suspense, type ComponentType } from "react";
import type { WidgetProps } from "../shared/define-widget.ts";
import { scriptOrigin } from "../shared/script-origin.ts";
import type { BookingPanelProps } from "./BookingPanel.tsx";
import type { BookingShellWords } from "./shell-words.ts";
import { bookingEn, type BookingWords } from "./words.ts";

export interface RepairBookingProps extends WidgetProps {
  /** A model page's slug (e.g. iphone-14-pro-repair): the model chosen at first. */
  model?: string;
  /** A bookable service (screen, battery, camera, charging-port, water-damage, speaker, diagnosis). */
  service?: string;
  /** Base URL of the booking API (default: the origin this script was loaded from). */
  api?: string;
  /** A slot's ISO start (e.g. from the assistant's action): chosen at first when it is free. */
  start?: string;
  /** The shell's few words on an English page (the form's are here), the Spanish words whole on a Spanish one. */
  words?: BookingShellWords | BookingWords;
}

// The flow (form, day and slot pickers, confirmation) is its own chunk: only a page that holds a
// <repair-booking> fetches it. index.ts loads it with this component, so the first render is the form
// itself (never a 'Loading' between the server-rendered fallback and the form).
const importPanel = () => import("./BookingPanel.tsx");
let Panel: ComponentType<BookingPanelProps> | undefined;
export const preloadPanel = () =>
  importPanel().then((m) => {
    Panel = m.default;
  });
const LazyPanel = lazy(importPanel);

export function RepairBooking({
  model,
  service,
  api,
  start,
  container,
  lang = "en",
  words: given,
}: RepairBookingProps) {
  const words = lang === "es" && given ? (given as BookingWords) : bookingEn;
  const props: BookingPanelProps = { api: api ?? scriptOrigin, model, service, start, container, lang, words };
  if (Panel) return <Panel {...props} />;
  return (
    <Suspense
      fallback={
        <div className="root booking" role="status" dir="ltr" lang={lang}>
          {words.loading}
        </div>
      }
    >
      <LazyPanel {...props} />
    </Suspense>
  );
}

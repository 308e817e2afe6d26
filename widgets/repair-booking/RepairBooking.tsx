import { lazy, Suspense, type ComponentType } from "react";
import type { WidgetProps } from "../shared/define-widget.ts";
import { scriptOrigin } from "../shared/script-origin.ts";
import type { BookingPanelProps } from "./BookingPanel.tsx";

export interface RepairBookingProps extends WidgetProps {
  /** A model page's slug (e.g. iphone-14-pro-repair): the model chosen at first. */
  model?: string;
  /** A bookable service (screen, battery, camera, charging-port, water-damage, speaker, diagnosis). */
  service?: string;
  /** Base URL of the booking API (default: the origin this script was loaded from). */
  api?: string;
  /** A slot's ISO start (e.g. from the assistant's action): chosen at first when it is free. */
  start?: string;
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

export function RepairBooking({ model, service, api, start, container }: RepairBookingProps) {
  const props: BookingPanelProps = { api: api ?? scriptOrigin, model, service, start, container };
  if (Panel) return <Panel {...props} />;
  return (
    <Suspense
      fallback={
        <div className="root booking" role="status" dir="ltr" lang="en">
          Loading the booking form…
        </div>
      }
    >
      <LazyPanel {...props} />
    </Suspense>
  );
}

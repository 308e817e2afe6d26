// <repair-booking model service api start>: book a repair slot (the repair, a day, a free time, name
// and phone, then the confirmation). Inline, never floating. Until React runs (define-widget.ts) the
// page shows the element's own content (the /book/ page's no-JavaScript form) or a plain-DOM shell.
import { defineWidget } from "../shared/define-widget.ts";
import { bookingAttributes } from "./attributes.ts";
import css from "./repair-booking.css?inline";
import { bookingShell } from "./shell.ts";
import { shellEn } from "./shell-words.ts";

defineWidget(
  "repair-booking",
  {
    load: () =>
      import("./RepairBooking.tsx").then(async (m) => {
        await m.preloadPanel();
        return m.RepairBooking;
      }),
  },
  bookingAttributes,
  css,
  {
    shell: bookingShell,
    words: { en: shellEn, es: () => import("./booking.words.es.ts").then((m) => m.bookingEs) },
    formFirst: true,
  },
);

// The few words <repair-booking> says before React (shell.ts): all an English page's entry carries
// for the booking, whose other words (words.ts) travel with the form's chunk. A Spanish page loads
// the Spanish words whole (words.es.ts), for the shell and the form alike.
import type { Lang } from "../shared/lang.ts";

export const shellEn = {
  lang: "en" as Lang,
  title: "Book a repair",
  loading: "Loading the booking form…",
  orCall: "Or call",
};
export type BookingShellWords = typeof shellEn;

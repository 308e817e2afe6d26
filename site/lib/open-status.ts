// The live "Open now · until 6:00 PM" line, in the visitor's browser. Bundled by esbuild into
// /assets/open-status.js (site/open-status.js.11ty.ts) with the shop's schedule inlined, so it reads
// the same data and the same module (schedule.ts) as the pages and the assistant, and the shop's
// clock (its time zone, never the visitor's), now rather than at build time.
//
// Without JavaScript the server-rendered weekly hours stand; the status line keeps its space
// reserved (site.css: .open-status), so filling it in shifts nothing.
//
// The line speaks its file's language (one file per language, site/open-status.js.11ty.ts): Spanish
// with the names the build gives it; English when it is given none (the Spanish words drop out then).
import { createSchedule, type ScheduleInput } from "#shop/schedule.ts";
import { STATUS_EN, statusWordsEs, type SpanishNames } from "#shop/status-words.ts";

declare const __SHOP_SCHEDULE__: ScheduleInput;
declare const __STATUS_ES__: SpanishNames | null;

const schedule = createSchedule(__SHOP_SCHEDULE__);
const words = __STATUS_ES__ ? statusWordsEs(__STATUS_ES__) : STATUS_EN;

const span = (className: string, text: string) => {
  const el = document.createElement("span");
  el.className = className;
  el.textContent = text;
  return el;
};

/** "Closed now · opens Monday at 9:00 AM" as two lines (the CSS reserves two), the text unchanged. */
function parts(text: string): HTMLElement[] {
  const at = text.indexOf(" · ");
  if (at < 0) return [span("open-status__now", text)];
  return [
    span("open-status__now", text.slice(0, at)),
    span("open-status__sep", " · "),
    span("open-status__next", text.slice(at + 3)),
  ];
}

function update(): void {
  const now = new Date();
  const state = schedule.stateAt(now);
  const text = schedule.statusText(now, words);
  for (const el of document.querySelectorAll<HTMLElement>("[data-open-status]")) {
    if (el.textContent !== text) el.replaceChildren(...parts(text));
    el.dataset.state = state.open ? "open" : "closed";
  }
  // The page lists the special days that were still to come when it was built; drop those now past.
  for (const item of document.querySelectorAll<HTMLElement>("[data-special-date]")) {
    if (item.dataset.specialDate! < state.now.date) item.remove();
  }
  for (const list of document.querySelectorAll<HTMLElement>("[data-special-days]")) {
    if (!list.querySelector("[data-special-date]")) list.hidden = true;
  }
  // Again at the next minute boundary: the line turns from open to closed on time.
  setTimeout(update, 60_000 - (now.getTime() % 60_000) + 50);
}

// First at the page's first idle moment (within a second), not as the module runs: at load a slow
// phone's main thread is at its busiest, and this line is not what a visitor reads first (the
// weekly hours are there without it).
if ("requestIdleCallback" in window) requestIdleCallback(() => update(), { timeout: 1000 });
else setTimeout(update, 0);

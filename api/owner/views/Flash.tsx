// The desk's line saying what the last action did. A name a visitor typed sits in <bdi>: a
// right-to-left character in it (an override, an Arabic or Hebrew letter) would otherwise reorder
// the time and the reference after it on the same line.
import type { ReactNode } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import type { Booking } from "../../booking/types.ts";
import { shopDate, timeOfDay } from "../shop-clock.ts";
import { STATE_WORDS } from "#shop/repair-states.ts";

export const changedLine = (b: Booking): ReactNode => (
  <>
    <bdi>{b.name}</bdi> at {timeOfDay(b.start)} ({b.reference}) is now {STATE_WORDS[b.state].desk}.
  </>
);

export const addedLine = (b: Booking): ReactNode => (
  <>
    Added: <bdi>{b.name}</bdi> at {timeOfDay(b.start)}, {shopDate(b.start)} ({b.reference}).
  </>
);

/** The line as markup, for owner.js to put in place after a state change (every value escaped here). */
export const changedLineHtml = (b: Booking) => renderToStaticMarkup(changedLine(b));

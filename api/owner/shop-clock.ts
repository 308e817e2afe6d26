// The desk's dates and times, always on the shop's clock (never the server's or the owner's phone's).
import { dateAt, isoInZone } from "#shop/clock.ts";
import { business, formatTime } from "#shop/facts.ts";

const zone = business.timeZone;
/** "2026-11-25" in the shop's zone. */
export const shopDate = (ms: number) => dateAt(zone, ms);
/** "10:30 AM": the time of day in the shop's zone, no date (shopDate gives that). */
export const timeOfDay = (ms: number) => formatTime(isoInZone(zone, ms).slice(11, 16));

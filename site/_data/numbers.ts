// The owner's numbers (/owner/numbers): visits, taps and real phones' speed, counted without cookies.
// What is counted and why: docs/owner-desk.md.
import { NumbersSchema } from "#shop/numbers-settings.ts";
import { defineContent } from "#shop/define-content.ts";

export default defineContent(import.meta.url, NumbersSchema, {
  // Count visits, taps and speed for /owner/numbers (false: no beacon on the pages, nothing stored).
  enabled: true,
  // Raw events, one per page view or tap, are deleted after this many days; the daily totals are kept
  // until you delete them.
  rawDays: 30,
  // A flood from one address cannot grow the database past these, per day.
  capPerPageAndEvent: 5_000,
  capPerDay: 200_000,
});

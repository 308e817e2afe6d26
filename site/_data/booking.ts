// Online booking: the rules 'Schedule Repair', /book/, <repair-booking>, the API and the assistant follow.
// Slots come from the opening hours in business.ts (lunch breaks and special days included).
import { BookingSchema } from "#shop/content-schemas.ts";
import { defineContent } from "#shop/define-content.ts";

export default defineContent(import.meta.url, BookingSchema, {
  enabled: true,
  slotMinutes: 30,
  capacity: 2,
  minimumNoticeMinutes: 60,
  horizonDays: 21,
  services: ["screen", "battery", "charging-port", "camera", "water-damage", "speaker", "diagnosis"],
  maxFutureBookingsPerPhone: 2,
  onlineLimits: { perClientPerDay: 4, perDay: 60 },
  retentionDays: 90,
  // Minutes before the slot: the day before at the same time, and two hours before.
  reminders: [1440, 120],
  changeCutoffMinutes: 120,
  reviewAsk: { enabled: true, delayMinutes: 120, reminderDays: 3 },
  // Said beside the phone field of every booking form; a new version whenever the words change.
  textConsent: {
    version: "2026-11",
    words:
      "We text this number about this repair only: its time, changes and when it is ready. Reply STOP to stop, HELP for help. Message and data rates may apply.",
    optOut: "Don't text me about this repair",
  },
});

// Online booking: the rules 'Schedule Repair', /book/, <repair-booking>, the API and the assistant follow.
// Slots come from the opening hours in business.ts (lunch breaks and special days included).
import business from "./business.ts";
import { BookingSchema } from "#shop/content-schemas.ts";
import { defineContent } from "#shop/define-content.ts";

// How long a repaired phone waits for its owner (said in the terms' words below).
const unclaimedDays = 60;

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
  // What the desk checks when a phone comes in, each marked fine, damaged or not checked, with photos.
  checkIn: {
    checklist: [
      { key: "screen", label: "Screen" },
      { key: "back-glass", label: "Back glass" },
      { key: "frame", label: "Frame" },
      { key: "buttons", label: "Buttons" },
      { key: "cameras", label: "Cameras" },
      { key: "face-id", label: "Face ID / Touch ID" },
      { key: "charging", label: "Charging" },
      { key: "speakers", label: "Speakers" },
      { key: "water", label: "Signs of water" },
    ],
    suggestedPhotos: 2,
    beforeDropOff: [
      { text: "Back up your iPhone (iCloud or a computer): a repair can, rarely, lose what is on it." },
      {
        text: "Turn off Find My (Settings, your name, Find My), or turn on Repair State if your iPhone offers it.",
      },
      { text: "Never give us your passcode in writing: we test with you present, or as agreed in person." },
      { text: "Bring the charger and cable you use, so we can test the fault with them.", services: ["charging-port"] },
    ],
    // What the visitor confirms at pickup, on the tracker or at the counter.
    pickup: { version: "2026-12", words: "I have my phone back and it works." },
  },
  // The terms a visitor signs at check-in. A new version whenever the words change.
  terms: {
    version: "2026-12",
    title: "Repair terms",
    unclaimedDays,
    sections: [
      {
        key: "warranty",
        title: "Warranty",
        text: `Our repairs carry a ${business.warranty.days}-day warranty on ${business.warranty.covers}, from the day you collect your phone. It does not cover new damage (drops, water) or repairs by someone else afterwards.`,
      },
      {
        key: "data",
        title: "Your data and backups",
        text: "Back up your phone before you leave it with us. We do not open your photos, messages or files, we never ask for your passcode in writing, and we are not responsible for data lost in a repair.",
      },
      {
        key: "parts",
        title: "Parts we use",
        text: "We fit quality replacement parts unless we agree otherwise before the repair. Your iPhone may say in Settings that a part is not genuine Apple; that does not affect our warranty. You may ask for the old part back when you collect the phone.",
      },
      {
        key: "unclaimed",
        title: "Phones not collected",
        text: `We keep a repaired phone for ${unclaimedDays} days after we tell you it is ready. After that we contact you once more, then the phone may be recycled with its data erased.`,
      },
    ],
  },
});

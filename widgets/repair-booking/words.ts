// <repair-booking>'s words: the English here (in the form's chunk; the shell's few in shell-words.ts),
// the Spanish a chunk of its own (shared/lang.ts). The
// facts (the phone, the address, the city) come from the shop's data; the repairs' names and the
// texts' consent words are the owner's data too.
import { address, phone } from "virtual:shop-facts";
import { booking as rules } from "virtual:booking-facts";
import { commonEn } from "../shared/words.ts";
import { shellEn } from "./shell-words.ts";

export const bookingEn = {
  ...commonEn,
  ...shellEn,
  yourBooking: "Your booking",
  callNumber: `Call ${phone.display}`,
  textNumber: `Text ${phone.display}`,
  unavailable: "Online booking is not available right now.",
  callUs: "Call us and we'll find you a time.",
  zoneNote: (zone: string) => `Times are ${zone}, the shop's time in ${address.city}.`,
  forYour: (model: string) => ` for your ${model}`,
  book: "Book this repair",
  booking: "Booking…",
  // Step 1
  yourRepair: "Your repair",
  repair: "Repair",
  chooseRepair: "Choose the repair…",
  model: "iPhone model",
  optional: "optional",
  // Step 2
  dayAndTime: "Day and time",
  loadingTimes: "Loading free times…",
  timesFailed: "The free times could not be loaded. Try again, or call us to book.",
  tryAgain: "Try again",
  day: "Day",
  freeTimesOn: (date: string) => `Free times on ${date}`,
  freeTimes: "Free times",
  noTimesThatDay: "No free times that day: choose another day.",
  noTimes: "No free times in the coming days. Please call us.",
  full: "Full",
  noTimesShort: "No times",
  left: (n: number) => `${n} left`,
  // Step 3: the labels, the notes beside them and the hints, by field (shop/booking-fields.ts's names).
  yourDetails: "Your details",
  /** A field's words in the page's language, its problem's sentence too (English: the contract's own). */
  fields: {} as Partial<Record<string, { label?: string; optionalNote?: string; hint?: string; message?: string }>>,
  /** Beside the phone field: the owner's words (booking.ts; the Spanish from site/_data/es/booking.ts). */
  textConsent: { words: rules.textConsent.words, optOut: rules.textConsent.optOut },
  characters: "characters.",
  leaveEmpty: "Leave this empty",
  // The confirmation
  booked: "You're booked",
  reference: "Reference",
  shopTime: (zone: string) => ` (${zone}, the shop's time)`,
  getDirections: "Get Directions",
  addToCalendar: "Add to calendar",
  manage: "See or cancel your booking",
  keepLink: " Keep this link: it is private, and the way to change your mind online.",
  another: "Book another repair",
  // What the form says as it books (above Book, and to a screen reader).
  sending: "Sending your booking…",
  bookedAnnounce: (reference: string | undefined, when: string) =>
    `Booked${reference ? `: your reference is ${reference}` : ""}, ${when}.`,
  notBooked: "Not booked",
  notBookedYet: "Not booked yet",
  notAccepted: "The booking could not be accepted. Please call the shop.",
  justTaken: "That time was just taken",
  cannotBook: "That time can't be booked",
  nearestFree: " The nearest free times:",
  nearestOffered: (n: number) => `${n} nearest free times are offered.`,
  tooMany: "Too many booking attempts from here. Please wait a minute and try again, or call the shop.",
  bookingOff: "Online booking is off right now: please call the shop.",
  notSent:
    "The booking could not be sent, so nothing is booked yet. Check your connection and try again: what you typed is kept.",
  checkFields: (labels: string[]) =>
    `Please check ${labels.length === 1 ? "one field" : `${labels.length} fields`}: ${labels.join(", ")}.`,
  timeGone: "That time is no longer free",
  timeGoneText: (when: string) => `${when} cannot be booked now: please choose another time.`,
  dayAnnounce: (date: string, count: number) =>
    `${date}: ${count === 0 ? "no free times" : `${count} free ${count === 1 ? "time" : "times"}`}.`,
  chosen: (when: string) => `${when} chosen. Check your details and book it.`,
  bookingAnother: "Booking another repair.",
};
export type BookingWords = typeof bookingEn;

// The English words of the booking's pages: /book/ and its form, the private tracker, the change of
// time and the check-in's part of the tracker. en.ts carries them as `book`, book-es.ts has the same
// keys in Spanish (its type is this one's), so the Spanish tracker cannot miss a phrase.
import { business, fullAddress } from "#shop/facts.ts";
import { DETAIL_FIELDS, DIAGNOSIS_LABEL, OTHER_MODEL_LABEL, type DetailName } from "#shop/booking-fields.ts";
import type { UnavailableReason } from "#shop/booking-contract.ts";
import { UNBOOKABLE_TEXT } from "#shop/availability.ts";

const city = `${business.address.city}, ${business.address.state}`;
const phone = business.phone.display;

/** A detail's label and its notes, as the form shows them in a language. */
type DetailWords = { label: string; hint?: string; optionalNote?: string };

export const bookEn = {
  frame: {
    title: `Book an iPhone Repair in ${city} | ${business.name}`,
    titleOf: (heading: string) => `${heading} | ${business.name}`,
    description: `Book a time for your iPhone repair at ${business.name} in ${city}: choose the repair, a day and a free slot online, then bring your phone in.`,
    keywords: [`book iPhone repair ${business.address.city}`, "iPhone repair appointment"],
  },
  intro: {
    h1: "Book a Repair",
    lead: `Pick a free time and bring your iPhone to ${fullAddress}. Booking is free and you pay only for the repair. Rather talk? Call us.`,
  },
  form: {
    checkFields: "Please check the fields marked below.",
    step1: "1. Your repair and a day",
    repair: "Repair",
    model: "iPhone model (optional)",
    day: "Day",
    showTimes: "Show free times",
    step2: (date: string) => `2. A time on ${date} (${business.address.city} time)`,
    thatDay: "that day",
    chooseFirst: 'Choose the repair and a day above, then "Show free times".',
    noTimes: "No free times that day. Choose another day above, or call us at",
    step3: "3. Your details",
    leaveEmpty: "Leave this empty",
    submit: "Book this time",
    closed: "closed",
    fullyBooked: "fully booked",
    free: (count: number) => `${count} free time${count === 1 ? "" : "s"}`,
    optional: "optional",
    diagnosis: DIAGNOSIS_LABEL,
    otherModel: OTHER_MODEL_LABEL,
    fields: Object.fromEntries(
      Object.entries(DETAIL_FIELDS).map(([name, f]: [string, DetailWords]) => [
        name,
        { label: f.label, hint: f.hint, optionalNote: f.optionalNote },
      ]),
    ) as Record<DetailName, DetailWords>,
    rejected: "This request could not be accepted.",
    /** Why a time could not be booked, by the API's reason (its own sentence when a reason has none here). */
    unavailable: UNBOOKABLE_TEXT as Partial<Record<UnavailableReason, string>>,
  },
  manage: {
    booked: "You're booked",
    cancelled: "Booking cancelled",
    yourRepair: "Your repair",
    changeTime: "Change time",
    thanks:
      "Thank you. Your repair is booked. Keep this page's address: it is your private link to follow the repair, change its time or cancel it.",
    justCancelled: "Your booking is cancelled. The time is free for someone else.",
    justMoved: "Your booking is moved to its new time. The link and reference stay the same.",
    questions: "Questions? Call us at",
    notCancellable: `This booking can no longer be cancelled online. Call the shop at ${phone}.`,
    estimate: {
      approved: "Thank you: the repair goes ahead as you approved.",
      declined: "You declined the estimate. The shop will be in touch about your phone.",
      stale: "The shop has sent a newer estimate: here it is.",
      answered: "This estimate was already answered.",
      no_estimate: "There is no estimate to answer.",
      invalid: "Choose one of the options, or decline.",
    },
  },
  tracker: {
    where: "Where your repair is",
    readyBy: (when: string) => `Ready by ${when}`,
    estimate: "Estimate",
    approve: "Approve",
    decline: "Decline",
    reference: "Reference",
    when: "When",
    repair: "Repair",
    place: "Where",
    openToday: "Open today",
    closedToday: "Closed today",
    ics: "Add to calendar (.ics)",
    cancel: "Cancel booking",
    moved: "Time changed",
    diagnosis: "Diagnosis (not sure what's wrong)",
    declinedAt: (when: string) => `You declined this estimate (${when}).`,
    approvedAt: (option: string, when: string) => `You approved: ${option} (${when}).`,
  },
  change: {
    heading: "Change your time",
    now: "now on",
    booking: "Booking",
    cannot: "It can no longer be changed online. Call us at",
    toChange: "to change it.",
    newTime: (date: string) => `A new time on ${date} (${business.address.city} time)`,
    move: "Move my booking",
    back: "Back to your booking",
    refusals: {
      cutoff: `It is too close to your time to change it online. Call the shop at ${phone}.`,
      not_live: `This booking can no longer be moved online. Call the shop at ${phone}.`,
      invalid: "Choose one of the times offered.",
    } as Partial<Record<string, string>>,
  },
  checkin: {
    before: "Before you bring your phone",
    pickupConfirmed: "Pickup: confirmed",
    confirmPickup: "Confirm your pickup",
    confirmButton: "Confirm pickup",
    youConfirmed: "You confirmed as",
    on: "on",
    places: { tracker: "on this page", counter: "at the shop's counter" },
    atDropOff: "Your phone at drop-off",
    checkedIn: (when: string) => `Checked in ${when}.`,
    statuses: { fine: "fine", damaged: "damaged", "not checked": "not checked" },
    photo: (n: number) => `Photo ${n} of your phone at drop-off`,
    termsSigned: "Repair terms: signed",
    review: "Review and sign the repair terms",
    version: "version",
    youSigned: (version: string) => `You signed the repair terms (version ${version}) as`,
    fullName: "Your full name",
    tick: "I have read these terms and accept them.",
    sign: "Sign the repair terms",
    notSigned: "Not signed",
    backToRepair: "Back to your repair",
    refusals: {
      other_booking: "This signature is for another repair: open your own link and sign there.",
      terms_changed: "The shop's terms have changed since this page was opened: read the new version and sign it.",
      name_required: "Type your full name to sign.",
      agree_required: "Tick the box to say you accept the terms.",
      not_ready: "The phone is not ready for pickup yet.",
    } as Partial<Record<string, string>>,
  },
};

export type BookWords = typeof bookEn;

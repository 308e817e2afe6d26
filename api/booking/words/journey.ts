// What the visitor reads after booking: the reminder, the change of time, 'ready for pickup', 'we missed
// you', the estimate's reminder and the review ask. Like the confirmation, nothing the visitor typed is
// repeated (no name, no note), and the review ask says the same words to everyone: nobody is asked
// whether they were happy first.
import { dateAt } from "#shop/clock.ts";
import { absoluteUrl, business, fullAddress, mapsUrl, schedule } from "#shop/facts.ts";
import { formatRange } from "#shop/schedule.ts";
import { lines, modelName, repairPhrase, serviceName, dayAndTime, dayAndTimeWithZone } from "../describe.ts";
import type { Booking } from "../types.ts";

export interface Words {
  subject: string;
  text: string;
}

const footer = () =>
  lines(business.name, fullAddress, `Directions: ${mapsUrl}`, `Phone: ${business.phone.display}`, business.siteUrl);

const letter = (...body: Array<string | false | undefined>) => `${lines("Hello,", "", ...body, "", footer())}\n`;

const slotLines = (b: Booking) =>
  lines(
    `When: ${dayAndTimeWithZone(b.start)}`,
    `Repair: ${serviceName(b.service)}`,
    modelName(b.model) && `iPhone: ${modelName(b.model)}`,
    `Reference: ${b.reference}`,
    `Where: ${fullAddress}`,
  );

/** The shop's hours on the day of `instant`: "10:00 AM – 6:00 PM", or that it is closed. */
export function hoursOnDay(instant: number): string {
  const day = schedule.hoursOn(dateAt(business.timeZone, instant));
  return day.ranges.length ? day.ranges.map(formatRange).join(", ") : "closed";
}

/** A reminder before the slot, with the private link to see, change or cancel it. */
export const reminderWords = (b: Booking, manageUrl: string | undefined): Words => ({
  subject: `Reminder: your repair at ${business.name}, ${dayAndTime(b.start)}`,
  text: letter(
    `A reminder of your ${repairPhrase(b)}.`,
    "",
    slotLines(b),
    "",
    manageUrl && `See, change the time of, or cancel your booking: ${manageUrl}`,
    `A question? Call us at ${business.phone.display}.`,
  ),
});

/** The new time after a change, with the updated calendar file. */
export const movedWords = (b: Booking, manageUrl: string | undefined): Words => ({
  subject: `New time for your repair at ${business.name}: ${dayAndTime(b.start)}`,
  text: letter(
    `Your ${repairPhrase(b)} is moved to a new time. The old time is free again.`,
    "",
    slotLines(b),
    "",
    manageUrl && `See, change or cancel your booking: ${manageUrl}`,
    "The attached calendar file updates the visit in your calendar.",
  ),
});

/** 'Ready for pickup', with today's hours and the way there. */
export const readyWords = (b: Booking, at: number, manageUrl: string | undefined): Words => ({
  subject: `Your iPhone is ready for pickup at ${business.name}`,
  text: letter(
    `Good news: your ${repairPhrase(b)} is done and your phone is ready for pickup.`,
    "",
    `Reference: ${b.reference}`,
    `Our hours today: ${hoursOnDay(at)}`,
    `Where: ${fullAddress}`,
    `Directions: ${mapsUrl}`,
    manageUrl && `Your booking: ${manageUrl}`,
  ),
});

/** The booking form with the same repair chosen: 'we missed you' offers it, by email and by text. */
export function bookAgainUrl(b: Pick<Booking, "service" | "model">): string {
  const again = new URL(absoluteUrl("/book/"));
  again.searchParams.set("service", b.service);
  if (b.model) again.searchParams.set("model", b.model);
  return again.href;
}

/** The morning after a missed visit: one 'we missed you' with a link to book the same repair again. */
export function missedWords(b: Booking, manageUrl: string | undefined): Words {
  return {
    subject: `We missed you at ${business.name}`,
    text: letter(
      `We missed you for your ${repairPhrase(b)} on ${dayAndTime(b.start)}.`,
      "",
      `Book the same repair at another time: ${bookAgainUrl(b)}`,
      manageUrl && `Your booking: ${manageUrl}`,
      `Or call us at ${business.phone.display}.`,
    ),
  };
}

/** The estimate still waiting for an answer after a day. */
export const estimateReminderWords = (b: Booking, manageUrl: string | undefined): Words => ({
  subject: `Your repair estimate is waiting: ${b.reference}`,
  text: letter(
    `The estimate for your ${repairPhrase(b)} is still waiting for your answer.`,
    "",
    manageUrl && `See it and approve or decline: ${manageUrl}`,
    `Or call us at ${business.phone.display}.`,
  ),
});

/** The review ask and its one reminder: the same words for everyone, the counting link and the stop link. */
export const reviewWords = (links: { review: string; stop: string }, reminder: boolean): Words => ({
  subject: reminder ? `A reminder from ${business.name}: your review` : `How did we do? A review for ${business.name}`,
  text: letter(
    reminder
      ? "A few days ago we asked whether you would review your repair. If you have a minute, it helps others find us."
      : "Thank you for choosing us for your repair. Would you tell others about it in a review? It takes a minute.",
    "",
    `Write a review: ${links.review}`,
    "",
    `No more review requests from us: ${links.stop}`,
  ),
});

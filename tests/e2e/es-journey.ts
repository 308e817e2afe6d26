// The Spanish journey's helpers for es-later-messages.spec.ts: the slots it books, booking with the widget
// or the plain form, the tracker and the change page in Spanish, the desk's estimate and the review links
// as the server writes them.
import { expect, type Page, type TestInfo } from "@playwright/test";
import booking from "../../site/_data/booking.ts";
import business from "../../site/_data/business.ts";
import bookingEs from "../../site/_data/es/booking.ts";
import { addDays, dateAt, instantOf, longDate } from "#shop/clock.ts";
import { STATE_WORDS, type RepairState } from "#shop/repair-states.ts";
import type { Booking } from "../../api/booking/types.ts";
import { reminderTimes } from "../../api/journey/timing.ts";
import { nextTextTime } from "../../api/sms/quiet-hours.ts";
import { es } from "../../site/ui/i18n/es.ts";
import type { HeldClockServer } from "../helpers/held-clock-server.ts";
import { availableDays, seed, type Slot } from "./slots.ts";

const zone = business.timeZone;
const MINUTE = 60_000;

/** One visitor's booking as the words modules read it (its reference, start and repair), and her private link. */
export interface Booked {
  b: Booking;
  link: string;
}

/** Another number of this test's own besides phoneFor's, one per `salt`, never one of `taken`. */
export function otherPhone(info: TestInfo, salt: string, taken: string[]): string {
  let n = seed(info, salt).readUInt16BE(0) % 10000;
  while (taken.includes(`(706) 555-${String(n).padStart(4, "0")}`)) n = (n + 1) % 10000;
  return `(706) 555-${String(n).padStart(4, "0")}`;
}

/**
 * A slot two visitors can share, on a day the plain form on `page` offers, every reminder of it still to
 * come an hour from `now` and each reminder's text going before the slot (quiet hours may hold a text,
 * never past its slot), picked by the test's seed; another such slot, where the second visitor books
 * first before she moves to the shared one; and a third, the third visitor's, two days on at least (her
 * phone waits a day for her answer to its estimate, and the desk lists the bookings of today on).
 */
export async function laterSlots(
  page: Page,
  info: TestInfo,
  now: number,
): Promise<Record<"shared" | "first" | "third", Slot>> {
  const offered = new Set(
    await page.locator("#booking-date option").evaluateAll((os) => os.map((o) => o.getAttribute("value"))),
  );
  const fits = (slot: Slot) => {
    const start = Date.parse(slot.start);
    const due = reminderTimes(zone, start, booking.reminders, now + 60 * MINUTE);
    return due.length === booking.reminders.length && due.every((at) => nextTextTime(at, zone) < start);
  };
  const free = (await availableDays(page.request))
    .filter((d) => offered.has(d.date))
    .flatMap((d) => d.slots)
    .filter((s) => s.remaining >= 2 && fits(s));
  expect(free.length, "slots with every reminder ahead").toBeGreaterThan(2);
  const pick = seed(info).readUInt32BE(0) % free.length;
  const [shared, first] = [free[pick]!, free[(pick + 1) % free.length]!];
  const twoDaysOn = instantOf(zone, addDays(dateAt(zone, now), 2), 0);
  const later = free.filter((s) => s !== shared && s !== first && Date.parse(s.start) >= twoDaysOn);
  expect(later.length, "a slot two days on").toBeGreaterThan(0);
  return { shared, first, third: later[pick % later.length]! };
}

/** The tracker's reference and the private link as the server writes it (its SITE_URL is its origin). */
export async function trackerBooking(page: Page, server: HeldClockServer, slot: Slot, service: string, model: string) {
  await expect(page).toHaveURL(/\/book\/manage\/[A-Za-z0-9_-]{43}\/(\?.*)?$/);
  await expect(page.locator("html")).toHaveAttribute("lang", "es-US");
  await expect(page.locator(".tracker-state")).toHaveText(STATE_WORDS.booked.es);
  const reference = (await page.locator(".booking-summary dd strong").first().textContent())!;
  const b = { reference, start: Date.parse(slot.start), service, model } as Booking;
  return { b, link: `${server.origin}${new URL(page.url()).pathname}` } satisfies Booked;
}

/** Sees a tracker afresh: the repair's state in Spanish. */
export async function trackerSays(page: Page, link: string, state: RepairState) {
  await page.goto(new URL(link).pathname);
  await expect(page.locator("html")).toHaveAttribute("lang", "es-US");
  await expect(page.locator(".tracker-state")).toHaveText(STATE_WORDS[state].es);
}

/** Books `slot` with <repair-booking> in Spanish, texts agreed to; lands on the tracker. */
export async function bookWithWidget(page: Page, slot: Slot, who: { name: string; phone: string; email: string }) {
  const widget = page.locator("repair-booking");
  const form = widget.locator("form.form");
  await expect(widget.locator("[lang]").first()).toHaveAttribute("lang", "es");
  await form
    .locator("select")
    .first()
    .selectOption(booking.services.find((s) => s !== "diagnosis")!);
  await widget.locator(`.days [role=radio][data-key="${slot.start.slice(0, 10)}"]`).tap();
  await widget.locator(`.slots [role=radio][data-key="${slot.start}"]`).tap();
  await expect(widget.locator(`.slots [role=radio][data-key="${slot.start}"]`)).toHaveAttribute("aria-checked", "true");
  await form.locator('input[autocomplete="name"]').fill(who.name);
  await form.locator('input[autocomplete="tel"]').fill(who.phone);
  await expect(form.getByText(bookingEs.textConsent.words)).toBeVisible();
  await expect(form.getByRole("checkbox", { name: bookingEs.textConsent.optOut })).not.toBeChecked();
  await form.locator('input[autocomplete="email"]').fill(who.email);
  await form.locator('button[type="submit"]').tap();
  const manage = widget.locator(".confirmation a[href*='/book/manage/']");
  await expect(manage).toBeVisible();
  await manage.tap();
}

/** Books `slot` with the plain form (JavaScript off), saying no to texts unless `texts`; lands on the tracker. */
export async function bookWithForm(
  page: Page,
  slot: Slot,
  service: string,
  who: { name: string; phone: string; email: string },
  texts = false,
) {
  await page.locator("#booking-service").selectOption(service);
  await page.locator("#booking-date").selectOption(slot.start.slice(0, 10));
  await page.getByRole("button", { name: es.book.form.showTimes }).click();
  await page.locator(`input[name="start"][value="${slot.start}"]`).check();
  await expect(page.locator("#booking-service")).toHaveValue(service);
  await page.getByLabel(es.book.form.fields.name.label, { exact: true }).fill(who.name);
  await page.getByLabel(es.book.form.fields.phone.label, { exact: true }).fill(who.phone);
  await page.getByLabel(es.book.form.fields.email.label, { exact: false }).fill(who.email);
  const optOut = page.getByRole("checkbox", { name: bookingEs.textConsent.optOut });
  if (texts) await expect(optOut).not.toBeChecked();
  else await optOut.check();
  await page.getByRole("button", { name: es.book.form.submit }).click();
  await expect(page.getByRole("heading", { level: 1, name: es.book.manage.booked })).toBeVisible();
}

/** `words` matched as they are by a regular expression. */
export const literally = (words: string) => words.replace(/[.*+?^${}()|[\]\\/]/g, "\\$&");

/** From the tracker to the Spanish change page, to `slot`: the tracker says the new time, its link the same. */
export async function moveOnChangePage(page: Page, slot: Slot) {
  await page.getByRole("link", { name: es.book.manage.changeTime }).click();
  await expect(page.getByRole("heading", { level: 1, name: es.book.change.heading })).toBeVisible();
  await page.locator("#change-date").selectOption(slot.start.slice(0, 10));
  await page.getByRole("button", { name: es.book.form.showTimes }).click();
  await page.locator(`input[name="start"][value="${slot.start}"]`).check();
  await page.getByRole("button", { name: es.book.change.move }).click();
  await expect(page.getByRole("status").filter({ hasText: es.book.manage.justMoved })).toBeVisible();
  await expect(page.locator(".booking-summary dd").nth(1)).toContainText(
    longDate(slot.start.slice(0, 10), { language: "es" }),
  );
}

/** A review link as the server writes it: its SITE_URL's /r/ and a 256-bit token. */
export const reviewLinkPattern = (origin: string) => `${literally(origin)}/r/[A-Za-z0-9_-]{43}`;

/** A text whose one link (written twice: the link, and the link's /stop) is a review link of the server's. */
export function withReviewLink(words: (link: string) => string, origin: string): RegExp {
  const marker = "REVIEW-LINK-MARKER";
  const [first, ...rest] = words(marker).split(marker).map(literally);
  return new RegExp(`^${first}(${reviewLinkPattern(origin)})${rest.join("\\1")}$`);
}

/** On the desk: the booking's estimate, one option at `dollars`; it awaits the visitor's answer. */
export async function sendEstimate(owner: Page, reference: string, label: string, dollars: number) {
  const item = owner.locator("li.booking", { hasText: reference });
  await item.locator("summary").click();
  await item.getByLabel("Option 1").fill(label);
  await item.getByLabel("Price 1 ($)").fill(String(dollars));
  await item.getByRole("button", { name: "Send estimate" }).click();
  await expect(item.locator(".badge")).toHaveText(STATE_WORDS["awaiting-approval"].desk);
}

/** On the Spanish tracker at `link`: the estimate's one option approved; the repair goes ahead. */
export async function approveEstimate(page: Page, link: string, label: string) {
  await page.goto(new URL(link).pathname);
  await page.getByRole("button", { name: new RegExp(`^${es.book.tracker.approve}\\W+${literally(label)}$`) }).click();
  await expect(page.getByRole("status").filter({ hasText: es.book.manage.estimate.approved })).toBeVisible();
  await expect(page.locator(".tracker-state")).toHaveText(STATE_WORDS.repairing.es);
}

/** On the Spanish tracker at `link`: the repair terms signed with a typed name and the tick. */
export async function signTerms(page: Page, link: string, name: string) {
  await page.goto(new URL(link).pathname);
  await expect(page.getByRole("heading", { name: es.book.checkin.review })).toBeVisible();
  await page.getByLabel(es.book.checkin.fullName).fill(name);
  // Scrolled to the middle first: at the viewport's edge the box sits under the floating call button.
  const agree = page.getByLabel(es.book.checkin.tick);
  await agree.evaluate((box) => box.scrollIntoView({ block: "center" }));
  await agree.check();
  await page.getByRole("button", { name: es.book.checkin.sign }).click();
  await expect(page.getByRole("heading", { name: es.book.checkin.termsSigned })).toBeVisible();
}

/** On the Spanish tracker at `link`: the booking cancelled. */
export async function cancelOnTracker(page: Page, link: string) {
  await page.goto(new URL(link).pathname);
  await page.getByRole("button", { name: es.book.tracker.cancel }).click();
  await expect(page.getByRole("heading", { level: 1, name: es.book.manage.cancelled })).toBeVisible();
}

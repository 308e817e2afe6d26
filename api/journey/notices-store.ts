// The journey notices in the booking book's transactions (store.ts calls these inside its own): a change
// first deletes the booking's undelivered journey notices its new state no longer calls for, then writes
// the new ones, each due at its time. 'Once' notices take a unique row in notices_sent in the same
// transaction, so a second tap or a step back and forward never sends them twice; a review ask checks
// and updates the hashed contacts, so nobody is asked twice within 180 days or after a stop.
import { createHmac } from "node:crypto";
import type { Kysely } from "kysely";
import { DAY_MS } from "#shop/clock.ts";
import type { JourneyMark } from "./mark.ts";
import { keptTopics, type JourneyTopic } from "./states.ts";
import type { Database } from "../db/schema.ts";
import { secretIn } from "../db/settings.ts";
import { enqueue, withdraw } from "../outbox/enqueue.ts";
import type { NoticeMessage } from "../booking/types.ts";

/** Nobody is asked for a review twice within this span. */
export const REVIEW_QUIET_MS = 180 * DAY_MS;
const CONTACT_KEY = "review-contact-key";

/**
 * Deletes the booking's undelivered journey notices that `state` does not keep (and those of `alsoClear`,
 * such as the reminders of a slot the booking moves away from), with the once-markers of what they would
 * have sent: what was never sent may be sent when the state comes back. One a worker is sending stays.
 */
export async function clearJourney(
  tx: Kysely<Database>,
  bookingId: string,
  state: string,
  alsoClear: readonly JourneyTopic[] = [],
): Promise<void> {
  const keep = keptTopics(state).filter((t) => !alsoClear.includes(t));
  const topics = await withdraw(tx, bookingId, keep);
  if (topics.length === 0) return;
  await tx.deleteFrom("noticesSent").where("bookingId", "=", bookingId).where("kind", "in", topics).execute();
  if (topics.includes("review")) await tx.deleteFrom("reviewAsks").where("bookingId", "=", bookingId).execute();
}

/** A phone or email as the review contacts keep it: a keyed hash, never the contact itself. */
const contactHash = (key: string, contact: string) =>
  createHmac("sha256", key).update(contact.trim().toLowerCase()).digest("base64url");

/** Whether the review ask may go (nobody asked within 180 days, nobody stopped), recording it when so. */
async function claimReviewContacts(
  tx: Kysely<Database>,
  review: NonNullable<JourneyMark["review"]>,
  bookingId: string,
  askAt: number,
  now: number,
): Promise<boolean> {
  // Drawn once and kept in the settings: every instance hashes alike.
  const key = await secretIn(tx, CONTACT_KEY, now);
  const hashes = review.contacts.map((c) => contactHash(key, c));
  const seen = await tx
    .selectFrom("reviewContacts")
    .select(["lastAskedAt", "stoppedAt"])
    .where("contactHash", "in", hashes)
    .execute();
  if (seen.some((s) => s.stoppedAt !== null || Number(s.lastAskedAt) > askAt - REVIEW_QUIET_MS)) return false;
  for (const contactHash of hashes)
    await tx
      .insertInto("reviewContacts")
      .values({ contactHash, lastAskedAt: askAt, stoppedAt: null })
      .onConflict((oc) => oc.column("contactHash").doUpdateSet({ lastAskedAt: askAt }))
      .execute();
  await tx
    .insertInto("reviewAsks")
    .values({
      tokenHash: review.tokenHash,
      bookingId,
      askedAt: askAt,
      clicks: 0,
      clickedAt: null,
      stoppedAt: null,
      contacts: JSON.stringify(hashes),
    })
    .execute();
  return true;
}

/** Writes a change's journey notices, each due at its time; the once-only ones only the first time. */
export async function writeJourney(
  tx: Kysely<Database>,
  bookingId: string,
  messages: readonly NoticeMessage[],
  now: number,
): Promise<void> {
  const byTopic = new Map<JourneyTopic, NoticeMessage[]>();
  for (const m of messages) if (m.journey) byTopic.set(m.journey.topic, [...(byTopic.get(m.journey.topic) ?? []), m]);
  for (const [topic, group] of byTopic) {
    const marks = group.map((m) => m.journey!);
    if (marks.some((m) => m.once)) {
      const claimed = await tx
        .insertInto("noticesSent")
        .values({ bookingId, kind: topic, at: now })
        .onConflict((oc) => oc.columns(["bookingId", "kind"]).doNothing())
        .executeTakeFirst();
      if (Number(claimed.numInsertedOrUpdatedRows ?? 0) === 0) continue;
    }
    const review = marks.find((m) => m.review)?.review;
    const firstDue = Math.min(...marks.map((m) => m.dueAt));
    if (review && !(await claimReviewContacts(tx, review, bookingId, firstDue, now))) continue;
    // Each at its own time: one message, one due time.
    for (const m of group)
      await enqueue(tx, [{ kind: m.kind, payload: m.payload }], { bookingId, dueAt: m.journey!.dueAt, topic, at: now });
  }
}

// The review ask's own addresses: GET /r/<token> counts the click, takes back the reminder not yet sent,
// and sends the customer on (302) to the shop's reviewUrl; GET /r/<token>/stop asks, and its button (a
// POST) holds at once: the ask's unsent notices go and its contacts are never asked again. The desk reads this month's asks and clicks.
// The page and the redirect say nothing about the booking, and no referrer carries the token on.
import type { FastifyInstance } from "fastify";
import { createElement as h } from "react";
import { business } from "#shop/facts.ts";
import { renderDocument } from "../../site/ui/document.ts";
import { ReviewStopPage } from "../../site/ui/ReviewStopPage.tsx";
import type { Kysely } from "kysely";
import type { Db } from "../db/database.ts";
import type { Database } from "../db/schema.ts";
import { hashReviewToken, isReviewTokenShape } from "./notices.ts";

export interface ReviewCounts {
  /** Asks whose time came in the span. */
  asked: number;
  /** Asks first clicked in the span. */
  clicked: number;
}

const HEADERS = { "cache-control": "no-store", "x-robots-tag": "noindex", "referrer-policy": "no-referrer" };

/** The ask's notices not yet sent (the ask itself or its reminder): taken back. */
const takeBackUnsent = (tx: Kysely<Database>, bookingId: string) =>
  tx
    .deleteFrom("outbox")
    .where("bookingId", "=", bookingId)
    .where("topic", "=", "review")
    .where("deliveredAt", "is", null)
    .execute();

export function createReviewAsks({ query: db, write }: Db) {
  /** The ask behind a token, or undefined. */
  const find = (token: string) =>
    isReviewTokenShape(token)
      ? db.selectFrom("reviewAsks").selectAll().where("tokenHash", "=", hashReviewToken(token)).executeTakeFirst()
      : Promise.resolve(undefined);

  /** Counts a click; the ask's reminder, not yet sent, is taken back. False when there is no such ask. */
  async function click(token: string, now: number): Promise<boolean> {
    const ask = await find(token);
    if (!ask) return false;
    await write(async (tx) => {
      await tx
        .updateTable("reviewAsks")
        .set((eb) => ({ clicks: eb("clicks", "+", 1), clickedAt: ask.clickedAt ?? now }))
        .where("tokenHash", "=", ask.tokenHash)
        .execute();
      await takeBackUnsent(tx, ask.bookingId);
    });
    return true;
  }

  /** The stop: nothing more of this ask is sent, and its contacts are never asked again. */
  async function stop(token: string, now: number): Promise<boolean> {
    const ask = await find(token);
    if (!ask) return false;
    const contacts = JSON.parse(ask.contacts) as string[];
    await write(async (tx) => {
      await tx.updateTable("reviewAsks").set({ stoppedAt: now }).where("tokenHash", "=", ask.tokenHash).execute();
      await takeBackUnsent(tx, ask.bookingId);
      if (contacts.length)
        await tx.updateTable("reviewContacts").set({ stoppedAt: now }).where("contactHash", "in", contacts).execute();
    });
    return true;
  }

  /** Asks that went and first clicks in [from, to): the desk's line for this month. */
  async function counts(from: number, to: number): Promise<ReviewCounts> {
    const count = (column: "askedAt" | "clickedAt") =>
      db
        .selectFrom("reviewAsks")
        .select((eb) => eb.fn.countAll<number>().as("n"))
        .where(column, ">=", from)
        .where(column, "<", to)
        .executeTakeFirstOrThrow();
    const [asked, clicked] = await Promise.all([count("askedAt"), count("clickedAt")]);
    return { asked: Number(asked.n), clicked: Number(clicked.n) };
  }

  /** Whether a token is an ask's (the stop page's question). */
  const known = async (token: string) => (await find(token)) !== undefined;

  return { click, stop, known, counts };
}
export type ReviewAsks = ReturnType<typeof createReviewAsks>;

/** GET /r/<token>, GET and POST /r/<token>/stop; nothing at all when the shop has no reviewUrl. */
export async function reviewRoutes(
  app: FastifyInstance,
  opts: { reviews: ReviewAsks; now: () => Date; css: () => Promise<string> },
) {
  const reviewUrl = business.reviewUrl;
  if (!reviewUrl) return;
  app.get<{ Params: { token: string } }>("/r/:token", async (request, reply) => {
    if (!(await opts.reviews.click(request.params.token, opts.now().getTime()))) return reply.callNotFound();
    return reply.headers(HEADERS).redirect(reviewUrl, 302);
  });
  const page = async (done: boolean) =>
    renderDocument(h(ReviewStopPage, { done }), { now: opts.now(), css: await opts.css() });
  // A GET only asks: a link scanner or a messaging app's preview opens the link without anyone
  // choosing to stop, so the stop itself is the page's button, a POST.
  app.get<{ Params: { token: string } }>("/r/:token/stop", async (request, reply) => {
    if (!(await opts.reviews.known(request.params.token))) return reply.callNotFound();
    return reply
      .headers(HEADERS)
      .type("text/html; charset=utf-8")
      .send(await page(false));
  });
  app.post<{ Params: { token: string } }>("/r/:token/stop", async (request, reply) => {
    if (!(await opts.reviews.stop(request.params.token, opts.now().getTime()))) return reply.callNotFound();
    request.log.info("review asks stopped for a customer");
    return reply
      .headers(HEADERS)
      .type("text/html; charset=utf-8")
      .send(await page(true));
  });
}

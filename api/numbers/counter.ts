// app.numbers: counts what the beacon and the widgets report (POST /api/hit) and what the server
// itself sees (a booking stored, a question the assistant could not answer), then rolls the raw
// events up into daily totals and reads them back for the desk.
//
// A hit is answered before it is written: events wait in memory and go to the database together,
// once a second, in one transaction (a write per hit would make the beacon wait on the disk).
// A crash loses at most that second of counts. The queue itself is bounded, like the database's daily caps.
import { addDays, dateReader, instantOf } from "#shop/clock.ts";
import { business } from "#shop/facts.ts";
import type { Hit } from "#shop/numbers-contract.ts";
import type { NumbersSettings } from "#shop/numbers-settings.ts";
import { pageKindOf, pageLanguageOf } from "./page-kind.ts";
import { reportOf, type NumbersReport } from "./report.ts";
import { bucketOf } from "./speed.ts";
import type { DailyRow } from "./daily-totals.ts";
import type { NewEvent, NumbersStore } from "./store.ts";
import { createVisitors } from "./visitors.ts";

/** Events waiting for the next write, at most: past it a flood is dropped before it costs memory. */
const QUEUE_MAX = 10_000;
/**
 * How long an event waits for the next write at most. SQLite's driver writes on the main thread, and
 * what a write costs is mostly per write (the caps' upserts, the commit), not per event: ten writes a
 * second under a flood held the other requests often enough to put /api/hit's p99 at 12 ms; one a
 * second puts it at 6 ms (`npm run bench:api`, docs/owner-desk.md). A shop's real traffic makes each
 * write a handful of rows.
 */
export const FLUSH_MS = 1000;

export interface Visit {
  /** The host the request came to (our own pages' hits count by path alone). */
  ownHost: string;
  address: string;
  userAgent: string;
}

export interface NumbersOptions {
  store: NumbersStore;
  settings: NumbersSettings;
  now: () => Date;
}

const zone = business.timeZone;
/** The shop's date of an instant: asked on every hit. */
const dateAt = dateReader(zone);
const siteHost = new URL(business.siteUrl).host;

export function createNumbers({ store, settings, now }: NumbersOptions) {
  const visitors = createVisitors(store);
  let queue: NewEvent[] = [];
  let writing: Promise<void> = Promise.resolve();

  const today = () => dateAt(now());
  const base = (kind: string, page: string, lang: string) => {
    const at = now().getTime();
    return {
      day: dateAt(at),
      at,
      kind,
      page,
      pageKind: pageKindOf(page),
      lang,
      visitor: null,
      referrer: null,
      utmSource: null,
      utmMedium: null,
      utmCampaign: null,
      value: null,
    } satisfies NewEvent;
  };
  const enqueue = (events: NewEvent[]) => {
    if (queue.length + events.length > QUEUE_MAX) return;
    queue.push(...events);
  };

  /** A browser's report: a page view, a tap, or the page's speed (one event per measure). */
  async function hit(body: Hit, visit: Visit): Promise<void> {
    const page = body.h === visit.ownHost || body.h === siteHost ? body.p : `${body.h}${body.p}`;
    const event = base(body.k, page, pageLanguageOf(body.p, body.l));
    const visitor = await visitors.keyOf(event.day, {
      site: body.h,
      address: visit.address,
      userAgent: visit.userAgent,
    });
    if (body.k !== "vitals") {
      const fromElsewhere = body.r && body.r !== body.h ? body.r : null;
      enqueue([
        {
          ...event,
          visitor,
          ...(body.k === "pageview"
            ? {
                referrer: fromElsewhere,
                utmSource: body.us ?? null,
                utmMedium: body.um ?? null,
                utmCampaign: body.uc ?? null,
              }
            : {}),
        },
      ]);
      return;
    }
    enqueue(
      (["lcp", "inp", "cls"] as const).flatMap((vital) => {
        const measured = body[vital];
        return measured === undefined ? [] : [{ ...event, kind: vital, visitor, value: bucketOf(vital, measured) }];
      }),
    );
  }

  /** What the server counts itself, on the page it belongs to and in its language (a booking's own). */
  function count(kind: "booking-made" | "chat-unanswered", page: string, lang?: string): void {
    enqueue([base(kind, page, lang ?? pageLanguageOf(page))]);
  }

  /** Writes what waits; resolves when everything queued before the call is stored (or dropped by a cap). */
  function flush(): Promise<void> {
    // A failed write (logged by the caller) does not stop the next ones.
    writing = writing
      .catch(() => {})
      .then(async () => {
        const batch = queue;
        queue = [];
        await store.append(batch, { perPageAndEvent: settings.capPerPageAndEvent, perDay: settings.capPerDay });
      });
    return writing;
  }

  /** The end of a shop day, in epoch ms: a day rolled up after it is final. */
  const endOf = (day: string) => instantOf(zone, addDays(day, 1), 0);

  /** Rolls up every day from `from` to `to` whose totals may be stale (today always, a past day once after it ended). */
  async function rollup(from: string, to: string): Promise<void> {
    await flush();
    await store.rollup(await store.daysToRoll(from, to, endOf));
  }

  /** The daily totals of `from` to `to` (shop dates, both included), rolled up first. */
  async function totals(from: string, to: string): Promise<DailyRow[]> {
    await rollup(from, to);
    return store.daily(from, to);
  }

  /** The figures of `from` to `to`. */
  const report = async (from: string, to: string): Promise<NumbersReport> => reportOf(from, to, await totals(from, to));

  /** Retention: the raw events of days older than `rawDays`, after their last rollup. */
  async function purge(): Promise<number> {
    const before = addDays(today(), -settings.rawDays + 1);
    await rollup(addDays(before, -400), today());
    return store.purge(before);
  }

  /** Ms until the next shop midnight, when the salt is replaced. */
  const untilMidnight = () => Math.max(1000, endOf(today()) - now().getTime() + 1000);

  return {
    hit,
    count,
    flush,
    rollup,
    totals,
    report,
    purge,
    untilMidnight,
    /** The salt of the shop's today, yesterday's deleted. */
    rotate: () => visitors.rotate(today()),
    deleteThrough: (day: string) => store.deleteDaily(day),
    today,
  };
}
export type Numbers = ReturnType<typeof createNumbers>;

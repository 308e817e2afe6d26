// What the booking tests over a whole app share: the fixture dist/ with a /book/ page, a fresh
// bookings' folder next to it, the app listening over them, and a booking of the first free slot the
// availability API lists.
import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import type { FastifyInstance } from "fastify";
import type { AvailabilityAnswer } from "#shop/availability.ts";
import { booking } from "#shop/facts.ts";
import { buildApp } from "../../api/app.ts";
import type { BookingOptions } from "../../api/config.ts";
import type { AppOptions } from "../../api/config.ts";
import { openDatabase, type Db } from "../../api/db/database.ts";
import { makeFixtureDist, removeFixture, TMP } from "./api-fixture.ts";

const BOOK_PAGE =
  '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Book a Repair</title></head><body><main id="main"></main></body></html>';

/** A fixture dist/ with a built /book/ page, and an empty DATA_DIR named from `prefix`. */
export async function makeBookingFixture(prefix: string): Promise<{ root: string; dataDir: string }> {
  const root = await makeFixtureDist();
  await mkdir(path.join(root, "book"), { recursive: true });
  await writeFile(path.join(root, "book", "index.html"), BOOK_PAGE);
  const dataDir = await mkdtemp(path.join(TMP, prefix));
  return { root, dataDir };
}

export async function removeBookingFixture(fixture: { root?: string; dataDir?: string }): Promise<void> {
  if (fixture.dataDir) await rm(fixture.dataDir, { recursive: true, force: true });
  if (fixture.root) await removeFixture(fixture.root);
}

/** The whole app with booking on, listening on loopback, over a fresh booking fixture. */
export interface BookingApp {
  app: FastifyInstance;
  /** Where it listens: http://127.0.0.1:<port>. */
  base: string;
  /** The bookings' database, opened here so a test can read what the app wrote (the app leaves it open). */
  database: Db;
  close(): Promise<void>;
}

/** The app's options, less what the fixture gives: its dist/ and its database. */
export type BookingAppOptions = Omit<AppOptions, "root" | "booking"> & {
  booking?: Omit<BookingOptions, "dataDir" | "database">;
};

/**
 * buildApp over a fresh fixture named from `prefix` (its dist/ and an embedded database in its own
 * folder) with `options`, listening on a free loopback port; close() stops it and removes the fixture.
 */
export async function startBookingApp(prefix: string, options: BookingAppOptions = {}): Promise<BookingApp> {
  const fixture = await makeBookingFixture(prefix);
  const database = await openDatabase({ dataDir: fixture.dataDir });
  let app: FastifyInstance | undefined;
  const close = async () => {
    await app?.close();
    await database.close();
    await removeBookingFixture(fixture);
  };
  try {
    app = await buildApp({ ...options, root: fixture.root, booking: { ...options.booking, database } });
    const base = await app.listen({ port: 0, host: "127.0.0.1" });
    return { app, base, database, close };
  } catch (error) {
    await close();
    throw error;
  }
}

/** Books the first slot with room that `origin`'s availability API lists, for the first service. */
export async function bookFirstFreeSlot(
  origin: string,
  visitor: { name: string; phone: string; email?: string },
): Promise<Response> {
  return (await bookFreeSlotAfter(origin, 0, visitor)).response;
}

/** Books the first slot with room starting after `after` that `origin` lists, for the first service; its start with the answer. */
export async function bookFreeSlotAfter(
  origin: string,
  after: number,
  visitor: Record<string, unknown>,
): Promise<{ response: Response; start: number }> {
  const answer = (await (await fetch(`${origin}/api/availability`)).json()) as AvailabilityAnswer;
  const slot = answer.days.flatMap((d) => d.slots).find((s) => s.remaining > 0 && Date.parse(s.start) > after)!;
  const response = await fetch(`${origin}/api/bookings`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ start: slot.start, service: booking.services[0], ...visitor }),
  });
  return { response, start: Date.parse(slot.start) };
}

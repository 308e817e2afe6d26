// The check-in's book on both engines: a check-in is kept whole (condition, photos without metadata),
// too many photos or a booking that is gone change nothing, a signature is kept with its words, and
// retention's purge of a booking takes its check-in along; on SQLite the photo's bytes are then gone
// from the book's files (as tests/api/db/deleted-gone.test.ts checks for a name).
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { createBookingStore } from "../../../api/booking/store.ts";
import type { NewBooking } from "../../../api/booking/types.ts";
import { createCheckinStore } from "../../../api/checkin/store.ts";
import { PHOTO_LIMITS, preparePhoto, type Photo } from "../../../api/checkin/photos.ts";
import { openDatabase, type Db } from "../../../api/db/database.ts";
import { BOOK_FILE } from "../../../api/db/sqlite.ts";
import { booking as rules, business } from "#shop/facts.ts";
import { visitorNotice } from "../../../api/booking/notices.ts";
import { noticeText } from "../../../api/booking/text-notices.ts";
import { createLinkSeal, LINK_MARKER } from "../../../api/outbox/seal.ts";
import { useEngines } from "../../helpers/engines.ts";
import { POSTGRES_SKIP } from "../../helpers/postgres-server.ts";
import { GPS_LATITUDE, gpsPhoto } from "./fixtures.ts";

const NOW = Date.UTC(2031, 2, 4, 15, 0);
const { track, dataDir, postgres } = useEngines<Db>("checkin-");

let serial = 0;
const newBooking = (): NewBooking => {
  const i = ++serial;
  return {
    reference: `CHK-${String(i).padStart(4, "0")}`,
    tokenHash: `c${i}`.padStart(64, "0"),
    start: NOW + 3_600_000,
    end: NOW + 3_600_000 + rules.slotMinutes * 60_000,
    service: rules.services[0]!,
    model: null,
    name: `Visitor ${i}`,
    phone: `+1555${String(3_000_000 + i).slice(-7)}`,
    email: null,
    notes: null,
    source: "owner",
  };
};

const engines = [
  { name: "SQLite", skip: "", open: async () => ({ dir: await dataDir(), url: undefined }) },
  { name: "PostgreSQL", skip: POSTGRES_SKIP, open: async () => ({ dir: "", url: await postgres().createDatabase() }) },
];

async function fixture(engine: (typeof engines)[number]) {
  const { dir, url } = await engine.open();
  const db = track(await openDatabase(url ? { databaseUrl: url } : { dataDir: dir }));
  const bookings = createBookingStore(db);
  const made = await bookings.create(newBooking(), { capacity: 100, maxFutureForPhone: 100, now: NOW }, () => []);
  if (!made.ok) throw new Error(made.reason);
  return { dir, db, bookings, checkin: createCheckinStore(db), id: made.booking.id };
}

const photoOf = async (colour: string): Promise<Photo> => {
  const result = await preparePhoto(await gpsPhoto(800, 600, colour));
  if (!result.ok) throw new Error(result.message);
  return result.photo;
};

const [first, second] = rules.checkIn.checklist;
const condition = [
  { item: first!.key, status: "damaged" as const, note: "Crack, top left" },
  { item: second!.key, status: "fine" as const, note: null },
];

describe.each(engines)("the check-in book ($name)", (engine) => {
  it.skipIf(engine.skip)("keeps a check-in whole, its photos without metadata, and reads them back", async () => {
    const { checkin, id } = await fixture(engine);
    const photo = await photoOf("#a33");
    expect(await checkin.checkIn(id, { condition, unlock: null, photos: [photo, await photoOf("#3a3")] }, NOW)).toBe(
      "ok",
    );
    const record = await checkin.of(id);
    expect(record.at).toBe(NOW);
    expect(record.condition).toEqual(expect.arrayContaining(condition));
    expect(record.photos).toHaveLength(2);
    const bytes = (await checkin.photo(id, record.photos[0]!.id))!;
    expect(bytes.includes(GPS_LATITUDE)).toBe(false);
    expect((await sharp(bytes).metadata()).exif).toBeUndefined();
    expect(await checkin.photo("someone-else", record.photos[0]!.id)).toBeUndefined();
  });

  it.skipIf(engine.skip)("too many photos, or a booking that is gone, change nothing", async () => {
    const { checkin, id } = await fixture(engine);
    const photo = await photoOf("#33a");
    const many = Array.from({ length: PHOTO_LIMITS.maxCount + 1 }, () => photo);
    expect(await checkin.checkIn(id, { condition, unlock: "in-person", photos: many }, NOW)).toBe("too_many_photos");
    expect(await checkin.of(id)).toEqual({ unlock: null, condition: [], photos: [], signatures: [] });
    expect(await checkin.checkIn("gone", { condition, unlock: null, photos: [photo] }, NOW)).toBe("not_found");
    expect(await checkin.sign("gone", signature)).toBe("not_found");
  });

  it.skipIf(engine.skip)("counts the photos already kept: a second save past the limit changes nothing", async () => {
    const { checkin, id } = await fixture(engine);
    const photo = await photoOf("#3aa");
    const some = (n: number) => Array.from({ length: n }, () => photo);
    expect(await checkin.checkIn(id, { condition, unlock: null, photos: some(PHOTO_LIMITS.maxCount - 1) }, NOW)).toBe(
      "ok",
    );
    const before = await checkin.of(id);
    const changed = [{ item: first!.key, status: "fine" as const, note: "Changed" }];
    expect(await checkin.checkIn(id, { condition: changed, unlock: null, photos: some(2) }, NOW + 1)).toBe(
      "too_many_photos",
    );
    expect(await checkin.of(id)).toEqual(before);
    expect(await checkin.checkIn(id, { condition, unlock: null, photos: some(1) }, NOW + 2)).toBe("ok");
    expect((await checkin.of(id)).photos).toHaveLength(PHOTO_LIMITS.maxCount);
  });

  it.skipIf(engine.skip)("keeps a signature with its version, words, name, time and place", async () => {
    const { checkin, id } = await fixture(engine);
    expect(await checkin.sign(id, signature)).toBe("ok");
    expect((await checkin.of(id)).signatures).toEqual([signature]);
  });

  it.skipIf(engine.skip)(
    "the visitor's copy goes through the outbox in the same transaction, by email or by text as the one rule says",
    async () => {
      const { db, bookings, id } = await fixture(engine);
      const withCopies = createCheckinStore(db, {
        copy: (b, s) =>
          visitorNotice(
            { email: { notifyEmail: business.email }, text: noticeText, seal: createLinkSeal(undefined).seal },
            "signed",
            b,
            { now: s.at, signature: s },
          ),
      });
      const b = (await bookings.byId(id))!;
      const manageUrl = "https://shop.example/book/manage/tok/";
      const byEmail = { ...b, email: "ada@example.net", textConsent: false, sealedLink: undefined };
      expect(await withCopies.sign(id, signature, { ...b, email: null, textConsent: false })).toBe("ok");
      expect(await withCopies.sign(id, signature, byEmail)).toBe("ok");
      expect(await withCopies.sign("gone", signature, byEmail)).toBe("not_found");
      const seal = createLinkSeal(undefined);
      const byText = { ...b, email: "ada@example.net", textConsent: true, sealedLink: seal.seal(manageUrl) };
      expect(await withCopies.sign(id, signature, byText)).toBe("ok");

      const rows = await db.query.selectFrom("outbox").selectAll().orderBy("id").execute();
      expect(rows.map((r) => r.kind)).toEqual(["email", "sms"]);
      expect(rows.every((r) => r.bookingId === id)).toBe(true);
      const email = JSON.parse(rows[0]!.payload) as { to: string; subject: string; text: string };
      expect(email.to).toBe("ada@example.net");
      expect(email.subject).toContain(b.reference);
      expect(email.text).toContain(signature.words);
      // The typed name is kept with the repair, never repeated to an address (no email repeats what was typed).
      expect(email.text).not.toContain(signature.name);
      const text = JSON.parse(rows[1]!.payload) as { to: string; body: string; fallback?: { text: string } };
      expect(text.to).toBe(b.phone);
      expect(text.body).toContain(LINK_MARKER);
      expect(text.fallback?.text).toContain(signature.words);
    },
  );

  it.skipIf(engine.skip)("retention's purge of the booking takes its condition, photos and signatures", async () => {
    const { dir, db, bookings, checkin, id } = await fixture(engine);
    const photo = await photoOf("#9a9");
    await checkin.checkIn(id, { condition, unlock: null, photos: [photo] }, NOW);
    await checkin.sign(id, signature);
    const sample = photo.bytes.subarray(photo.bytes.length - 256);
    if (engine.name === "SQLite") expect(onDisk(dir, sample)).toBe(true);
    expect(await bookings.purge(Number.MAX_SAFE_INTEGER)).toBe(1);
    for (const table of ["checkins", "checkinConditions", "checkinPhotos", "checkinSignatures"] as const)
      expect(await db.query.selectFrom(table).selectAll().execute()).toEqual([]);
    if (engine.name === "SQLite") expect(onDisk(dir, sample)).toBe(false);
  });
});

const signature = {
  kind: "terms" as const,
  version: rules.terms!.version,
  words: rules.terms!.sections.map((s) => s.text).join("\n"),
  name: "Ada Visitor",
  place: "tracker" as const,
  at: NOW,
};

/** Whether `needle` is anywhere in the book's files as they are on disk now. */
function onDisk(dir: string, needle: Buffer): boolean {
  return [BOOK_FILE, `${BOOK_FILE}-wal`]
    .map((f) => path.join(dir, f))
    .filter((f) => existsSync(f))
    .some((f) => readFileSync(f).includes(needle));
}

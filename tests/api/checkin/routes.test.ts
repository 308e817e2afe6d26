// The check-in through the real app on loopback (the embedded database, the desk signed in through its
// form): the owner checks a phone in with the checklist and photos (multipart, CSRF token), the photos
// come back without metadata, only through the owner's session or the visitor's own link; the visitor
// reads the condition and signs the terms on the tracker with plain form posts, and the desk shows it
// signed. Bad files, too many photos, a missing token, another booking's signature and an old version of
// the terms are refused with a clear 4xx, and nothing of them is saved.
import * as cheerio from "cheerio";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { availability, booking as rules, services } from "#shop/facts.ts";
import { addDays } from "#shop/clock.ts";
import { newToken } from "../../../api/booking/service.ts";
import { createCheckinStore } from "../../../api/checkin/store.ts";
import { PHOTO_LIMITS } from "../../../api/checkin/photos.ts";
import { booked } from "../../helpers/booked.ts";
import { budget } from "../../helpers/budget.ts";
import { waitFor } from "../../helpers/redis-server.ts";
import { startSmtp } from "../../helpers/smtp-server.ts";
import { OwnerClient, ownerApp, signedInOwner, type OwnerApp } from "../../helpers/owner-app.ts";
import { decompressionBomb, GPS_LATITUDE, gpsPhoto, renamedExecutable, svgWithScript } from "./fixtures.ts";

const DAY = (() => {
  for (let i = 3; i < 120; i++) {
    const date = addDays(availability.today(new Date()), i);
    if (availability.grid(date).length >= 1) return date;
  }
  throw new Error("no open day in the data");
})();
const SLOT = availability.grid(DAY)[0]!;
const terms = rules.terms!;
const [first, second] = rules.checkIn.checklist;

let desk: OwnerApp;
let owner: OwnerClient;
beforeAll(async () => {
  desk = await ownerApp({ booking: true, now: () => new Date(SLOT.start - 3_600_000) });
  owner = await signedInOwner(desk.base);
}, budget(120_000));
afterAll(async () => desk?.close());

const repair = () =>
  booked(desk.store!, { start: SLOT.start, end: SLOT.end, service: "screen" }, SLOT.start - 7_200_000);

const checkinOf = (id: string) => createCheckinStore(desk.app.db!).of(id);
/** Whether the repairs here (a screen) need the phone unlocked to be tested, as services.ts says. */
const unlockNeeded = () => services.find((s) => s.key === "screen")?.needsUnlock === true;

/** Posts the check-in form as a browser does (multipart), with the page's CSRF token unless told otherwise. */
async function checkIn(id: string, files: Buffer[], fields: Record<string, string> = {}, csrf?: string) {
  const form = new FormData();
  form.set("_csrf", csrf ?? (await owner.page(`/owner/bookings/${id}/checkin`)).csrf);
  form.set(`c.${first!.key}`, "damaged");
  form.set(`n.${first!.key}`, "Crack across the top <b>left</b>");
  form.set(`c.${second!.key}`, "fine");
  form.set("unlock", "at-pickup");
  for (const [k, v] of Object.entries(fields)) form.set(k, v);
  files.forEach((file, i) => form.append("photos", new Blob([new Uint8Array(file)]), `photo${i}.jpg`));
  return owner.fetch(`/owner/bookings/${id}/checkin`, { method: "POST", body: form });
}

const visitor = (path: string, init: RequestInit & { form?: Record<string, string> } = {}) =>
  new OwnerClient(desk.base).fetch(path, init);

describe("check-in through the app", () => {
  it("the owner checks a phone in with two photos; the photos carry no GPS; the desk and the tracker show it", async () => {
    const { b, token } = await repair();
    const res = await checkIn(b.id, [await gpsPhoto(), await gpsPhoto(1200, 1600, "#36c")]);
    expect(res.status).toBe(303);
    const record = await checkinOf(b.id);
    expect(record.photos).toHaveLength(2);
    expect(record.unlock).toBe("at-pickup");
    expect(record.condition).toContainEqual({
      item: first!.key,
      status: "damaged",
      note: "Crack across the top <b>left</b>",
    });

    const photoUrl = `/owner/bookings/${b.id}/photos/${record.photos[0]!.id}`;
    const photo = await owner.fetch(photoUrl);
    expect(photo.status).toBe(200);
    expect(photo.headers.get("content-type")).toBe("image/jpeg");
    const bytes = Buffer.from(await photo.arrayBuffer());
    expect(bytes.includes(GPS_LATITUDE)).toBe(false);
    expect((await sharp(bytes).metadata()).exif).toBeUndefined();
    // Without the owner's session the desk's address shows nothing.
    expect((await visitor(photoUrl)).status).not.toBe(200);

    const list = await owner.page("/owner/");
    expect(list.html).toContain("Checked in: 2 photos · terms not signed · pickup not confirmed");
    const page = await owner.page(`/owner/bookings/${b.id}/checkin?saved=1`);
    expect(page.html).toContain("Check-in saved.");
    expect(page.html).toContain("Not signed yet");
    expect(page.html).toContain('capture="environment"');
    // The passcode is never typed into the product: the form asks only how the phone is tested.
    const $ = cheerio.load(page.html);
    const fields = $("form input, form textarea, form select");
    expect(fields.filter('[type="password"]')).toHaveLength(0);
    const names = fields.map((_, el) => $(el).attr("name") ?? "").get();
    if (unlockNeeded()) expect(names).toContain("unlock");
    expect(names.filter((n) => /pass|pin|code/i.test(n))).toEqual([]);

    const tracker = await (await visitor(`/book/manage/${token}/`)).text();
    expect(tracker).toContain("Your phone at drop-off");
    expect(tracker).toContain("Crack across the top &lt;b&gt;left&lt;/b&gt;");
    expect(tracker).toContain(`/book/manage/${token}/photos/${record.photos[1]!.id}`);
    expect(tracker).toContain("Review and sign the repair terms");
    const viaLink = await visitor(`/book/manage/${token}/photos/${record.photos[1]!.id}`);
    expect(viaLink.status).toBe(200);
    expect(viaLink.headers.get("cache-control")).toBe("no-store");
  });

  it("the CSV export carries the condition, the photo count and the signatures, never a photo", async () => {
    const { b, token } = await repair();
    expect((await checkIn(b.id, [await gpsPhoto(400, 300)])).status).toBe(303);
    const form = { booking: b.reference, version: terms.version, name: "Quentin Csv", agree: "1" };
    expect((await visitor(`/book/manage/${token}/terms`, { form })).status).toBe(303);
    const csv = await (await owner.fetch(`/owner/export.csv?from=${DAY}&to=${DAY}`)).text();
    const row = csv.split("\r\n").find((line) => line.startsWith(b.reference))!;
    expect(row).toContain(`${first!.label}: damaged (Crack across the top <b>left</b>); ${second!.label}: fine`);
    expect(row).toContain(`Quentin Csv, ${DAY}`);
    expect(row).toContain(`tracker, version ${terms.version}`);
    expect(row.split(",").at(-1)).toBe("");
    expect(csv.length).toBeLessThan(20_000);
  });

  it("a photo is not found through another repair's link", async () => {
    const one = await repair();
    const other = await repair();
    expect((await checkIn(one.b.id, [await gpsPhoto(400, 300)])).status).toBe(303);
    const [photo] = (await checkinOf(one.b.id)).photos;
    expect((await visitor(`/book/manage/${other.token}/photos/${photo!.id}`)).status).toBe(404);
    expect((await visitor(`/book/manage/${newToken()}/photos/${photo!.id}`)).status).toBe(404);
  });

  it.each([
    ["a renamed executable", () => Promise.resolve([renamedExecutable]), 415],
    ["an SVG with script", () => Promise.resolve([svgWithScript]), 415],
    ["a decompression bomb", async () => [await decompressionBomb()], 413],
    ["a photo over the size limit", () => Promise.resolve([Buffer.alloc(PHOTO_LIMITS.maxBytes + 1, 0xff)]), 413],
    ["too many photos", async () => Array.from({ length: PHOTO_LIMITS.maxCount + 1 }, () => Buffer.from("x")), 413],
  ])("refuses %s with a clear message, and saves nothing", async (_, files, status) => {
    const { b } = await repair();
    const good = await gpsPhoto(400, 300);
    const res = await checkIn(b.id, [good, ...(await files())]);
    expect(res.status).toBe(status);
    expect(await res.text()).toMatch(/photo|nothing was saved/i);
    expect(await checkinOf(b.id)).toEqual({ unlock: null, condition: [], photos: [], signatures: [] });
  });

  it("refuses a check-in without the CSRF token, or without saying how an unlocked test is done", async () => {
    const { b } = await repair();
    expect((await checkIn(b.id, [await gpsPhoto(400, 300)], {}, "forged")).status).toBe(403);
    if (unlockNeeded()) expect((await checkIn(b.id, [], { unlock: "" })).status).toBe(400);
    expect((await checkIn(b.id, [], { [`c.${first!.key}`]: "broken" })).status).toBe(400);
    expect(await checkinOf(b.id)).toEqual({ unlock: null, condition: [], photos: [], signatures: [] });
  });

  it("suggests the data's number of photos and requires none: a check-in without photos is saved", async () => {
    const { b } = await repair();
    const form = await owner.page(`/owner/bookings/${b.id}/checkin`);
    expect(form.html).toContain(`at least ${rules.checkIn.suggestedPhotos} suggested`);
    expect(cheerio.load(form.html)('input[type="file"]').attr("required")).toBeUndefined();
    expect((await checkIn(b.id, [])).status).toBe(303);
    const record = await checkinOf(b.id);
    expect(record.photos).toEqual([]);
    expect(record.condition).toContainEqual({ item: second!.key, status: "fine", note: null });
    const list = cheerio.load((await owner.page("/owner/")).html);
    expect(list(`li[data-booking="${b.id}"]`).text()).toContain("Checked in: 0 photos");
  });

  it("the visitor signs the terms on the tracker; the desk shows them signed", async () => {
    const { b, token } = await repair();
    const form = { booking: b.reference, version: terms.version, name: "  Quentin   Checkin ", agree: "1" };
    const res = await visitor(`/book/manage/${token}/terms`, { form });
    expect(res.status).toBe(303);
    const [signature] = (await checkinOf(b.id)).signatures;
    expect(signature).toMatchObject({
      kind: "terms",
      version: terms.version,
      name: "Quentin Checkin",
      place: "tracker",
    });
    expect(signature!.words).toContain(terms.sections[0]!.text);
    const tracker = await (await visitor(`/book/manage/${token}/`)).text();
    expect(tracker).toContain("You signed the repair terms");
    const page = await owner.page(`/owner/bookings/${b.id}/checkin`);
    expect(page.html).toContain(`Signed: version ${terms.version}`);
  });

  it(
    "the visitor gets a copy of what they signed by email, sent by the app's outbox (the name typed never in it)",
    async () => {
      // An app of its own with email set up: the copy goes by the one rule of channels, and without SMTP there is none.
      const smtp = await startSmtp();
      const mailing = await ownerApp({
        booking: true,
        now: () => new Date(SLOT.start - 3_600_000),
        outboxOnNow: true,
        smtpUrl: smtp.url,
      });
      try {
        const email = "copy.of.terms@example.net";
        const { b, token } = await booked(
          mailing.store!,
          { start: SLOT.start, end: SLOT.end, service: "screen", email },
          SLOT.start - 7_200_000,
        );
        const form = { booking: b.reference, version: terms.version, name: "Quentin Copy", agree: "1" };
        const res = await new OwnerClient(mailing.base).fetch(`/book/manage/${token}/terms`, { form });
        expect(res.status).toBe(303);
        const copy = () => smtp.received.find((r) => r.to.includes(email));
        await waitFor("the copy of the terms", () => copy() !== undefined, budget(20_000));
        const text = copy()!.mail.text ?? "";
        expect(text).toContain(b.reference);
        expect(text).toContain(terms.sections[0]!.text);
        expect(text).not.toContain("Quentin Copy");
      } finally {
        await mailing.close();
        await smtp.stop();
      }
    },
    budget(60_000),
  );

  it("the visitor confirms the pickup once the phone is ready, not before; the desk shows it", async () => {
    const { b, token } = await repair();
    const pickup = rules.checkIn.pickup;
    const form = { booking: b.reference, version: pickup.version, name: "Quentin Checkin", agree: "1" };
    const early = await visitor(`/book/manage/${token}/pickup`, { form });
    expect(early.status).toBe(409);
    const before = await (await visitor(`/book/manage/${token}/`)).text();
    expect(before).not.toContain("Confirm your pickup");
    // Before drop-off, the tracker says what to do first; a line for another repair is left out.
    expect(before).toContain("Before you bring your phone");
    for (const line of rules.checkIn.beforeDropOff)
      expect(before.includes(line.text.split(" ").slice(0, 3).join(" "))).toBe(
        !line.services || line.services.includes("screen"),
      );
    for (const state of ["checked-in", "ready"])
      expect((await owner.post(`/owner/bookings/${b.id}/state`, { state })).status).toBe(303);
    expect(await (await visitor(`/book/manage/${token}/`)).text()).toContain("Confirm your pickup");
    expect((await visitor(`/book/manage/${token}/pickup`, { form: { ...form, version: "0" } })).status).toBe(409);
    expect((await visitor(`/book/manage/${token}/pickup`, { form })).status).toBe(303);
    const [signature] = (await checkinOf(b.id)).signatures;
    expect(signature).toMatchObject({ kind: "pickup", version: pickup.version, words: pickup.words, place: "tracker" });
    expect(await (await visitor(`/book/manage/${token}/`)).text()).toContain("Pickup: confirmed");
    expect((await owner.page(`/owner/bookings/${b.id}/checkin`)).html).toContain("Pickup confirmed by");
  });

  it("refuses a signature for another repair, on an old version, without a name or without the tick", async () => {
    const mine = await repair();
    const theirs = await repair();
    const sign = (fields: Record<string, string>) =>
      visitor(`/book/manage/${mine.token}/terms`, {
        form: { booking: mine.b.reference, version: terms.version, name: "Quentin Checkin", agree: "1", ...fields },
      });
    const other = await sign({ booking: theirs.b.reference });
    expect(other.status).toBe(403);
    expect(await other.text()).toContain("another repair");
    const old = await sign({ version: `${terms.version}-old` });
    expect(old.status).toBe(409);
    expect(await old.text()).toContain("terms have changed");
    expect((await sign({ name: " " })).status).toBe(400);
    expect((await sign({ agree: "" })).status).toBe(400);
    expect((await checkinOf(mine.b.id)).signatures).toEqual([]);
    expect((await checkinOf(theirs.b.id)).signatures).toEqual([]);
  });
});

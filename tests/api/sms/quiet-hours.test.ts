// Quiet hours through the outbox on a fake clock: the real outbox worker and text sender over a real
// booking store (SQLite in a temporary folder) and the fake provider. A text due at 10:00 PM shop time
// waits for 8:00 the next morning; one whose deadline comes before that morning is not sent at all.
import { randomBytes } from "node:crypto";
import { mkdtemp, rm } from "node:fs/promises";
import path from "node:path";
import { afterAll, beforeAll, expect, it } from "vitest";
import { addDays, instantOf } from "#shop/clock.ts";
import { booking as rules, business } from "#shop/facts.ts";
import { startOutbox, type Outbox } from "../../../api/outbox/worker.ts";
import { createBookingStore } from "../../../api/booking/store.ts";
import type { BookingStore } from "../../../api/booking/types.ts";
import { openDatabase, type Db } from "../../../api/db/database.ts";
import { createLinkSeal } from "../../../api/outbox/seal.ts";
import { createTexts, type Texts } from "../../../api/sms/texts.ts";
import { noticeText } from "../../../api/booking/text-notices.ts";
import { TMP } from "../../helpers/api-fixture.ts";
import { waitFor } from "../../helpers/redis-server.ts";
import { visitorPhone } from "../../helpers/visitor-phone.ts";
import { startSmsProvider, type FakeSmsProvider } from "../../helpers/sms-provider.ts";

const zone = business.timeZone;
const DAY = "2026-11-25";
const NIGHT = instantOf(zone, DAY, 22 * 60);
const MORNING = instantOf(zone, addDays(DAY, 1), 8 * 60);

let dataDir: string;
let database: Db;
let books: BookingStore;
let sms: FakeSmsProvider;
let texts: Texts;
let outbox: Outbox;
let clock = NIGHT;
const silent = { info() {}, warn() {}, error() {} };

const outboxRows = () =>
  database.query
    .selectFrom("outbox")
    .select(["id", "deliveredAt", "nextAttemptAt", "lastError"])
    .orderBy("id")
    .execute();

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(TMP, "sms-quiet-"));
  database = await openDatabase({ dataDir });
  books = createBookingStore(database);
  sms = await startSmsProvider();
  texts = createTexts({
    db: database,
    settings: books.settings,
    provider: { apiUrl: sms.url, accountSid: sms.accountSid, authToken: sms.authToken, from: sms.from },
    seal: createLinkSeal(),
    kick: () => outbox.kick(),
    now: () => clock,
  });
  outbox = startOutbox({
    store: books.outbox,
    senders: { sms: texts.send },
    notifyEmail: "",
    log: silent,
    pollMs: 20,
    now: () => clock,
  });
});

afterAll(async () => {
  await outbox?.stop();
  await database?.close();
  await sms?.stop();
  await rm(dataDir, { recursive: true, force: true });
});

it("a text due at night waits for 8:00 AM shop time, then goes", async () => {
  const start = instantOf(zone, addDays(DAY, 2), 10 * 60);
  const made = await books.create(
    {
      reference: "TST-QUIET",
      tokenHash: randomBytes(32).toString("hex"),
      start,
      end: start + rules.slotMinutes * 60_000,
      service: rules.services[0]!,
      model: null,
      name: "Night Owl",
      phone: visitorPhone(0, "478").e164,
      email: null,
      notes: null,
      source: "online",
      textConsent: true,
      textConsentVersion: rules.textConsent.version,
    },
    { capacity: 50, maxFutureForPhone: 50, now: NIGHT },
    (b) => [noticeText({ kind: "confirmation", booking: b, at: NIGHT })!],
  );
  expect(made.ok).toBe(true);
  outbox.kick();
  await waitFor("the text to wait", async () => (await outboxRows())[0]?.lastError === "quiet_hours");
  expect((await outboxRows())[0]).toMatchObject({ deliveredAt: null, nextAttemptAt: MORNING });
  expect(sms.texts).toEqual([]);

  clock = MORNING - 60_000;
  outbox.kick();
  await waitFor("one more look at 7:59", async () => Number((await outboxRows())[0]?.nextAttemptAt) === MORNING);
  expect(sms.texts).toEqual([]);

  clock = MORNING;
  outbox.kick();
  await waitFor("the text at 8:00", () => sms.texts.length === 1);
});

it("a text whose deadline passes before the morning is not sent at all", async () => {
  clock = NIGHT;
  await texts.store.send(
    {
      kind: "sms",
      payload: {
        to: visitorPhone(1, "478").e164,
        body: `${business.name}: test`,
        bookingId: null,
        queuedAt: NIGHT,
        notAfter: MORNING - 1,
      },
    },
    null,
  );
  outbox.kick();
  await waitFor("the text dropped", async () =>
    (await outboxRows()).every((r) => r.deliveredAt !== null || r.lastError),
  );
  const last = (await outboxRows()).at(-1)!;
  expect(last.deliveredAt).not.toBeNull();
  expect(sms.texts.filter((t) => t.to === visitorPhone(1, "478").e164)).toEqual([]);
});

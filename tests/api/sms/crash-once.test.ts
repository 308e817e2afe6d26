// A text goes once even when the server dies between the provider's answer and the commit that
// stores it: the app as a real process (tests/helpers/texts-server.ts) on an embedded database, the
// fake SMS provider (tests/helpers/sms-provider.ts) freezing it, answering, then killing it with
// SIGKILL; the same DATA_DIR started again once the item's lease is over on the app's clock.
import { budget } from "../../helpers/budget.ts";
import { randomVisitorPhone } from "../../helpers/visitor-phone.ts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addDays, dateAt, instantOf } from "#shop/clock.ts";
import { booking as rules, business } from "#shop/facts.ts";
import { openDatabase } from "../../../api/db/database.ts";
import { OUTBOX_LEASE_MS } from "../../../api/outbox/types.ts";
import { bookFreeSlotAfter, makeBookingFixture, removeBookingFixture } from "../../helpers/booking-fixture.ts";
import { waitFor } from "../../helpers/redis-server.ts";
import { startSmsProvider, type FakeSmsProvider, type FakeText } from "../../helpers/sms-provider.ts";
import { startTextsServer, type TextsServer } from "../../helpers/texts-server.ts";

const DAY = 86_400_000;
// 11:00 yesterday on the shop's clock: texts may go, and the provider's (real) clock is later.
const CLOCK = instantOf(business.timeZone, addDays(dateAt(business.timeZone, Date.now()), -1), 11 * 60);

let paths: { root: string; dataDir: string };
let sms: FakeSmsProvider;
const running = new Set<TextsServer>();

async function start(clock: number): Promise<TextsServer> {
  const server = await startTextsServer({ dist: paths.root, dataDir: paths.dataDir }, sms, clock);
  running.add(server);
  void server.exited.then(() => running.delete(server));
  await server.ready();
  return server;
}

beforeAll(async () => {
  paths = await makeBookingFixture("sms-crash-");
  sms = await startSmsProvider();
});

afterAll(async () => {
  for (const server of running) server.child.kill("SIGKILL");
  await Promise.all([...running].map((s) => s.exited));
  await sms?.stop();
  await removeBookingFixture(paths);
});

describe("a text whose answer the server did not live to store", () => {
  it(
    "is found at the provider after the restart and not sent again",
    async () => {
      const first = await start(CLOCK);
      // The server is frozen before the answer reaches it and killed after: it never stores the sid.
      let taken: FakeText | undefined;
      sms.interceptNext(async (text, answer) => {
        taken = text;
        first.child.kill("SIGSTOP");
        await answer();
        first.child.kill("SIGKILL");
      });
      const phone = randomVisitorPhone();
      // Past the reminders' leads: the confirmation is the one text due.
      const after = CLOCK + Math.max(...rules.reminders) * 60_000 + 2 * DAY;
      const { response } = await bookFreeSlotAfter(first.origin, after, {
        name: "Kill Nine",
        phone,
        textsVersion: rules.textConsent.version,
      });
      expect(response.status).toBe(201);
      await first.exited;
      expect(taken?.to).toBe(phone);

      // Started again when the dead worker's lease is over: the outbox takes the item once more.
      const second = await start(CLOCK + OUTBOX_LEASE_MS + 60_000);
      await waitFor("the restarted server's try", () => sms.lookups > 0 || sms.texts.length > 1, budget(30_000));
      second.child.kill("SIGTERM");
      await second.exited;
      expect(sms.texts.filter((t) => t.to === phone)).toHaveLength(1);

      const database = await openDatabase({ dataDir: paths.dataDir });
      try {
        const rows = await database.query
          .selectFrom("smsTexts")
          .select(["sid", "status"])
          .where("phone", "=", phone)
          .execute();
        expect(rows).toEqual([{ sid: taken!.sid, status: "sent" }]);
      } finally {
        await database.close();
      }
    },
    budget(120_000),
  );
});

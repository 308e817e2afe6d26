// The visitor's private link through the whole app (buildApp with SMTP_URL, a real SMTP server on
// loopback, the embedded database): the confirmation email carries the link, the database never holds
// it in plain text (nor the reminders waiting for their time), and a delivered email's payload is cleared.
import { budget } from "../../helpers/budget.ts";
import { afterAll, beforeAll, expect, it } from "vitest";
import type { Db } from "../../../api/db/database.ts";
import { bookFirstFreeSlot, startBookingApp, type BookingApp } from "../../helpers/booking-fixture.ts";
import { waitFor } from "../../helpers/redis-server.ts";
import { visitorPhone } from "../../helpers/visitor-phone.ts";
import { startSmtp, type SmtpSink } from "../../helpers/smtp-server.ts";

let served: BookingApp;
let database: Db;
let sink: SmtpSink;
let base: string;

beforeAll(async () => {
  sink = await startSmtp();
  served = await startBookingApp("private-link-", { booking: { smtpUrl: sink.url, outboxPollMs: 50 } });
  ({ base, database } = served);
}, budget(60_000));

afterAll(async () => {
  await served?.close();
  await sink?.stop();
});

it("emails the private link, never stores it in plain text, and clears the emails once delivered", async () => {
  const res = await bookFirstFreeSlot(base, {
    name: "Link Test",
    phone: visitorPhone(0).display,
    email: "link.test@example.net",
  });
  expect(res.status).toBe(201);
  const { manageUrl } = (await res.json()) as { manageUrl: string };
  const token = new URL(manageUrl).pathname.split("/")[3]!;
  const payloads = async () =>
    (await database.query.selectFrom("outbox").select("payload").execute()).map((r) => r.payload);
  // Read at once after the 201: whatever was stored, the token is not in it.
  for (const payload of await payloads()) expect(payload).not.toContain(token);

  await waitFor("the visitor's confirmation", () => sink.received.some((r) => r.to.includes("link.test@example.net")));
  const visitor = sink.received.find((r) => r.to.includes("link.test@example.net"))!;
  expect(visitor.mail.text).toContain(manageUrl);
  // The reminders wait in the outbox for their own time (sealed like the confirmation): what was due is sent.
  const due = async () =>
    (await database.query.selectFrom("outbox").select(["payload", "nextAttemptAt"]).execute()).filter(
      (r) => Number(r.nextAttemptAt) <= Date.now(),
    );
  await waitFor("every email due delivered and cleared", async () => (await due()).every((r) => r.payload === "{}"));
});

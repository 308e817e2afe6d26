// The visitor's private link through the whole app (buildApp with SMTP_URL, a real SMTP server on
// loopback, the embedded database): the confirmation email carries the link, the database never holds
// it in plain text, and a delivered email's payload is cleared.
import { mkdtemp, rm } from "node:fs/promises";
import path from "node:path";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, expect, it } from "vitest";
import { buildApp } from "../../../api/app.ts";
import { openDatabase, type Db } from "../../../api/database.ts";
import { makeFixtureDist, removeFixture, TMP } from "../../helpers/api-fixture.ts";
import { bookFirstFreeSlot } from "../../helpers/booking-fixture.ts";
import { waitFor } from "../../helpers/redis-server.ts";
import { startSmtp, type SmtpSink } from "../../helpers/smtp-server.ts";

let root: string;
let dataDir: string;
let database: Db;
let sink: SmtpSink;
let app: FastifyInstance;
let base: string;

beforeAll(async () => {
  root = await makeFixtureDist();
  dataDir = await mkdtemp(path.join(TMP, "private-link-"));
  database = await openDatabase({ dataDir });
  sink = await startSmtp();
  app = await buildApp({ root, booking: { database, smtpUrl: sink.url, outboxPollMs: 50 } });
  base = await app.listen({ port: 0, host: "127.0.0.1" });
}, 60_000);

afterAll(async () => {
  await app?.close();
  await database?.close();
  await sink?.stop();
  await rm(dataDir, { recursive: true, force: true });
  await removeFixture(root);
});

it("emails the private link, never stores it in plain text, and clears the emails once delivered", async () => {
  const res = await bookFirstFreeSlot(base, {
    name: "Link Test",
    phone: "(205) 555-0188",
    email: "link.test@example.net",
  });
  expect(res.status).toBe(201);
  const { manageUrl } = (await res.json()) as { manageUrl: string };
  const token = new URL(manageUrl).pathname.split("/")[3]!;
  const written = Date.now();
  /** The outbox's payloads; with `dueBy`, only those due by then (the reminders wait for their time). */
  const payloads = async (dueBy = Infinity) =>
    (await database.query.selectFrom("outbox").select(["payload", "nextAttemptAt"]).execute())
      .filter((r) => r.nextAttemptAt <= dueBy)
      .map((r) => r.payload);
  // Read at once after the 201: whatever was stored, the token is not in it.
  for (const payload of await payloads()) expect(payload).not.toContain(token);

  await waitFor("the visitor's confirmation", () => sink.received.some((r) => r.to.includes("link.test@example.net")));
  const visitor = sink.received.find((r) => r.to.includes("link.test@example.net"))!;
  expect(visitor.mail.text).toContain(manageUrl);
  // What the booking sent at once; a reminder still due later (how much later is the shop's booking.ts
  // and the hour) keeps its payload until it goes.
  await waitFor("every email due at once delivered and cleared", async () =>
    (await payloads(written)).every((p) => p === "{}"),
  );
});

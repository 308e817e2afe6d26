// The app's layers through fastify.inject: /healthz, the chat and the 404 page without a dist/, and
// the services the layers decorate (app.db, app.booking, app.unanswered) with and without a database,
// and a start that is only slow (a busy machine) is not refused.
import { mkdtemp, rm } from "node:fs/promises";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { buildApp } from "../../../api/app.ts";
import { openDatabase } from "../../../api/db/database.ts";
import chat from "../../../site/_data/chat.ts";
import { TMP } from "../../helpers/api-fixture.ts";
import { CHAT, json, postChat, useFixtureApp } from "./fixture.ts";

const fixture = useFixtureApp();

const post = (payload: unknown, headers?: Record<string, string>) => postChat(fixture.app, payload, headers);

describe("GET /healthz", () => {
  it("says ok", async () => {
    const res = await fixture.app.inject({ url: "/healthz" });
    expect(res.statusCode).toBe(200);
    expect(res.json().status).toBe("ok");
  });
});

describe("without a dist/ folder", () => {
  it("still answers the chat and a 404 page", async () => {
    const bare = await buildApp({ root: `${fixture.root}-missing` });
    try {
      expect(
        (await bare.inject({ method: "POST", url: CHAT, headers: json, payload: '{"message":"hi"}' })).statusCode,
      ).toBe(200);
      const res = await bare.inject({ url: "/" });
      expect(res.statusCode).toBe(404);
      expect(res.body).toContain("Oops! Page not found");
    } finally {
      await bare.close();
    }
  });
});

describe("the services, in layers", () => {
  it("without a database: no booking service and nothing recorded, and the chat still answers", async () => {
    expect(fixture.app.db).toBeUndefined();
    expect(fixture.app.booking).toBeUndefined();
    expect(fixture.app.unanswered).toBeUndefined();
    expect((await post({ message: "do you have parking" })).statusCode).toBe(200);
  });

  it("with one: booking and the chat's recording share it, and closing the app closes it", async () => {
    const dataDir = await mkdtemp(path.join(TMP, "layers-"));
    try {
      const booked = await buildApp({ root: fixture.root, booking: { dataDir } });
      expect(booked.db).toBeDefined();
      expect(booked.booking?.store).toBeDefined();
      // Recording is the chat's own setting.
      expect(booked.unanswered !== undefined).toBe(chat.recordUnanswered);
      await booked.close();
      // One server owns a DATA_DIR: it is free again only once the app let go of its database.
      await (await openDatabase({ dataDir })).close();
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  });

  it("starts when a plugin's work outlasts Fastify's default 10 s before it waits on a write", async () => {
    // A busy machine stretches the CPU the plugins spend as they register (the assistant learning its
    // examples) past Fastify's default plugin timeout; the plugin then waits on SQLite's grouped commit,
    // which turns the event loop as a PostgreSQL query would. The start was refused: "Plugin did not
    // start in time". The slow plugin is the thread blocked without spending CPU (Atomics.wait).
    const FASTIFY_DEFAULT_MS = 10_000;
    const dataDir = await mkdtemp(path.join(TMP, "slow-start-"));
    try {
      const started = await buildApp({ root: fixture.root, booking: { dataDir } }, async (app) => {
        Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, FASTIFY_DEFAULT_MS + 1_000);
        // Two, as the chat's sweep writes: the event loop turns past its timers by the second.
        for (const _ of [1, 2]) await app.db!.write((tx) => tx.selectFrom("settings").select("key").execute());
      });
      expect((await started.inject({ url: "/healthz" })).statusCode).toBe(200);
      await started.close();
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  });

  it.skipIf(!chat.recordUnanswered)(
    "records what the assistant could not answer by meaning: the same question in other words and in Spanish is one group",
    async () => {
      const dataDir = await mkdtemp(path.join(TMP, "topics-"));
      const recording = await buildApp({ root: fixture.root, booking: { dataDir } });
      try {
        const asked = ["do you sell cases?", "do you sell phone cases??", "¿venden fundas?"];
        for (const message of asked) {
          const res = await recording.inject({ method: "POST", url: "/api/troubleshooting-bot", payload: { message } });
          expect(res.statusCode, message).toBe(200);
        }
        // The write runs beside the answer: wait for all three to be counted.
        let groups: Awaited<ReturnType<NonNullable<typeof recording.unanswered>["top"]>> = [];
        await expect
          .poll(async () => {
            groups = await recording.unanswered!.top(0, 10);
            return groups.reduce((sum, g) => sum + g.count, 0);
          })
          .toBe(asked.length);
        expect(groups).toHaveLength(1);
      } finally {
        await recording.close();
        await rm(dataDir, { recursive: true, force: true });
      }
    },
  );
});

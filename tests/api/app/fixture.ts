// What the app's tests share: one app over the tiny fixture dist/ (tests/helpers/api-fixture.ts) per
// file, with a limit high enough that no test meets it by accident, and the chat's request and error
// shapes.
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, expect } from "vitest";
import { buildApp } from "../../../api/app.ts";
import { makeFixtureDist, removeFixture } from "../../helpers/api-fixture.ts";

export const CHAT = "/api/troubleshooting-bot";
export const json = { "content-type": "application/json" };

async function openFixtureApp(): Promise<{ root: string; app: FastifyInstance }> {
  const root = await makeFixtureDist();
  return { root, app: await buildApp({ root, rateLimitPerMinute: 1000 }) };
}

async function closeFixtureApp(app: FastifyInstance | undefined, root: string): Promise<void> {
  await app?.close();
  await removeFixture(root);
}

/** The file's app and its fixture dist/: opened before its tests, closed and removed after them. */
export function useFixtureApp(): { readonly app: FastifyInstance; readonly root: string } {
  const fixture = {} as { app: FastifyInstance; root: string };
  beforeAll(async () => {
    Object.assign(fixture, await openFixtureApp());
  });
  afterAll(async () => {
    await closeFixtureApp(fixture.app, fixture.root);
  });
  return fixture;
}

export const postChat = (app: FastifyInstance, payload: unknown, headers: Record<string, string> = json) =>
  app.inject({
    method: "POST",
    url: CHAT,
    headers,
    payload: typeof payload === "string" ? payload : JSON.stringify(payload),
  });

export function expectApiError(res: Awaited<ReturnType<typeof postChat>>, status: number, code: string, text?: RegExp) {
  expect(res.statusCode).toBe(status);
  expect(res.headers["content-type"]).toMatch(/^application\/json/);
  const body = res.json() as Record<string, unknown>;
  expect(Object.keys(body).sort()).toEqual(["error", "message"]);
  expect(body.error).toBe(code);
  expect(typeof body.message).toBe("string");
  expect(body.message).toMatch(/^[A-Z].*[.!]$/); // a sentence
  if (text) expect(body.message).toMatch(text);
  expect(res.body).not.toMatch(/\bat .+\.(ts|js):\d+|stack|node_modules/i);
}

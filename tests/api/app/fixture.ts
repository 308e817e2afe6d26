// What the app's tests share: one app over the tiny fixture dist/ (tests/helpers/api-fixture.ts) per
// file, with a limit high enough that no test meets it by accident, and the chat's request and error
// shapes.
import type { FastifyInstance } from "fastify";
import { expect } from "vitest";
import { buildApp } from "../../../api/app.ts";
import { makeFixtureDist, removeFixture } from "../../helpers/api-fixture.ts";

export const CHAT = "/api/troubleshooting-bot";
export const json = { "content-type": "application/json" };

export async function openFixtureApp(): Promise<{ root: string; app: FastifyInstance }> {
  const root = await makeFixtureDist();
  return { root, app: await buildApp({ root, rateLimitPerMinute: 1000 }) };
}

export async function closeFixtureApp(app: FastifyInstance | undefined, root: string): Promise<void> {
  await app?.close();
  await removeFixture(root);
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

// The app as the owner's desk tests need it: the real app (buildApp: helmet, the static host, the chat)
// with booking on an embedded database in a temp folder and the owner's desk, on loopback behind a
// trusted proxy (so each test can speak from its own client address and over "HTTPS"), and a small
// browser-like client that keeps the session cookie and reads the CSRF token from the pages.
import { randomBytes } from "node:crypto";
import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import type { FastifyInstance } from "fastify";
import { buildApp } from "../../api/app.ts";
import { createAssistant } from "../../api/bot/assistant.ts";
import { registerBooking } from "../../api/booking/plugin.ts";
import type { BookingService } from "../../api/booking/service.ts";
import type { BookingStore } from "../../api/booking/types.ts";
import { chatRoutes } from "../../api/chat-route.ts";
import type { RedisOptions } from "../../api/config.ts";
import { ownerUnansweredRecorder, registerOwnerDesk } from "../../api/owner/index.ts";
import { hashPassword } from "../../api/owner/password.ts";
import { makeFixtureDist, removeFixture, TMP } from "./fixture.ts";

export const PASSWORD = `owner test ${randomBytes(6).toString("hex")}`;
let hashed: Promise<string> | undefined;
/** One scrypt hash for the whole file: each costs about 0.1 s. */
export const passwordHash = () => (hashed ??= hashPassword(PASSWORD));
export const newSessionKey = () => randomBytes(32).toString("hex");

/** Where the visitor's booking API answers in these tests (`${API}/availability`, `${API}/bookings`). */
const VISITOR_PREFIX = "/visitor";
export const API = `${VISITOR_PREFIX}/api`;

/** Where the tests' chat (with the unanswered recorder) answers: see ownerApp. */
export const CHAT_PATH = "/owner-test/troubleshooting-bot";

export interface OwnerApp {
  app: FastifyInstance;
  base: string;
  service: BookingService | undefined;
  store: BookingStore | undefined;
  sessionKey: string;
  /** Every route registered under /owner: method(s) and URL pattern. */
  routes: { method: string[]; url: string }[];
  close(): Promise<void>;
}

export interface OwnerAppOptions {
  /** Booking on: an embedded database (a fresh temp folder unless a store is given). */
  booking?: boolean;
  store?: BookingStore;
  passwordHash?: string | null;
  sessionKey?: string | null;
  redis?: RedisOptions;
  now?: () => Date;
}

export async function ownerApp(options: OwnerAppOptions = {}): Promise<OwnerApp> {
  const root = await makeFixtureDist();
  await mkdir(path.join(root, "book"), { recursive: true });
  await writeFile(
    path.join(root, "book", "index.html"),
    '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Book a Repair</title></head><body><main id="main">built</main></body></html>',
  );
  const dataDir = options.booking && !options.store ? await mkdtemp(path.join(TMP, "owner-")) : undefined;
  const now = options.now ?? (() => new Date());
  const sessionKey = options.sessionKey === null ? "" : (options.sessionKey ?? newSessionKey());
  const hash = options.passwordHash === null ? undefined : (options.passwordHash ?? (await passwordHash()));
  let service: BookingService | undefined;
  const routes: OwnerApp["routes"] = [];
  // Until api/app.ts wires booking and the desk itself, they are registered here the way it will.
  const app = await buildApp({ root, trustProxy: ["127.0.0.1"], now, redis: options.redis }, async (scope) => {
    scope.addHook("onRoute", (route) => {
      if (route.url === "/owner" || route.url.startsWith("/owner/")) routes.push({ method: [route.method].flat().map(String), url: route.url });
    });
    // Under a prefix of its own for now: the app's chat already holds /api's CORS preflight route.
    await scope.register(
      async (visitor) => {
        service = await registerBooking(visitor, {
          root,
          booking: options.booking ? { store: options.store, dataDir, rateLimitPerMinute: 10_000, outboxPollMs: 60_000 } : undefined,
          corsOrigins: "*",
          now,
        });
      },
      { prefix: VISITOR_PREFIX },
    );
    await registerOwnerDesk(scope, { service, passwordHash: hash, sessionKey: sessionKey || undefined, redis: options.redis, now });
    // The chat with the desk's recorder, as the app will wire it (onUnanswered).
    await scope.register(chatRoutes, {
      prefix: "/owner-test",
      assistant: createAssistant({ now }),
      rateLimitPerMinute: 10_000,
      corsOrigins: "*",
      onUnanswered: ownerUnansweredRecorder(service, { now }),
    });
  });
  const base = await app.listen({ port: 0, host: "127.0.0.1" });
  return {
    app,
    base,
    service,
    store: service?.store,
    sessionKey,
    routes,
    async close() {
      await app.close();
      if (dataDir) await rm(dataDir, { recursive: true, force: true });
      await removeFixture(root);
    },
  };
}

let addresses = 0;
/** A client address of its own (TEST-NET-2), so the sign-in limit counts only where a test means it to. */
export const nextAddress = () => `198.51.100.${(addresses++ % 250) + 1}`;

/** The page's CSRF token (every owner form carries it). */
export const csrfOf = (html: string) => /name="_csrf" value="([^"]+)"/.exec(html)?.[1] ?? "";

/** A browser of one: keeps the owner's session cookie, speaks from one address. */
export class OwnerClient {
  cookie = "";
  constructor(
    readonly base: string,
    readonly address = nextAddress(),
    readonly proto: "http" | "https" = "http",
  ) {}

  async fetch(pathname: string, init: RequestInit & { form?: Record<string, string> } = {}): Promise<Response> {
    const headers = new Headers(init.headers);
    headers.set("x-forwarded-for", this.address);
    headers.set("x-forwarded-proto", this.proto);
    if (this.cookie) headers.set("cookie", this.cookie);
    let body = init.body;
    if (init.form) {
      headers.set("content-type", "application/x-www-form-urlencoded");
      body = new URLSearchParams(init.form).toString();
    }
    const res = await fetch(this.base + pathname, { ...init, headers, body, method: init.method ?? (init.form ? "POST" : "GET"), redirect: "manual" });
    for (const line of res.headers.getSetCookie()) {
      const [pair] = line.split(";");
      if (!pair?.startsWith("owner_session=")) continue;
      this.cookie = /Max-Age=0\b/i.test(line) || pair === "owner_session=" ? "" : pair;
    }
    return res;
  }

  /** GETs a page and returns its HTML and CSRF token. */
  async page(pathname: string): Promise<{ res: Response; html: string; csrf: string }> {
    const res = await this.fetch(pathname);
    const html = await res.text();
    return { res, html, csrf: csrfOf(html) };
  }

  /** Posts a form from `from` (a page of the desk) with that page's CSRF token, as a browser would. */
  async post(pathname: string, fields: Record<string, string>, from = "/owner/"): Promise<Response> {
    const { csrf } = await this.page(from);
    return this.fetch(pathname, { form: { _csrf: csrf, ...fields } });
  }

  async signIn(password = PASSWORD): Promise<Response> {
    const { csrf } = await this.page("/owner/login");
    return this.fetch("/owner/login", { form: { _csrf: csrf, password } });
  }
}

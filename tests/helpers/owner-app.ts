// The app as the owner's desk tests need it: the real app (buildApp: helmet, the static host, the chat,
// booking on an embedded database in a temp folder, the owner's desk), on loopback behind a trusted
// proxy (so each test can speak from its own client address and over "HTTPS"), and a small
// browser-like client that keeps the session cookie and reads the CSRF token from the pages.
import { randomBytes } from "node:crypto";
import { mkdtemp, rm } from "node:fs/promises";
import path from "node:path";
import Fastify, { type FastifyInstance } from "fastify";
import { afterAll, beforeAll, expect } from "vitest";
import { buildApp } from "../../api/app.ts";
import { createBookingStore } from "../../api/booking/store.ts";
import type { BookingStore } from "../../api/booking/types.ts";
import { createUnansweredStore, type UnansweredStore } from "../../api/chat/unanswered-store.ts";
import { openDatabase, type Db } from "../../api/db/database.ts";
import type { RedisOptions } from "../../api/config.ts";
import type { SmsProviderConfig } from "../../api/sms/provider.ts";
import { registerOwnerDesk } from "../../api/owner/index.ts";
import { hashPassword } from "../../api/owner/password.ts";
import { makeFixtureDist, removeFixture, TMP } from "./api-fixture.ts";

export const PASSWORD = `owner test ${randomBytes(6).toString("hex")}`;
/**
 * The cheapest scrypt cost parsePasswordHash accepts (N 2^14, r 1: 2 MiB), a sixteenth of the default's:
 * the stored hash names its cost, so sign-in runs the same code, and the hour's ceiling test alone
 * checks 31 passwords. The default cost is the owner's; what it costs is not what these tests prove.
 */
const TEST_SCRYPT = { N: 2 ** 14, r: 1, p: 1 } as const;
let hashed: Promise<string> | undefined;
/** One scrypt hash for the whole file. */
export const passwordHash = () => (hashed ??= hashPassword(PASSWORD, TEST_SCRYPT));
export const newSessionKey = () => randomBytes(32).toString("hex");

/** The visitor's booking API and the chat, where the app serves them. */
export const API = "/api";
export const CHAT_PATH = "/api/troubleshooting-bot";

export interface OwnerApp {
  app: FastifyInstance;
  base: string;
  /** The fixture dist/ it serves. */
  root: string;
  store: BookingStore | undefined;
  /** What the chat recorded, read from the same database. */
  unanswered: UnansweredStore | undefined;
  sessionKey: string;
  close(): Promise<void>;
}

export interface OwnerAppOptions {
  /** Booking on: an embedded database in a fresh temp folder. */
  booking?: boolean;
  /** Booking on over this database, which the test opened and closes (instances sharing one, a restart). */
  database?: Db;
  passwordHash?: string | null;
  sessionKey?: string | null;
  redis?: RedisOptions;
  /** SMTP_URL: booking's outbox sends email there, looking for due items often. */
  smtpUrl?: string;
  /** The SMS_* variables (a fake provider): texts on, the desk's texts section with them. */
  sms?: SmsProviderConfig;
  now?: () => Date;
  /** The outbox sends what is due by `now` too (the journey's notices at their time), not by the process clock. */
  outboxOnNow?: boolean;
  /** The CSS the build wrote beside the pages (dist/.site.css), inlined into the server's pages. */
  siteCss?: string;
}

/** The app as the server builds it (buildApp with booking and the owner's settings), listening on loopback. */
export async function ownerApp(options: OwnerAppOptions = {}): Promise<OwnerApp> {
  const root = await makeFixtureDist({ siteCss: options.siteCss });
  const dataDir = options.booking && !options.database ? await mkdtemp(path.join(TMP, "owner-")) : undefined;
  // Opened here so the tests can read what the desk wrote; the app leaves a database it was given open.
  const database = options.database ?? (dataDir ? await openDatabase({ dataDir }) : undefined);
  const store = database && createBookingStore(database);
  const now = options.now ?? (() => new Date());
  const sessionKey = options.sessionKey === null ? "" : (options.sessionKey ?? newSessionKey());
  const hash = options.passwordHash === null ? undefined : (options.passwordHash ?? (await passwordHash()));
  const app = await buildApp({
    root,
    trustProxy: ["127.0.0.1"],
    now,
    redis: options.redis,
    rateLimitPerMinute: 10_000,
    booking: database
      ? {
          database,
          rateLimitPerMinute: 10_000,
          smtpUrl: options.smtpUrl,
          outboxPollMs: options.smtpUrl || options.sms ? 100 : 60_000,
          sms: options.sms,
          ...(options.outboxOnNow ? { outboxClock: () => now().getTime() } : {}),
        }
      : undefined,
    owner: { passwordHash: hash, sessionKey: sessionKey || undefined },
  });
  const base = await app.listen({ port: 0, host: "127.0.0.1" });
  return {
    app,
    base,
    root,
    store,
    unanswered: database && createUnansweredStore(database),
    sessionKey,
    async close() {
      await app.close();
      if (dataDir) await database?.close();
      if (dataDir) await rm(dataDir, { recursive: true, force: true });
      await removeFixture(root);
    },
  };
}

/** Every route the desk registers (method and URL pattern), read from the plugin on an app of its own. */
export async function deskRoutes(): Promise<{ method: string[]; url: string }[]> {
  const routes: { method: string[]; url: string }[] = [];
  const bare = Fastify();
  bare.addHook("onRoute", (route) => void routes.push({ method: [route.method].flat().map(String), url: route.url }));
  await registerOwnerDesk(bare, {
    service: undefined,
    passwordHash: await passwordHash(),
    sessionKey: newSessionKey(),
    now: () => new Date(),
  });
  await bare.ready();
  await bare.close();
  return routes;
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
    const res = await fetch(this.base + pathname, {
      ...init,
      headers,
      body,
      method: init.method ?? (init.form ? "POST" : "GET"),
      redirect: "manual",
    });
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

/** A client of the desk at `base`, signed in through the sign-in form (its 303 asserted). */
export async function signedInOwner(base: string): Promise<OwnerClient> {
  const owner = new OwnerClient(base);
  expect((await owner.signIn()).status).toBe(303);
  return owner;
}

/** The app as ownerApp builds it, with a client of the desk already signed in. */
export interface SignedInDesk extends OwnerApp {
  owner: OwnerClient;
}

/** The app and a signed-in client for a whole test file: opened in its beforeAll, closed in its afterAll. */
export function useSignedInDesk(options: OwnerAppOptions): SignedInDesk {
  const desk = {} as SignedInDesk;
  beforeAll(async () => {
    Object.assign(desk, await ownerApp(options));
    desk.owner = await signedInOwner(desk.base);
  });
  afterAll(async () => desk.close?.());
  return desk;
}

// Sign-in and the session. No session: 303 to /owner/login for pages, 401 JSON under /owner/api/,
// whatever the method. The session is an encrypted cookie (@fastify/secure-session, SESSION_KEY),
// HttpOnly, SameSite=Strict, Path=/owner, Secure whenever the request came over HTTPS (directly or
// through TRUST_PROXY), good for SESSION_HOURS from sign-in; changing OWNER_PASSWORD_HASH ends every
// session; signing out ends every session opened before it, on every instance (sign-outs.ts). Every POST carries the session's CSRF token (@fastify/csrf-protection): a wrong one is 403.
// Sign-in: scrypt and a constant-time comparison; five wrong passwords a minute per client (an IPv6
// client is its /64, client-key.ts), then 429.
import { createHash } from "node:crypto";
import csrfProtection from "@fastify/csrf-protection";
import secureSession from "@fastify/secure-session";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { createElement as h } from "react";
import type { RedisOptions } from "../config.ts";
import { isApi, PAGE_TYPE, sendPage } from "./http.ts";
import { clientNetwork } from "../client-network.ts";
import { createLoginLimit } from "./login-limit.ts";
import type { SignOuts } from "./sign-outs.ts";
import { SLOW_SECONDS } from "./login-limit.ts";
import { verifyPassword, type ParsedHash } from "./password.ts";
import { LoginPage, SetupPage } from "./views/SignIn.tsx";
import { renderDocument } from "../../site/ui/document.ts";

declare module "@fastify/secure-session" {
  interface SessionData {
    /** The fingerprint of the password hash the session was opened under. */
    owner: string;
    /** When the owner signed in (epoch ms): the session ends SESSION_HOURS later. */
    at: number;
  }
}

export const SESSION_HOURS = 12;
const SESSION_MS = SESSION_HOURS * 3_600_000;

/** Routes anyone may reach: the sign-in page, the stylesheet and script, the feed (its token is its key). */
const PUBLIC_ROUTES = new Set([
  "GET /owner/login",
  "HEAD /owner/login",
  "POST /owner/login",
  "GET /owner/assets/:file",
  "HEAD /owner/assets/:file",
  "GET /owner/calendar/:file",
  "HEAD /owner/calendar/:file",
]);

/** The feed is public only as a .ics address; anything else under /owner/calendar/ needs a session. */
const isPublic = (request: FastifyRequest) =>
  PUBLIC_ROUTES.has(`${request.method} ${request.routeOptions.url}`) &&
  (!request.routeOptions.url?.startsWith("/owner/calendar/") ||
    ((request.params as { file?: string }).file ?? "").endsWith(".ics"));

/** Away from a desk that has no password or no session: the sign-in page, or 401 for scripts. */
const away = (message: string) => async (request: FastifyRequest, reply: FastifyReply) =>
  isApi(request) ? reply.code(401).send({ error: "unauthorized", message }) : reply.redirect("/owner/login", 303);

/** No password set: the sign-in page explains how to set one; everything else is as for a visitor without a session. */
export function closedDesk(scope: FastifyInstance, now: () => Date) {
  const setup = () => renderDocument(h(SetupPage), { now: now() });
  scope.get("/owner/login", async (_request, reply) => reply.type(PAGE_TYPE).send(setup()));
  scope.post("/owner/login", async (_request, reply) => reply.code(503).type(PAGE_TYPE).send(setup()));
  scope.all("/owner/calendar/:file", async (_request, reply) => reply.code(404).type(PAGE_TYPE).send(setup()));
  const closed = away("The owner's desk has no password set (OWNER_PASSWORD_HASH).");
  scope.all("/owner", closed);
  scope.all("/owner/*", closed);
}

export interface SessionOptions {
  /** OWNER_PASSWORD_HASH as set, and parsed. */
  passwordHash: string;
  hash: ParsedHash;
  /** SESSION_KEY's bytes. */
  key: Buffer;
  redis?: RedisOptions;
  /** When the owner last signed out: older sessions are over. */
  signOuts: SignOuts;
  /** Tells the owner that the hour's ceiling of wrong passwords was reached (sign-in-alert.ts). */
  alert: () => Promise<void>;
  now: () => Date;
}

/** The session, the guard in front of every route of the scope, CSRF on every change, and sign-in and out. */
export async function openSession(scope: FastifyInstance, opts: SessionOptions) {
  // A password change ends every session: the session names the hash it was opened under.
  const fingerprint = createHash("sha256").update(opts.passwordHash).digest("base64url").slice(0, 16);
  const limit = createLoginLimit({ redis: opts.redis, log: scope.log });
  scope.addHook("onClose", async () => limit.close());

  await scope.register(secureSession, {
    key: opts.key,
    cookieName: "owner_session",
    expiry: SESSION_HOURS * 3600,
    cookie: { path: "/owner", httpOnly: true, sameSite: "strict", maxAge: SESSION_HOURS * 3600 },
  });
  await scope.register(csrfProtection, { sessionPlugin: "@fastify/secure-session" });

  // Sessions run on the real clock, whatever the shop's clock says.
  const signedIn = async (request: FastifyRequest) => {
    const at = request.session.get("at");
    return (
      request.session.get("owner") === fingerprint &&
      typeof at === "number" &&
      Date.now() - at < SESSION_MS &&
      at <= Date.now() &&
      at > (await opts.signOuts.last())
    );
  };

  const noSession = away("Sign in at /owner/login first.");
  scope.addHook("onRequest", async (request, reply) => {
    // Secure on HTTPS (request.protocol reads X-Forwarded-Proto only from a trusted proxy), so a
    // plain-HTTP localhost preview still keeps its session.
    request.session.options({ secure: request.protocol === "https" });
    if (isPublic(request) || (await signedIn(request))) return;
    return noSession(request, reply);
  });
  // Every change carries the CSRF token; reads (GET, HEAD) change nothing.
  scope.addHook("preHandler", (request, reply, done) => {
    if (request.method === "GET" || request.method === "HEAD") return done();
    scope.csrfProtection(request, reply, done);
  });

  const loginPage = (reply: FastifyReply, status: number, error?: string) =>
    sendPage(reply, h(LoginPage, { csrf: reply.generateCsrf(), error }), opts.now(), status);

  scope.get("/owner/login", async (request, reply) => {
    if (await signedIn(request)) return reply.redirect("/owner/", 303);
    return loginPage(reply, 200);
  });

  scope.post("/owner/login", async (request, reply) => {
    const client = clientNetwork(request.ip);
    if (await limit.blocked(client))
      return loginPage(
        reply.header("retry-after", "60"),
        429,
        "Too many wrong passwords. Wait a minute, then try again.",
      );
    if (!(await limit.turn()))
      return loginPage(
        reply.header("retry-after", String(SLOW_SECONDS)),
        429,
        `Many wrong passwords were tried this hour, so the sign-in is slowed. Wait ${SLOW_SECONDS} seconds, then try again.`,
      );
    const value = (request.body as Record<string, unknown> | undefined)?.password;
    const password = typeof value === "string" ? value : "";
    if (password.length === 0 || password.length > 1024 || !(await verifyPassword(password, opts.hash))) {
      if (await limit.failed(client)) await opts.alert();
      request.log.info("owner sign-in refused: wrong password");
      return loginPage(reply, 401, "That password is not right.");
    }
    // A new session (and a new CSRF secret) from here on.
    request.session.regenerate();
    request.session.set("owner", fingerprint);
    request.session.set("at", Date.now());
    request.log.info("owner signed in");
    return reply.redirect("/owner/", 303);
  });

  scope.post("/owner/logout", async (request, reply) => {
    await opts.signOuts.record(Date.now());
    request.session.delete();
    return reply.redirect("/owner/login", 303);
  });
}

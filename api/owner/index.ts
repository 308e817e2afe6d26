// The owner's desk at /owner/, for the owner alone: sign-in and the session (session.ts), today's
// bookings and the coming days (desk.ts) with one-tap state changes, walk-ins and phone bookings and
// blocked time (actions.ts), the private calendar feed, the CSV export and JSON (exports.ts), and what
// visitors asked that the assistant could not answer. The pages are views/, rendered by the site's
// renderer; the stylesheet is the site's colour tokens and the desk's own rules.
//
// Everything lives in this plugin's own scope (the rest of the site has no session and no cookie), and
// every response says Cache-Control: no-store, X-Robots-Tag: noindex, Referrer-Policy: no-referrer.
// Without OWNER_PASSWORD_HASH (or SESSION_KEY) nothing opens: /owner/login says how to set them.
import { readFileSync } from "node:fs";
import formbody from "@fastify/formbody";
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { createElement as h } from "react";
import type { RedisOptions } from "../config.ts";
import { HttpError } from "../errors.ts";
import type { BookingService } from "../booking/service.ts";
import { deskActions } from "./actions.ts";
import { bulkCancelAction } from "./bulk-cancel.ts";
import { checkinDesk } from "./checkin.ts";
import { counterPages } from "./counter.ts";
import { createDesk, deskPages, type DeskQuestions } from "./desk.ts";
import { deskExports } from "./exports.ts";
import { textsActions } from "./texts.ts";
import type { Texts } from "../sms/texts.ts";
import { isApi, sendPage, wantsJson } from "./http.ts";
import { parsePasswordHash } from "./password.ts";
import { closedDesk, openSession } from "./session.ts";
import { signInAlert } from "./sign-in-alert.ts";
import { createSignOuts } from "./sign-outs.ts";
import { OWNER_CSS, OWNER_JS } from "./views/Layout.tsx";
import { MessagePage } from "./views/SignIn.tsx";
import { numbersPages } from "./numbers.ts";
import type { Numbers } from "../numbers/counter.ts";
import { NUMBERS_CSS } from "./views/numbers-assets.ts";

export interface OwnerDeskOptions {
  /** app.booking; undefined when booking is off or has no database (the desk says so). */
  service: BookingService | undefined;
  /** What the chat recorded that the assistant could not answer (app.unanswered). */
  unanswered?: DeskQuestions;
  /** OWNER_PASSWORD_HASH. */
  passwordHash?: string;
  /** SESSION_KEY: 64 hex characters. */
  sessionKey?: string;
  /** REDIS_URL and its prefix, as the chat's limit uses: the sign-in limit is then shared. */
  redis?: RedisOptions;
  /** Where the owner is told that the sign-in was slowed (NOTIFY_EMAIL), when email is set up. */
  alertEmail?: string;
  /** The shop's clock (what "today" is); sessions run on the real clock. */
  now: () => Date;
  /** Texts (app.texts): the desk shows replies and answers them; undefined without the SMS_* variables. */
  texts?: Texts;
  /** The owner's numbers (app.numbers); undefined when nothing is counted. */
  numbers?: Numbers;
}

const read = (url: URL) => readFileSync(url, "utf8");
const ASSETS: Record<string, { type: string; body: string }> = {
  // The site's colour, type and spacing tokens first, so the desk looks like the shop's and a change
  // of colour there reaches it.
  [OWNER_CSS]: {
    type: "text/css; charset=utf-8",
    body:
      read(new URL("../../site/styles/tokens.css", import.meta.url)) +
      read(new URL("./assets/owner.css", import.meta.url)),
  },
  [NUMBERS_CSS]: { type: "text/css; charset=utf-8", body: read(new URL("./assets/numbers.css", import.meta.url)) },
  [OWNER_JS]: {
    type: "text/javascript; charset=utf-8",
    body: read(new URL("./assets/owner.js", import.meta.url)),
  },
};

export async function registerOwnerDesk(app: FastifyInstance, opts: OwnerDeskOptions): Promise<void> {
  await app.register(async (scope) => {
    await scope.register(formbody, { bodyLimit: 8 * 1024 });

    scope.addHook("onRequest", async (_request, reply) => {
      reply.headers({
        "cache-control": "no-store",
        "x-robots-tag": "noindex, nofollow",
        "referrer-policy": "no-referrer",
      });
    });

    const notFound = (reply: FastifyReply, link?: { href: string; label: string }) =>
      sendPage(
        reply,
        h(MessagePage, { title: "Not found", text: "There is nothing at this address.", link }),
        opts.now(),
        404,
      );

    scope.get("/owner/assets/:file", async (request, reply) => {
      const asset = ASSETS[request.url.split("?")[0]!];
      if (!asset) return notFound(reply);
      return reply.type(asset.type).send(asset.body);
    });

    const hash = opts.passwordHash ? parsePasswordHash(opts.passwordHash) : undefined;
    if (typeof hash === "string") throw new Error(`OWNER_PASSWORD_HASH ${hash}`);
    if (!hash || !opts.sessionKey) {
      if (hash) app.log.error("OWNER_PASSWORD_HASH is set but SESSION_KEY is not: the owner's desk stays closed");
      closedDesk(scope, opts.now);
      return;
    }

    const key = Buffer.from(opts.sessionKey, "hex");
    await openSession(scope, {
      passwordHash: opts.passwordHash!,
      hash,
      key,
      redis: opts.redis,
      // app.db, as the database plugin decorated it (undefined in an app without one).
      signOuts: createSignOuts(app.db),
      // Through the booking outbox, which only a running booking service sends.
      alert: signInAlert({ db: opts.service && app.db, to: opts.alertEmail, log: app.log }),
      now: opts.now,
    });
    scope.setErrorHandler(errorPage(opts.now));

    const desk = createDesk({
      service: opts.service,
      unanswered: opts.unanswered,
      key,
      now: opts.now,
      texts: opts.texts,
      checkin: app.checkin,
    });
    deskPages(scope, desk);
    deskActions(scope, desk);
    bulkCancelAction(scope, desk);
    checkinDesk(scope, desk, app.checkin);
    counterPages(scope, desk, app.checkin);
    deskExports(scope, desk, app.checkin);
    textsActions(scope, desk, opts.texts);
    numbersPages(scope, { numbers: opts.numbers, now: opts.now });

    // Signed in, anything else under /owner/ is simply not there.
    const notHere = async (request: FastifyRequest, reply: FastifyReply) =>
      isApi(request)
        ? reply.code(404).send({ error: "not_found", message: "There is no owner API at this address." })
        : notFound(reply, { href: "/owner/", label: "Back to the desk" });
    scope.all("/owner", async (request, reply) =>
      request.method === "GET" || request.method === "HEAD" ? reply.redirect("/owner/", 303) : notHere(request, reply),
    );
    scope.all("/owner/*", notHere);
  });
}

/** A refusal's own code where the desk gave one ("invalid_date"), else the generic one. */
const codeOf = (error: FastifyError) => (error instanceof HttpError ? error.code : "bad_request");

/** The desk's errors: JSON for scripts, else a page saying what happened and the way back. */
function errorPage(now: () => Date) {
  return async (error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    const status = error instanceof HttpError ? error.statusCode : (error.statusCode ?? 500);
    if (status >= 500) request.log.error({ err: error.message }, "owner's desk error");
    const csrf = error.code === "FST_CSRF_INVALID_TOKEN" || error.code === "FST_CSRF_MISSING_SECRET";
    const message = csrf
      ? "This form has expired or did not come from the desk. Nothing was changed: reload the desk and try again."
      : status < 500
        ? error.message
        : "Something went wrong; nothing may have been saved. Reload the desk and try again.";
    if (wantsJson(request))
      return reply
        .code(status)
        .send({ error: csrf ? "csrf" : status >= 500 ? "internal_error" : codeOf(error), message });
    const title = csrf ? "Form expired" : status < 500 ? "Not done" : "Something went wrong";
    return sendPage(
      reply,
      h(MessagePage, { title, text: message, link: { href: "/owner/", label: "Back to the desk" } }),
      now(),
      status,
    );
  };
}

// The owner's desk at /owner/ (issue 19, decisions 27-29): sign-in, today's bookings and the coming
// days with one-tap state changes, walk-ins and phone bookings, blocked time, the private calendar
// feed, a CSV export, and what visitors asked that the assistant could not answer.
//
// Security, in the order a request meets it (all inside this plugin's own scope; the rest of the site
// has no session and no cookie):
//   - every response: Cache-Control: no-store, X-Robots-Tag: noindex, Referrer-Policy: no-referrer;
//   - the session: an encrypted cookie (@fastify/secure-session, SESSION_KEY), HttpOnly, SameSite=Strict,
//     Path=/owner, Secure whenever the request came over HTTPS (directly or through TRUST_PROXY), and
//     good for 12 hours from sign-in; changing OWNER_PASSWORD_HASH ends every session;
//   - no session: 303 to /owner/login for pages, 401 JSON under /owner/api/, whatever the method;
//   - every POST carries the session's CSRF token (@fastify/csrf-protection): a wrong one is 403;
//   - sign-in: scrypt and a constant-time comparison; five wrong passwords a minute per address, then 429.
// Without OWNER_PASSWORD_HASH (or SESSION_KEY) nothing opens: /owner/login says how to set them.
import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import csrfProtection from "@fastify/csrf-protection";
import formbody from "@fastify/formbody";
import secureSession from "@fastify/secure-session";
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { instantOf, isoInZone } from "#shop/availability.ts";
import { availability, booking as rules, business } from "#shop/facts.ts";
import { addDays } from "#shop/schedule.ts";
import type { RedisOptions } from "../config.ts";
import { HttpError } from "../errors.ts";
import { calendarFeed } from "../booking/ics.ts";
import { InvalidBooking, parseBookingRequest, type BookingService } from "../booking/service.ts";
import { ACTIVE_STATES, BookingState, type Block, type Booking } from "../booking/types.ts";
import { bookingsCsv } from "./csv.ts";
import { createFeedTokens } from "./feed.ts";
import { createLoginLimit } from "./login-limit.ts";
import {
  bookingItemHtml,
  deskPage,
  helpPage,
  loginPage,
  messagePage,
  NEXT_STATES,
  OWNER_CSS,
  OWNER_JS,
  setupPage,
  shopDate,
  shopTime,
  STATE_WORDS,
  type DeskView,
  type FormState,
} from "./pages.tsx";
import { parsePasswordHash, verifyPassword, type ParsedHash } from "./password.ts";
import type { UnansweredQuestions } from "../chat/unanswered.ts";

declare module "@fastify/secure-session" {
  interface SessionData {
    /** The fingerprint of the password hash the session was opened under. */
    owner: string;
    /** When the owner signed in (epoch ms): the session ends SESSION_HOURS later. */
    at: number;
  }
}

export interface OwnerDeskOptions {
  /** app.booking; undefined when booking is off or has no database (the desk says so). */
  service: BookingService | undefined;
  /** What the chat recorded that the assistant could not answer (app.unanswered); undefined when it records nothing. */
  unanswered?: UnansweredQuestions;
  /** OWNER_PASSWORD_HASH. */
  passwordHash?: string;
  /** SESSION_KEY: 64 hex characters. */
  sessionKey?: string;
  /** REDIS_URL and its prefix, as the chat's limit uses: the sign-in limit is then shared. */
  redis?: RedisOptions;
  /** The shop's clock (what "today" is); sessions run on the real clock. */
  now: () => Date;
}

export const SESSION_HOURS = 12;
const SESSION_MS = SESSION_HOURS * 3_600_000;
/** How far ahead the desk lists bookings (the horizon, or two months when that is shorter). */
const DESK_DAYS = Math.max(rules.horizonDays, 60);
const DAY = 86_400_000;
const PAGE_TYPE = "text/html; charset=utf-8";

const ASSETS: Record<string, { type: string; body: string }> = {
  [OWNER_CSS]: {
    type: "text/css; charset=utf-8",
    body: readFileSync(new URL("./assets/owner.css", import.meta.url), "utf8"),
  },
  [OWNER_JS]: {
    type: "text/javascript; charset=utf-8",
    body: readFileSync(new URL("./assets/owner.js", import.meta.url), "utf8"),
  },
};

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

const isApi = (request: FastifyRequest) =>
  request.url === "/owner/api" || request.url.startsWith("/owner/api/") || request.url.startsWith("/owner/api?");
const wantsJson = (request: FastifyRequest) => isApi(request) || /application\/json/.test(request.headers.accept ?? "");

/** This server's origin as the request reached it (behind TRUST_PROXY, the proxy's scheme and host). */
const originOf = (request: FastifyRequest) => `${request.protocol}://${request.host}`;

type Body = Record<string, unknown>;
const field = (body: unknown, name: string): string | undefined => {
  const value = (body as Body | undefined)?.[name];
  return typeof value === "string" ? value : undefined;
};

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;
const minutesOf = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));
const validDate = (s: string | undefined): s is string =>
  s !== undefined && DATE.test(s) && !Number.isNaN(Date.parse(`${s}T00:00:00Z`)) && addDays(s, 0) === s;

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

    scope.get("/owner/assets/:file", async (request, reply) => {
      const asset = ASSETS[request.url.split("?")[0]!];
      if (!asset)
        return reply
          .code(404)
          .type(PAGE_TYPE)
          .send(messagePage({ title: "Not found", text: "There is nothing at this address." }));
      return reply.type(asset.type).send(asset.body);
    });

    const hash = opts.passwordHash ? parsePasswordHash(opts.passwordHash) : undefined;
    if (typeof hash === "string") throw new Error(`OWNER_PASSWORD_HASH ${hash}`);
    if (!hash || !opts.sessionKey) {
      if (hash) app.log.error("OWNER_PASSWORD_HASH is set but SESSION_KEY is not: the owner's desk stays closed");
      closedDesk(scope);
      return;
    }
    await openDesk(scope, opts, hash, opts.sessionKey);
  });
}

/** No password set: the sign-in page explains how to set one; everything else is as for a visitor without a session. */
function closedDesk(scope: FastifyInstance) {
  scope.get("/owner/login", async (_request, reply) => reply.type(PAGE_TYPE).send(setupPage()));
  scope.post("/owner/login", async (_request, reply) => reply.code(503).type(PAGE_TYPE).send(setupPage()));
  scope.all("/owner/calendar/:file", async (_request, reply) => reply.code(404).type(PAGE_TYPE).send(setupPage()));
  const away = async (request: FastifyRequest, reply: FastifyReply) =>
    isApi(request)
      ? reply
          .code(401)
          .send({ error: "unauthorized", message: "The owner's desk has no password set (OWNER_PASSWORD_HASH)." })
      : reply.redirect("/owner/login", 303);
  scope.all("/owner", away);
  scope.all("/owner/*", away);
}

async function openDesk(scope: FastifyInstance, opts: OwnerDeskOptions, hash: ParsedHash, sessionKey: string) {
  const key = Buffer.from(sessionKey, "hex");
  // A password change ends every session: the session names the hash it was opened under.
  const fingerprint = createHash("sha256").update(opts.passwordHash!).digest("base64url").slice(0, 16);
  const limit = createLoginLimit({ redis: opts.redis, log: scope.log });
  scope.addHook("onClose", async () => limit.close());

  await scope.register(secureSession, {
    key,
    cookieName: "owner_session",
    expiry: SESSION_HOURS * 3600,
    cookie: { path: "/owner", httpOnly: true, sameSite: "strict", maxAge: SESSION_HOURS * 3600 },
  });
  await scope.register(csrfProtection, { sessionPlugin: "@fastify/secure-session" });

  const signedIn = (request: FastifyRequest) => {
    const at = request.session.get("at");
    return (
      request.session.get("owner") === fingerprint &&
      typeof at === "number" &&
      Date.now() - at < SESSION_MS &&
      at <= Date.now()
    );
  };

  scope.addHook("onRequest", async (request, reply) => {
    // Secure on HTTPS (request.protocol reads X-Forwarded-Proto only from a trusted proxy), so a
    // plain-HTTP localhost preview still keeps its session.
    request.session.options({ secure: request.protocol === "https" });
    if (isPublic(request) || signedIn(request)) return;
    if (isApi(request))
      return reply.code(401).send({ error: "unauthorized", message: "Sign in at /owner/login first." });
    return reply.redirect("/owner/login", 303);
  });
  // Every change carries the CSRF token; reads (GET, HEAD) change nothing.
  scope.addHook("preHandler", (request, reply, done) => {
    if (request.method === "GET" || request.method === "HEAD") return done();
    scope.csrfProtection(request, reply, done);
  });

  scope.setErrorHandler(async (error: FastifyError, request, reply) => {
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
        .send({ error: csrf ? "csrf" : status < 500 ? "bad_request" : "internal_error", message });
    return reply
      .code(status)
      .type(PAGE_TYPE)
      .send(
        messagePage({
          title: csrf ? "Form expired" : status < 500 ? "Not done" : "Something went wrong",
          text: message,
          link: { href: "/owner/", label: "Back to the desk" },
        }),
      );
  });

  // --- Sign-in ----------------------------------------------------------------------------------

  scope.get("/owner/login", async (request, reply) => {
    if (signedIn(request)) return reply.redirect("/owner/", 303);
    return reply.type(PAGE_TYPE).send(loginPage({ csrf: reply.generateCsrf() }));
  });

  scope.post("/owner/login", async (request, reply) => {
    if (await limit.blocked(request.ip))
      return reply
        .code(429)
        .header("retry-after", "60")
        .type(PAGE_TYPE)
        .send(
          loginPage({ csrf: reply.generateCsrf(), error: "Too many wrong passwords. Wait a minute, then try again." }),
        );
    const password = field(request.body, "password") ?? "";
    if (password.length === 0 || password.length > 1024 || !(await verifyPassword(password, hash))) {
      await limit.failed(request.ip);
      request.log.info("owner sign-in refused: wrong password");
      return reply
        .code(401)
        .type(PAGE_TYPE)
        .send(loginPage({ csrf: reply.generateCsrf(), error: "That password is not right." }));
    }
    // A new session (and a new CSRF secret) from here on.
    request.session.regenerate();
    request.session.set("owner", fingerprint);
    request.session.set("at", Date.now());
    request.log.info("owner signed in");
    return reply.redirect("/owner/", 303);
  });

  scope.post("/owner/logout", async (request, reply) => {
    request.session.delete();
    return reply.redirect("/owner/login", 303);
  });

  scope.all("/owner", async (request, reply) =>
    request.method === "GET" || request.method === "HEAD" ? reply.redirect("/owner/", 303) : notHere(request, reply),
  );

  scope.get("/owner/help", async (_request, reply) =>
    reply.type(PAGE_TYPE).send(helpPage({ csrf: reply.generateCsrf() })),
  );

  // --- The desk ---------------------------------------------------------------------------------

  const service = opts.service;
  const zone = business.timeZone;
  const feed = service ? createFeedTokens(service.store, key) : undefined;
  const need = (): BookingService => {
    if (!service) throw new HttpError(503, "booking_unavailable", unavailableText());
    return service;
  };
  const unavailableText = () =>
    rules.enabled
      ? "Booking has no database on this server (set DATA_DIR or DATABASE_URL), so there is nothing to show."
      : "Online booking is switched off (enabled in site/_data/booking.ts), so there is nothing to show.";

  /** Slot start times over the coming two weeks, for the forms' time lists. */
  const slotTimes = (today: string) => {
    const times = new Set<string>();
    for (let i = 0; i < 14; i++)
      for (const slot of availability.grid(addDays(today, i))) times.add(isoInZone(zone, slot.start).slice(11, 16));
    return [...times].sort();
  };

  async function deskView(
    request: FastifyRequest,
    reply: FastifyReply,
    extra: Partial<DeskView> = {},
  ): Promise<DeskView> {
    const at = opts.now();
    const today = availability.today(at);
    const base = {
      csrf: reply.generateCsrf(),
      today,
      days: [{ date: today, bookings: [] as Booking[] }],
      blocks: [] as Block[],
      unanswered: [],
      recording: opts.unanswered !== undefined,
      times: slotTimes(today),
    };
    if (!service) return { ...base, unavailable: unavailableText(), ...extra };
    const from = instantOf(zone, today, 0);
    const to = instantOf(zone, addDays(today, DESK_DAYS + 1), 0);
    const [bookings, occupancy, unanswered, token] = await Promise.all([
      service.store.list(from, to),
      service.store.occupancy(at.getTime(), at.getTime() + 400 * DAY),
      opts.unanswered?.top(at.getTime() - 7 * DAY, 10) ?? [],
      feed!.current(),
    ]);
    const byDate = new Map<string, Booking[]>([[today, []]]);
    for (const b of bookings) {
      const date = shopDate(b.start);
      byDate.set(date, [...(byDate.get(date) ?? []), b]);
    }
    const days = [...byDate]
      .map(([date, list]) => ({ date, bookings: list }))
      .sort((a, b) => (a.date < b.date ? -1 : 1));
    const query = request.query as Record<string, string | undefined>;
    let flash: string | undefined;
    let blocked: DeskView["blocked"];
    if (query.changed) {
      const b = await service.store.byId(query.changed);
      if (b) flash = changedText(b);
    } else if (query.added) {
      const b = await service.store.byId(query.added);
      if (b) flash = `Added: ${b.name} at ${shopTime(b.start)}, ${shopDate(b.start)} (${b.reference}).`;
    } else if (query.blocked) {
      const block = occupancy.blocked.find((k) => k.id === query.blocked);
      if (block) blocked = { block, bookings: await bookingsInside(service, block) };
    } else if (query.unblocked) flash = "The time is free again.";
    else if (query.feed) flash = "The calendar feed has a new address; the old one no longer works.";
    return {
      ...base,
      days,
      blocks: occupancy.blocked.filter((k) => k.end > at.getTime()).sort((a, b) => a.start - b.start),
      unanswered,
      feedUrl: token ? `${originOf(request)}/owner/calendar/${token}.ics` : undefined,
      flash,
      blocked,
      ...extra,
    };
  }

  const changedText = (b: Booking) =>
    `${b.name} at ${shopTime(b.start)} (${b.reference}) is now ${STATE_WORDS[b.state]}.`;

  async function bookingsInside(s: BookingService, block: Block) {
    const near = await s.store.list(block.start - rules.slotMinutes * 60_000, block.end);
    return near.filter((b) => ACTIVE_STATES.includes(b.state) && b.start < block.end && block.start < b.end);
  }

  const sendDesk = async (request: FastifyRequest, reply: FastifyReply, status = 200, extra: Partial<DeskView> = {}) =>
    reply
      .code(status)
      .type(PAGE_TYPE)
      .send(deskPage(await deskView(request, reply, extra)));

  scope.get("/owner/", async (request, reply) => sendDesk(request, reply));

  scope.post<{ Params: { id: string } }>("/owner/bookings/:id/state", async (request, reply) => {
    const s = need();
    const wanted = BookingState.safeParse(field(request.body, "state"));
    if (!wanted.success || wanted.data === "new")
      throw new HttpError(400, "invalid_state", "Choose Confirm, Done, No-show or Cancel.");
    const before = await s.store.byId(request.params.id);
    if (!before) throw new HttpError(404, "not_found", "There is no such booking (it may have been deleted).");
    if (before.state !== wanted.data && !NEXT_STATES[before.state].includes(wanted.data))
      throw new HttpError(
        409,
        "not_allowed",
        `This booking is ${STATE_WORDS[before.state]}; it cannot become ${STATE_WORDS[wanted.data]}.`,
      );
    const after = (await s.setState(before.id, wanted.data)) ?? before;
    request.log.info({ reference: after.reference, state: after.state }, "booking state set by the owner");
    if (wantsJson(request))
      return {
        id: after.id,
        state: after.state,
        message: changedText(after),
        html: bookingItemHtml(after, reply.generateCsrf()),
      };
    return reply.redirect(`/owner/?changed=${encodeURIComponent(after.id)}#b-${after.id}`, 303);
  });

  scope.post("/owner/bookings", async (request, reply) => {
    const s = need();
    const body = request.body as Body | undefined;
    const values: FormState["values"] = {};
    for (const name of ["date", "time", "service", "model", "name", "phone"]) values[name] = field(body, name);
    const errors: Record<string, string> = {};
    if (!validDate(values.date)) errors.date = "Choose a date.";
    if (!values.time || !TIME.test(values.time)) errors.start = "Choose a time.";
    let parsed;
    if (Object.keys(errors).length === 0) {
      const start = isoInZone(zone, instantOf(zone, values.date!, minutesOf(values.time!)));
      try {
        parsed = parseBookingRequest({
          start,
          service: values.service,
          model: values.model,
          name: values.name,
          phone: values.phone,
        });
      } catch (error) {
        if (!(error instanceof InvalidBooking)) throw error;
        Object.assign(errors, error.fields);
      }
    }
    if (!parsed) return sendDesk(request, reply, 400, { walkIn: { values, errors } });
    const result = await s.bookByOwner(parsed);
    if (!result.ok) {
      const near = result.nearest.map((slot) => `${formatShort(slot.start)}`).join(", ");
      const message = `${result.message}${near ? ` Free nearby: ${near}.` : ""}`;
      return sendDesk(request, reply, 409, { walkIn: { values, errors: { start: result.message }, message } });
    }
    request.log.info({ reference: result.booking.reference }, "booking added by the owner");
    return reply.redirect(`/owner/?added=${encodeURIComponent(result.booking.id)}#b-${result.booking.id}`, 303);
  });

  const formatShort = (iso: string) => {
    const ms = Date.parse(iso);
    return `${shopTime(ms)} ${shopDate(ms)}`;
  };

  scope.post("/owner/blocks", async (request, reply) => {
    const s = need();
    const body = request.body as Body | undefined;
    const values = { date: field(body, "date"), span: field(body, "span"), label: field(body, "label") };
    const errors: Record<string, string> = {};
    if (!validDate(values.date)) errors.date = "Choose a date.";
    const span = values.span ?? "";
    if (!["day", "morning", "afternoon"].includes(span) && !TIME.test(span))
      errors.span = "Choose the day, the morning, the afternoon or a slot.";
    // oxlint-disable-next-line no-control-regex -- control characters are what this strips from the owner's label
    const label = (values.label ?? "").replace(/[\u0000-\u001f\u007f]/g, "").trim();
    if (label.length > 80) errors.label = "Keep the label under 80 characters.";
    if (Object.keys(errors).length > 0) return sendDesk(request, reply, 400, { blockForm: { values, errors } });
    const date = values.date!;
    // Morning and afternoon split at noon on the shop's clock; a slot is one slot of the grid's length.
    const [startMin, endMin] =
      span === "day"
        ? [0, 24 * 60]
        : span === "morning"
          ? [0, 12 * 60]
          : span === "afternoon"
            ? [12 * 60, 24 * 60]
            : [minutesOf(span), minutesOf(span) + rules.slotMinutes];
    const start = instantOf(zone, date, startMin);
    const end = endMin >= 24 * 60 ? instantOf(zone, addDays(date, 1), endMin - 24 * 60) : instantOf(zone, date, endMin);
    const block = await s.store.addBlock({ start, end, label: label === "" ? null : label });
    request.log.info({ start: isoInZone(zone, start), end: isoInZone(zone, end) }, "time blocked by the owner");
    return reply.redirect(`/owner/?blocked=${encodeURIComponent(block.id)}#blocked-title`, 303);
  });

  scope.post<{ Params: { id: string } }>("/owner/blocks/:id/delete", async (request, reply) => {
    const s = need();
    await s.store.removeBlock(request.params.id);
    return reply.redirect("/owner/?unblocked=1#block", 303);
  });

  scope.post("/owner/calendar/regenerate", async (_request, reply) => {
    need();
    await feed!.regenerate();
    return reply.redirect("/owner/?feed=1#calendar", 303);
  });

  // The feed: no session (a calendar app has none); the token is the key. Any other token is 404.
  scope.get<{ Params: { file: string } }>("/owner/calendar/:file", async (request, reply) => {
    const token = /^(.+)\.ics$/.exec(request.params.file)?.[1];
    if (!service || !token || !(await feed!.matches(token)))
      return reply.code(404).type("text/plain; charset=utf-8").send("There is no calendar at this address.\n");
    const at = opts.now().getTime();
    // The coming bookings, and the last week's so today's earlier ones stay on the calendar.
    const bookings = await service.store.list(at - 7 * DAY, at + 400 * DAY);
    return reply.type("text/calendar; charset=utf-8").send(calendarFeed(bookings, { now: at }));
  });

  scope.get("/owner/export.csv", async (request, reply) => {
    const s = need();
    const query = request.query as Record<string, string | undefined>;
    const today = availability.today(opts.now());
    const from = validDate(query.from) ? query.from : today;
    const to = validDate(query.to) && query.to >= from ? query.to : addDays(today, rules.horizonDays);
    if (addDays(from, 366) < to) throw new HttpError(400, "range_too_long", "Export at most a year at a time.");
    const bookings = await s.store.list(instantOf(zone, from, 0), instantOf(zone, addDays(to, 1), 0));
    return reply
      .type("text/csv; charset=utf-8")
      .header("content-disposition", `attachment; filename="bookings-${from}-to-${to}.csv"`)
      .send(bookingsCsv(bookings));
  });

  // --- JSON for scripts (the desk itself needs none) --------------------------------------------

  scope.get("/owner/api/bookings", async (request) => {
    const s = need();
    const query = request.query as Record<string, string | undefined>;
    const today = availability.today(opts.now());
    const from = validDate(query.from) ? query.from : today;
    const to = validDate(query.to) && query.to >= from ? query.to : addDays(today, rules.horizonDays);
    const bookings = await s.store.list(instantOf(zone, from, 0), instantOf(zone, addDays(to, 1), 0));
    return {
      timeZone: zone,
      bookings: bookings.map((b) => ({ ...b, start: isoInZone(zone, b.start), end: isoInZone(zone, b.end) })),
    };
  });

  // Anything else under /owner/: signed in, it is simply not there.
  scope.all("/owner/*", notHere);
}

function notHere(request: FastifyRequest, reply: FastifyReply) {
  return isApi(request)
    ? reply.code(404).send({ error: "not_found", message: "There is no owner API at this address." })
    : reply
        .code(404)
        .type(PAGE_TYPE)
        .send(
          messagePage({
            title: "Not found",
            text: "There is nothing at this address.",
            link: { href: "/owner/", label: "Back to the desk" },
          }),
        );
}

// The owner's desk is for the owner alone: a real app on loopback, signed in through
// the sign-in form. No session → 303 (pages) or 401 (JSON) on every route and method; the session
// cookie's attributes; a cookie from another SESSION_KEY or an older password refused; five wrong
// passwords a minute answered, the sixth 429 (also shared by two instances through a real Redis);
// no caching, no indexing; without OWNER_PASSWORD_HASH nothing opens.
import { budget } from "../../helpers/budget.ts";
import { mkdtemp, rm } from "node:fs/promises";
import path from "node:path";
import { Redis } from "ioredis";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { business } from "#shop/facts.ts";
import { hashPassword } from "../../../api/owner/password.ts";
import { render as robotsTxt } from "../../../site/robots.txt.11ty.ts";
import { SLOW_SECONDS, WRONG_PASSWORDS_PER_HOUR, WRONG_PASSWORDS_PER_MINUTE } from "../../../api/owner/login-limit.ts";
import { openDatabase } from "../../../api/db/database.ts";
import { TMP } from "../../helpers/api-fixture.ts";
import {
  deskRoutes,
  newSessionKey,
  nextAddress,
  OwnerClient,
  ownerApp,
  PASSWORD,
  type OwnerApp,
} from "../../helpers/owner-app.ts";
import { startRedis, type RedisServer } from "../../helpers/redis-server.ts";
import { startSmtp } from "../../helpers/smtp-server.ts";

const METHODS = ["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"] as const;
/** Reachable without a session by design: the sign-in form, its stylesheet and script, the calendar feed (its token is the key). */
const PUBLIC = [/^\/owner\/login$/, /^\/owner\/assets\//, /^\/owner\/calendar\/[^/]+\.ics$/];

let desk: OwnerApp;
/** Every owner route as registered, with its parameters filled in. */
let routes: { method: string; url: string }[];

beforeAll(async () => {
  desk = await ownerApp({ booking: true });
  routes = ownerRoutes(await deskRoutes());
}, budget(120_000));
afterAll(async () => desk?.close());

/** Each owner path with its parameters filled in, under every method (a route's own and the others). */
function ownerRoutes(found: { url: string }[]) {
  const paths = new Set(
    found.map((r) =>
      r.url
        .replace(/:file\b/, "x.ics")
        .replace(/:\w+/g, "some-id")
        .replace(/\*$/, "anything/else"),
    ),
  );
  return [...paths].flatMap((url) => METHODS.map((method) => ({ method, url })));
}

describe("without a session", () => {
  it("finds the desk's routes to check", () => {
    const urls = new Set(routes.map((r) => r.url));
    for (const url of [
      "/owner/",
      "/owner/bookings",
      "/owner/bookings/some-id/state",
      "/owner/blocks",
      "/owner/calendar/regenerate",
      "/owner/export.csv",
      "/owner/api/bookings",
    ])
      expect(urls, url).toContain(url);
  });

  it("answers 303 to the sign-in page for pages and 401 JSON for the API, on every route and method", async () => {
    const checked: string[] = [];
    for (const { method, url } of routes) {
      if (PUBLIC.some((re) => re.test(url))) continue;
      const res = await desk.app.inject({ method, url, headers: { "x-forwarded-for": nextAddress() } });
      const what = `${method} ${url}`;
      if (url.startsWith("/owner/api")) {
        expect(res.statusCode, what).toBe(401);
        if (method !== "HEAD") expect(res.json(), what).toMatchObject({ error: "unauthorized" });
      } else {
        expect(res.statusCode, what).toBe(303);
        expect(res.headers.location, what).toBe("/owner/login");
      }
      expect(res.headers["cache-control"], what).toBe("no-store");
      checked.push(what);
    }
    expect(checked.length).toBeGreaterThan(60);
  });

  it("opens the sign-in page: a plain form with a password field, not cached, not indexed", async () => {
    const client = new OwnerClient(desk.base);
    const { res, html, csrf } = await client.page("/owner/login");
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toBe("no-store");
    expect(res.headers.get("x-robots-tag")).toMatch(/noindex/);
    expect(html).toMatch(/<meta name="robots" content="noindex/);
    expect(html).toMatch(/<form(?=[^>]*method="post")(?=[^>]*action="\/owner\/login")[^>]*>/);
    expect(html).toMatch(/<input[^>]+type="password"/);
    expect(csrf.length).toBeGreaterThan(20);
  });
});

describe("search engines", () => {
  it("robots.txt disallows /owner/", () => {
    expect(robotsTxt()).toMatch(/^Disallow: \/owner\/$/m);
  });
});

describe("signing in", () => {
  it("a right password opens the desk; the cookie is HttpOnly, SameSite=Strict, for /owner, 12 hours; Secure only over HTTPS", async () => {
    const plain = new OwnerClient(desk.base);
    const { csrf } = await plain.page("/owner/login");
    const res = await plain.fetch("/owner/login", { form: { _csrf: csrf, password: PASSWORD } });
    expect(res.status).toBe(303);
    expect(res.headers.get("location")).toBe("/owner/");
    const cookie = res.headers.getSetCookie().find((c) => c.startsWith("owner_session="))!;
    expect(cookie).toMatch(/; HttpOnly/i);
    expect(cookie).toMatch(/; SameSite=Strict/i);
    expect(cookie).toMatch(/; Path=\/owner(;|$)/);
    expect(cookie).toMatch(/; Max-Age=43200/);
    expect(cookie).not.toMatch(/; Secure/i);
    const page = await plain.page("/owner/");
    expect(page.res.status).toBe(200);
    expect(page.html).toContain("Owner&#x27;s desk");
    expect(page.html).toMatch(/<meta name="robots" content="noindex/);
    expect(page.res.headers.get("cache-control")).toBe("no-store");

    // Through the trusted proxy over HTTPS, the cookie is Secure.
    const secure = new OwnerClient(desk.base, nextAddress(), "https");
    const signed = await secure.signIn();
    expect(signed.status).toBe(303);
    expect(signed.headers.getSetCookie().find((c) => c.startsWith("owner_session="))).toMatch(/; Secure/i);
  });

  it("a wrong password is 401 with the form again, and opens nothing", async () => {
    const client = new OwnerClient(desk.base);
    const res = await client.signIn("not the password");
    expect(res.status).toBe(401);
    expect(await res.text()).toContain("That password is not right.");
    expect((await client.fetch("/owner/")).status).toBe(303);
  });

  it("a sign-in without the page's CSRF token is 403", async () => {
    const client = new OwnerClient(desk.base);
    await client.page("/owner/login");
    const res = await client.fetch("/owner/login", { form: { _csrf: "forged", password: PASSWORD } });
    expect(res.status).toBe(403);
    expect((await client.fetch("/owner/")).status).toBe(303);
  });

  it(`answers five wrong passwords a minute normally, then 429, even for the right one; other addresses are not held`, async () => {
    const client = new OwnerClient(desk.base);
    for (let i = 0; i < WRONG_PASSWORDS_PER_MINUTE; i++) expect((await client.signIn(`wrong ${i}`)).status).toBe(401);
    const sixth = await client.signIn("wrong again");
    expect(sixth.status).toBe(429);
    expect(sixth.headers.get("retry-after")).toBe("60");
    expect((await client.signIn(PASSWORD)).status).toBe(429);
    expect((await new OwnerClient(desk.base).signIn()).status).toBe(303);
  });

  it("counts an IPv6 client by its /64, and an IPv4-mapped address as its IPv4 address", async () => {
    // Eight addresses of one /64, each guessing once: one client, held after the fifth.
    const statuses: number[] = [];
    for (let i = 1; i <= 8; i++)
      statuses.push(
        (await new OwnerClient(desk.base, `2001:db8:32:64::${i.toString(16)}:1`).signIn(`wrong ${i}`)).status,
      );
    expect(statuses).toEqual([...Array<number>(WRONG_PASSWORDS_PER_MINUTE).fill(401), 429, 429, 429]);
    // The next /64 is another client.
    expect((await new OwnerClient(desk.base, "2001:db8:32:65::1").signIn()).status).toBe(303);

    const v4 = nextAddress();
    for (let i = 0; i < WRONG_PASSWORDS_PER_MINUTE; i++)
      expect((await new OwnerClient(desk.base, i % 2 ? v4 : `::ffff:${v4}`).signIn(`wrong ${i}`)).status).toBe(401);
    expect((await new OwnerClient(desk.base, `::ffff:${v4}`).signIn()).status).toBe(429);
    expect((await new OwnerClient(desk.base, v4).signIn()).status).toBe(429);
  });

  it("counts only wrong passwords: signing in right many times is never limited", async () => {
    const address = nextAddress();
    for (let i = 0; i < WRONG_PASSWORDS_PER_MINUTE + 2; i++)
      expect((await new OwnerClient(desk.base, address).signIn()).status).toBe(303);
  });

  it("signing out ends the session", async () => {
    const client = new OwnerClient(desk.base);
    await client.signIn();
    const out = await client.post("/owner/logout", {});
    expect(out.status).toBe(303);
    expect((await client.fetch("/owner/")).status).toBe(303);
  });

  it("signing out ends a copy of the cookie taken before, and every session opened before it", async () => {
    const client = new OwnerClient(desk.base);
    await client.signIn();
    const copy = new OwnerClient(desk.base, client.address);
    copy.cookie = client.cookie;
    const other = new OwnerClient(desk.base);
    await other.signIn();
    expect((await copy.fetch("/owner/")).status).toBe(200);
    expect((await client.post("/owner/logout", {})).status).toBe(303);
    expect((await copy.fetch("/owner/")).status).toBe(303);
    expect((await copy.fetch("/owner/api/bookings")).status).toBe(401);
    expect((await other.fetch("/owner/")).status).toBe(303);
    // Signing in again opens a new session.
    expect((await copy.signIn()).status).toBe(303);
    expect((await copy.fetch("/owner/")).status).toBe(200);
  });
});

describe("the hour's ceiling of wrong passwords over all clients", () => {
  it(
    "slows the sign-in to one password every few seconds, whoever sends it, and emails the owner through the outbox",
    async () => {
      const sink = await startSmtp();
      const guarded = await ownerApp({ booking: true, smtpUrl: sink.url });
      try {
        // Each wrong password from a client of its own: no per-client limit is reached.
        for (let i = 0; i < WRONG_PASSWORDS_PER_HOUR; i++)
          expect((await new OwnerClient(guarded.base).signIn(`wrong ${i}`)).status).toBe(401);
        // The first password after the ceiling is checked (the owner still signs in); the next waits its turn.
        expect((await new OwnerClient(guarded.base).signIn()).status).toBe(303);
        const slowed = await new OwnerClient(guarded.base).signIn();
        expect(slowed.status).toBe(429);
        expect(slowed.headers.get("retry-after")).toBe(String(SLOW_SECONDS));
        expect(await slowed.text()).toContain("slowed");

        await vi.waitFor(() => expect(sink.received.length).toBeGreaterThan(0), {
          timeout: budget(30_000),
          interval: 50,
        });
        expect(sink.received).toHaveLength(1);
        const [mail] = sink.received;
        expect(mail!.to).toEqual([business.email]);
        expect(mail!.mail.subject).toMatch(/wrong passwords/i);
        expect(mail!.mail.text).toContain(String(WRONG_PASSWORDS_PER_HOUR));
        // No client's address in it.
        expect(mail!.mail.text).not.toMatch(/198\.51\.100\./);
      } finally {
        await guarded.close();
        await sink.stop();
      }
    },
    budget(120_000),
  );
});

describe("signing out, across instances and a restart", () => {
  it(
    "holds on another instance over the same database, and after both restart",
    async () => {
      const dataDir = await mkdtemp(path.join(TMP, "owner-signout-"));
      const sessionKey = newSessionKey();
      let database = await openDatabase({ dataDir });
      const [a, b] = [await ownerApp({ database, sessionKey }), await ownerApp({ database, sessionKey })];
      let taken = "";
      try {
        const onA = new OwnerClient(a.base);
        await onA.signIn();
        taken = onA.cookie;
        const onB = new OwnerClient(b.base, onA.address);
        onB.cookie = taken;
        expect((await onB.fetch("/owner/")).status).toBe(200);
        await onA.post("/owner/logout", {});
        expect((await onB.fetch("/owner/")).status).toBe(303);
      } finally {
        await a.close();
        await b.close();
        await database.close();
      }
      database = await openDatabase({ dataDir });
      const c = await ownerApp({ database, sessionKey });
      try {
        const stale = new OwnerClient(c.base);
        stale.cookie = taken;
        expect((await stale.fetch("/owner/")).status).toBe(303);
        // The same key still signs in afresh.
        const fresh = new OwnerClient(c.base);
        expect((await fresh.signIn()).status).toBe(303);
        expect((await fresh.fetch("/owner/")).status).toBe(200);
      } finally {
        await c.close();
        await database.close();
        await rm(dataDir, { recursive: true, force: true });
      }
    },
    budget(60_000),
  );
});

describe("a session cookie the desk did not make", () => {
  it("refuses a cookie made with another SESSION_KEY", async () => {
    const other = await ownerApp({ booking: false });
    try {
      const there = new OwnerClient(other.base);
      expect((await there.signIn()).status).toBe(303);
      expect((await there.fetch("/owner/")).status).toBe(200);
      const here = new OwnerClient(desk.base);
      here.cookie = there.cookie;
      const res = await here.fetch("/owner/");
      expect(res.status).toBe(303);
      expect(res.headers.get("location")).toBe("/owner/login");
      expect((await here.fetch("/owner/api/bookings")).status).toBe(401);
    } finally {
      await other.close();
    }
  });

  it("refuses a session opened under an earlier password (same SESSION_KEY)", async () => {
    const before = await ownerApp({ booking: false });
    const after = await ownerApp({
      booking: false,
      sessionKey: before.sessionKey,
      passwordHash: await hashPassword("a new password here"),
    });
    try {
      const client = new OwnerClient(before.base);
      expect((await client.signIn()).status).toBe(303);
      const moved = new OwnerClient(after.base);
      moved.cookie = client.cookie;
      expect((await moved.fetch("/owner/")).status).toBe(303);
    } finally {
      await before.close();
      await after.close();
    }
  });

  it("refuses a tampered cookie", async () => {
    const client = new OwnerClient(desk.base);
    await client.signIn();
    client.cookie = client.cookie.replace(/.{6}(%3B|;)/, "AAAAAA$1");
    expect((await client.fetch("/owner/")).status).toBe(303);
  });
});

describe("with no OWNER_PASSWORD_HASH", () => {
  it("says how to set one and opens nothing", async () => {
    const closed = await ownerApp({ booking: true, passwordHash: null });
    try {
      const client = new OwnerClient(closed.base);
      const desk = await client.fetch("/owner/");
      expect(desk.status).toBe(303);
      const login = await client.page("/owner/login");
      expect(login.res.status).toBe(200);
      expect(login.html).toContain("npm run owner:password");
      expect(login.html).toContain("OWNER_PASSWORD_HASH");
      expect(login.html).toContain("SESSION_KEY");
      expect(login.html).not.toMatch(/type="password"/);
      expect(login.res.headers.get("cache-control")).toBe("no-store");
      const post = await client.fetch("/owner/login", { form: { password: "anything" } });
      expect(post.status).toBe(503);
      expect((await client.fetch("/owner/api/bookings")).status).toBe(401);
      expect((await client.fetch("/owner/help")).status).toBe(303);
    } finally {
      await closed.close();
    }
  });
});

describe("the sign-in limit shared through Redis", () => {
  let redis: RedisServer;
  let a: OwnerApp;
  let b: OwnerApp;
  beforeAll(async () => {
    redis = await startRedis();
    const options = { booking: false, redis: { url: redis.url, prefix: `owner-test-${Date.now()}:` } };
    a = await ownerApp(options);
    b = await ownerApp({ ...options, sessionKey: a.sessionKey });
  }, budget(60_000));
  afterAll(async () => {
    await a?.close();
    await b?.close();
    await redis?.stop();
  });

  it("counts one address's wrong passwords across instances", async () => {
    const address = nextAddress();
    const onA = new OwnerClient(a.base, address);
    const onB = new OwnerClient(b.base, address);
    await limitsShared(redis.url, a, b);
    for (let i = 0; i < 3; i++) expect((await onA.signIn(`wrong ${i}`)).status).toBe(401);
    for (let i = 0; i < WRONG_PASSWORDS_PER_MINUTE - 3; i++) expect((await onB.signIn(`wrong b${i}`)).status).toBe(401);
    expect((await onA.signIn("wrong once more")).status).toBe(429);
    expect((await onB.signIn()).status).toBe(429);
  });
});

/**
 * The instances connect to Redis in the background, and until then each counts alone: wait until a
 * wrong password from a probe address on each instance shows in Redis itself.
 */
async function limitsShared(url: string, ...apps: OwnerApp[]) {
  const client = new Redis(url);
  try {
    for (const app of apps) {
      for (;;) {
        const probe = nextAddress();
        await new OwnerClient(app.base, probe).signIn("probe");
        if ((await client.keys(`*owner-login:${probe}`)).length > 0) break;
      }
    }
  } finally {
    client.disconnect();
  }
}

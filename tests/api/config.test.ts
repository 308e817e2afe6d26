// The environment as the server reads it (api/config.ts): every bad value stops the start-up with a
// message naming the variable and the form it expects; TRUST_PROXY and CORS_ORIGINS in all their forms.
import fc from "fast-check";
import Fastify from "fastify";
import { describe, expect, it } from "vitest";
import { defaultRedisPrefix, loadConfig, parseCorsOrigins, WIDEST_PUBLIC_PROXY_RANGE } from "../../api/config.ts";
import { connectionOptions } from "../../api/connection-options.ts";
import { business } from "#shop/facts.ts";

const errorOf = (env: Record<string, string>) => {
  try {
    loadConfig(env);
  } catch (error) {
    return (error as Error).message;
  }
  throw new Error("expected loadConfig to throw");
};

describe("TRUST_PROXY", () => {
  it.each([
    ["", false],
    ["false", false],
    ["0", false],
    ["1", 1],
    ["2", 2],
    ["127.0.0.1", ["127.0.0.1"]],
    ["127.0.0.1, 10.0.0.0/8,::1 ,fd00::/8", ["127.0.0.1", "10.0.0.0/8", "::1", "fd00::/8"]],
    ["loopback,uniquelocal", ["loopback", "uniquelocal"]],
  ])("reads %j", (value, expected) => {
    expect(loadConfig({ TRUST_PROXY: value }).app.trustProxy).toEqual(expected);
  });

  it("refuses true at start-up, saying why and what to write instead", () => {
    for (const value of ["true", "TRUE", "yes"]) {
      const message = errorOf({ TRUST_PROXY: value });
      expect(message).toMatch(/TRUST_PROXY/);
      expect(message).toMatch(/left-most/);
      expect(message).toMatch(/X-Forwarded-For/);
      expect(message).toMatch(/"1"/);
      expect(message).toMatch(/CIDR/);
    }
  });

  it.each(["banana", "10.0.0.0/33", "10.0.0.1/8/1", "11"])(
    "names the variable and the expected form for %j",
    (value) => {
      const message = errorOf({ TRUST_PROXY: value });
      expect(message).toMatch(/TRUST_PROXY/);
      expect(message).toMatch(/number of proxies/);
    },
  );
});

describe("TRUST_PROXY never trusts everyone", () => {
  /** The one line about TRUST_PROXY in the start-up error (the documented form: "  TRUST_PROXY: …"). */
  const trustLine = (value: string) => {
    const lines = errorOf({ TRUST_PROXY: value }).split("\n").slice(1);
    expect(lines, value).toHaveLength(1);
    expect(lines[0], value).toMatch(/^ {2}TRUST_PROXY: /);
    return lines[0]!;
  };

  it.each([
    ["0.0.0.0/1,128.0.0.0/1", /public addresses far beyond a proxy network/], // all of IPv4, in two halves
    ["0.0.0.0/0", /trusts every IPv4 address/],
    ["::/0", /trusts every IPv6 address/],
    ["10.0.0.0/0", /trusts every IPv4 address/],
    ["10.0.0.0/0.0.0.0", /trusts every IPv4 address/],
    ["::ffff:0.0.0.0/96", /trusts every IPv4 address/], // all of IPv4, written as IPv6
    ["127.0.0.1,1.0.0.0/8", /wider than \/12/],
    ["2000::/3", /wider than \/28/],
    [Array.from({ length: 17 }, (_, i) => `${i + 20}.0.0.0/12`).join(","), /together these ranges/],
    // IPv6: a public range wider than a CDN's, a link-local range widened past fe80::/10, many CDN-sized ones.
    ["2606:4700::/27", /wider than \/28/],
    ["fe80::/9", /wider than \/28/],
    [
      Array.from({ length: 17 }, (_, i) => `2600:${(i * 16).toString(16)}::/28`).join(","),
      /together these ranges trust more public IPv6 addresses/,
    ],
    // IPv4-mapped IPv6 ranges are judged as the IPv4 ranges they stand for.
    ["::ffff:1.0.0.0/104", /wider than \/12/], // 1.0.0.0/8
    ["::ffff:10.0.0.0/96", /trusts every IPv4 address/], // the prefix covers only the mapping: all of IPv4
    [
      Array.from({ length: 17 }, (_, i) => `::ffff:${i + 20}.0.0.0/108`).join(","),
      /together these ranges trust more public IPv4 addresses/,
    ],
  ])("refuses %s in one line, saying why", (value, why) => {
    const line = trustLine(value);
    expect(line).toMatch(why);
    expect(line).toMatch(/rate limit/);
    expect(line).toMatch(/number of proxies/);
  });

  it.each([
    "10.0.0.0/",
    "10.0.0.0/-1",
    "10.0.0.0/255.0.255.0",
    "::1/255.0.0.0",
    "fe80::1%eth0",
    "10.0.0.0/8,",
    "1.2.3",
    "10.0.0.0/0x8",
  ])("refuses the malformed %j in one line", (value) => {
    if (value === "10.0.0.0/8,")
      return expect(loadConfig({ TRUST_PROXY: value }).app.trustProxy).toEqual(["10.0.0.0/8"]); // a trailing comma is only a separator
    expect(trustLine(value)).toMatch(/is not an IP address or CIDR range; expected the number of proxies/);
  });

  it("accepts private networks, loopback and a CDN's published ranges", () => {
    for (const value of [
      "10.0.0.0/8,172.16.0.0/12,192.168.0.0/16,fc00::/7",
      "127.0.0.1/8,::1",
      "104.16.0.0/13,172.64.0.0/13,2a06:98c0::/29",
      "2600:9000::/28",
      "::ffff:10.0.0.0/104",
      "10.0.0.0/255.0.0.0",
      // IPv6: loopback, link-local, unique-local, a CDN's /32 and its widest published /28
      "::1/128,fe80::/10,fd12:3456::/48",
      "2606:4700::/32,2600:9000::/28",
      // IPv4-mapped: private and loopback addresses as IPv6 sees them on a dual-stack socket
      "::ffff:192.168.0.0/112,::ffff:127.0.0.1",
      "::ffff:104.16.0.0/109", // 104.16.0.0/13, a CDN's widest IPv4 range
    ])
      expect(loadConfig({ TRUST_PROXY: value }).app.trustProxy, value).toEqual(value.split(","));
    expect(WIDEST_PUBLIC_PROXY_RANGE).toEqual({ 4: 12, 6: 28 });
  });

  it("whatever a range looks like, it is refused in one line or Fastify takes it (never a TypeError at start-up)", () => {
    const octet = fc.integer({ min: 0, max: 255 });
    const v4 = fc.tuple(octet, octet, octet, octet).map((o) => o.join("."));
    const v6 = fc.array(fc.integer({ min: 0, max: 0xffff }), { minLength: 8, maxLength: 8 }).map((g) =>
      g
        .map((x) => x.toString(16))
        .join(":")
        .replace(/(^|:)0(:0)+(:|$)/, "::"),
    );
    // Prefixes near the edges (every address, a CDN's width, past the end) come up often.
    const prefix = (max: number) =>
      fc.oneof(fc.constantFrom(0, 1, 2, 8, 11, 12, 13, 16, 27, 28, max, max + 1), fc.integer({ min: 0, max: max + 2 }));
    const mask = fc
      .integer({ min: 0, max: 32 })
      .map((n) =>
        [24, 16, 8, 0].map((shift) => ((n === 0 ? 0 : (0xffffffff << (32 - n)) >>> 0) >>> shift) & 255).join("."),
      );
    const entry = fc.oneof(
      { arbitrary: fc.tuple(v4, prefix(32)).map(([a, b]) => `${a}/${b}`), weight: 4 },
      { arbitrary: fc.tuple(v6, prefix(128)).map(([a, b]) => `${a}/${b}`), weight: 3 },
      {
        arbitrary: fc
          .tuple(fc.constantFrom("0.0.0.0", "10.0.0.0", "::", "::ffff:0.0.0.0", "fc00::"), prefix(32))
          .map(([a, b]) => `${a}/${b}`),
        weight: 3,
      },
      { arbitrary: fc.tuple(v4, fc.oneof(mask, v4)).map(([a, m]) => `${a}/${m}`), weight: 2 },
      {
        arbitrary: fc
          .tuple(fc.constantFrom("::ffff:", "::"), v4, fc.integer({ min: 80, max: 130 }))
          .map(([p, a, b]) => `${p}${a}/${b}`),
        weight: 2,
      },
      { arbitrary: fc.oneof(v4, v6), weight: 1 },
      {
        arbitrary: fc.constantFrom("loopback", "linklocal", "uniquelocal", "localhost", "*", "0/0", "1.2.3.4/", "/8"),
        weight: 1,
      },
    );
    let accepted = 0;
    fc.assert(
      fc.property(fc.array(entry, { minLength: 1, maxLength: 3 }), (entries) => {
        const value = entries.join(",");
        let trust: unknown;
        try {
          trust = loadConfig({ TRUST_PROXY: value }).app.trustProxy;
        } catch (error) {
          const lines = (error as Error).message.split("\n");
          expect(lines, value).toHaveLength(2);
          expect(lines[1], value).toMatch(/^ {2}TRUST_PROXY: "[^"]*" |^ {2}TRUST_PROXY: together/);
          return;
        }
        // Accepted: Fastify compiles it (its proxy-addr throws TypeError on what it cannot read).
        accepted++;
        const app = Fastify({ trustProxy: connectionOptions({ trustProxy: trust as string[] }).trustProxy });
        void app.close();
        // And nothing accepted holds a range of every address.
        for (const e of entries) expect(e, value).not.toMatch(/\/0+$|\/0\.0\.0\.0$/);
      }),
      { numRuns: 500 },
    );
    expect(accepted).toBeGreaterThan(25); // both sides of the property were exercised
  });

  it("a list given in code (buildApp's options) is checked the same way, in one line naming TRUST_PROXY", () => {
    expect(() => connectionOptions({ trustProxy: ["0.0.0.0/0"] })).toThrow(
      /^TRUST_PROXY: "0\.0\.0\.0\/0" trusts every IPv4 address/,
    );
    expect(() => connectionOptions({ trustProxy: ["10.0.0.0/33"] })).toThrow(
      /^TRUST_PROXY: "10\.0\.0\.0\/33" is not an IP address or CIDR range/,
    );
  });
});

describe("CORS_ORIGINS", () => {
  it("reads *, exact origins and wildcard subdomain patterns", () => {
    expect(parseCorsOrigins("*")).toBe("*");
    expect(parseCorsOrigins("")).toBe("*");
    const [exact, wildcard] = parseCorsOrigins("https://Partner.example/, https://*.googleusercontent.com") as [
      string,
      RegExp,
    ];
    expect(exact).toBe("https://partner.example");
    expect(wildcard).toBeInstanceOf(RegExp);
    for (const ok of ["https://abc123-sites.googleusercontent.com", "https://a.b.googleusercontent.com"])
      expect(wildcard.test(ok), ok).toBe(true);
    for (const no of [
      "https://googleusercontent.com", // the bare domain is not a subdomain
      "http://abc.googleusercontent.com", // another scheme
      "https://abc.googleusercontent.com:8443", // another port
      "https://abc.googleusercontent.com.evil.example",
      "https://evilgoogleusercontent.com",
      "https://abc.googleusercontentXcom",
    ])
      expect(wildcard.test(no), no).toBe(false);
    // Under a registrable domain, also one of the Public Suffix List's private section.
    for (const ok of ["https://*.example.co.uk", "https://*.partner.github.io"])
      expect(parseCorsOrigins(ok), ok).toHaveLength(1);
    const [withPort] = parseCorsOrigins("http://*.localhost.example:8080") as [RegExp];
    expect(withPort.test("http://a.localhost.example:8080")).toBe(true);
    expect(withPort.test("http://a.localhost.example")).toBe(false);
  });

  it.each([
    ["partner.example", /has no scheme: write it as https:\/\/partner\.example/],
    ["localhost:3000", /has no scheme/],
    ["https://partner.example/embed", /is not an origin/],
    ["https://*", /not an origin|wildcard/],
    ["https://foo.*.example.com", /wildcard may only stand for the first labels/],
    ["https://*.com", /every site under \.com/],
    // The Public Suffix List, ICANN and private sections: names anyone can register under.
    ["https://*.co.uk", /every site under \.co\.uk, a public suffix/],
    ["https://*.github.io", /every site under \.github\.io, a public suffix/],
    ["https://*.blogspot.com", /public suffix/],
    ["http://*.localhost", /public suffix/],
    ["https://*.10.0.0.1", /needs a domain name, not an IP address/],
    ["https://a.example,*", /must stand alone/],
  ])("explains what is wrong with %j, naming the variable", (value, reason) => {
    const message = errorOf({ CORS_ORIGINS: value });
    expect(message).toMatch(/CORS_ORIGINS/);
    expect(message).toMatch(reason);
    expect(message).not.toMatch(/Invalid URL/);
  });
});

describe("REDIS_URL and REDIS_PREFIX", () => {
  it("uses the site's host as the key space unless REDIS_PREFIX names one", () => {
    expect(loadConfig({}).app.redis).toBeUndefined();
    const redis = loadConfig({ REDIS_URL: "redis://cache.internal:6379/2" }).app.redis!;
    expect(redis.url).toBe("redis://cache.internal:6379/2");
    expect(redis.prefix).toBe(defaultRedisPrefix());
    expect(redis.prefix).toContain(new URL(business.siteUrl).host);
    expect(loadConfig({ REDIS_URL: "rediss://u:p@cache:6380", REDIS_PREFIX: "shop-a:" }).app.redis!.prefix).toBe(
      "shop-a:",
    );
  });

  it.each([
    [{ REDIS_URL: "localhost:6379" }, /REDIS_URL.*redis:\/\/host:6379/],
    [{ REDIS_URL: "http://cache:6379" }, /REDIS_URL/],
    [{ REDIS_URL: "redis://cache", REDIS_PREFIX: "has space" }, /REDIS_PREFIX/],
  ])("rejects %j, naming the variable and the form", (env, reason) => {
    expect(errorOf(env as Record<string, string>)).toMatch(reason);
  });
});

describe("every configuration error", () => {
  it("names each bad variable and the form it expects, all at once", () => {
    const message = errorOf({
      PORT: "eighty",
      LOG_LEVEL: "loud",
      CHAT_RATE_LIMIT_PER_MINUTE: "0",
      REQUEST_TIMEOUT_MS: "10",
      SHUTDOWN_TIMEOUT_MS: "-1",
      LLM_BASE_URL: "ftp://x",
    });
    const lines = message.split("\n").slice(1);
    expect(lines).toHaveLength(6);
    expect(message).toMatch(/PORT: "eighty" is not a whole number from 0 to 65,535/);
    expect(message).toMatch(/LOG_LEVEL: must be one of fatal, error, warn, info, debug, trace, silent/);
    expect(message).toMatch(/CHAT_RATE_LIMIT_PER_MINUTE: "0" is not a whole number from 1/);
    expect(message).toMatch(/REQUEST_TIMEOUT_MS: "10" is not a whole number from 1,000/);
    expect(message).toMatch(/SHUTDOWN_TIMEOUT_MS: "-1"/);
    expect(message).toMatch(/LLM_BASE_URL: must be an http\(s\) URL/);
  });

  it("reads an empty variable as unset", () => {
    const config = loadConfig({ REDIS_URL: "", LLM_BASE_URL: " ", HOST: "", PORT: "" });
    expect(config.app.redis).toBeUndefined();
    expect(config.app.llm).toBeUndefined();
    expect(config.host).toBe("localhost");
    expect(config.port).toBe(8080);
  });

  it("reads the timeouts", () => {
    const config = loadConfig({ REQUEST_TIMEOUT_MS: "5000", SHUTDOWN_TIMEOUT_MS: "2000" });
    expect(config.app.requestTimeoutMs).toBe(5000);
    expect(config.shutdownTimeoutMs).toBe(2000);
  });
});

describe("the SMS provider's variables", () => {
  const SMS = {
    SMS_ACCOUNT_SID: "AC0123456789abcdef0123456789abcdef",
    SMS_AUTH_TOKEN: "0123456789abcdef0123456789abcdef",
    SMS_FROM: "+14785550100",
  };

  it("without them, no texts; with them, Twilio's address unless SMS_API_URL names another provider's", () => {
    expect(loadConfig({}).app.booking?.sms).toBeUndefined();
    expect(loadConfig(SMS).app.booking?.sms).toEqual({
      apiUrl: "https://api.twilio.com",
      accountSid: SMS.SMS_ACCOUNT_SID,
      authToken: SMS.SMS_AUTH_TOKEN,
      from: SMS.SMS_FROM,
    });
    expect(loadConfig({ ...SMS, SMS_API_URL: "https://sms.example.net" }).app.booking?.sms?.apiUrl).toBe(
      "https://sms.example.net",
    );
  });

  it("names each one missing when only some are set, and a number that is not E.164", () => {
    const message = errorOf({ SMS_ACCOUNT_SID: SMS.SMS_ACCOUNT_SID });
    expect(message).toMatch(/SMS_AUTH_TOKEN: must be set with the other SMS_ variables/);
    expect(message).toMatch(/SMS_FROM: must be set with the other SMS_ variables/);
    expect(errorOf({ ...SMS, SMS_FROM: "(478) 555-0100" })).toMatch(
      /SMS_FROM: must be the shop's texting number in E.164/,
    );
    expect(errorOf({ ...SMS, SMS_AUTH_TOKEN: "short" })).toMatch(/SMS_AUTH_TOKEN: must be the provider's auth token/);
  });
});

describe("LINK_KEY", () => {
  const bytes = Buffer.from(Array.from({ length: 32 }, (_, i) => i * 7));

  it("reads 32 or more bytes as hex or base64", () => {
    expect(loadConfig({ LINK_KEY: bytes.toString("hex") }).app.booking?.linkKey).toEqual(bytes);
    expect(loadConfig({ LINK_KEY: bytes.toString("base64") }).app.booking?.linkKey).toEqual(bytes);
    expect(loadConfig({ LINK_KEY: bytes.toString("base64url") }).app.booking?.linkKey).toEqual(bytes);
    expect(loadConfig({}).app.booking?.linkKey).toBeUndefined();
  });

  it("refuses fewer than 32 bytes, or what is neither hex nor base64, saying how to make one", () => {
    expect(errorOf({ LINK_KEY: bytes.subarray(0, 16).toString("hex") })).toMatch(
      /LINK_KEY: holds 16 bytes: expected at least 32 random bytes, as 64 hex characters \(openssl rand -hex 32\)/,
    );
    expect(errorOf({ LINK_KEY: "not a key at all!" })).toMatch(/LINK_KEY: is neither hex nor base64/);
  });

  it("passes SESSION_KEY on to booking, whose links' key is derived from it when LINK_KEY is not set", () => {
    const sessionKey = bytes.toString("hex");
    expect(loadConfig({ SESSION_KEY: sessionKey }).app.booking?.sessionKey).toBe(sessionKey);
  });
});

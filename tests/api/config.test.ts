// The environment as the server reads it (api/config.ts): every bad value stops the start-up with a
// message naming the variable and the form it expects; TRUST_PROXY and CORS_ORIGINS in all their forms.
import { describe, expect, it } from "vitest";
import { defaultRedisPrefix, loadConfig, parseCorsOrigins } from "../../api/config.ts";
import { business } from "../../site/lib/facts.ts";

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

  it.each(["banana", "10.0.0.0/33", "10.0.0.1/8/1", "11"])("names the variable and the expected form for %j", (value) => {
    const message = errorOf({ TRUST_PROXY: value });
    expect(message).toMatch(/TRUST_PROXY/);
    expect(message).toMatch(/number of proxies/);
  });
});

describe("CORS_ORIGINS", () => {
  it("reads *, exact origins and wildcard subdomain patterns", () => {
    expect(parseCorsOrigins("*")).toBe("*");
    expect(parseCorsOrigins("")).toBe("*");
    const [exact, wildcard] = parseCorsOrigins("https://Partner.example/, https://*.googleusercontent.com") as [string, RegExp];
    expect(exact).toBe("https://partner.example");
    expect(wildcard).toBeInstanceOf(RegExp);
    for (const ok of ["https://abc123-sites.googleusercontent.com", "https://a.b.googleusercontent.com"]) expect(wildcard.test(ok), ok).toBe(true);
    for (const no of [
      "https://googleusercontent.com", // the bare domain is not a subdomain
      "http://abc.googleusercontent.com", // another scheme
      "https://abc.googleusercontent.com:8443", // another port
      "https://abc.googleusercontent.com.evil.example",
      "https://evilgoogleusercontent.com",
      "https://abc.googleusercontentXcom",
    ])
      expect(wildcard.test(no), no).toBe(false);
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
    expect(loadConfig({ REDIS_URL: "rediss://u:p@cache:6380", REDIS_PREFIX: "shop-a:" }).app.redis!.prefix).toBe("shop-a:");
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

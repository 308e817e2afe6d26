// CHAT_API_URL: where our own pages' chat sends its questions, for an owner who puts dist/ on a
// static host and runs the API on another address (docs/deployment.md, "On a static host or CDN"). Unset, the
// pages' <repair-chat> has no api attribute and calls the origin its script came from (one server
// does both). Set, it must be an absolute http(s) URL; only its origin is used, since the widget
// always posts to /api/troubleshooting-bot on it: a trailing "/" is accepted (it is the origin),
// a path, query, fragment or user name is refused rather than silently dropped. http:// is for this
// machine only (localhost, 127.0.0.1), or any address with LOCAL_BUILD=1: a public page on https
// cannot call an http API (mixed content), and the chat's questions would travel in the clear.
//
// The pages carry the origin (layout/Base.tsx); scripts/build/header-files.ts reads it back from them
// into the Content-Security-Policy's connect-src, so the policy always matches what the pages call.
// This file lives in site/ (not scripts/) so that copies of site/ built by the tests resolve it.

/** localhost and its subdomains, and the loopback addresses (as in scripts/build/site-url.ts). */
const LOCAL_HOST = /^(?:localhost|.+\.localhost|127(?:\.\d{1,3}){3}|\[::1\])$/i;
const EXAMPLE = "CHAT_API_URL=https://api.your-shop.com";

/**
 * The origin the pages' chat calls, from the environment: null when CHAT_API_URL is unset or empty.
 * Throws an Error naming CHAT_API_URL when the value cannot be used.
 */
export function chatApiOriginOf(env: NodeJS.ProcessEnv): string | null {
  const value = env.CHAT_API_URL?.trim() ?? "";
  if (value === "") return null;
  const fix = `Set CHAT_API_URL to the chat API's origin (the form https://host[:port], e.g. ${EXAMPLE}), or leave it unset when one server hosts both the site and the API.`;
  const refuse = (why: string) => new Error(`Refusing to build: CHAT_API_URL "${value}" ${why}. ${fix}`);
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw refuse("is not an absolute URL");
  }
  if (url.protocol !== "https:" && url.protocol !== "http:") throw refuse("is not an http(s) address");
  if (url.username !== "" || url.password !== "") throw refuse("has a user name or password");
  if (url.pathname !== "/" || url.search !== "" || url.hash !== "" || value.endsWith("?") || value.endsWith("#"))
    throw refuse(
      "has a path, query or fragment (only the origin is used: the chat posts to /api/troubleshooting-bot on it)",
    );
  const localBuild = /^(?:1|true|yes)$/i.test(env.LOCAL_BUILD ?? "");
  if (url.protocol === "http:" && !LOCAL_HOST.test(url.hostname) && !localBuild)
    throw refuse(
      "is http:// on a public address (pages on https cannot call it, and questions would travel unencrypted); use https://, or set LOCAL_BUILD=1 for a build meant only for this machine",
    );
  return url.origin;
}

/** The one read of CHAT_API_URL: the origin our pages' chat calls, or null for their own origin. */
export const chatApiOrigin = chatApiOriginOf(process.env);

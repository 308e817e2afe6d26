// CORS_ORIGINS: who may call the API from a browser.
import { parse as parseHost } from "tldts";
import { escapeRegExp } from "#shop/plain-text.ts";
import type { CorsOrigins } from "./options.ts";

const ORIGIN_FORM =
  '"*" or a comma-separated list of origins such as https://partner.example or https://*.example.com (scheme and host, no path)';

/**
 * Parses CORS_ORIGINS: "*" (any origin) or a comma-separated list of origins such as
 * https://partner.example, where `https://*.example.com` stands for any subdomain of example.com at
 * any depth (not example.com itself): a Google Sites embed runs on a *.googleusercontent.com host.
 * A wildcard must sit under a registrable domain by the Public Suffix List (tldts, with its private
 * section): `https://*.co.uk` or `https://*.github.io` would let every stranger's site call the API.
 */
export function parseCorsOrigins(value: string): CorsOrigins {
  if (value === "" || value === "*") return "*";
  return value
    .split(",")
    .map((o) => o.trim().replace(/\/+$/, ""))
    .filter(Boolean)
    .map((o): string | RegExp => {
      if (o === "*") throw new Error(`"*" must stand alone; expected ${ORIGIN_FORM}`);
      if (!/^[a-z][a-z0-9+.-]*:\/\//i.test(o))
        throw new Error(`"${o}" has no scheme: write it as https://${o.replace(/^\/+/, "")} (expected ${ORIGIN_FORM})`);
      const wildcard = /^(https?):\/\/\*\.(.+)$/i.exec(o);
      const exact = wildcard ? `${wildcard[1]!.toLowerCase()}://${wildcard[2]}` : o;
      let url: URL | undefined;
      try {
        url = new URL(exact);
      } catch {
        // reported below
      }
      if (!url || url.origin !== exact.toLowerCase() || exact.includes("*"))
        throw new Error(
          o.includes("*") && !wildcard
            ? `"${o}": a wildcard may only stand for the first labels of the host, as in https://*.example.com`
            : `"${o}" is not an origin; expected ${ORIGIN_FORM}`,
        );
      if (!wildcard) return url.origin;
      const host = parseHost(url.hostname, { allowPrivateDomains: true });
      if (host.isIp)
        throw new Error(`"${o}": a wildcard needs a domain name, not an IP address; expected ${ORIGIN_FORM}`);
      if (!host.domain)
        throw new Error(
          `"${o}" would allow every site under .${url.hostname}, a public suffix (Public Suffix List) under which sites of different owners live; name a domain of your own, as in https://*.example.com`,
        );
      const port = url.port ? `:${url.port}` : "";
      return new RegExp(
        `^${escapeRegExp(url.protocol)}//(?:[a-z0-9-]+\\.)+${escapeRegExp(url.hostname)}${escapeRegExp(port)}$`,
      );
    });
}

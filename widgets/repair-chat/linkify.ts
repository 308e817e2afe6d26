// Bot replies are text, never HTML. This splits a reply into text and link parts; React renders the
// text escaped, and only http(s) URLs, US phone numbers and our own site paths become links.
import { phone } from "virtual:shop-facts";

export type Part = { kind: "text"; text: string } | { kind: "link"; text: string; href: string; external: boolean };

const PATTERN =
  /(https?:\/\/[^\s<>"'`]+)|((?:\+1[\s.-]?)?\(?\b[2-9]\d{2}\)?[\s.-]?\d{3}[\s.-]\d{4}\b|\+1\d{10}\b)|((?:^|(?<=[\s(]))\/(?:iphone-[a-z0-9-]+-repair|pricing|embed)\/)/g;
const TRAILING = /[.,;:!?)\]}'"]+$/;

export function linkify(text: string, siteBase: string): Part[] {
  const parts: Part[] = [];
  let last = 0;
  const push = (t: string) => {
    if (t) parts.push({ kind: "text", text: t });
  };
  for (const match of text.matchAll(PATTERN)) {
    const start = match.index;
    let value = match[0];
    let href: string;
    let external = false;
    if (match[1]) {
      // Keep sentence punctuation out of the link: "see https://example.com." ends before the dot.
      value = value.replace(TRAILING, "");
      try {
        const url = new URL(value);
        href = url.href;
        external = url.origin !== new URL(siteBase).origin;
      } catch {
        continue;
      }
    } else if (match[2]) {
      const digits = value.replace(/\D/g, "").replace(/^1(?=\d{10}$)/, "");
      href = `+1${digits}` === phone.e164 ? phone.href : `tel:+1${digits}`;
    } else {
      href = new URL(value, `${siteBase.replace(/\/+$/, "")}/`).href;
    }
    push(text.slice(last, start));
    parts.push({ kind: "link", text: value, href, external });
    last = start + value.length;
  }
  push(text.slice(last));
  return parts;
}

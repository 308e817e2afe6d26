// Bot replies are text, never HTML. This splits a reply into text and link parts by the one link
// policy the server also filters LLM replies with (shop/links.ts): only our site, the shop's
// phone and the directions to the shop (and an external pricing chart the facts name) become
// links; any other address or number is shown as plain text. React renders the text escaped.
import { links } from "virtual:shop-facts";
import { splitLinks } from "#shop/links.ts";

export type Part = { kind: "text"; text: string } | { kind: "link"; text: string; href: string; external: boolean };

export function linkify(text: string, siteBase: string): Part[] {
  const base = new URL(siteBase).origin;
  const parts: Part[] = [];
  for (const part of splitLinks(text, links, siteBase)) {
    const previous = parts.at(-1);
    if (part.kind === "link") {
      const external = part.to !== "phone" && new URL(part.href).origin !== base;
      parts.push({ kind: "link", text: part.text, href: part.href, external });
    } else if (previous?.kind === "text") previous.text += part.text;
    else parts.push({ kind: "text", text: part.text });
  }
  return parts;
}

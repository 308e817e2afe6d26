// One link policy for the chat, shared by the server and the widget: what in a reply is a link, and
// which links are allowed (our site, the shop's phone, the directions to the shop, and any other
// address the shop's facts name). The server removes every link this refuses from an LLM
// provider's reply (api/bot/say/llm-reply.ts); the widget links only what this allows and shows
// everything else as plain text (widgets/repair-chat/linkify.ts). Both call splitLinks, so what the
// server lets through is exactly what the widget links. Plain code, no zod, no facts imported: the
// widget bundles it (the policy's values come from virtual:shop-facts there, from facts.ts here).

export interface LinkPolicy {
  /** Our site (SITE_URL): any page of its origin is ours. */
  siteUrl: string;
  /** The shop's phone in E.164 ("+14785550142"): its tel: link and the written number, nothing else, dial. */
  phoneE164: string;
  /** Directions to the shop's address: the one maps address allowed, exactly. */
  mapsUrl: string;
  /** Other exact addresses the shop's facts name (an external pricing chart). */
  otherUrls: readonly string[];
}

/** The shop's policy from its profile: the server (from facts.ts) and the widget's build (shop-facts.ts) both make it here. */
export const shopLinkPolicy = (
  business: { siteUrl: string; phone: { e164: string }; pricingChartUrl?: string | undefined },
  mapsUrl: string,
): LinkPolicy => ({
  siteUrl: business.siteUrl,
  phoneE164: business.phone.e164,
  mapsUrl,
  otherUrls: business.pricingChartUrl ? [business.pricingChartUrl] : [],
});

export type LinkTarget = "site" | "phone" | "maps" | "facts";

export type LinkPart =
  | { kind: "text"; text: string }
  /** Allowed: `text` as written, `href` where it goes. */
  | { kind: "link"; text: string; href: string; to: LinkTarget }
  /** Link-like but not allowed: the server removes it, the widget shows it as text. */
  | { kind: "refused"; text: string };

/**
 * A US phone number as people write it: (478) 555-0142, 478.555.0142, 478-555-0142, +1 478 555 0142,
 * +14785550142. The one pattern the server and the widget use.
 */
export const US_PHONE = /(?:\+1[\s.-]?)?\(?\b[2-9]\d{2}\)?[\s.-]?\d{3}[\s.-]\d{4}\b|\+1\d{10}\b/g;

/** The ten digits of a North American number, without the country code. */
export const phoneDigits = (text: string) => text.replace(/\D/g, "").replace(/^1(?=\d{10}$)/, "");

/** A word: what lies between spaces and the characters no URL holds unescaped. */
const WORD = /[^\s<>"'`]+/g;
/** Around a word, what belongs to the sentence, not to the link: "(see https://x/)." */
const LEADING = /^[([{“‘«‹*_~]+/;
const TRAILING = /[.,;:!?)\]}”’»›*_~…]+$/;
/**
 * Link-like: a scheme with "//", a www. host, a protocol-relative "//", or a scheme browsers and
 * apps act on, anywhere in the word (glued to the text before it too: "ourhttps://…", "0142//evil.test").
 * Tested on the word folded to NFKC lower case, so full-width and other compatibility forms count.
 */
const LINKISH =
  /:\/\/|:\\\\|www\.|(?:^|[^:])\/\/|^\\\\|(?:https?|ftp|file|mailto|tel|callto|sms|mms|javascript|vbscript|data|blob|intent|facetime(?:-audio)?|skype|whatsapp|sips?|geo|maps|market|itms(?:-[a-z]+)?|view-source|about|chrome|content|wss?):(?=\S)/;
/**
 * A page of ours as the engine writes it: "/iphone-13-pro-repair/", "/pricing/", and the booking page
 * opened on a repair and a model ("/book/?service=screen&model=iphone-13-repair": plain words only).
 */
const SITE_PATH = /^\/(?:[a-z0-9-]+\/)+(?:\?[a-z0-9-]+=[a-z0-9-]+(?:&[a-z0-9-]+=[a-z0-9-]+)*)?$/;
/** What an allowed address may be spelled with: printable ASCII and nothing that hides a second host. */
const PLAIN_URL = /^[!#-[\]-~]+$/;

const originOf = (url: string) => {
  try {
    return new URL(url).origin;
  } catch {
    return undefined;
  }
};
const hrefOf = (url: string) => {
  try {
    return new URL(url).href;
  } catch {
    return undefined;
  }
};

/** Where an allowed link-like word goes, or undefined when the policy refuses it. */
function allowed(word: string, policy: LinkPolicy): { href: string; to: LinkTarget } | undefined {
  if (!PLAIN_URL.test(word)) return undefined; // Unicode lookalikes, backslashes, quotes, controls
  if (/^tel:/i.test(word)) {
    const number = word.slice(4);
    if (!/^\+?[\d().-]+$/.test(number) || phoneDigits(number) !== phoneDigits(policy.phoneE164)) return undefined;
    return { href: `tel:${policy.phoneE164}`, to: "phone" };
  }
  const lower = word.toLowerCase();
  // One address per link: a second scheme or host inside it ("…/?u=https://…") is refused.
  if (lower.split("://").length !== 2 || !/^https?:\/\/[^/?#]/.test(lower)) return undefined;
  let url: URL;
  try {
    url = new URL(word);
  } catch {
    return undefined;
  }
  if (url.username || url.password) return undefined;
  if (url.href === hrefOf(policy.mapsUrl)) return { href: url.href, to: "maps" };
  if (policy.otherUrls.some((other) => hrefOf(other) === url.href)) return { href: url.href, to: "facts" };
  if (url.origin === originOf(policy.siteUrl)) return { href: url.href, to: "site" };
  return undefined;
}

/** The text of a reply in parts: text, allowed links, and link-like words the policy refuses. */
export function splitLinks(text: string, policy: LinkPolicy, base: string = policy.siteUrl): LinkPart[] {
  const parts: LinkPart[] = [];
  const pushText = (t: string) => {
    if (!t) return;
    // Phone numbers may span words, so they are looked for in the text between the link-like words.
    let last = 0;
    for (const match of t.matchAll(US_PHONE)) {
      if (match.index > last) addText(t.slice(last, match.index));
      parts.push(
        phoneDigits(match[0]) === phoneDigits(policy.phoneE164)
          ? { kind: "link", text: match[0], href: `tel:${policy.phoneE164}`, to: "phone" }
          : { kind: "refused", text: match[0] },
      );
      last = match.index + match[0].length;
    }
    addText(t.slice(last));
  };
  const addText = (t: string) => {
    if (!t) return;
    const prev = parts.at(-1);
    if (prev?.kind === "text") prev.text += t;
    else parts.push({ kind: "text", text: t });
  };

  let pending = ""; // text not yet searched for phone numbers
  let last = 0;
  for (const match of text.matchAll(WORD)) {
    const lead = LEADING.exec(match[0])?.[0] ?? "";
    const rest = match[0].slice(lead.length);
    const trail = TRAILING.exec(rest)?.[0] ?? "";
    const word = rest.slice(0, rest.length - trail.length);
    if (!word) continue;
    const start = match.index + lead.length;
    let part: LinkPart | undefined;
    if (LINKISH.test(word.normalize("NFKC").toLowerCase())) {
      const link = allowed(word, policy);
      part = link ? { kind: "link", text: word, ...link } : { kind: "refused", text: word };
    } else if (SITE_PATH.test(word)) {
      const href = new URL(word, `${base.replace(/\/+$/, "")}/`).href;
      part = { kind: "link", text: word, href, to: "site" };
    }
    if (!part) continue;
    pending += text.slice(last, start);
    pushText(pending);
    pending = "";
    parts.push(part);
    last = start + word.length;
  }
  pushText(pending + text.slice(last));
  return parts;
}

/** Only the allowed links of a text, in order. */
export const linksIn = (text: string, policy: LinkPolicy, base?: string) =>
  splitLinks(text, policy, base).filter((p): p is Extract<LinkPart, { kind: "link" }> => p.kind === "link");

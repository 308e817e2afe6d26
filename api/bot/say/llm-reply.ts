// What an LLM provider's reply may bring into the chat (askLlm in ../assistant.ts). The call never
// follows a redirect to another origin (the conversation would go to a host nobody configured);
// the body is read with a size cap and parsed into one-line errors; the text is folded to plain
// characters, and only the links the chat's one link policy allows survive (shop/links.ts, the
// module the widget links with); and every amount of money, duration, discount or warranty it
// states, in any notation, must be one the facts it was given hold (amounts.ts; else the local answer is sent).
import { z } from "zod";
import { business, mapsUrl } from "#shop/facts.ts";
import { shopLinkPolicy, splitLinks, type LinkPolicy } from "#shop/links.ts";

/** A completion is a few hundred bytes; anything past this is not an answer to show. */
export const MAX_PROVIDER_BYTES = 64 * 1024;
/** Same-origin 307/308 hops followed (a provider moving its API path); more is a loop. */
export const MAX_PROVIDER_REDIRECTS = 3;

/** One line for a log: a thrown message may hold newlines (a dump of what was parsed). */
export const oneLine = (text: string, max = 300) => {
  const line = text.replace(/\s+/g, " ").trim();
  return line.length > max ? `${line.slice(0, max - 1)}…` : line;
};

/**
 * POSTs to the provider without following redirects to another origin: fetch's own "follow" would
 * send the conversation (and the API key's request) on to any address a Location names. A 307 or
 * 308 to the same origin keeps the method and body and is followed; anything else that redirects
 * is a failure (the local engine answers).
 */
export async function postToProvider(url: string, init: RequestInit & { body: string }): Promise<Response> {
  let current = new URL(url);
  for (let hop = 0; ; hop++) {
    const res = await fetch(current, { ...init, method: "POST", redirect: "manual" });
    if (res.status < 300 || res.status > 399) return res;
    await res.body?.cancel();
    const location = res.headers.get("location");
    let next: URL | undefined;
    try {
      next = location ? new URL(location, current) : undefined;
    } catch {
      next = undefined;
    }
    if (!next) throw new Error(`provider answered ${res.status} without a usable Location`);
    if (next.origin !== current.origin)
      throw new Error(`provider redirected (${res.status}) to another origin; not followed`);
    if (res.status !== 307 && res.status !== 308)
      throw new Error(`provider answered ${res.status}, which would drop the request's body; not followed`);
    if (hop >= MAX_PROVIDER_REDIRECTS) throw new Error(`provider redirected more than ${MAX_PROVIDER_REDIRECTS} times`);
    current = next;
  }
}

/** Reads a fetch response's body, giving up (and cancelling the download) past `maxBytes`. */
export async function readCapped(res: Response, maxBytes = MAX_PROVIDER_BYTES): Promise<string> {
  const declared = Number(res.headers.get("content-length") ?? 0);
  if (declared > maxBytes) {
    await res.body?.cancel();
    throw new Error(`provider reply is ${declared} bytes, over ${maxBytes}`);
  }
  if (!res.body) return "";
  const reader = res.body.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.byteLength;
    if (total > maxBytes) {
      await reader.cancel();
      throw new Error(`provider reply over ${maxBytes} bytes`);
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks).toString("utf8");
}

const CompletionSchema = z.object({
  choices: z.array(z.object({ message: z.object({ content: z.string() }) })).min(1),
});

/** The completion's text, or an error of one line that names what is missing (never the body itself). */
export function parseCompletion(raw: string): string {
  let json: unknown;
  try {
    json = JSON.parse(raw);
  } catch {
    throw new Error(`provider reply is not JSON (${raw.length} characters)`);
  }
  const parsed = CompletionSchema.safeParse(json);
  if (!parsed.success) {
    const issues = parsed.error.issues.slice(0, 3).map((i) => `${i.path.join(".") || "(body)"}: ${i.message}`);
    throw new Error(oneLine(`provider reply is not a completion: ${issues.join("; ")}`));
  }
  return parsed.data.choices[0]!.message.content;
}

// --- links ------------------------------------------------------------------------------------------

/** Our site, our phone, the directions to our address, an external pricing chart: the widget's policy too. */
export const LINK_POLICY: LinkPolicy = shopLinkPolicy(business, mapsUrl);

/** Characters that hide what a text says: zero-width spaces, bidirectional overrides, soft hyphens. */
const INVISIBLE = /[\u00AD\u180E\u200B\u200E\u200F\u202A-\u202E\u2060-\u2064\u2066-\u2069\uFEFF]/g;

/** A reply in plain characters: compatibility forms folded (full-width "＄５" is "$5"), invisible ones dropped. */
export const plainCharacters = (text: string) => text.normalize("NFKC").replace(INVISIBLE, "");

const MARKDOWN_LINK = /\[([^\]\n]{1,200})\]\(\s*([^)\s]*)\s*\)/g;

/** One round of tidying: no holes, no empty brackets, no doubled commas. */
const tidyOnce = (text: string) =>
  text
    .replace(/\(\s*\)|\[\s*\]/g, "")
    .replace(/[ \t]{2,}/g, " ")
    .replace(/[ \t]+([.,;:!?])/g, "$1")
    .replace(/,(?:[ \t]*,)+/g, ",")
    .replace(/^[ \t]+|[ \t]+$/gm, "");

/**
 * Where links were taken out, tidied until nothing changes: emptying "( ( ) )" leaves "( )" for the
 * next round, and a reply filtered twice must read the same as once.
 */
function tidy(text: string): string {
  for (let next = tidyOnce(text); next !== text; next = tidyOnce(text)) text = next;
  return text;
}

/**
 * The reply in plain characters, without any link the policy refuses (shop/links.ts): what is left holds only links the
 * widget will make, and nothing it would refuse, since both split the text the same way. Removing
 * can join what surrounded a link, so the text is split again until nothing is refused.
 */
export function keepOwnLinks(text: string, policy: LinkPolicy = LINK_POLICY): string {
  let out = plainCharacters(text).replace(MARKDOWN_LINK, (_m, label: string, href: string) => {
    const [only, ...more] = splitLinks(href, policy);
    return only?.kind === "link" && only.text === href && more.length === 0 ? `${label} ${href}` : label;
  });
  for (let pass = 0; pass < 8; pass++) {
    out = tidy(out);
    const parts = splitLinks(out, policy);
    if (!parts.some((p) => p.kind === "refused")) return out;
    out = parts.map((p) => (p.kind === "refused" ? "" : p.text)).join("");
  }
  throw new Error("provider reply still holds links after filtering");
}

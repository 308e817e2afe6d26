// What an LLM provider's reply may bring into the chat (askLlm in assistant.ts): its body is read
// with a size cap, and only links to our own site, our phone and our directions survive, since the
// widget turns URLs and phone numbers in a reply into links the visitor may tap.
import { business, mapsUrl } from "../../site/lib/facts.ts";

/** A completion is a few hundred bytes; anything past this is not an answer to show. */
export const MAX_PROVIDER_BYTES = 64 * 1024;

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

const OUR_ORIGIN = new URL(business.siteUrl).origin;
const OUR_MAPS = new URL(mapsUrl).href;
const ourDigits = (e164: string) => e164.replace(/\D/g, "").replace(/^1(?=\d{10}$)/, "");
const OUR_PHONE = ourDigits(business.phone.e164);

/** Link-like tokens: URLs with a scheme, bare www. hosts, and the phone numbers the widget links. */
const LINKS =
  /\b(?:https?|ftp|file|mailto|javascript|vbscript|data|sms|tel):[^\s<>"'`]*|\bwww\.[^\s<>"'`]+|(?:\+1[\s.-]?)?\(?\b[2-9]\d{2}\)?[\s.-]?\d{3}[\s.-]\d{4}\b|\+1\d{10}\b/gi;
const MARKDOWN_LINK = /\[([^\]\n]{1,200})\]\(\s*([^)\s]*)\s*\)/g;
const TRAILING = /[.,;:!?)\]}'"]+$/;

function isOurs(link: string): boolean {
  if (/^tel:/i.test(link) || !/^[a-z][\w+.-]*:|^www\./i.test(link)) return ourDigits(link.replace(/^tel:/i, "")) === OUR_PHONE;
  if (!/^https?:/i.test(link)) return false;
  try {
    const url = new URL(link);
    return url.origin === OUR_ORIGIN || url.href === OUR_MAPS;
  } catch {
    return false;
  }
}

/** Removes every link that does not point to our site, our phone (tel:) or our directions URL. */
export function keepOwnLinks(text: string): string {
  return text
    .replace(MARKDOWN_LINK, (_m, label: string, href: string) => (isOurs(href) ? `${label} ${href}` : label))
    .replace(LINKS, (match) => {
      const link = match.replace(TRAILING, "");
      return isOurs(link) ? match : match.slice(link.length).replace(/[)\]}'"]/g, ""); // keep the sentence's punctuation
    })
    .replace(/\(\s*\)/g, "")
    .replace(/[ \t]{2,}/g, " ")
    .replace(/[ \t]+([.,;:!?])/g, "$1")
    .replace(/,(?:[ \t]*,)+/g, ",")
    .replace(/^[ \t]+|[ \t]+$/gm, "");
}

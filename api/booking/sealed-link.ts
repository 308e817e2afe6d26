// The visitor's private manage link, sealed while its email waits in the outbox. The database keeps only
// the token's hash; an email stored with the link in plain text would undo that until it is sent (and
// for as long as the mail server refuses it). So the stored email holds LINK_MARKER where the link goes,
// and the link itself sealed (AES-256-GCM) under a key that lives only in this process's memory: the
// outbox opens it and puts it in at the moment of sending. An email sealed by another process (a
// restart, another instance) cannot be opened: it goes with a sentence to call instead of the link.
import { createCipheriv, createDecipheriv, randomBytes } from "node:crypto";
import { business } from "#shop/facts.ts";
import { escapeText, foldLine } from "./ics.ts";
import type { EmailPayload } from "./notices.ts";

/** Stands in the stored text and .ics where the link goes: a URL, so the words' http(s) check holds. */
export const LINK_MARKER = "https://sealed-link.invalid/";

/** What the email says where the link would be, when its seal cannot be opened here. */
export const LINK_LOST = `(the private link shown when you booked; or call the shop at ${business.phone.display})`;

export interface LinkSeal {
  seal(link: string): string;
  /** The link, or undefined when it was not sealed with this key (or was altered). */
  open(sealed: string): string | undefined;
}

export function createLinkSeal(key: Buffer = randomBytes(32)): LinkSeal {
  return {
    seal(link) {
      const iv = randomBytes(12);
      const cipher = createCipheriv("aes-256-gcm", key, iv);
      const body = Buffer.concat([cipher.update(link, "utf8"), cipher.final()]);
      return Buffer.concat([iv, cipher.getAuthTag(), body]).toString("base64url");
    },
    open(sealed) {
      try {
        const bytes = Buffer.from(sealed, "base64url");
        const decipher = createDecipheriv("aes-256-gcm", key, bytes.subarray(0, 12));
        decipher.setAuthTag(bytes.subarray(12, 28));
        return Buffer.concat([decipher.update(bytes.subarray(28)), decipher.final()]).toString("utf8");
      } catch {
        return undefined;
      }
    },
  };
}

/** The stored .ics with a TEXT value replaced: unfolded, replaced (escaped as TEXT), folded again. */
const replaceInIcs = (ics: string, from: string, to: string) =>
  ics
    .replace(/\r\n[ \t]/g, "")
    .replaceAll(escapeText(from), escapeText(to))
    .split("\r\n")
    .map(foldLine)
    .join("\r\n");

/** An email as it is sent: the sealed link opened (or LINK_LOST) where the marker stands, the seal dropped. */
export function withLinkOpened(mail: EmailPayload, open: ((sealed: string) => string | undefined) | undefined) {
  if (!mail.link) return mail;
  const { link, ...rest } = mail;
  const url = open?.(link) ?? LINK_LOST;
  return {
    ...rest,
    text: rest.text.replaceAll(LINK_MARKER, url),
    ...(rest.ics ? { ics: { ...rest.ics, content: replaceInIcs(rest.ics.content, LINK_MARKER, url) } } : {}),
  };
}

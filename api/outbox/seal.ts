// The visitor's private manage link, sealed while its notice waits in the outbox (an email, a text) and
// with a sent text for a later 'R'. The database keeps only the token's hash; a notice stored with the
// link in plain text would undo that until it is sent (and for as long as a server refuses it). So the
// stored notice holds LINK_MARKER where the link goes, and the link itself sealed (AES-256-GCM); the
// outbox opens it and puts it in at the moment of sending.
//
// The key lives outside the database, so a copy of the database alone opens no link, and survives a
// restart or a deploy, so a reminder written days earlier still carries its link: LINK_KEY when set,
// else derived from SESSION_KEY, else from SMS_AUTH_TOKEN (HKDF under the seal's own label, so it never
// shares a key with the owner's cookie or the provider's signatures), else drawn at start and kept in
// memory, when a notice sealed before a restart goes with a sentence to call instead of the link.
import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from "node:crypto";
import { business } from "#shop/facts.ts";
import { escapeText, foldLine } from "./ics-text.ts";
import type { EmailPayload } from "./payloads.ts";

/** Stands in the stored text and .ics where the link goes: a URL, so the words' http(s) check holds. */
export const LINK_MARKER = "https://sealed-link.invalid/";

/** What the email says where the link would be, when its seal cannot be opened here. */
export const LINK_LOST = `(the private link shown when you booked; or call the shop at ${business.phone.display})`;

export interface LinkSeal {
  seal(link: string): string;
  /** The link, or undefined when it was not sealed with this key (or was altered). */
  open(sealed: string): string | undefined;
}

/** The fewest bytes a LINK_KEY may hold: AES-256's key, drawn at random. */
const LINK_KEY_BYTES = 32;
const LINK_KEY_FORM = "64 hex characters (openssl rand -hex 32) or base64 (openssl rand -base64 32)";

/** LINK_KEY's bytes from hex or base64 (api/config.ts reports the thrown message against the variable). */
export function parseLinkKey(value: string): Buffer {
  // Hex first: 64 hex characters would also read as base64, to other bytes.
  const bytes = /^(?:[0-9a-f]{2})+$/i.test(value)
    ? Buffer.from(value, "hex")
    : /^[A-Za-z0-9+/_-]+={0,2}$/.test(value)
      ? Buffer.from(value, "base64")
      : undefined;
  if (!bytes) throw new Error(`is neither hex nor base64: expected ${LINK_KEY_FORM}`);
  if (bytes.length < LINK_KEY_BYTES)
    throw new Error(
      `holds ${bytes.length} bytes: expected at least ${LINK_KEY_BYTES} random bytes, as ${LINK_KEY_FORM}`,
    );
  return bytes;
}

/** The variables the seal's key may come from, in the order they are tried. */
export interface LinkSecrets {
  linkKey?: Buffer;
  sessionKey?: string;
  smsAuthToken?: string;
}
export type LinkKeySource = "LINK_KEY" | "SESSION_KEY" | "SMS_AUTH_TOKEN" | "memory";

const derived = (secret: string) =>
  Buffer.from(hkdfSync("sha256", secret, "", "repair-shop private link seal", LINK_KEY_BYTES));

/** The seal's key and where it came from ("memory": none of the variables is set, and a restart loses it). */
export function linkKeyOf(secrets: LinkSecrets): { key: Buffer; source: LinkKeySource } {
  if (secrets.linkKey) return { key: secrets.linkKey, source: "LINK_KEY" };
  if (secrets.sessionKey) return { key: derived(secrets.sessionKey), source: "SESSION_KEY" };
  if (secrets.smsAuthToken) return { key: derived(secrets.smsAuthToken), source: "SMS_AUTH_TOKEN" };
  return { key: randomBytes(LINK_KEY_BYTES), source: "memory" };
}

export function createLinkSeal(key: Buffer = randomBytes(LINK_KEY_BYTES)): LinkSeal {
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

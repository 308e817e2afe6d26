// The private link a text carries, sealed while it waits (in the outbox, and with the sent text for a
// later 'R'): the database keeps only the token's hash, and a link stored in plain text would undo that.
// Unlike the emails' seal (a key in the process's memory), this key is derived from SMS_AUTH_TOKEN,
// which lives outside the database: a restart can still open a link for 'R', and a copy of the database
// alone opens none. A new auth token makes the old seals unreadable: 'R' then points to the confirmation.
import { hkdfSync } from "node:crypto";
import { createLinkSeal, type LinkSeal } from "../booking/sealed-link.ts";

export const createTextLinkSeal = (authToken: string): LinkSeal =>
  createLinkSeal(Buffer.from(hkdfSync("sha256", authToken, "", "repair-shop sms link seal", 32)));

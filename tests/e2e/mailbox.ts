// What the end-to-end run's mail server received (tests/helpers/smtp-mailbox.ts writes each message
// as a JSON file in E2E_MAILBOX_DIR): the specs poll it with expect.poll for the mail of their own
// visitor, whose address no other test uses.
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import type { StoredMail } from "../helpers/smtp-mailbox.ts";

const dir = process.env.E2E_MAILBOX_DIR ?? "";

/** Every message to `address` so far, oldest first. */
export function mailTo(address: string): StoredMail[] {
  return readdirSync(dir)
    .filter((name) => name.endsWith(".json") && !name.startsWith("."))
    .sort()
    .map((name) => JSON.parse(readFileSync(path.join(dir, name), "utf8")) as StoredMail)
    .filter((mail) => mail.to.includes(address));
}

/** The subjects of the messages to `address`, oldest first: what expect.poll compares. */
export const subjectsTo = (address: string) => mailTo(address).map((mail) => mail.subject);

/** An address of this test's own, so its mail is told apart from every other test's. */
export const visitorAddress = (tag: string) => `${tag}-${Math.random().toString(36).slice(2, 10)}@example.com`;

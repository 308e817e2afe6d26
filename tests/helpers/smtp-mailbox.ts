// The end-to-end run's mail server, as a process of its own that Playwright starts beside the API
// (playwright.config.ts, webServer): the SMTP server of tests/helpers/smtp-server.ts on SMTP_PORT,
// writing each message it accepts as one JSON file in MAILBOX_DIR, which the specs read
// (tests/e2e/mailbox.ts). Files rather than memory because the specs run in other processes (the
// workers) than the one that holds the server.
//
//   SMTP_PORT=2525 MAILBOX_DIR=/tmp/mail node --import tsx tests/helpers/smtp-mailbox.ts
import { randomUUID } from "node:crypto";
import { mkdirSync, renameSync, writeFileSync } from "node:fs";
import path from "node:path";
import { startSmtp } from "./smtp-server.ts";

/** One message as the specs read it: what a mail client shows, without the attachments' bytes. */
export interface StoredMail {
  to: string[];
  subject: string;
  text: string;
  attachments: string[];
}

const port = Number(process.env.SMTP_PORT);
const dir = process.env.MAILBOX_DIR;
if (!Number.isInteger(port) || port <= 0 || !dir) throw new Error("SMTP_PORT and MAILBOX_DIR must be set");
mkdirSync(dir, { recursive: true });

let written = 0;
const sink = await startSmtp(port, ({ to, mail }) => {
  const stored: StoredMail = {
    to,
    subject: mail.subject ?? "",
    text: mail.text ?? "",
    attachments: mail.attachments.map((a) => a.filename ?? ""),
  };
  // Written under another name and renamed, so a reader never sees half a file.
  const name = `${String(written++).padStart(6, "0")}-${randomUUID()}.json`;
  writeFileSync(path.join(dir, `.${name}`), JSON.stringify(stored));
  renameSync(path.join(dir, `.${name}`), path.join(dir, name));
});

for (const signal of ["SIGINT", "SIGTERM"] as const)
  process.once(signal, () => void sink.stop().then(() => process.exit(0)));
console.log(`SMTP mailbox on ${sink.url}, writing to ${dir}`);

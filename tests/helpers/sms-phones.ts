// The end-to-end run's SMS provider, as a process of its own that Playwright starts beside the API
// (playwright.config.ts, webServer), as it starts the mailbox (smtp-mailbox.ts): the fake provider of
// tests/helpers/sms-provider.ts on SMS_PORT, speaking the provider's real API for the account the server
// is given (SMS_ACCOUNT_SID, SMS_AUTH_TOKEN: a send with other credentials is refused, as the real one
// refuses it), writing each text it takes as one JSON file in TEXTS_DIR, which the specs read
// (tests/e2e/phones.ts). Files, since the specs run in other processes (the workers).
//
//   SMS_PORT=2526 TEXTS_DIR=/tmp/texts SMS_ACCOUNT_SID=AC… SMS_AUTH_TOKEN=… node --import tsx tests/helpers/sms-phones.ts
import { randomUUID } from "node:crypto";
import { mkdirSync, renameSync, writeFileSync } from "node:fs";
import path from "node:path";
import { startSmsProvider } from "./sms-provider.ts";

/** One text as the specs read it: to whom, from which number, what it says. */
export interface StoredText {
  to: string;
  from: string;
  body: string;
}

const port = Number(process.env.SMS_PORT);
const dir = process.env.TEXTS_DIR;
const { SMS_ACCOUNT_SID: accountSid, SMS_AUTH_TOKEN: authToken } = process.env;
if (!Number.isInteger(port) || port <= 0 || !dir || !accountSid || !authToken)
  throw new Error("SMS_PORT, TEXTS_DIR, SMS_ACCOUNT_SID and SMS_AUTH_TOKEN must be set");
mkdirSync(dir, { recursive: true });

let written = 0;
const provider = await startSmsProvider({
  port,
  accountSid,
  authToken,
  onText: ({ to, from, body }) => {
    const stored: StoredText = { to, from, body };
    // Written under another name and renamed, so a reader never sees half a file.
    const name = `${String(written++).padStart(6, "0")}-${randomUUID()}.json`;
    writeFileSync(path.join(dir, `.${name}`), JSON.stringify(stored));
    renameSync(path.join(dir, `.${name}`), path.join(dir, name));
  },
});

for (const signal of ["SIGINT", "SIGTERM"] as const)
  process.once(signal, () => void provider.stop().then(() => process.exit(0)));
console.log(`SMS provider on ${provider.url}, writing to ${dir}`);

// What the end-to-end run's SMS provider took (tests/helpers/sms-phones.ts writes each text as a JSON
// file in E2E_TEXTS_DIR): the specs poll it with expect.poll for the texts to their own visitor's
// number, which no other test uses.
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import type { StoredText } from "../helpers/sms-phones.ts";

const dir = process.env.E2E_TEXTS_DIR ?? "";

/** The bodies of every text to `phone` (E.164, as the server sends to it) so far, oldest first. */
export function textsTo(phone: string): string[] {
  return readdirSync(dir)
    .filter((name) => name.endsWith(".json") && !name.startsWith("."))
    .sort()
    .map((name) => JSON.parse(readFileSync(path.join(dir, name), "utf8")) as StoredText)
    .filter((text) => text.to === phone)
    .map((text) => text.body);
}

// Keyed hashes (HMAC-SHA256) of what is kept only as little as its use needs: a client's network
// (booking/client-key.ts), a number that said STOP (sms/store.ts). The key is drawn once and kept in the
// settings table, so every instance hashes alike and the counts hold across them.
import { createHmac, randomBytes } from "node:crypto";
import type { Settings } from "./settings.ts";

/** A keyed hash (HMAC-SHA256), its key drawn once and kept in the settings under `setting`. */
export function createKeyedHash(settings: Settings, setting: string) {
  /**
   * The key once it was found already kept: it is never replaced, so reading it again on every hash
   * (a booking's client, a STOP) cost a query each. One this process drew is read again next time, in
   * case another instance's draw landed after it.
   */
  let found: string | undefined;
  async function secret(): Promise<string> {
    if (found) return found;
    const kept = await settings.get(setting);
    if (kept) return (found = kept);
    await settings.set(setting, randomBytes(32).toString("base64url"));
    // Read back: of two instances drawing at once, both use the one that was written last.
    return (await settings.get(setting))!;
  }
  return async (value: string) =>
    createHmac("sha256", await secret())
      .update(value)
      .digest("base64url");
}

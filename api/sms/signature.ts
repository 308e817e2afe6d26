// The provider's request signature (Twilio's X-Twilio-Signature, which SignalWire and the others that
// speak the same API send too): HMAC-SHA1, keyed by the auth token, of the full public URL the provider
// posted to, followed by every form parameter's name and value, sorted by name; base64. Checked on the
// delivery reports and the inbound texts, so nobody else can mark a text delivered or speak for a number.
import { createHmac, timingSafeEqual } from "node:crypto";

/** The signature of a POST to `url` with these form fields, as the provider computes it. */
export function smsSignature(url: string, params: Record<string, string>, authToken: string): string {
  const data = Object.keys(params)
    .sort()
    .reduce((acc, name) => acc + name + params[name], url);
  return createHmac("sha1", authToken).update(data, "utf8").digest("base64");
}

/** Whether `signature` (the header, maybe missing) is the one for this URL and these fields. */
export function isValidSmsSignature(
  signature: string | undefined,
  url: string,
  params: Record<string, string>,
  authToken: string,
): boolean {
  if (!signature) return false;
  const expected = Buffer.from(smsSignature(url, params, authToken));
  const given = Buffer.from(signature);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

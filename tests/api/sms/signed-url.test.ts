// Behind a proxy (TRUST_PROXY), the URL the provider signed is still the site's public address
// (SITE_URL) and never one rebuilt from the request's Host or X-Forwarded-Host, which whoever sends
// the request chooses: a signature over SITE_URL's URL is accepted whatever those headers say, and
// one over a forged host's URL is refused. Over real parts: the app on loopback, the fake provider.
import { randomBytes } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { absoluteUrl } from "#shop/facts.ts";
import { smsSignature } from "../../../api/sms/signature.ts";
import { budget } from "../../helpers/budget.ts";
import { startTextsApp, type TextsApp } from "../../helpers/texts-app.ts";
import { randomVisitorPhone } from "../../helpers/visitor-phone.ts";

let served: TextsApp;

beforeAll(async () => {
  served = await startTextsApp("sms-proxy-", { trustProxy: 1 });
}, budget(60_000));

afterAll(async () => served?.close());

const FORGED = { "x-forwarded-host": "forged.example", "x-forwarded-proto": "https" };

/** An inbound text signed over `signedUrl`, sent to the app with `headers`. */
async function post(signedUrl: string, headers: Record<string, string>) {
  const params = {
    From: randomVisitorPhone(),
    To: served.sms.from,
    Body: "Is the screen in stock?",
    MessageSid: `SM${randomBytes(16).toString("hex")}`,
  };
  return fetch(`${served.base}/api/sms/inbound`, {
    method: "POST",
    headers: {
      "content-type": "application/x-www-form-urlencoded",
      "x-twilio-signature": smsSignature(signedUrl, params, served.sms.authToken),
      ...headers,
    },
    body: new URLSearchParams(params).toString(),
  });
}

describe("the signed URL behind TRUST_PROXY", () => {
  it("is SITE_URL's: a signature over it is accepted whatever Host and X-Forwarded-Host say", async () => {
    expect((await post(absoluteUrl("/api/sms/inbound"), FORGED)).status).toBe(200);
    expect((await post(absoluteUrl("/api/sms/inbound"), {})).status).toBe(200);
  });

  it("a signature over the forged host's URL is refused", async () => {
    expect((await post("https://forged.example/api/sms/inbound", FORGED)).status).toBe(403);
  });
});

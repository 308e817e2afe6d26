// A fake SMS provider on loopback for the texts' tests, speaking the part of Twilio's Messages API the
// server uses: POST …/Accounts/<sid>/Messages.json (form-encoded To, From, Body, StatusCallback; HTTP
// Basic with the account id and token, else 401) answering 201 with a MessageSid, and GET of the same
// address listing the messages sent (filtered by To and From, newest first). It can answer the next
// sends with a 5xx, take a message and never answer (a lost answer), hand the next one to the test
// before it answers (to kill the server, or to report on it first), and refuse the list as providers
// without it do; and it plays the provider's calls to the app: signed delivery reports and inbound
// texts, as the real one signs them.
import { randomBytes } from "node:crypto";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { smsSignature } from "../../api/sms/signature.ts";

export interface FakeText {
  sid: string;
  to: string;
  from: string;
  body: string;
  statusCallback?: string;
  createdAt: number;
}

export interface FakeSmsProvider {
  /** SMS_API_URL. */
  url: string;
  accountSid: string;
  authToken: string;
  from: string;
  /** Every message it took, in order. */
  texts: FakeText[];
  /** Send attempts it saw (POSTs), answered or not. */
  attempts: number;
  /** Look-ups it saw (GETs of the list), answered or refused. */
  lookups: number;
  /** The next `n` sends answer this status (default 503) and take nothing. */
  failNext(n: number, status?: number): void;
  /** The next `n` sends are taken but never answered (the server's timeout ends them). */
  hangNext(n: number): void;
  /**
   * The next message is taken, then given to `hook` with the function that sends its 201 (resolving once
   * written): the test decides what happens around the answer (a report first, the server killed).
   */
  interceptNext(hook: (text: FakeText, answer: () => Promise<void>) => Promise<void>): void;
  /** The list (the retry's look-up) answers this status from now on, as a provider without it does; undefined restores it. */
  refuseLookups(status: number | undefined): void;
  /** Posts a signed request to the app (`base`), signed for `publicBase` (SITE_URL) + `path`; resolves with its response. */
  post(
    base: string,
    path: string,
    params: Record<string, string>,
    options?: { publicBase?: string; signature?: string | null },
  ): Promise<Response>;
  stop(): Promise<void>;
}

const read = async (request: IncomingMessage) => {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString("utf8");
};

/** What a provider of a run fixes beforehand (tests/helpers/sms-phones.ts): its port, the account the server is given, who hears of each text. */
export interface SmsProviderOptions {
  port?: number;
  accountSid?: string;
  authToken?: string;
  from?: string;
  /** Called with each message it takes, as it takes it. */
  onText?: (text: FakeText) => void;
}

export async function startSmsProvider(options: SmsProviderOptions = {}): Promise<FakeSmsProvider> {
  const accountSid = options.accountSid ?? `AC${randomBytes(16).toString("hex")}`;
  const authToken = options.authToken ?? randomBytes(16).toString("hex");
  const from = options.from ?? "+14785550199";
  const texts: FakeText[] = [];
  let failing: { n: number; status: number } = { n: 0, status: 503 };
  let hanging = 0;
  let intercept: ((text: FakeText, answer: () => Promise<void>) => Promise<void>) | undefined;
  let refusing: number | undefined;
  let lookups = 0;
  const hung: ServerResponse[] = [];
  const path = `/2010-04-01/Accounts/${accountSid}/Messages.json`;
  let attempts = 0;

  const server = createServer((request, response) => {
    void (async () => {
      const url = new URL(request.url ?? "/", "http://fake");
      const body = await read(request);
      const auth = `Basic ${Buffer.from(`${accountSid}:${authToken}`).toString("base64")}`;
      if (url.pathname !== path) return void response.writeHead(404).end();
      if (request.headers.authorization !== auth)
        return void response.writeHead(401, { "content-type": "application/json" }).end('{"code":20003,"status":401}');
      if (request.method === "GET") {
        lookups++;
        if (refusing !== undefined)
          return void response.writeHead(refusing, { "content-type": "application/json" }).end('{"code":20404}');
        const to = url.searchParams.get("To");
        const sender = url.searchParams.get("From");
        const messages = texts
          .filter((t) => (!to || t.to === to) && (!sender || t.from === sender))
          .reverse()
          .map((t) => ({
            sid: t.sid,
            to: t.to,
            from: t.from,
            body: t.body,
            status: "sent",
            date_created: new Date(t.createdAt).toUTCString(),
          }));
        return void response.writeHead(200, { "content-type": "application/json" }).end(JSON.stringify({ messages }));
      }
      attempts++;
      if (failing.n > 0) {
        failing.n--;
        return void response.writeHead(failing.status, { "content-type": "application/json" }).end('{"code":20500}');
      }
      const form = new URLSearchParams(body);
      const text: FakeText = {
        sid: `SM${randomBytes(16).toString("hex")}`,
        to: form.get("To") ?? "",
        from: form.get("From") ?? "",
        body: form.get("Body") ?? "",
        statusCallback: form.get("StatusCallback") ?? undefined,
        createdAt: Date.now(),
      };
      if (!text.to || !text.from || !text.body)
        return void response.writeHead(400, { "content-type": "application/json" }).end('{"code":21604}');
      texts.push(text);
      options.onText?.(text);
      if (hanging > 0) {
        hanging--;
        hung.push(response);
        return;
      }
      const answer = () =>
        new Promise<void>((resolve) => {
          response.on("close", resolve);
          response
            .writeHead(201, { "content-type": "application/json" })
            .end(JSON.stringify({ sid: text.sid, status: "queued" }), resolve);
        });
      const hook = intercept;
      intercept = undefined;
      if (hook) await hook(text, answer);
      else await answer();
    })();
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, "127.0.0.1", resolve));
  const port = (server.address() as AddressInfo).port;

  return {
    url: `http://127.0.0.1:${port}`,
    accountSid,
    authToken,
    from,
    texts,
    get attempts() {
      return attempts;
    },
    get lookups() {
      return lookups;
    },
    failNext(n, status = 503) {
      failing = { n, status };
    },
    hangNext(n) {
      hanging = n;
    },
    interceptNext(hook) {
      intercept = hook;
    },
    refuseLookups(status) {
      refusing = status;
    },
    async post(base, route, params, options = {}) {
      const signature =
        options.signature === undefined
          ? smsSignature(`${options.publicBase ?? base}${route}`, params, authToken)
          : options.signature;
      return fetch(`${base}${route}`, {
        method: "POST",
        headers: {
          "content-type": "application/x-www-form-urlencoded",
          ...(signature === null ? {} : { "x-twilio-signature": signature }),
        },
        body: new URLSearchParams(params).toString(),
      });
    },
    async stop() {
      for (const response of hung) response.destroy();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

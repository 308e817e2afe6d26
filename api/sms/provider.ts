// The one call we make to the SMS provider, and the one look-up: Twilio's Messages API, which SignalWire
// and others offer at their own address. Our own small module rather than the `twilio` package (see
// docs/dependencies.md): two HTTP requests and a signature check do not need a client of several
// megabytes.
//
// Never twice: the Messages API takes no idempotency key, so a send whose answer was lost (a timeout,
// a dropped connection) may have been accepted. Before trying again, the sender lists the messages sent
// from the shop's number to that number (`GET …/Messages.json?To=&From=`, newest first; Twilio and its
// copies support these filters) and looks for one created since the first try with exactly the same
// body. Our bodies name the booking's reference and time, so two different notices never read alike.
// A provider that refuses the look-up (no list: 404, 405, 501) cannot tell us: the sender then gives the
// text up rather than risk it twice, and its email goes instead (sender.ts).
import { z } from "zod";

export interface SmsProviderConfig {
  /** SMS_API_URL: https://api.twilio.com, or another provider's address of the same API. */
  apiUrl: string;
  accountSid: string;
  authToken: string;
  /** The shop's number, E.164. */
  from: string;
  /** One request's whole time, connection to answer; default 10 s. */
  timeoutMs?: number;
}

/** Why a send did not go: `retry` for a 5xx, a 429 or a lost answer; `refused` when trying again cannot help. */
export class SmsSendError extends Error {
  constructor(
    readonly code: string,
    readonly retry: boolean,
  ) {
    super(code);
    this.name = "SmsSendError";
  }
}

const Sent = z.object({ sid: z.string().min(1), status: z.string().optional() });
const Listed = z.object({
  messages: z.array(z.object({ sid: z.string(), body: z.string().nullable(), date_created: z.string().nullable() })),
});

/** What a provider that has no list of messages answers its look-up: not found, not allowed, not implemented. */
const NO_LIST: ReadonlySet<string> = new Set(["http_404", "http_405", "http_501"]);

/** The provider keeps its clock, we keep ours: a message created this long before our first try still counts. */
const CLOCK_SLACK_MS = 5 * 60_000;

export function createSmsProvider(config: SmsProviderConfig) {
  const base = `${config.apiUrl.replace(/\/+$/, "")}/2010-04-01/Accounts/${encodeURIComponent(config.accountSid)}/Messages.json`;
  const auth = `Basic ${Buffer.from(`${config.accountSid}:${config.authToken}`).toString("base64")}`;
  const timeoutMs = config.timeoutMs ?? 10_000;

  async function call(url: string, init: RequestInit): Promise<unknown> {
    let response: Response;
    try {
      response = await fetch(url, {
        ...init,
        headers: { ...init.headers, authorization: auth, accept: "application/json" },
        redirect: "manual",
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch (error) {
      const e = error as { name?: string; cause?: { code?: string } };
      const code = e.name === "TimeoutError" || e.name === "AbortError" ? "timeout" : (e.cause?.code ?? "network");
      throw new SmsSendError(code, true);
    }
    // The provider's error text may quote the number: only the status is kept.
    if (!response.ok) {
      await response.body?.cancel().catch(() => {});
      const status = response.status;
      throw new SmsSendError(`http_${status}`, status >= 500 || status === 429);
    }
    try {
      return await response.json();
    } catch {
      throw new SmsSendError("bad_answer", true);
    }
  }

  return {
    from: config.from,

    /** Sends one text; resolves with the provider's MessageSid. */
    async send(message: { to: string; body: string; statusCallback?: string }): Promise<string> {
      const form = new URLSearchParams({ To: message.to, From: config.from, Body: message.body });
      if (message.statusCallback) form.set("StatusCallback", message.statusCallback);
      const answer = Sent.safeParse(
        await call(base, {
          method: "POST",
          headers: { "content-type": "application/x-www-form-urlencoded" },
          body: form.toString(),
        }),
      );
      if (!answer.success) throw new SmsSendError("bad_answer", true);
      return answer.data.sid;
    },

    /** The MessageSid of this very text if the provider already took it since `since` (epoch ms), else undefined. */
    async findSent(message: { to: string; body: string }, since: number): Promise<string | undefined> {
      const query = new URLSearchParams({ To: message.to, From: config.from, PageSize: "50" });
      let listed: unknown;
      try {
        listed = await call(`${base}?${query}`, { method: "GET" });
      } catch (error) {
        // A provider without the list (Twilio's API in part): asking again will not make it answer.
        if (error instanceof SmsSendError && NO_LIST.has(error.code)) throw new SmsSendError("lookup_refused", false);
        throw error;
      }
      const answer = Listed.safeParse(listed);
      if (!answer.success) throw new SmsSendError("bad_answer", true);
      return answer.data.messages.find(
        (m) =>
          m.body === message.body && m.date_created !== null && Date.parse(m.date_created) >= since - CLOCK_SLACK_MS,
      )?.sid;
    },
  };
}
export type SmsProvider = ReturnType<typeof createSmsProvider>;

// The provider's two calls to us: delivery reports (POST /api/sms/status) and texts from visitors
// (POST /api/sms/inbound), both form-encoded and signed (signature.ts). An unsigned or wrongly signed
// request is 403 and changes nothing. The public URL the provider signed is always the site's (SITE_URL),
// behind a proxy too: Host and X-Forwarded-Host are chosen by whoever sends the request.
//
// An inbound text answers with TwiML: the provider sends our <Message> back to the visitor at once (the
// reply to HELP, a confirmation, the link), in the language of the number's latest booking, else of
// the visitor's word; after STOP only HELP is answered, until START. Nothing
// the visitor wrote is logged, nor their number.
import formbody from "@fastify/formbody";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { z } from "zod";
import { absoluteUrl, shopLanguage } from "#shop/facts.ts";
import type { Language } from "#shop/languages.ts";
import { keywordLanguage, keywordsOf, type Keyword } from "./keywords.ts";
import type { ReplyBooking } from "./port.ts";
import { CHANNEL_WORDS } from "./replies.ts";
import { isValidSmsSignature } from "./signature.ts";
import { SMS_INBOUND_PATH, SMS_STATUS_PATH, type Texts } from "./texts.ts";

export interface SmsRouteOptions {
  texts: Texts;
}

const Status = z.object({ MessageSid: z.string().min(1).max(64), MessageStatus: z.string().min(1).max(32) });
const Inbound = z.object({
  From: z.string().regex(/^\+[1-9]\d{7,14}$/),
  Body: z.string().max(1600).default(""),
  MessageSid: z.string().min(1).max(64),
});

const xml = (s: string) => s.replace(/[<>&'"]/g, (c) => `&#${c.charCodeAt(0)};`);
const twiml = (reply: FastifyReply, message?: string) =>
  reply
    .header("cache-control", "no-store")
    .type("text/xml; charset=utf-8")
    .send(
      `<?xml version="1.0" encoding="UTF-8"?><Response>${message ? `<Message>${xml(message)}</Message>` : ""}</Response>`,
    );

export async function smsRoutes(app: FastifyInstance, opts: SmsRouteOptions) {
  const { texts } = opts;
  await app.register(formbody, { bodyLimit: 16 * 1024 });

  const publicUrl = (request: FastifyRequest) => absoluteUrl(request.url);

  // Signed by the provider, or 403 before anything is read or written.
  app.addHook("preHandler", async (request, reply) => {
    const params = Object.fromEntries(
      Object.entries((request.body ?? {}) as Record<string, unknown>).map(([k, v]) => [k, String(v)]),
    );
    const signature = request.headers["x-twilio-signature"];
    if (
      !isValidSmsSignature(
        typeof signature === "string" ? signature : undefined,
        publicUrl(request),
        params,
        texts.authToken,
      )
    ) {
      request.log.warn({ sms: request.url.split("?")[0] }, "sms request refused: bad or missing signature");
      return reply
        .code(403)
        .header("cache-control", "no-store")
        .send({ error: "forbidden", message: "Bad signature." });
    }
  });

  app.post(SMS_STATUS_PATH, async (request, reply) => {
    const report = Status.safeParse(request.body);
    if (!report.success)
      return reply.code(400).send({ error: "invalid", message: "MessageSid and MessageStatus are required." });
    // A report for a sid not stored yet is kept and applied when it is (it can outrun the provider's answer).
    const known = await texts.store.report(
      report.data.MessageSid,
      report.data.MessageStatus.toLowerCase(),
      texts.now(),
    );
    if (known?.fellBack) texts.kick();
    request.log.info(
      {
        sms: "status",
        status: report.data.MessageStatus,
        known: known !== undefined,
        fellBack: known?.fellBack ?? false,
      },
      "sms status",
    );
    return reply.code(204).header("cache-control", "no-store").send();
  });

  app.post(SMS_INBOUND_PATH, async (request, reply) => {
    const text = Inbound.safeParse(request.body);
    if (!text.success)
      return reply.code(400).send({ error: "invalid", message: "From, Body and MessageSid are required." });
    const { From: from, Body: body, MessageSid: sid } = text.data;
    const keywords = keywordsOf(body);
    const now = texts.now();
    // A replay of a text already taken (the provider's retry) is answered 200 and changes nothing.
    if (!(await texts.store.takeInbound(sid, now))) {
      request.log.info({ sms: "inbound", replay: true }, "sms received again: ignored");
      return twiml(reply);
    }
    request.log.info({ sms: "inbound", keywords }, "sms received");
    try {
      return await answer(reply, { from, body, sid, keywords, now });
    } catch (error) {
      // Not handled: the provider's retry of it is taken again.
      await texts.store.giveBackInbound(sid);
      throw error;
    }
  });

  async function answer(
    reply: FastifyReply,
    {
      from,
      body,
      sid,
      keywords,
      now,
    }: { from: string; body: string; sid: string; keywords: readonly Keyword[]; now: number },
  ) {
    // The answer's language: the number's latest booking's, else the word's (as the shop speaks it).
    const language = async () => (await texts.bookings()?.languageOf(from)) ?? shopLanguage(keywordLanguage(body));
    if (keywords.includes("stop")) {
      await texts.store.optOut(from, now);
      // The provider confirms an English opt-out itself (carriers require it to); it knows no Spanish
      // word, so a Spanish one is confirmed here, once, in the number's language.
      return twiml(reply, keywordLanguage(body) === "es" ? CHANNEL_WORDS.optedOut(await language()) : undefined);
    }
    if (keywords.includes("start")) await texts.store.optIn(from);
    // HELP is answered even after STOP: the carriers' rules (CTIA handbook, Twilio) require it.
    if (keywords.includes("help")) return twiml(reply, CHANNEL_WORDS.help(await language()));

    const bookings = texts.bookings();
    const live = bookings ? await bookings.liveOf(from, now) : [];
    // After STOP, until START, nothing is texted to the number: 'C' still confirms (the visitor's
    // wish), silently, and 'R' sends no link.
    const silent = keywords.length > 0 && !keywords.includes("start") && (await texts.store.isOptedOut(from));
    if (keywords.includes("confirm")) {
      const message = await confirm(live, now);
      if (silent) return twiml(reply);
      return twiml(
        reply,
        message ?? (keywords.includes("start") ? undefined : CHANNEL_WORDS.noBooking(await language())),
      );
    }
    if (keywords.includes("link")) return twiml(reply, silent ? undefined : await linkFor(live[0], await language()));
    if (keywords.length > 0) return twiml(reply);

    await texts.store.addReply({ phone: from, body, sid, at: now, bookingIds: live.map((b) => b.id) });
    return twiml(reply);
  }

  /** 'C' (or 'YES') answering a reminder: the soonest visit still to confirm is confirmed (booking's port). */
  async function confirm(live: ReplyBooking[], now: number): Promise<string | undefined> {
    return texts.bookings()?.confirm(live, now);
  }

  /**
   * 'R': the latest live booking's private link, opened now (never logged): the one kept sealed with
   * the booking, else (a booking from before it was kept) the one last texted for it.
   */
  async function linkFor(latest: ReplyBooking | undefined, language: Language): Promise<string> {
    const bookings = texts.bookings();
    if (!latest || !bookings) return CHANNEL_WORDS.noBooking(language);
    const sealed = (await bookings.sealedLinkOf(latest.id)) ?? (await texts.store.linkOf(latest.id));
    const link = sealed ? texts.seal.open(sealed) : undefined;
    return (link && (await bookings.linkWords(latest.id, link))) || CHANNEL_WORDS.noLink(language);
  }
}

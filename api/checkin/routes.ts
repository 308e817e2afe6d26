// The visitor's side of the check-in, under their private link: the photos (served only here and on the
// owner's desk, never from a public address) and signing the repair terms without JavaScript. A photo of
// another booking is not found through this link, and a signature carries the link's own booking. The
// pickup is confirmed the same way once the phone is ready ("I have my phone back and it works").
import formbody from "@fastify/formbody";
import type { FastifyInstance, FastifyReply } from "fastify";
import { createElement as h } from "react";
import { booking as rules, shopLanguage } from "#shop/facts.ts";
import { isIn } from "#shop/repair-states.ts";
import { BookFrame } from "../../site/ui/book/BookPage.tsx";
import { renderDocument } from "../../site/ui/document.ts";
import type { BookingService } from "../booking/service.ts";
import type { CheckinStore } from "./store.ts";
import { readSignForm, termsWords } from "./terms.ts";
import { PICKUP_STATES } from "./TrackerSection.tsx";
import { bookingIn } from "../../site/ui/i18n/content.ts";
import { type Language } from "../../site/ui/i18n/language.ts";
import { WORDS } from "../../site/ui/i18n/words.ts";

export interface CheckinRoutesOptions {
  checkin: CheckinStore;
  booking: BookingService;
  now: () => Date;
  /** The site's CSS as the build wrote it (api/static-host.ts builtCssOf). */
  css: () => Promise<string>;
}

const PRIVATE = { "cache-control": "no-store", "x-robots-tag": "noindex", "referrer-policy": "no-referrer" };

export async function checkinVisitorRoutes(app: FastifyInstance, opts: CheckinRoutesOptions) {
  await app.register(formbody, { bodyLimit: 4 * 1024 });

  app.get<{ Params: { token: string; photo: string } }>("/book/manage/:token/photos/:photo", async (request, reply) => {
    const b = await opts.booking.byToken(request.params.token);
    const bytes = b && (await opts.checkin.photo(b.id, request.params.photo));
    if (!bytes) return reply.callNotFound();
    return reply.headers(PRIVATE).header("content-disposition", "inline").type("image/jpeg").send(bytes);
  });

  // Signing the terms, or confirming the pickup: the same form (a typed name and a tick), kept the same way.
  // What is kept is what the tracker showed: the words in the booking's language, with the version.
  for (const kind of ["terms", "pickup"] as const)
    app.post<{ Params: { token: string } }>(`/book/manage/:token/${kind}`, async (request, reply) => {
      const b = await opts.booking.byToken(request.params.token);
      const lang = shopLanguage(b?.lang ?? "en");
      const shown = bookingIn(lang, rules);
      const what =
        kind === "terms"
          ? shown.terms && { version: shown.terms.version, words: termsWords(shown.terms) }
          : shown.checkIn.pickup;
      if (!b || !what) return reply.callNotFound();
      const token = request.params.token;
      const refuse = (status: number, code: string, message: string) =>
        refusal(reply, status, code, message, token, opts, lang);
      if (kind === "pickup" && !isIn(PICKUP_STATES, b.state))
        return refuse(409, "not_ready", "The phone is not ready for pickup yet.");
      const read = readSignForm(request.body, { reference: b.reference, version: what.version });
      if (!read.ok) {
        request.log.info({ reference: b.reference, kind, refused: read.code }, "signature refused");
        return refuse(read.status, read.code, read.message);
      }
      const signature = { kind, ...what, name: read.name, place: "tracker" as const, at: opts.now().getTime() };
      if ((await opts.checkin.sign(b.id, signature, b)) !== "ok") return reply.callNotFound();
      request.log.info({ reference: b.reference, kind, version: what.version }, "signed by visitor");
      return reply.redirect(`/book/manage/${token}/#${kind}`, 303);
    });
}

async function refusal(
  reply: FastifyReply,
  status: number,
  code: string,
  message: string,
  token: string,
  opts: CheckinRoutesOptions,
  lang: Language,
) {
  // The API's JSON stays English; the page says it in the booking's language.
  if (/application\/json/.test(reply.request.headers.accept ?? ""))
    return reply.code(status).headers(PRIVATE).send({ error: code, message });
  const w = WORDS[lang].book.checkin;
  const page = h(BookFrame, {
    heading: w.notSigned,
    lang,
    children: [
      h("h1", { key: "h" }, w.notSigned),
      h("p", { key: "m", role: "alert" }, w.refusals[code] ?? message),
      h("p", { key: "a" }, h("a", { className: "button", href: `/book/manage/${token}/#terms` }, w.backToRepair)),
    ],
  });
  return reply
    .code(status)
    .headers(PRIVATE)
    .type("text/html; charset=utf-8")
    .send(renderDocument(page, { now: opts.now(), css: await opts.css() }));
}

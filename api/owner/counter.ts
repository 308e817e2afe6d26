// The counter's signing (views/Counter.tsx): the repair terms or the pickup, signed by the visitor on the
// shop's own device, one screen at a time (the words, the name, the tick), each a plain form post with
// the desk's CSRF token. The same rules as on the tracker (api/checkin/terms.ts): the version shown is
// the version signed, a full name and the tick; kept with the place 'counter'.
import type { FastifyInstance } from "fastify";
import { createElement as h } from "react";
import { booking as rules, shopLanguage } from "#shop/facts.ts";
import { isIn } from "#shop/repair-states.ts";
import type { CheckinStore } from "../checkin/store.ts";
import { readSignForm, termsWords } from "../checkin/terms.ts";
import { PICKUP_STATES } from "../checkin/TrackerSection.tsx";
import { bookingIn } from "../../site/ui/i18n/content.ts";
import { type Language } from "../../site/ui/i18n/language.ts";
import { WORDS } from "../../site/ui/i18n/words.ts";
import { HttpError } from "../errors.ts";
import type { Desk } from "./desk.ts";
import { sendPage } from "./http.ts";
import { CounterPage, type CounterProps, type CounterStep } from "./views/Counter.tsx";

type Kind = "terms" | "pickup";

/**
 * What is signed for `kind`: its version, the words kept, and the screens' text, in the language of the
 * visitor who signs (the booking's); the desk around them stays the owner's.
 */
function what(kind: Kind, lang: Language) {
  const shown = bookingIn(lang, rules);
  const terms = shown.terms;
  if (kind === "terms") {
    if (!terms) throw new HttpError(404, "no_terms", "The shop has no repair terms in its data.");
    const tick = WORDS[lang].book.checkin.tick;
    return { version: terms.version, words: termsWords(terms), title: terms.title, sections: terms.sections, tick };
  }
  const pickup = shown.checkIn.pickup;
  return { ...pickup, title: "Pickup", sections: [{ text: pickup.words }], tick: pickup.words };
}

const kindOf = (value: unknown): Kind => (value === "pickup" ? "pickup" : "terms");

export function counterPages(scope: FastifyInstance, desk: Desk, checkin: CheckinStore | undefined) {
  const open = async (id: string, kind: Kind) => {
    const { service } = desk.need();
    if (!checkin) throw new HttpError(503, "booking_unavailable", "Signing needs the booking database.");
    const b = await service.store.byId(id);
    if (!b) throw new HttpError(404, "not_found", "There is no such booking (it may have been deleted).");
    if (kind === "pickup" && !isIn(PICKUP_STATES, b.state))
      throw new HttpError(409, "not_ready", "The pickup is confirmed once the phone is ready.");
    const lang = shopLanguage(b.lang);
    return { b, checkin, lang, signed: what(kind, lang) };
  };

  const screen = (
    reply: Parameters<typeof sendPage>[0],
    id: string,
    kind: Kind,
    lang: Language,
    step: CounterStep,
    extra: Partial<CounterProps> = {},
    status = 200,
  ) => {
    const signed = what(kind, lang);
    const props: CounterProps = {
      action: `/owner/bookings/${id}/counter`,
      csrf: reply.generateCsrf(),
      kind,
      version: signed.version,
      title: signed.title,
      sections: signed.sections,
      tick: signed.tick,
      lang,
      step,
      ...extra,
    };
    return sendPage(reply, h(CounterPage, props), desk.now(), status);
  };

  scope.get<{ Params: { id: string }; Querystring: { kind?: string } }>(
    "/owner/bookings/:id/counter",
    async (request, reply) => {
      const kind = kindOf(request.query.kind);
      const { lang } = await open(request.params.id, kind);
      return screen(reply, request.params.id, kind, lang, "read");
    },
  );

  scope.post<{ Params: { id: string } }>("/owner/bookings/:id/counter", async (request, reply) => {
    const form = (request.body ?? {}) as Record<string, unknown>;
    const kind = kindOf(form.kind);
    const { b, checkin, lang, signed } = await open(request.params.id, kind);
    const id = b.id;
    if (form.step === "read") return screen(reply, id, kind, lang, "name");
    // The name is checked as it is typed, the tick on the last screen.
    const read = readSignForm(
      { ...form, booking: b.reference, agree: form.step === "name" ? "1" : form.agree },
      { reference: b.reference, version: signed.version },
    );
    if (!read.ok) {
      if (read.code === "terms_changed") throw new HttpError(409, read.code, read.message);
      const back: CounterStep = read.code === "name_required" ? "name" : "sign";
      const name = typeof form.name === "string" ? form.name : undefined;
      return screen(reply, id, kind, lang, back, { problem: read.message, name }, read.status);
    }
    if (form.step === "name") return screen(reply, id, kind, lang, "sign", { name: read.name });
    const { version, words } = signed;
    const at = desk.now().getTime();
    const kept = await checkin.sign(id, { kind, version, words, name: read.name, place: "counter", at }, b);
    if (kept !== "ok") throw new HttpError(404, "not_found", "There is no such booking (it may have been deleted).");
    request.log.info({ reference: b.reference, kind, version }, "signed at the counter");
    return reply.redirect(`/owner/bookings/${id}/checkin?signed=${kind}`, 303);
  });
}

// The texts of a booking made in Spanish, one per notice as words/texts.ts has them in English (the
// notice table sets each beside its English words), and the answers that name a booking. The same
// rules: each names the shop, fits in two parts, says nothing promotional; a character GSM-7 lacks
// is written without its accent (withGsmLetters), so a part still holds 153 characters.
import { business, fullAddress } from "#shop/facts.ts";
import { withGsmLetters } from "../../sms/segments.ts";
import { dayAndTime, repairPhrase } from "../describe.ts";
import type { Booking } from "../types.ts";
import { endSentence, spanishBookAgainUrl, spanishUrl } from "./es-emails.ts";
import type { TextWords } from "./texts.ts";

const when = (b: Booking) => dayAndTime(b.start, undefined, "es");
/** The time ending a sentence, its own period standing for the sentence's. */
const whenEnds = (b: Booking) => endSentence(when(b));
const repair = (b: Booking) => repairPhrase(b, "es");
const phone = () => business.phone.display;

/** The review ask's counting link and its /stop, as words/texts.ts writes them. */
const reviewLinks = (link: string | undefined) => {
  const review = link ?? spanishUrl("/");
  return { review, stop: `${review}/stop` };
};

const SPANISH_TEXTS = {
  confirmation: (b, link) =>
    `${business.name}: su cita para ${repair(b)} es el ${whenEnds(b)} Ref ${b.reference}.` +
    (link ? ` Vea o cancele: ${link}` : "") +
    ` Responda PARAR para no recibir más textos.`,
  cancellation: (b) =>
    `${business.name}: su cita ${b.reference} del ${when(b)} está cancelada. ` +
    `Reserve otra en ${spanishUrl("/book/")} o llame al ${phone()}.`,
  reminder: (b, link) =>
    `${business.name}: le recordamos su cita para ${repair(b)} el ${whenEnds(b)} Ref ${b.reference}.` +
    (link ? ` Vea, cambie o cancele: ${link}` : ` Para cambiarla, llame al ${phone()}.`) +
    ` Responda C para confirmar.`,
  moved: (b, link) =>
    `${business.name}: su cita para ${repair(b)} pasa al ${whenEnds(b)} Ref ${b.reference}.` +
    (link ? ` Vea, cambie o cancele: ${link}` : ""),
  ready: (b, link) =>
    `${business.name}: terminamos su ${repair(b)}; su iPhone está listo para recoger en ${fullAddress}. ` +
    `Ref ${b.reference}.` +
    (link ? ` Su cita: ${link}` : ` ¿Preguntas? Llame al ${phone()}.`),
  missed: (b, link) =>
    `${business.name}: le esperábamos para su ${repair(b)} el ${whenEnds(b)} ` +
    (link
      ? `Su cita: ${link} Reserve otra hora: ${spanishUrl("/book/")}`
      : `Reserve otra hora: ${spanishBookAgainUrl(b)} o llame al ${phone()}.`),
  estimate: (b, link) =>
    `${business.name}: el presupuesto de su ${repair(b)} (ref ${b.reference}) está listo. ` +
    (link ? `Apruébelo o rechácelo: ${link}` : `Apruébelo o rechácelo con su enlace privado (responda R)`) +
    ` o llame al ${phone()}.`,
  estimateReminder: (b, link) =>
    `${business.name}: el presupuesto de su reparación ${b.reference} espera su respuesta. ` +
    (link ? `Véalo: ${link}` : `Responda R para recibir su enlace privado`) +
    ` o llame al ${phone()}.`,
  signed: (b, link) =>
    `${business.name}: usted firmó para la reparación ${b.reference}. ` +
    (link ? `Una copia de lo que firmó: ${link}` : `Pídanos una copia al ${phone()}.`),
  review: (_b, link) =>
    `${business.name}: gracias por su reparación. ¿Nos dejaría una reseña? Toma un minuto: ${reviewLinks(link).review} ` +
    `No más solicitudes de reseña: ${reviewLinks(link).stop}`,
  reviewReminder: (_b, link) =>
    `${business.name}: un recordatorio, si tiene un minuto para reseñar su reparación: ${reviewLinks(link).review} ` +
    `No más solicitudes de reseña: ${reviewLinks(link).stop}`,
} satisfies Record<string, TextWords>;

/** The Spanish texts, each in GSM-7 letters. */
export const TEXT_WORDS_ES = Object.fromEntries(
  Object.entries(SPANISH_TEXTS).map(([kind, words]) => [
    kind,
    ((b, link) => withGsmLetters(words(b, link))) satisfies TextWords,
  ]),
) as Record<keyof typeof SPANISH_TEXTS, TextWords>;

/** The answers to a visitor's keywords that name a booking, in Spanish (words/texts.ts's REPLY_WORDS). */
export const REPLY_WORDS_ES = {
  confirmed: (b: Booking) => withGsmLetters(`${business.name}: gracias, su visita del ${when(b)} está confirmada.`),
  link: (b: Booking, link: string) => withGsmLetters(`${business.name}: su cita ${b.reference}: ${link}`),
} as const;

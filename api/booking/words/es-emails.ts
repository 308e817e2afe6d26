// Every email a visitor who booked in Spanish reads, one per notice of api/journey/notice-kinds.ts
// (which sets each beside its English words), in US Spanish addressed as usted. The same rules as the
// English ones (words/visitor.ts, words/journey.ts): nothing the visitor typed is repeated, the review
// ask says the same words to everyone. The names and dates are describe.ts's, in Spanish.
import { dateAt } from "#shop/clock.ts";
import { absoluteUrl, business, fullAddress, mapsUrl, schedule } from "#shop/facts.ts";
import { rangeIn } from "#shop/schedule.ts";
import { lines, modelName, repairPhrase, serviceName, dayAndTime, dayAndTimeWithZone } from "../describe.ts";
import type { Booking, Estimate } from "../types.ts";
import { dollars } from "./estimate.ts";
import type { Words } from "./journey.ts";
import type { SignedCopy } from "./signed.ts";

const when = (b: Booking) => dayAndTime(b.start, undefined, "es");
const whenWithZone = (b: Booking) => dayAndTimeWithZone(b.start, undefined, "es");
const repair = (b: Booking) => repairPhrase(b, "es");

/** A sentence's end after a time: "10:30 a. m." already ends with its period. */
export const endSentence = (words: string) => (words.endsWith(".") ? words : `${words}.`);

/** The Spanish pages' address of an English path ("/book/" -> ".../es/book/"). */
export const spanishUrl = (path: string) => absoluteUrl(`/es${path}`);

const footer = () =>
  lines(business.name, fullAddress, `Cómo llegar: ${mapsUrl}`, `Teléfono: ${business.phone.display}`, spanishUrl("/"));

const letter = (...body: Array<string | false | undefined>) => `${lines("Hola:", "", ...body, "", footer())}\n`;

const slotLines = (b: Booking) =>
  lines(
    `Cuándo: ${whenWithZone(b)}`,
    `Reparación: ${serviceName(b.service, "es")}`,
    modelName(b.model) && `iPhone: ${modelName(b.model)}`,
    `Referencia: ${b.reference}`,
    `Dónde: ${fullAddress}`,
  );

/** The shop's hours on the day of `instant`: "10:00 a. m. – 6:00 p. m.", or that it is closed. */
function hoursOnDay(instant: number): string {
  const day = schedule.hoursOn(dateAt(business.timeZone, instant));
  if (!day.ranges.length) return "cerrado";
  return day.ranges.map(rangeIn("es")).join(", ");
}

/** The booking form in Spanish with the same repair chosen, as 'we missed you' offers it. */
export function spanishBookAgainUrl(b: Pick<Booking, "service" | "model">): string {
  const again = new URL(spanishUrl("/book/"));
  again.searchParams.set("service", b.service);
  if (b.model) again.searchParams.set("model", b.model);
  return again.href;
}

/**
 * The confirmation. The owner's list of what to do before drop-off (site/_data/booking.ts) has no
 * Spanish words yet, so the Spanish confirmation sends the visitor to the shop's phone instead of an
 * English list.
 */
export const confirmationEs = (b: Booking, link: string | undefined): Words => ({
  subject: `Su reparación en ${business.name}: ${when(b)}`,
  text: letter(
    `Su cita está reservada: ${repair(b)}.`,
    "",
    slotLines(b),
    "",
    link && `Vea o cancele su cita: ${link}`,
    "El archivo de calendario adjunto agrega la visita a su calendario.",
    `¿Cambió de planes o tiene una pregunta? Llámenos al ${business.phone.display}.`,
  ),
});

export const cancellationEs = (b: Booking): Words => ({
  subject: `Cancelada: su reparación en ${business.name}, ${when(b)}`,
  text: letter(
    `Su cita ${b.reference} para ${repair(b)} del ${whenWithZone(b)} está cancelada.`,
    "",
    `Para reservar otra hora: ${spanishUrl("/book/")}`,
    `Si usted no la canceló, o tiene una pregunta, llámenos al ${business.phone.display}.`,
  ),
});

export const reminderEs = (b: Booking, link: string | undefined): Words => ({
  subject: `Recordatorio: su reparación en ${business.name}, ${when(b)}`,
  text: letter(
    `Le recordamos su ${repair(b)}.`,
    "",
    slotLines(b),
    "",
    link && `Vea su cita, cámbiela de hora o cancélela: ${link}`,
    `¿Tiene una pregunta? Llámenos al ${business.phone.display}.`,
  ),
});

export const movedEs = (b: Booking, link: string | undefined): Words => ({
  subject: `Nueva hora para su reparación en ${business.name}: ${when(b)}`,
  text: letter(
    `Su cita (${repair(b)}) pasó a una nueva hora. La hora anterior quedó libre.`,
    "",
    slotLines(b),
    "",
    link && `Vea, cambie o cancele su cita: ${link}`,
    "El archivo de calendario adjunto actualiza la visita en su calendario.",
  ),
});

export const readyEs = (b: Booking, at: number, link: string | undefined): Words => ({
  subject: `Su iPhone está listo para recoger en ${business.name}`,
  text: letter(
    `Buenas noticias: terminamos su ${repair(b)} y su teléfono está listo para recoger.`,
    "",
    `Referencia: ${b.reference}`,
    `Nuestro horario de hoy: ${hoursOnDay(at)}`,
    `Dónde: ${fullAddress}`,
    `Cómo llegar: ${mapsUrl}`,
    link && `Su cita: ${link}`,
  ),
});

export const missedEs = (b: Booking, link: string | undefined): Words => ({
  subject: `Le esperábamos en ${business.name}`,
  text: letter(
    endSentence(`Le esperábamos para su ${repair(b)} el ${when(b)}`),
    "",
    `Reserve la misma reparación a otra hora: ${spanishBookAgainUrl(b)}`,
    link && `Su cita: ${link}`,
    `O llámenos al ${business.phone.display}.`,
  ),
});

export const estimateEs = (b: Booking, estimate: Estimate, link: string | undefined): Words => ({
  subject: `Presupuesto de su reparación ${b.reference}: necesitamos su aprobación`,
  text: `${lines(
    "Hola:",
    "",
    `Revisamos su ${repair(b)} (${b.reference}). Esto es lo que podemos hacer:`,
    "",
    ...estimate.options.map((o, i) => `${i + 1}. ${o.label}: ${dollars(o.cents)}`),
    estimate.note ? "" : undefined,
    estimate.note ? `Nota del taller: ${estimate.note}` : undefined,
    "",
    link
      ? `Véalo y apruebe una opción o rechácelo: ${link}`
      : "Para aprobar una opción o rechazarlo, abra el enlace privado del correo de confirmación de su cita.",
    `O llámenos al ${business.phone.display}.`,
    "",
    business.name,
  )}\n`,
});

export const estimateReminderEs = (b: Booking, link: string | undefined): Words => ({
  subject: `Su presupuesto de reparación espera respuesta: ${b.reference}`,
  text: letter(
    `El presupuesto de su ${repair(b)} todavía espera su respuesta.`,
    "",
    link && `Véalo y apruébelo o rechácelo: ${link}`,
    `O llámenos al ${business.phone.display}.`,
  ),
});

/** The review ask and its one reminder: the same words for everyone, the counting link and the stop link. */
export const reviewEs = (links: { review: string; stop: string }, reminder: boolean): Words => ({
  subject: reminder
    ? `Un recordatorio de ${business.name}: su reseña`
    : `¿Cómo lo hicimos? Una reseña para ${business.name}`,
  text: letter(
    reminder
      ? "Hace unos días le preguntamos si podría escribir una reseña de su reparación. Si tiene un minuto, ayuda a otros a encontrarnos."
      : "Gracias por elegirnos para su reparación. ¿Les contaría a otros cómo le fue en una reseña? Toma un minuto.",
    "",
    `Escriba una reseña: ${links.review}`,
    "",
    `No quiero más solicitudes de reseña: ${links.stop}`,
  ),
});

/** The copy of what was signed: the words themselves as the visitor read them when signing. */
export function signedEs(b: Booking, s: SignedCopy, link: string | undefined): Words {
  const what = s.kind === "terms" ? "las condiciones de reparación que firmó" : "su confirmación de entrega";
  const place = s.place === "tracker" ? "en su enlace privado de la reparación" : "en nuestro mostrador";
  return {
    subject: `${business.name}: ${what} (${b.reference})`,
    text:
      `Aquí tiene una copia de ${what} para la reparación ${b.reference}.\n\n` +
      `Firmado el ${dayAndTime(s.at, undefined, "es")}, ${place} (versión ${s.version}):\n\n${s.words}\n\n` +
      (link ? `Su cita: ${link}\n\n` : "") +
      `${business.name}, ${business.phone.display}\n`,
  };
}

// repair-booking/words.ts in US Spanish (usted). Its own file name: measure-widgets.ts counts it only where a <repair-booking> is.
import { address, phone } from "virtual:shop-facts";
import { textConsent } from "virtual:booking-words-es";
import { commonEs } from "../shared/words.es.ts";
import type { BookingWords } from "./words.ts";
import { FIELD_MESSAGES_IN } from "#shop/booking-field-words.ts";

/** The fields' problems in Spanish: the one table the /es/book/ form says them from too. */
const problem = FIELD_MESSAGES_IN.es;

export const bookingEs: BookingWords = {
  ...commonEs,
  title: "Reserve una reparación",
  loading: "Cargando el formulario de reserva…",
  orCall: "O llame al",
  yourBooking: "Su reserva",
  callNumber: `Llame al ${phone.display}`,
  textNumber: `Envíe un texto al ${phone.display}`,
  unavailable: "Las reservas en línea no están disponibles en este momento.",
  callUs: "Llámenos y le buscamos un horario.",
  zoneNote: (zone) => `Los horarios están en ${zone}, la hora de la tienda en ${address.city}.`,
  forYour: (model) => ` para su ${model}`,
  book: "Reservar esta reparación",
  booking: "Reservando…",
  yourRepair: "Su reparación",
  repair: "Reparación",
  chooseRepair: "Elija la reparación…",
  model: "Modelo de iPhone",
  optional: "opcional",
  dayAndTime: "Día y hora",
  loadingTimes: "Cargando los horarios libres…",
  timesFailed: "No se pudieron cargar los horarios libres. Inténtelo de nuevo o llámenos para reservar.",
  tryAgain: "Intentar de nuevo",
  day: "Día",
  freeTimesOn: (date) => `Horarios libres el ${date}`,
  freeTimes: "Horarios libres",
  noTimesThatDay: "No hay horarios libres ese día: elija otro día.",
  noTimes: "No hay horarios libres en los próximos días. Llámenos, por favor.",
  full: "Lleno",
  noTimesShort: "Sin horarios",
  left: (n) => (n === 1 ? "Queda 1" : `Quedan ${n}`),
  yourDetails: "Sus datos",
  fields: {
    name: { label: "Nombre", message: problem.name },
    phone: {
      label: "Teléfono",
      hint: "Un número de EE. UU.; solo le llamamos o escribimos por esta reparación.",
      message: problem.phone,
    },
    email: {
      label: "Correo electrónico",
      optionalNote: "opcional, para recibir la confirmación",
      message: problem.email,
    },
    notes: { label: "Nota", hint: "Qué le pasó al teléfono, si desea contarnos.", message: problem.notes },
    service: { label: "Reparación", message: problem.service },
    model: { label: "Modelo de iPhone", message: problem.model },
    start: { label: "Hora", message: problem.start },
  },
  textConsent,
  characters: "caracteres.",
  leaveEmpty: "Deje esto vacío",
  booked: "Su reserva está hecha",
  reference: "Referencia",
  shopTime: (zone) => ` (${zone}, la hora de la tienda)`,
  getDirections: "Cómo llegar",
  addToCalendar: "Agregar al calendario",
  manage: "Ver o cancelar su reserva",
  keepLink: " Guarde este enlace: es privado y es la manera de cambiar de opinión en línea.",
  another: "Reservar otra reparación",
  sending: "Enviando su reserva…",
  bookedAnnounce: (reference, when) => `Reserva hecha${reference ? `: su referencia es ${reference}` : ""}, ${when}.`,
  notBooked: "No se hizo la reserva",
  notBookedYet: "Todavía no hay reserva",
  notAccepted: "No se pudo aceptar la reserva. Llame a la tienda, por favor.",
  justTaken: "Alguien acaba de reservar ese horario",
  cannotBook: "Ese horario no se puede reservar",
  nearestFree: " Los horarios libres más cercanos:",
  nearestOffered: (n) =>
    n === 1 ? "Le ofrecemos el horario libre más cercano." : `Le ofrecemos los ${n} horarios libres más cercanos.`,
  tooMany: "Demasiados intentos de reserva desde aquí. Espere un minuto e inténtelo de nuevo, o llame a la tienda.",
  bookingOff: "Las reservas en línea están desactivadas en este momento: llame a la tienda, por favor.",
  notSent:
    "No se pudo enviar la reserva, así que todavía no hay nada reservado. Revise su conexión e inténtelo de nuevo: lo que escribió se conserva.",
  checkFields: (labels) =>
    `Revise ${labels.length === 1 ? "un campo" : `${labels.length} campos`}: ${labels.join(", ")}.`,
  timeGone: "Ese horario ya no está libre",
  timeGoneText: (when) => `${when} ya no se puede reservar: elija otro horario, por favor.`,
  dayAnnounce: (date, count) =>
    `${date}: ${count === 0 ? "no hay horarios libres" : count === 1 ? "1 horario libre" : `${count} horarios libres`}.`,
  chosen: (when) => `Eligió ${when}. Revise sus datos y reserve.`,
  bookingAnother: "Reservando otra reparación.",
};

// The assistant's sentence frames in Spanish, the same frames as en.ts with the
// same {placeholders}, and the Spanish words for what the data writes in English (a weekday, a month,
// a repair's name, a duration such as "about 30 minutes", a holiday's name). Every fact still comes
// from site/_data/: a price, a time, the phone, the address, the hours are only placed in these frames.
import type { ServiceKey } from "#shop/content-schemas.ts";
import type { Day } from "#shop/schedule.ts";
import type { Frames } from "./en.ts";

export const esFrames: Frames = {
  today: "hoy",
  tomorrow: "mañana",
  and: "y",
  or: "o",
  open: "abiertos {ranges}",
  closed: "cerrados",
  closedFor: "cerrados por {label}",
  offerKnown: "{service} para el {model}: desde {price}, tiempo típico de reparación {time}.",
  offerNoPrice:
    "{service} para el {model}: no tenemos el precio en línea, así que llame al {phone} para una cotización. Tiempo típico de reparación: {time}.",
  offerOlder:
    "También reparamos iPhones más antiguos ({older}). No tenemos en línea el precio para el {model}: llame al {phone} para una cotización.",
  offerUnknown: "El {model} todavía no está en nuestra lista de precios: llame al {phone} para una cotización.",
  offerRange: "{service}: el precio depende del modelo, desde {price} en los modelos de nuestra lista, y {takes}.",
  offerRangeNoPrice: "{service}: {takes}; llame al {phone} para una cotización.",
  offerNow: "Ahora mismo: {offer}.",
  whichIphone: "¿Qué iPhone tiene? Lista de precios: {pricing}",
  takesAbout: "tarda {time}",
  takesDay: "normalmente queda listo {time}",
  timeOnModel: "{service} en el {model}: {takes}.",
  timeOf: "{service}: {takes}.",
  pricedAlone: "Cada reparación tiene su propio precio: llame al {phone} para un total exacto.",
  salesTax: "No puedo confirmar si se agrega impuesto a estos precios: llame al {phone} para preguntar.",
  modelPrices: "Sí, reparamos el {model}. Precios desde: {prices}.",
  modelNoPrices:
    "Sí, reparamos el {model}. Sus precios todavía no están en línea: llame al {phone} para una cotización.",
  modelTimes: "Tiempos típicos: {times}.",
  whatsWrong: "¿Qué le pasa?",
  olderModel:
    "También reparamos iPhones más antiguos ({older}). No tenemos en línea el precio para el {model}: llame al {phone} para una cotización. ¿Qué le pasa?",
  unknownModel: "El {model} todavía no está en nuestra lista: llámenos al {phone} y le diremos qué podemos hacer.",
  modelTimesFor: "Tiempos típicos para el {model}: {times}.",
  averageTime: "La mayoría de las reparaciones tardan unos {minutes} minutos.",
  pricesDepend:
    'El precio depende de su modelo de iPhone y de la reparación: dígame los dos (por ejemplo "pantalla de iPhone 14 Pro") o vea nuestra lista de precios: {pricing}\nAhora mismo: {offer}.',
  modelPage: "La página de su modelo: {page}",
  modelPages: "Las páginas de los modelos: {pages}",
  callOrStopBy: "Llame al {phone} o visítenos en {address}.",
  tryFirst: "Pruebe esto primero: {steps}",
  needsALook:
    "No tenemos un precio fijo para {label}: hay que revisarlo primero, así que llame al {phone} para una cotización.",
  bringItIn: "Para {label}, tráigalo y averiguamos qué tiene: llame al {phone} para una cotización.",
  stillNeedsFixing:
    "Si todavía necesita reparación, tráigalo y averiguamos qué tiene: llame al {phone} para una cotización.",
  location: "Estamos en {address}. Cómo llegar: {maps}",
  noApplePrices:
    "No tengo los precios de Apple ni el de un teléfono nuevo, así que no puedo compararlos con los nuestros.",
  ourSide: "Lo que sí le puedo decir de nosotros: {sameDay} Cada reparación tiene garantía de {days} días en {covers}.",
  ourPrices: "Nuestros precios desde están en las páginas de cada modelo y en la lista de precios: {pricing}",
  anyQuestion: "Llame al {phone} con cualquier pregunta.",
  bookOnline:
    "Para reservar en línea, abra {book}: elija la reparación, su modelo de iPhone y un horario libre, y luego denos {details}. La confirmación que le enviamos trae un enlace privado para cambiar o anular la cita.",
  texts: "{about} Para dejar de recibirlos, responda {stop} a cualquiera de nuestros mensajes, o llámenos al {phone}.",
  textUsToo: "También puede mandarnos un mensaje de texto al {phone}.",
  whatHappens:
    "Lamento que le esté dando problemas. ¿Qué hace exactamente, y qué iPhone es? Reparamos {repairs}; dígame qué le pasa y le doy consejos rápidos, el precio y el tiempo de reparación, o llámenos al {phone}.",
  ownerOnly:
    "En este chat no puedo mostrar citas, clientes ni los registros de la tienda, lo pida quien lo pida: el dueño los ve en su panel al iniciar sesión. Para cualquier otra cosa, llame al {phone}.",
  stateMeans: "Su seguimiento dice “{state}”. {advice}",
  "state:booked": "La tienda todavía tiene que confirmar la hora; usted no tiene que hacer nada.",
  "state:confirmed": "Su hora está confirmada: venga a esa hora.",
  "state:checked-in": "Ya tenemos su teléfono y empezamos pronto.",
  "state:diagnosing": "Estamos viendo qué tiene, y le diremos qué necesita.",
  "state:awaiting-approval":
    "Le enviamos un presupuesto: abra el enlace privado de la confirmación de su reserva para aprobarlo o rechazarlo. No reparamos nada hasta que diga que sí.",
  "state:waiting-for-part": "Estamos esperando una pieza para su teléfono; la reparación sigue cuando llegue.",
  "state:repairing": "Lo estamos reparando ahora.",
  "state:ready": "Cuando su seguimiento dice esto, venga a recogerlo mientras estemos abiertos.",
  "state:collected": "Ya lo recogió. Si algo no está bien, llame al {phone}.",
  "state:cancelled": "Esa cita está anulada. Puede reservar de nuevo en {book}, o llamar al {phone}.",
  "state:no-show": "No le vimos a la hora reservada: llame al {phone} y le recibimos cuando venga.",
  whichOne: "¿Se refiere a {first}, o a {second}?",
  passage: "{quote} Llame al {phone} con cualquier pregunta.",
  myBooking:
    "Desde este chat no puedo cambiar ni anular una cita. Abra el enlace privado de la confirmación de su reserva (el correo o mensaje de texto que le enviamos): ahí puede cambiar la hora o anularla hasta {cutoff} minutos antes. Después de eso, o cuando quiera, llámenos al {phone}.",
  repairStatus:
    "Desde este chat no veo las reparaciones del taller. Si reservó en línea, el enlace privado de su confirmación (el correo o mensaje de texto que le enviamos) muestra cómo va su reparación; o llame al {phone} y lo revisamos.",
  bookingAhead:
    "Puede reservar en línea hasta con {days} días de anticipación, y al menos {notice} minutos antes de la hora que elija. Para una fecha más lejana, llámenos al {phone}.",
  offerOnly:
    "La única oferta que puedo confirmar es {offer}.{notFor} No sé de ningún otro descuento, así que no puedo prometerlo: llame al {phone} para preguntar.",
  offerNotFor: " No puedo confirmarla para {others}.",
  offerSum: "Con {offer}, {service} del {model} queda en {sum} en lugar de {price}.",
  serviceArea: "Estamos en {address} y atendemos {towns}. Cómo llegar: {maps}",
  directions: "Estamos en {address}.{parking} Cómo llegar: {maps}",
  getDirections: "Cómo llegar: {maps}",
  noParking: " No tengo información de estacionamiento: llame al {phone} y le decimos.",
  contact: "Llámenos al {phone} o escríbanos a {email}.",
  contactTexts: "Llámenos o mándenos un mensaje de texto al {phone}, o escríbanos a {email}.",
  callUs: "Llámenos al {phone}.",
  ourHours: "Nuestro horario: {hours}.",
  noDeals: "Solo puedo darle los precios y las condiciones reales del taller, y no puedo cambiarlos.",
  allPrices: "Todos nuestros precios están en las páginas de cada modelo y en la lista de precios: {pricing}",
  currentOffer: "Oferta actual: {offer}.",
  anythingElse: "Para cualquier otra cosa, llámenos al {phone}.",
  weAccept: "Aceptamos {methods}.",
  notOnList: "No veo {names} en nuestra lista, así que no puedo confirmarlo: pregúntenos al {phone}.",
  askElse: "Para cualquier otra cosa, pregúntenos al {phone}.",
  warranty: "Cada reparación tiene garantía de {days} días en {covers}.",
  warrantyIncluded: "Viene incluida con la reparación: no hay que comprar una garantía aparte.",
  askParts: "Pregúntenos por las piezas de su reparación: llame al {phone}.",
  weExplain: "Llámenos al {phone} y se lo explicamos.",
  businessAsk: "Para una empresa o varios teléfonos a la vez, llámenos al {phone} para preguntar.",
  ourNumber: "Nuestro número es {phone}.",
  modelsRange: "Reparamos {range}, y también modelos más antiguos ({older}).",
  priceList: "Lista de precios: {pricing}",
  weDo: "Hacemos {repairs}. Dígame su modelo de iPhone y le doy el precio.",
  reviews: "Tenemos una calificación de {rating} con {count} reseñas. Llame al {phone} o visítenos en {address}.",
  noYears: "No sé cuánto tiempo llevamos en el negocio: no está en mi información. Llámenos al {phone} y pregunte.",
  freeDiagnosis:
    "El diagnóstico es gratis para {services}. Para lo demás no puedo confirmar si se cobra: llame al {phone} para preguntar.",
  noDiagnosisInfo: "No sé si el diagnóstico tiene costo: llame al {phone} para preguntar.",
  noFixFeature:
    "Para {services}: {feature}. Para otras reparaciones no puedo confirmarlo: llame al {phone} para preguntar.",
  noFixInfo: "No puedo confirmar qué pasa si una reparación no se puede hacer: llame al {phone} para preguntar.",
  busy: "Desde aquí no veo cuánta gente hay en el taller ni qué piezas tenemos: llame al {phone} antes de venir y lo revisamos.",
  noInfo: "No tengo información sobre eso, así que no puedo prometerlo. Llámenos al {phone} y le decimos.",
  notAway:
    "No puedo confirmar reparaciones fuera del taller: llame al {phone} para preguntar. Estamos en {address} y atendemos {towns}.",
  samePrice: "Empiezan en el mismo precio.",
  costsLeast: "De estas opciones, {label} cuesta menos: desde {price}.",
  forModel: "{service} del {model}",
  theModel: "el {model}",
  comingUp: " Próximamente: {days}.",
  nowLabel: "{weekday} {time}",
  itsNow: "en {city} es {now}",
  openNow: "Sí, estamos abiertos ahora ({at}) hasta las {closes}{special}.",
  specialHours: " (horario de {label})",
  closedNow: "Ahora mismo estamos cerrados{reason} ({at}){next}.",
  closedReason: " por {label}",
  opensNext: "; abrimos {day} a las {time}",
  untilClose: "Hoy cerramos a las {closes}, dentro de {span} (en {city} es {now}).",
  hours1: "1 hora",
  hoursN: "{n} horas",
  minutes1: "1 minuto",
  minutesN: "{n} minutos",
  noWeeklyHours: "No hemos publicado un horario semanal: llame al {phone}.",
  latest: "Lo más tarde que cerramos es a las {time} ({days}); ningún día cerramos más tarde.",
  earliest: "Lo más temprano que abrimos es a las {time} ({days}).",
  noHolidayHours:
    "No hemos publicado horarios de días festivos, así que pueden ser distintos de los habituales: llame al {phone} para confirmar.",
  holidayHours:
    "Horarios de días festivos publicados: {list}. Para cualquier otro día festivo, llame al {phone} para confirmar.",
  thisWeekend: "Este fin de semana: el sábado estamos {saturday}, el domingo estamos {sunday}.",
  noSuchDay: "No veo un horario publicado para {day}: llame al {phone} para confirmar.",
  thatDay: "ese día",
  tonightHours: "Esta noche estamos {hours}. {now}",
  tonightOpen: "Esta noche estamos abiertos hasta las {time}.",
  notTonight: "Hoy cerramos a las {time}, así que esta noche no estamos abiertos.",
  dayHours: "{day} estamos {hours}.",
  todayName: "{name} ({weekday})",
  onWeekday: "el {weekday} {date}",
  onDate: "el {date}",
  atClock: "A las {clock}",
  saidClock: "{said} ({clock})",
  atClockClosed: "{day} estamos {hours}, así que no {when}.",
  notAtClock: "a las {clock}",
  openAtClock: "{lead} {day} estamos abiertos{passed}: {hours}, cerramos a las {closes}.",
  passed: " (esa hora ya pasó hoy)",
  nextOpenDay: "El próximo día que abrimos: {day}, {hours}.",
  closedAtClock: "{lead} {day} estamos cerrados: {why} (horario {hours}).",
  weClose: "cerramos a las {time}",
  weOpen: "abrimos a las {time}",
  onBreak: "es nuestro descanso",
  holidayListed: "En {name} ({date}) estamos {hours}.",
  holidayUnlisted:
    "No hemos publicado un horario especial para {name} ({date}). {usual}, pero en días festivos puede cambiar: llame al {phone} para confirmar.",
  usualClosed: "Los {weekday} normalmente estamos cerrados",
  usualOpen: "Los {weekday} normalmente abrimos {ranges}",
  hi: "¡Hola!",
  greeting:
    "¡Hola! Soy el asistente de {name}. Dígame su modelo de iPhone y qué le pasa (pantalla rota, batería, no carga...) y le doy consejos rápidos, el precio y el tiempo de reparación.",
  alsoCall: "También puede llamarnos al {phone}.",
  thanks: "¡De nada! Llámenos al {phone} o visítenos en {address}. Nuestro horario: {hours}.",
  offTopic:
    "Eso no es algo con lo que pueda ayudar. Soy el asistente de {name}: reparaciones de iPhone ({repairs}), sus precios y tiempos, y nuestro horario.\nDígame su modelo de iPhone y qué le pasa, o llámenos al {phone}.",
  upset:
    "Lamento que esto haya sido frustrante. Puedo ayudarle con precios y tiempos de reparación, nuestro horario y cómo llegar; para hablar con una persona, llámenos al {phone}.",
  heard: "Lamento que esto haya sido frustrante.",
  actionCall: "Llamar al {phone}",
  actionText: "Enviar un mensaje al {phone}",
  actionDirections: "Cómo llegar",
  actionPage: "Reparaciones del {model}",
  actionPricing: "Lista de precios",
  suggestPrice: "¿Precio de {service}?",
  suggestTime: "¿Cuánto tarda?",
  suggestOpen: "¿Están abiertos ahora?",
  suggestWhere: "¿Dónde están?",
  suggestWarranty: "¿Garantía?",
  suggestAppointment: "¿Necesito cita?",
  suggestScreen: "¿Precio de la pantalla?",
  suggestBattery: "¿Precio de la batería?",
  // The booking offer (booking-offer.ts).
  freeTimes:
    "Horarios libres para reservar cerca de esa hora: {times}. Elija uno para reservarlo (no queda reservado hasta que usted lo confirme), o venga sin cita.",
  noFreeTimes:
    "No encuentro un horario libre para reservar en línea cerca de esa hora. Llámenos al {phone} y le buscamos un lugar.",
  slotsOn: "{date} a las {times}",
  bookSlot: "Reservar {day} {time}",
  bookThisBoth: "Resérvela en línea en {book}: la reparación y su modelo ya están elegidos; escoja un horario libre.",
  bookThisModel: "Reserve en línea en {book}: su modelo ya está elegido; escoja la reparación y un horario libre.",
  bookThisRepair: "Resérvela en línea en {book}: la reparación ya está elegida; escoja su modelo y un horario libre.",
  bookThis: "Reserve en línea en {book}: escoja la reparación, su modelo y un horario libre.",
  actionBook: "Reservar en línea",
  allFreeTimes: "Ver todos los horarios libres",
};

/** Spanish words for what the data and the schedule write in English. */
export const spanishWords = {
  /** Before an owner's passage that has no Spanish (a guide's topic, an FAQ answer of a shop without /es/). */
  inEnglish: "Esto dice la tienda (en inglés):",
  /**
   * For a problem whose first steps the guide gives in English only: the steps are the owner's words,
   * never translated here, so the answer says they are not at hand in Spanish and gives the phone.
   */
  noSteps: "No tengo en español los primeros pasos para este problema; para atención en español, llame al {phone}.",
  /**
   * For such a problem that the guide warns about (a swollen battery): the warning is never left out,
   * so a Spanish answer opens with this one, which holds for every warning the guide gives.
   */
  unsafe: "Esto puede ser peligroso: deje de usar y de cargar el teléfono hasta que lo revisemos.",
  /** A problem whose own Spanish words the guide does not have, where a frame names it. */
  thisProblem: "este problema",
  /** What the shop repairs, from its newest series to its oldest (models.ts). */
  modelRange: { one: "todos los iPhone {newest}", span: "todos los iPhone, de la serie {newest} a la {oldest}" },
  /** The services' features the answers quote ("No fix, no fee"), by the data's words in lower case. */
  features: {
    "no fix, no fee": "si no se puede arreglar, no se cobra",
    "free diagnosis": "diagnóstico gratis",
  } as Record<string, string>,
  /** The booking question: the facts (the hours) follow. */
  /** What the shop's texts are about, for the answer on texts (the owner's consent words are English). */
  textsAbout: "Solo le escribimos sobre su reparación: su hora, los cambios y cuándo está lista.",
  /** The booking form's details by field, and the word for one that may be left empty. */
  details: { name: "su nombre", phone: "su teléfono", email: "su correo", notes: "una nota" } as Record<string, string>,
  optional: "opcional",
  /** Weekdays after "los" ("los sábados"); their names alone are clock.ts's. */
  weekdaysPlural: {
    Monday: "lunes",
    Tuesday: "martes",
    Wednesday: "miércoles",
    Thursday: "jueves",
    Friday: "viernes",
    Saturday: "sábados",
    Sunday: "domingos",
  } satisfies Record<Day, string>,
  /** A repair's name opening a sentence, and after "¿Precio de ...?". */
  services: {
    screen: { name: "Cambio de pantalla", short: "la pantalla" },
    battery: { name: "Cambio de batería", short: "la batería" },
    camera: { name: "Reparación de cámara", short: "la cámara" },
    "charging-port": { name: "Reparación del puerto de carga", short: "el puerto de carga" },
    "water-damage": { name: "Reparación por daños de agua", short: "daños por agua" },
    speaker: { name: "Reparación de bocina", short: "la bocina" },
  } satisfies Record<ServiceKey, { name: string; short: string }>,
  /** The durations the data writes ("about 30 minutes", "15 to 30 minutes", "same day"), in Spanish. */
  durations: [
    [/^about (\d+) minutes?$/i, "unos $1 minutos"],
    [/^(\d+) to (\d+) minutes$/i, "de $1 a $2 minutos"],
    [/^about (\d+) hours?$/i, "unas $1 horas"],
    [/^(\d+) to (\d+) hours$/i, "de $1 a $2 horas"],
    [/^about (\d+) days?$/i, "unos $1 días"],
    [/^(\d+) to (\d+) days$/i, "de $1 a $2 días"],
    [/^same day$/i, "el mismo día"],
  ] as [RegExp, string][],
  /** Holidays by their English name (holidays.ts, or an owner's label that is one). */
  holidays: {
    "New Year's Eve": "Nochevieja",
    "New Year's Day": "Año Nuevo",
    "Martin Luther King Jr. Day": "el Día de Martin Luther King Jr.",
    "Valentine's Day": "San Valentín",
    "Presidents' Day": "el Día de los Presidentes",
    "Good Friday": "Viernes Santo",
    Easter: "Pascua",
    "Mother's Day": "el Día de las Madres",
    "Memorial Day": "Memorial Day",
    "Father's Day": "el Día del Padre",
    Juneteenth: "Juneteenth",
    "Independence Day": "el Día de la Independencia",
    "Labor Day": "el Día del Trabajo",
    "Columbus Day": "el Día de la Raza",
    Halloween: "Halloween",
    "Veterans Day": "el Día de los Veteranos",
    Thanksgiving: "el Día de Acción de Gracias",
    "Black Friday": "Black Friday",
    "Christmas Eve": "Nochebuena",
    "Christmas Day": "Navidad",
    Christmas: "Navidad",
  } as Record<string, string>,
  /** How a visitor said a time, for "después del trabajo (5:30 PM)". */
  said: {
    "after work": "después del trabajo",
    "before work": "antes del trabajo",
    "at noon": "al mediodía",
    "in the evening": "en la tarde",
    "at midnight": "a medianoche",
  } as Record<string, string>,
  /** The offer's period as the data writes it. */
  periods: {
    "this week": "esta semana",
    "this month": "este mes",
    today: "hoy",
    "this weekend": "este fin de semana",
  } as Record<string, string>,
  /** Ways to pay as the data writes them (lower case); a brand ("Apple Pay", "Zelle") keeps its name. */
  payments: {
    cash: "efectivo",
    "credit card": "tarjeta de crédito",
    "credit cards": "tarjeta de crédito",
    "debit card": "tarjeta de débito",
    "debit cards": "tarjeta de débito",
    check: "cheque",
    checks: "cheques",
    financing: "financiamiento",
  } as Record<string, string>,
  /** The offer: amount and repair from the data. */
  offer: "{amount} de descuento en {service}{period}",
  /** Words inside the data's English phrases ("iPhone 6 through iPhone XS", "Monday – Saturday", "Closed"). */
  phrases: [
    [/\bthrough\b/g, "al"],
    [/\bEvery day\b/g, "Todos los días"],
    [/\bClosed\b/g, "cerrado"],
    [/ and /g, " y "],
    [/\bparts\b/g, "piezas"],
    [/\blabou?r\b/g, "mano de obra"],
    [/\bMonday\b/g, "lunes"],
    [/\bTuesday\b/g, "martes"],
    [/\bWednesday\b/g, "miércoles"],
    [/\bThursday\b/g, "jueves"],
    [/\bFriday\b/g, "viernes"],
    [/\bSaturday\b/g, "sábado"],
    [/\bSunday\b/g, "domingo"],
  ] as [RegExp, string][],
};

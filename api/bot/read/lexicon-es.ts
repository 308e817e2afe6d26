// The Spanish reader's lexicon: the words that tell a Spanish message, and the
// Spanish phrases of the core questions written as the English words the reader already knows, so
// Spanish costs a lexicon, not a second engine. Matched on normalized text: lower case, accents
// dropped ("teléfono" and "telefono" are one word), apostrophes dropped.
import { monthNames, weekdayName } from "#shop/clock.ts";
import { DAYS } from "#shop/schedule.ts";
import { englishWords } from "./english.ts";
import { normalize } from "./text.ts";

/**
 * Words that are Spanish and hardly ever in an English message: two of them (or one in a message of
 * one or two words) make a message Spanish. Words both languages use ("no", "me", "a", "come", "son",
 * "con", "hay", "favor") are left out, and so is "se", which is also the iPhone SE.
 */
export const SPANISH_CUES = new Set(
  `hola buenas buenos dias tardes noches gracias porfa usted ustedes que cuanto cuanta cuantos cuesta cuestan
costo precio precios valen cobran pantalla bateria telefono celular cel movil cargador carga cargar mojo mojado
mojada agua prende enciende apaga abren abierto abiertos abierta cierran cerraron abrieron cerrado cerrados horario horarios hoy manana
donde estan esta estoy ubicados ubicacion direccion numero llamar cita reservar agendar arreglar arreglan reparar
reparan reparacion cambiar cambio tarda tardan cuando como sabado domingo lunes martes miercoles jueves viernes
roto rompio quebrada quebro estrellada estrello cayo cae mi mis tengo tienen tiene puedo pueden quiero necesito
hacen es el los las del por para una uno pero tambien muy bien camara bocina altavoz puerto llego llegar ahorita
ahora mucho poco semana dia feriado navidad oye senor senora amigo nada todo todos eso esto este aqui alli
reloj relojes audifonos auriculares cargan cargando tienda sucursal ciudad barato baratos caro caros voy vamos
siguiente anterior despues antes`.split(/\s+/),
);

/** Words both languages write (or the iPhone's "se"): never a sign of Spanish by themselves. */
const SHARED = new Set([
  "no",
  "me",
  "a",
  "y",
  "o",
  "se",
  "son",
  "come",
  "con",
  "hay",
  "de",
  "en",
  "al",
  "le",
  "lo",
  "un",
  "una",
  "the",
  "at",
  "pm",
  "am",
  "pila",
  "mi",
  "ipads",
]);

/** Spanish, read from the raw tokens (before any typo correction, which would turn Spanish into English). */
export function isSpanish(tokens: readonly string[], text = ""): boolean {
  const cues = tokens.filter((t) => CUES.has(t)).length;
  if (cues >= 2) return true;
  // One cue is enough in a short message, or beside Spanish's own marks: an opening "¿" or "¡", or "en"
  // ("¿están en Atlanta?": the town is no Spanish word).
  const marked = /[¿¡]/.test(text) || tokens.includes("en");
  const words = tokens.filter((t) => /^[a-z]+$/.test(t));
  // ...or as the first word of a short one: Spanish opens a question with its verb ("aceptan apple pay").
  const leads = words.length <= 4 && CUES.has(words[0] ?? "");
  return cues === 1 && (marked || leads || words.length <= 2);
}

/**
 * Spanish phrases of the core questions, written as the English words the reader knows (longest
 * first, whole words, on text without accents): price and time of a repair, the hours on a day, open
 * now, where, the phone, a wet phone, one that won't charge or turn on, booking; greetings and thanks.
 * Words not listed stay as they are (and are not "corrected" into English).
 */
const PHRASES: [spanish: string, english: string][] = [
  // price and time
  ["cuanto me cobran por", "how much for"],
  ["cuanto me sale", "how much"],
  ["cuanto me cuesta", "how much"],
  ["cuanto me cobran", "how much"],
  ["cuanto saldria", "how much"],
  ["cuanto", "how much"],
  ["cuanto cobran por", "how much for"],
  ["cuanto cuesta", "how much"],
  ["cuanto cuestan", "how much"],
  ["cuanto sale", "how much"],
  ["cuanto cobran", "how much"],
  ["cuanto vale", "how much"],
  ["cuanto seria", "how much"],
  ["cuanto es", "how much"],
  ["que precio tiene", "what price"],
  ["mas baratos que apple", "cheaper than apple"],
  ["mas barato que apple", "cheaper than apple"],
  ["mejor que apple", "better than apple"],
  ["no con apple", "instead of apple"],
  ["en vez de apple", "instead of apple"],
  ["precio", "price"],
  ["precios", "prices"],
  ["costo", "cost"],
  ["cuesta", "cost"],
  ["cobran", "charge for"],
  ["cuanto tiempo tardan", "how long"],
  ["cuanto tiempo tarda", "how long"],
  ["cuanto tiempo se tardan", "how long"],
  ["cuanto tiempo", "how long"],
  ["cuanto tiempo dura", "how long"],
  ["cuanto dura", "how long"],
  ["cuanto tardan", "how long"],
  ["cuanto tarda", "how long"],
  ["cuanto se tardan", "how long"],
  ["se tardan", "how long"],
  ["tardan", "take"],
  ["el mismo dia", "same day"],
  ["mismo dia", "same day"],
  ["mientras espero", "while i wait"],
  ["hoy mismo", "today"],
  // repairs and parts
  ["cambio de pantalla", "screen replacement"],
  ["cambiar la pantalla", "replace screen"],
  ["pantalla rota", "cracked screen"],
  ["pantalla quebrada", "cracked screen"],
  ["pantalla estrellada", "cracked screen"],
  ["se quebro la pantalla", "cracked screen"],
  ["se rompio la pantalla", "cracked screen"],
  ["se me rompio la pantalla", "cracked screen"],
  ["se me quebro", "cracked"],
  ["se quebro", "cracked"],
  ["se me rompio", "broke"],
  ["se rompio", "broke"],
  ["pantalla", "screen"],
  ["cambio de bateria", "battery replacement"],
  ["cambiar la bateria", "replace battery"],
  ["bateria", "battery"],
  ["pila", "battery"],
  ["puerto de carga", "charging port"],
  ["camara", "camera"],
  ["bocina", "speaker"],
  ["altavoz", "speaker"],
  ["arreglar", "fix"],
  ["arreglan", "fix"],
  ["reparar", "fix"],
  ["reparan", "fix"],
  ["reparacion", "repair"],
  ["cambiar", "replace"],
  // problems
  ["esta rota", "is cracked"],
  ["esta quebrada", "is cracked"],
  ["rota", "cracked"],
  ["roto", "broken"],
  ["quebrada", "cracked"],
  ["estrellada", "cracked"],
  ["dura poco", "drains fast"],
  ["se descarga rapido", "drains fast"],
  ["se descarga", "drains"],
  ["se me cayo al agua", "got wet"],
  ["se cayo al agua", "got wet"],
  ["se cayo en el agua", "got wet"],
  ["cayo al agua", "got wet"],
  ["se me mojo", "got wet"],
  ["se mojo", "got wet"],
  ["le entro agua", "water damage"],
  ["mojado", "wet"],
  ["mojada", "wet"],
  ["agua", "water"],
  ["no agarra carga", "not charging"],
  ["no agarra la carga", "not charging"],
  ["no le carga", "not charging"],
  ["no se carga", "not charging"],
  ["no me enciende", "wont turn on"],
  ["no le enciende", "wont turn on"],
  ["no le prende", "wont turn on"],
  ["no quiere cargar", "not charging"],
  ["no me carga", "not charging"],
  ["no esta cargando", "not charging"],
  ["no carga", "not charging"],
  ["no cargan", "not charging"],
  ["ya no carga", "not charging"],
  ["no quiere prender", "wont turn on"],
  ["no se prende", "wont turn on"],
  ["no me prende", "wont turn on"],
  ["no prende", "wont turn on"],
  ["no enciende", "wont turn on"],
  ["no se enciende", "wont turn on"],
  ["no quiere encender", "wont turn on"],
  ["no da senal de vida", "wont turn on"],
  ["no funciona", "not working"],
  ["no sirve", "not working"],
  ["vidrio trasero", "back glass"],
  ["vidrio de atras", "back glass"],
  ["tapa trasera", "back glass"],
  ["no tengo senal", "no signal"],
  ["sin senal", "no signal"],
  ["senal", "signal"],
  ["memoria llena", "storage full"],
  ["almacenamiento lleno", "storage full"],
  ["sin espacio", "storage full"],
  ["no responde al tacto", "touch not working"],
  ["no responde", "unresponsive"],
  ["doblado", "bent"],
  ["doblada", "bent"],
  ["se reinicia solo", "keeps restarting"],
  ["se reinicia", "keeps restarting"],
  ["se queda en la manzana", "stuck on apple logo"],
  ["lineas verdes", "green lines"],
  ["lineas", "lines"],
  ["no enfoca", "blurry"],
  ["borrosa", "blurry"],
  ["borroso", "blurry"],
  ["inflada", "swollen"],
  ["hinchada", "swollen"],
  ["no me escuchan", "people cant hear me"],
  ["microfono", "microphone"],
  ["se calienta", "gets hot"],
  ["ipads", "ipad"],
  ["desbloquean", "unlock"],
  ["desbloqueo", "unlock"],
  // days and times
  ["pasado manana", "the day after tomorrow"],
  ["manana en la manana", "tomorrow morning"],
  ["en la manana", "in the morning"],
  ["por la manana", "in the morning"],
  ["manana", "tomorrow"],
  ["hoy", "today"],
  ["esta noche", "tonight"],
  ["ahorita", "now"],
  ["ahora mismo", "right now"],
  ["ahora", "now"],
  ["en este momento", "right now"],
  ["el dia despues de", "the day after"],
  ["el dia antes de", "the day before"],
  ["el fin de semana", "the weekend"],
  ["este fin de semana", "this weekend"],
  ["fin de semana", "weekend"],
  ["finde", "weekend"],
  ["el proximo", "next"],
  ["la proxima semana", "next week"],
  ["proximo", "next"],
  ["lunes", "monday"],
  ["martes", "tuesday"],
  ["miercoles", "wednesday"],
  ["jueves", "thursday"],
  ["viernes", "friday"],
  ["sabados", "saturdays"],
  ["sabado", "saturday"],
  ["domingos", "sundays"],
  ["domingo", "sunday"],
  ["nochebuena", "christmas eve"],
  ["navidad", "christmas"],
  ["ano nuevo", "new year"],
  ["dia de accion de gracias", "thanksgiving"],
  ["accion de gracias", "thanksgiving"],
  ["de la tarde", "pm"],
  ["de la noche", "pm"],
  ["de la manana", "am"],
  ["a las", "at"],
  ["a la", "at"],
  ["al mediodia", "at noon"],
  ["mediodia", "noon"],
  // hours and open now
  ["a que hora abren", "what time do you open"],
  ["a que hora cierran", "what time do you close"],
  ["a que hora", "what time"],
  ["estan abiertos", "are you open"],
  ["esta abierto", "are you open"],
  ["estan abierto", "are you open"],
  ["siguen abiertos", "still open"],
  ["ya cerraron", "are you closed"],
  ["ya abrieron", "are you open"],
  ["cerraron", "closed"],
  ["abrieron", "open"],
  ["abren", "open"],
  ["abierto", "open"],
  ["abiertos", "open"],
  ["abre", "open"],
  ["cierran", "close"],
  ["cierra", "close"],
  ["cerrado", "closed"],
  ["horario", "hours"],
  ["horarios", "hours"],
  ["horas de servicio", "hours"],
  // where and the phone
  ["donde estan ubicados", "where are you located"],
  ["donde estan", "where are you"],
  ["donde queda", "where is"],
  ["donde se encuentran", "where are you"],
  ["donde", "where"],
  ["ubicacion", "location"],
  ["direccion", "address"],
  ["que tan lejos estan de", "how far from"],
  ["que tan lejos", "how far"],
  ["lejos", "far"],
  ["correo electronico", "email"],
  ["correo", "email"],
  ["como llego", "how do i get there"],
  ["como llegar", "directions"],
  ["numero de telefono", "phone number"],
  ["su numero", "your number"],
  ["el numero", "your number"],
  ["su telefono", "phone number"],
  ["telefono de la tienda", "phone number"],
  ["llamarles", "call you"],
  ["llamar", "call you"],
  ["telefono", "phone"],
  ["telefonos", "phones"],
  ["venden", "sell"],
  ["vende", "sell"],
  ["compran", "buy"],
  ["compra", "buy"],
  ["usados", "used"],
  ["usado", "used"],
  ["fundas", "cases"],
  ["funda", "case"],
  ["cargadores", "chargers"],
  ["celular", "phone"],
  ["movil", "phone"],
  // booking
  ["hacer una cita", "appointment"],
  ["sacar cita", "appointment"],
  ["necesito cita", "appointment"],
  ["una cita", "appointment"],
  ["con cuanta anticipacion", "how far in advance"],
  ["cuanta anticipacion", "how far in advance"],
  ["hasta cuando puedo reservar", "how far ahead can i book"],
  ["hasta cuando puedo agendar", "how far ahead can i book"],
  ["cancelar mi cita", "cancel my appointment"],
  ["cambiar mi cita", "change my appointment"],
  ["mover mi cita", "move my appointment"],
  ["ya esta listo", "ready yet"],
  ["ya quedo", "ready yet"],
  ["ya esta mi", "ready yet my"],
  ["pasar a recogerlo", "pick up my phone"],
  ["pasar a recoger", "pick up my phone"],
  ["recogerlo", "pick up my phone"],
  ["como va la reparacion", "status of my repair"],
  ["como va mi", "status of my"],
  ["como cancelo", "how do i cancel"],
  ["cancela", "cancel"],
  ["cambiar la hora", "change the time"],
  ["cambiar la fecha", "change the time"],
  ["cambiar la cita", "change my appointment"],
  ["reprogramar", "reschedule"],
  ["ya esta lista", "ready yet"],
  ["esta listo mi", "ready yet my"],
  ["cancelar", "cancel"],
  ["cita", "appointment"],
  ["agendar", "book"],
  ["reservar", "book"],
  ["reservacion", "reservation"],
  // small talk
  ["buenos dias", "hello"],
  ["buenas tardes", "hello"],
  ["buenas noches", "hello"],
  ["buenas", "hello"],
  ["hola", "hello"],
  ["muchas gracias", "thanks"],
  ["gracias", "thanks"],
  // other questions, answered in English after a Spanish note (their words are enough to know what is asked)
  ["tienen garantia", "warranty"],
  ["garantia", "warranty"],
  ["aceptan tarjeta", "accept card"],
  ["tarjeta", "card"],
  ["efectivo", "cash"],
  ["formas de pago", "payment"],
  ["pago", "payment"],
  ["con la oferta", "with the offer"],
  ["la oferta", "the offer"],
  ["cuanto queda", "how much"],
  ["cuanto seria", "how much"],
  ["descuento", "discount"],
  ["descuentos", "discounts"],
  ["como puedo pagar", "how can i pay"],
  ["como se paga", "how can i pay"],
  ["aceptan", "accept"],
  ["pagar", "pay"],
  ["piezas originales", "original parts"],
  ["que piezas", "what parts"],
  ["la pieza", "the part"],
  ["pieza", "part"],
  ["en stock", "in stock"],
  ["en existencia", "in stock"],
  ["mis datos", "my data"],
  ["datos", "data"],
  ["mis fotos", "my photos"],
  ["fotos", "photos"],
  ["se borran", "erase"],
  ["se borra", "erase"],
  ["borrar", "erase"],
  ["empresas", "businesses"],
  ["empresa", "business"],
  ["negocios", "businesses"],
  ["negocio", "business"],
  ["que modelos", "which models"],
  ["modelos", "models"],
  ["que reparaciones", "what repairs"],
  ["que arreglan", "what do you fix"],
  ["reparaciones", "repairs"],
  ["buenas resenas", "good reviews"],
  ["buenas opiniones", "good reviews"],
  ["opiniones", "reviews"],
  ["calificacion", "rating"],
  ["cuantos anos llevan", "how many years"],
  ["cuantos anos tienen", "how many years"],
  ["desde cuando", "since when"],
  ["diagnostico", "diagnosis"],
  ["revision", "inspection"],
  ["gratis", "free"],
  ["si no lo pueden arreglar", "if you cant fix it"],
  ["no lo pueden arreglar", "cant fix"],
  ["no se puede arreglar", "cant fix"],
  ["no tiene arreglo", "cant fix"],
  ["a domicilio", "house call"],
  ["van a mi casa", "come to my house"],
  ["ignora", "ignore"],
  ["ignorar", "ignore"],
  ["instrucciones", "instructions"],
  ["dame", "give me"],
  ["escribeme", "write me"],
  ["poema", "poem"],
  ["impuestos", "taxes"],
  ["impuesto", "tax"],
  ["mas barata", "cheaper"],
  ["mas barato", "cheaper"],
  ["no suena", "no sound"],
  ["originales", "original"],
  ["piezas", "parts"],
  ["resenas", "reviews"],
  ["estacionamiento", "parking"],
  ["desbloquear", "unlock"],
  // a few words that join the others
  ["mi", "my"],
  ["para un", "for a"],
  ["para una", "for a"],
  ["para el", "for the"],
  ["para", "for"],
  ["y", "and"],
  ["o", "or"],
  ["tiene", "have"],
  ["tienen", "have"],
];
export const SPANISH_PHRASES: readonly (readonly [spanish: string, english: string])[] = PHRASES.sort(
  (a, b) => b[0].length - a[0].length,
);

/** The cue words and every word of the lexicon's Spanish phrases that is not also English ("sale", "rota"). */
const CUES = new Set([
  ...SPANISH_CUES,
  ...PHRASES.flatMap(([es]) => es.split(" ")).filter((w) => !SHARED.has(w) && !englishWords().has(w)),
]);

const SPANISH_RE = new RegExp(`\\b(${SPANISH_PHRASES.map(([s]) => s.replace(/ /g, "\\s+")).join("|")})\\b`, "g");
const SPANISH_TO = new Map(SPANISH_PHRASES.map(([s, e]) => [s, e]));

const lower = (names: readonly string[]) => names.map((name) => name.toLowerCase());
const MONTHS_ES = lower(monthNames("es"));
const MONTHS_EN = lower(monthNames("en"));
/** A month as written: whole or its first three letters ("dic", "sept"). */
const MONTH_ES = MONTHS_ES.map((m) => `${m.slice(0, 3)}(?:${m.slice(3)}|${m.slice(3, 4)})?`).join("|");
const monthEn = (written: string) => MONTHS_EN[MONTHS_ES.findIndex((m) => m.startsWith(written.slice(0, 3)))];
/** "el 4 de julio", "24 de diciembre", "31 de dic", "primero de enero": the date as the reader knows it ("july 4"). */
const DATE_ES = new RegExp(`\\b(\\d{1,2}|primero) de (${MONTH_ES})\\b`, "g");
const WEEKDAYS_ES = DAYS.map((d) => normalize(weekdayName(d, "es")));
/** "el lunes que viene", "el martes de la otra semana": that weekday of next week ("next monday"). */
const NEXT_WEEKS_DAY = new RegExp(
  `\\b(${WEEKDAYS_ES.join("|")}) (?:que viene|de la (?:otra|proxima|siguiente) semana|de la semana que viene)\\b`,
  "g",
);
/** "la semana que viene abren el jueves", "la próxima semana el lunes": that weekday of next week. */
const WEEK_THEN_DAY_ES = new RegExp(
  `\\b(?:la )?(?:semana que viene|proxima semana)((?: \\S+){0,2}?) (?:el )?(${WEEKDAYS_ES.join("|")})\\b`,
  "g",
);
const COUNT_ES: Record<string, number> = { un: 1, una: 1, dos: 2, tres: 3, cuatro: 4, cinco: 5, seis: 6, siete: 7 };
/** "en 3 días", "dentro de una semana": a day counted from today ("in 3 days"). */
const COUNTED_ES = new RegExp(
  `\\b(?:en|dentro de) (\\d{1,2}|${Object.keys(COUNT_ES).join("|")}) (dias?|semanas?)\\b`,
  "g",
);

/** "el día 15": a day of the month ("the 15th"), never the iPhone 15. */
const DAY_OF_MONTH_ES = /\b(?:el )?dia (\d{1,2})\b(?! de )/g;
/** "20/6": Spanish writes the day first; the reader reads a month first ("6/20"). "24/7" is always open. */
const SLASHED_ES = /\b(\d{1,2})\/(\d{1,2})\b/g;
const dayFirst = (written: string, day: string, month: string) =>
  written === "24/7" || Number(day) > 31 || Number(month) > 12 ? written : `${month}/${day}`;

/** A Spanish message's core phrases in the English words the reader knows (normalized text in, out). */
export function readSpanish(normalized: string): string {
  return normalized
    .replace(SLASHED_ES, dayFirst)
    .replace(DAY_OF_MONTH_ES, "the $1th")
    .replace(DATE_ES, (_, day: string, month: string) => `${monthEn(month)} ${day === "primero" ? 1 : day}`)
    .replace(WEEK_THEN_DAY_ES, (_, between: string, day: string) => `${between.trim()} proximo ${day}`)
    .replace(NEXT_WEEKS_DAY, "proximo $1")
    .replace(
      COUNTED_ES,
      (_, n: string, unit: string) => `in ${COUNT_ES[n] ?? n} ${unit.startsWith("semana") ? "weeks" : "days"}`,
    )
    .replace(SPANISH_RE, (m) => SPANISH_TO.get(m.replace(/\s+/g, " ")) ?? m);
}

// The Spanish reader's lexicon: the words that tell a Spanish message, and the Spanish words of the
// slots (repairs, troubles, days and dates) written as the English words the reader already knows, so
// Spanish costs a lexicon, not a second engine; what a message asks is the classifier's. Matched on
// normalized text: lower case, accents dropped ("teléfono" and "telefono" are one word), apostrophes dropped.
import { monthNames, weekdayName } from "#shop/clock.ts";
import { DAYS } from "#shop/schedule.ts";
import { englishWords } from "./english.ts";
import { normalize } from "./text.ts";
import { PHRASES_ES } from "./spanish-phrases.ts";

/**
 * Words that are Spanish and hardly ever in an English message: two of them (or one in a message of
 * one or two words) make a message Spanish. Words both languages use ("no", "me", "a", "come", "son",
 * "con", "hay", "favor") are left out, and so is "se", which is also the iPhone SE.
 */
export const SPANISH_CUES = new Set(
  `hola buenas buenos dias tardes noches gracias porfa usted ustedes que cuanto cuanta cuantos cuesta cuestan
costo precio precios valen cobran pantalla bateria telefono telefonos celular celulares cel movil cargador carga cargar mojo mojado
mojada agua prende enciende apaga abren abierto abiertos abierta cierran cerraron abrieron cerrado cerrados horario horarios hoy manana
donde estan esta estoy ubicados ubicacion direccion numero llamar cita reservar agendar arreglar arreglan reparar
reparan reparacion cambiar cambio tarda tardan cuando como sabado domingo lunes martes miercoles jueves viernes
roto rompio quebrada quebro estrellada estrello cayo cae mi mis tengo tienen tiene puedo pueden quiero necesito
hacen es el los las del por para una uno pero tambien muy bien camara bocina altavoz puerto llego llegar ahorita
ahora mucho poco semana dia feriado navidad oye senor senora amigo nada todo todos eso esto este aqui alli
reloj relojes audifonos auriculares cargan cargando tienda sucursal ciudad barato baratos caro caros voy vamos
siguiente anterior despues antes van vienen saldria seria tiempo dura tardaria tardarian demora demoran demoraria rapido
falta salen oferta cupon cupones promocion promociones rebaja descuento reparaciones domicilio casa impuestos impuesto
estacionamiento`.split(/\s+/),
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
  // ...or where no other word is English ("manejan estuches para iphone"): the cue lists cannot hold
  // every Spanish verb and noun an owner's question brings, but the English word list knows English.
  const others = words.filter((w) => !CUES.has(w) && w !== "iphone");
  const noEnglish = others.length >= 2 && others.every((w) => !englishWords().has(w));
  return cues === 1 && (marked || leads || noEnglish || words.length <= 2);
}

export const SPANISH_PHRASES: readonly (readonly [spanish: string, english: string])[] = PHRASES_ES.sort(
  (a, b) => b[0].length - a[0].length,
);

/** The cue words and every word of the lexicon's Spanish phrases that is not also English ("sale", "rota"). */
const CUES = new Set([
  ...SPANISH_CUES,
  ...PHRASES_ES.flatMap(([es]) => es.split(" ")).filter((w) => !SHARED.has(w) && !englishWords().has(w)),
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
  return (
    normalized
      .replace(SLASHED_ES, dayFirst)
      // "a las 5 y media", "a las 10 y cuarto": the half and the quarter past.
      .replace(/\b(\d{1,2}) y media\b/g, "$1:30")
      .replace(/\b(\d{1,2}) y cuarto\b/g, "$1:15")
      .replace(DAY_OF_MONTH_ES, "the $1th")
      .replace(DATE_ES, (_, day: string, month: string) => `${monthEn(month)} ${day === "primero" ? 1 : day}`)
      .replace(WEEK_THEN_DAY_ES, (_, between: string, day: string) => `${between.trim()} proximo ${day}`)
      .replace(NEXT_WEEKS_DAY, "proximo $1")
      .replace(
        COUNTED_ES,
        (_, n: string, unit: string) => `in ${COUNT_ES[n] ?? n} ${unit.startsWith("semana") ? "weeks" : "days"}`,
      )
      .replace(SPANISH_RE, (m) => SPANISH_TO.get(m.replace(/\s+/g, " ")) ?? m)
  );
}

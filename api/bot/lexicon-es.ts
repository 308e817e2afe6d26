// The Spanish reader's lexicon (PRODUCT decision 30): the words that tell a Spanish message, and the
// Spanish phrases of the core questions written as the English words the reader already knows, so
// Spanish costs a lexicon, not a second engine. Matched on normalized text: lower case, accents
// dropped ("teléfono" and "telefono" are one word), apostrophes dropped.

/**
 * Words that are Spanish and hardly ever in an English message: two of them (or one in a message of
 * one or two words) make a message Spanish. Words both languages use ("no", "me", "a", "come", "son",
 * "con", "hay", "favor") are left out, and so is "se", which is also the iPhone SE.
 */
export const SPANISH_CUES = new Set(
  `hola buenas buenos dias tardes noches gracias porfa usted ustedes que cuanto cuanta cuantos cuesta cuestan
costo precio precios valen cobran pantalla bateria telefono celular cel movil cargador carga cargar mojo mojado
mojada agua prende enciende apaga abren abierto abiertos abierta cierran cerrado cerrados horario horarios hoy manana
donde estan esta estoy ubicados ubicacion direccion numero llamar cita reservar agendar arreglar arreglan reparar
reparan reparacion cambiar cambio tarda tardan cuando como sabado domingo lunes martes miercoles jueves viernes
roto rompio quebrada quebro estrellada estrello cayo cae mi mis tengo tienen tiene puedo pueden quiero necesito
hacen es el los las del por para una uno pero tambien muy bien camara bocina altavoz puerto llego llegar ahorita
ahora mucho poco semana dia feriado navidad oye senor senora amigo nada todo todos eso esto este aqui alli`.split(/\s+/),
);

/** Spanish, read from the raw tokens (before any typo correction, which would turn Spanish into English). */
export function isSpanish(tokens: readonly string[]): boolean {
  const cues = tokens.filter((t) => SPANISH_CUES.has(t)).length;
  if (cues >= 2) return true;
  return cues === 1 && tokens.filter((t) => /^[a-z]+$/.test(t)).length <= 2;
}

// Where a message of several parts is cut ("how much for the screen and do you take cards", "¿abren
// hoy? y cuánto cuesta la batería"), and which part tells the visitor's story rather than asks: read by
// the intents' parts (parts.ts) and the finer kinds (kinds.ts).

/** Where a message joins its parts: "and", "also", "plus", "y", "también", a comma, a question mark. */
const JOINS = /\s*(?:\b(?:and|also|plus|y|tambien|también)\b|[,;?¿!]|\.\s)\s*/i;

/**
 * A part that tells rather than asks: the visitor's own story ("I'm coming from Perry", "i fly out
 * thursday morning", "vivo en perry"), whose town or day is a slot of the question beside it.
 */
const TELLS = /^(?:i|im|ive|id|ill|my|we|were|our|me|mi|mis|yo|soy|estoy|vivo|voy|vengo|tengo|salgo)\b/i;

/** A part that tells rather than asks ("I'm coming from Perry"). */
export const tells = (text: string) => TELLS.test(text.replace(/[^\p{L}\p{N}\s]/gu, "").trim());

/** A message's parts, each with where it starts (a share of the message, 0 to 1). */
export function partsOf(message: string): { text: string; share: number }[] {
  const parts: { text: string; share: number }[] = [];
  let at = 0;
  const rest = message.trim();
  const re = new RegExp(JOINS.source, "gi");
  let m: RegExpExecArray | null;
  while ((m = re.exec(rest))) {
    const text = rest.slice(at, m.index).trim();
    if (/[a-z0-9]/i.test(text)) parts.push({ text, share: at / rest.length });
    at = m.index + m[0].length;
    if (m[0].length === 0) re.lastIndex++;
  }
  const last = rest.slice(at).trim();
  if (/[a-z0-9]/i.test(last)) parts.push({ text: last, share: at / Math.max(1, rest.length) });
  return parts;
}

// A visitor's texts, read as the carriers read them: any case, any width (a phone's fullwidth "ＳＴＯＰ"),
// punctuation, quotes and spaces around the words ignored. The opt-out and opt-in words are the ones US
// carriers, the CTIA's handbook and Twilio's list name ("OPTOUT" and "REVOKE" since the FCC's 2025 rule
// on revoking consent by any reasonable means); 'C' and 'R' are ours, offered by the reminders ('C'
// confirms, 'R' sends the private link again). The Spanish ones are those US carriers and the CTIA's
// handbook take for Spanish programs (ALTO, AYUDA) and the common others; accents are ignored
// ("DÉTENER" is "DETENER"), and a text's word tells its language for the answer when the number has
// no booking to tell it.
import type { Language } from "#shop/languages.ts";

const KEYWORDS: Record<string, readonly Keyword[]> = {
  STOP: ["stop"],
  STOPALL: ["stop"],
  UNSUBSCRIBE: ["stop"],
  CANCEL: ["stop"],
  END: ["stop"],
  QUIT: ["stop"],
  OPTOUT: ["stop"],
  REVOKE: ["stop"],
  START: ["start"],
  UNSTOP: ["start"],
  // YES opts back in, and answering a reminder it also confirms the visit.
  YES: ["start", "confirm"],
  HELP: ["help"],
  C: ["confirm"],
  R: ["link"],
};

/** The Spanish words, each as its English twin. */
const SPANISH: Record<string, readonly Keyword[]> = {
  PARAR: ["stop"],
  ALTO: ["stop"],
  DETENER: ["stop"],
  CANCELAR: ["stop"],
  BAJA: ["stop"],
  FIN: ["stop"],
  SUSPENDER: ["stop"],
  TERMINAR: ["stop"],
  DESUSCRIBIR: ["stop"],
  AYUDA: ["help"],
};

const ALL: Record<string, readonly Keyword[]> = { ...KEYWORDS, ...SPANISH };

/**
 * Opt-out words that mean something else inside a sentence ("please cancel my appointment", "cancelar
 * mi cita", "el volumen está muy bajo... baja"): alone they stop texts, in a sentence they are a reply.
 */
const ALONE_ONLY = new Set(["CANCEL", "END", "CANCELAR", "FIN", "BAJA", "ALTO", "TERMINAR"]);

export type Keyword = "stop" | "start" | "help" | "confirm" | "link";

/**
 * Words that may stand around an opt-out word without making it a sentence for the owner: "stop
 * please", "Stop texting me", "please stop all messages". Anything else ("please stop by at 3") keeps
 * the text a reply, since the word then means something else.
 */
const AROUND_OPT_OUT = new Set(
  `please pls plz now thanks thank you thx texting text texts txt messaging message messages msgs sending
  send me us all it this these them any more anymore
  por favor gracias ya los las todos todo mensajes mensaje textos texto sms de mas envios`.split(/\s+/),
);

/** The text's words in upper case, with width, accents, quotes and punctuation gone ("Opt out" is "OPT", "OUT"). */
const wordsOf = (body: string) =>
  body
    .normalize("NFKC")
    .normalize("NFD")
    .replace(/\p{M}/gu, "")
    .toUpperCase()
    .replace(/[^\p{L}\p{N}\s]+/gu, " ")
    .split(/\s+/)
    .filter((w) => w !== "");

/** What a text asks for, or an empty list when it is a reply for the owner to read. */
export function keywordsOf(body: string): readonly Keyword[] {
  const words = wordsOf(body);
  const whole = ALL[words.join("")];
  // One word, or one keyword written in two ("OPT OUT", "STOP ALL").
  if (whole && words.length <= 2) return whole;
  const optOut = words.filter((w) => ALL[w]?.includes("stop") && !ALONE_ONLY.has(w));
  if (optOut.length > 0 && words.every((w) => optOut.includes(w) || AROUND_OPT_OUT.has(w.toLowerCase())))
    return ["stop"];
  return [];
}

/** The language of a text's keyword: Spanish for a Spanish one ("PARAR", "AYUDA"), else English. */
export function keywordLanguage(body: string): Language {
  const words = wordsOf(body);
  return SPANISH[words.join("")] || words.some((w) => SPANISH[w]) ? "es" : "en";
}

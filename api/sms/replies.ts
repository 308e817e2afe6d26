// What the text channel answers by itself, whatever the booking (a 'C' or 'R' answer names one: the
// booking's words, booking/words/texts.ts and es-texts.ts), in the language of the number's latest
// booking or, with none, of the word the visitor sent; and the owner's answer's frame. Plain GSM-7
// characters: a Spanish word GSM-7 lacks is written without its accent (withGsmLetters).
import { business } from "#shop/facts.ts";
import type { Language } from "#shop/languages.ts";
import { withGsmLetters } from "./segments.ts";

const phone = () => business.phone.display;

const WORDS = {
  en: {
    help: () =>
      `${business.name}: texts about your repair only. Call ${phone()}. Reply STOP to opt out, START to opt back in.`,
    noLink: () => `${business.name}: the link is in your booking confirmation. Or call us at ${phone()}.`,
    noBooking: () => `${business.name}: we found no booking for this number. Call us at ${phone()}.`,
    optedOut: () => `${business.name}: you will get no more texts from us. Reply START to opt back in, HELP for help.`,
  },
  es: {
    help: () =>
      `${business.name}: textos solo sobre su reparación. Llame al ${phone()}. Responda PARAR para no recibir más textos, START para volver a recibirlos.`,
    noLink: () => `${business.name}: el enlace está en la confirmación de su cita. O llámenos al ${phone()}.`,
    noBooking: () => `${business.name}: no encontramos ninguna cita para este número. Llámenos al ${phone()}.`,
    optedOut: () =>
      `${business.name}: no le enviaremos más textos. Responda START para volver a recibirlos, AYUDA para ayuda.`,
  },
} satisfies Record<Language, Record<string, () => string>>;

type ChannelWord = keyof (typeof WORDS)["en"];
const say =
  (word: ChannelWord) =>
  (language: Language = "en") =>
    withGsmLetters(WORDS[language][word]());

export const CHANNEL_WORDS = {
  help: say("help"),
  noLink: say("noLink"),
  noBooking: say("noBooking"),
  /** The opt-out's confirmation, for a word the provider does not confirm itself (the Spanish ones). */
  optedOut: say("optedOut"),
  /** The owner's words from the desk, signed with the shop's name so the visitor knows who writes. */
  answer: (words: string) => `${business.name}: ${words}`,
} as const;

// What the classifier sees of a message: its words, its pairs of words and its words' letter groups,
// after the text is written one way (lower case, no accents, models as prepare() writes them, every
// number one token). Letter groups let "prking", "parkin" and "parqueo" share most of "parking"'s
// features, so a typo or a Spanglish word is not a word never seen.
import { business } from "#shop/facts.ts";
import { normalize, prepare, tokenize } from "../read/text.ts";
import { terms } from "../find/stem.ts";

/**
 * Chat spellings written the long way, so "can u fix ur screen" shares its features with the examples
 * that spell "you" and "your", and "q horario tienen" with those that spell "que": the examples cannot
 * hold every shortening of every word.
 */
const SPELLINGS: Readonly<Record<string, string>> = {
  u: "you",
  ya: "you",
  yall: "you",
  ur: "your",
  r: "are",
  pls: "please",
  plz: "please",
  thx: "thanks",
  ty: "thanks",
  appt: "appointment",
  appts: "appointments",
  hrs: "hours",
  hr: "hour",
  mins: "minutes",
  min: "minutes",
  wat: "what",
  wut: "what",
  wen: "when",
  tmrw: "tomorrow",
  tmr: "tomorrow",
  tmrow: "tomorrow",
  tomorow: "tomorrow",
  rn: "now",
  txt: "text",
  txts: "texts",
  msg: "message",
  msgs: "messages",
  pic: "picture",
  pics: "pictures",
  abt: "about",
  bc: "because",
  cuz: "because",
  smth: "something",
  ppl: "people",
  fone: "phone",
  // Spanish chat spellings, the same way: "q", "xq", "cel" are how phones write "que", "porque", "celular".
  q: "que",
  k: "que",
  ke: "que",
  xq: "porque",
  xk: "porque",
  pq: "porque",
  porq: "porque",
  cel: "celular",
  celu: "celular",
  cell: "cellphone",
  tel: "telefono",
  tmb: "tambien",
  tb: "tambien",
  dnd: "donde",
  pa: "para",
  mnn: "manana",
  bn: "bien",
  xfa: "porfavor",
  porfa: "porfavor",
};

/** The message's words as the classifier reads them: numbers are "0", "$" and "%" are kept. */
export function words(message: string): string[] {
  return tokenize(prepare(normalize(message))).map((w) => (/^\d/.test(w) ? "0" : (SPELLINGS[w] ?? w)));
}

/**
 * The towns the intents' examples name (the sample shop's area and a few beyond it). A town is a slot,
 * not a word to learn: the examples can only name some, and another shop's towns are none of them, so
 * "how far are you from homewood" read as the address in a shop that serves Homewood while "... from
 * perry" read as the area in the sample's. Each town named, these or the shop's own (its city and
 * service area, from its data), also gives the features of a town ("<town>", and its pairs), which
 * the examples teach for every shop.
 */
const EXAMPLE_TOWNS = [
  "macon",
  "perry",
  "warner robins",
  "forsyth",
  "gray",
  "byron",
  "kathleen",
  "centerville",
  "bonaire",
  "dublin",
  "atlanta",
  "savannah",
];
const TOWNS: readonly string[][] = [
  ...new Set([...EXAMPLE_TOWNS, business.address.city, ...business.serviceArea].map((t) => words(t).join(" "))),
]
  .filter((t) => t.length > 0)
  .map((t) => t.split(" "));

/** The features a town named adds: the word "<town>" and its pairs, beside the town's own words. */
function townFeatures(edged: readonly string[]): string[] {
  const out: string[] = [];
  for (const town of TOWNS)
    for (let i = 1; i + town.length < edged.length; i++) {
      if (!town.every((w, j) => edged[i + j] === w)) continue;
      out.push("w:<town>", `b:${edged[i - 1]} <town>`, `b:<town> ${edged[i + town.length]}`);
    }
  return out;
}

/** A word's letter groups: its character 3- and 4-grams, with its edges (none for a word under 3 letters). */
export function letterGroups(w: string): string[] {
  const out: string[] = [];
  if (w.length < 3) return out;
  const padded = ` ${w} `;
  for (const n of [3, 4]) for (let i = 0; i + n <= padded.length; i++) out.push(`c:${padded.slice(i, i + n)}`);
  return out;
}

/**
 * What a message's words give beyond each word's own (its "w:" and its letter groups): the words' stems
 * unless `stems` is false (the stems' glossary joins the languages, "estuches" is "case", which helps to
 * read what is asked and hides which language asks it), the pairs of words with the message's edges,
 * and a town's own (townFeatures).
 */
export function messageFeatures(ws: readonly string[], stems = true): string[] {
  const out: string[] = [];
  const edged = ["<", ...ws, ">"];
  // Stems join a word's forms ("booked", "booking"; "reservo", "reservar") that the examples wrote one way.
  if (stems) for (const s of terms(ws.join(" "))) out.push(`s:${s}`);
  for (let i = 0; i + 1 < edged.length; i++) out.push(`b:${edged[i]} ${edged[i + 1]}`);
  out.push(...townFeatures(edged));
  return out;
}

/**
 * A message's features, in this order (vocabulary.ts reads them in the same order, a word's own
 * from a cache): each word, messageFeatures, each word's letter groups.
 */
export function features(message: string, stems = true): string[] {
  const ws = words(message);
  return [...ws.map((w) => `w:${w}`), ...messageFeatures(ws, stems), ...ws.flatMap(letterGroups)];
}

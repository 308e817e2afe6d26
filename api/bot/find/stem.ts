// Words of a search, written one way for English and Spanish alike: lower case, no accents, a light
// stemmer (plurals and the commonest endings), the filler left out, and a short glossary that puts the
// Spanish words of the shop's everyday topics in the English the owner's texts are written in.
import { normalize } from "../read/text.ts";

const FILLER = new Set(
  (
    "a an the and or but to of in on at for with by from is are was be been do does did you your yours u ur i me my " +
    "we our us it its this that these those there here have has had can could would will should what which who " +
    "how when where why any some all about if so just get got im its please pls hey hi ok okay yall guys y la el " +
    "los las un una de del que en con por para es son se lo le mi su tu al y o hay ustedes usted tienen tiene"
  ).split(" "),
);

/**
 * Words that say little of a topic (asking verbs, the phone itself): a passage that holds only these
 * of a question does not answer it ("do you sell chargers" is not answered by "we sell cases").
 */
export const LIGHT: ReadonlySet<string> = new Set(
  "sell buy carry have need want know offer phone iphone model repair fix make use take find".split(" ").map(stem),
);

/** Spanish search words and the English word the owner's texts use for them. */
const GLOSSARY: Record<string, string> = {
  venden: "sell",
  manejan: "carry",
  ofrecen: "offer",
  vende: "sell",
  venta: "sell",
  vender: "sell",
  compran: "buy",
  comprar: "buy",
  funda: "case",
  fundas: "case",
  estuche: "case",
  estuches: "case",
  carcasa: "case",
  carcasas: "case",
  mica: "protector",
  micas: "protector",
  protector: "protector",
  protectores: "protector",
  pantalla: "screen",
  pantallas: "screen",
  cargador: "charger",
  cargadores: "charger",
  cable: "cable",
  cables: "cable",
  bateria: "battery",
  baterias: "battery",
  telefono: "phone",
  telefonos: "phone",
  celular: "phone",
  celulares: "phone",
  modelo: "model",
  modelos: "model",
  estacionamiento: "parking",
  parqueo: "parking",
  garantia: "warranty",
  agua: "water",
  piezas: "part",
  pieza: "part",
  accesorios: "accessory",
  audifonos: "earbuds",
  reloj: "watch",
  tableta: "ipad",
  computadora: "computer",
  datos: "data",
  fotos: "photo",
  empresa: "business",
  empresas: "business",
  negocio: "business",
  cita: "appointment",
  citas: "appointment",
};

/** A light English stemmer: enough that "cases", "case" and "casing" meet, and "carry" and "carries". */
function stem(word: string): string {
  if (word.length <= 3) return word;
  return word
    .replace(/ies$/, "y")
    .replace(/(ss)es$/, "$1")
    .replace(/([^s])s$/, "$1")
    .replace(/(ing|ed)$/, "")
    .replace(/e$/, "");
}

/** The search terms of a text, in order, duplicates kept (MiniSearch counts them). */
export function terms(text: string): string[] {
  const out: string[] = [];
  let before = "";
  for (const raw of normalize(text).match(/[a-z0-9]+/g) ?? []) {
    // "In case" is a phrase, not a phone case.
    const idiom = before === "in" && raw === "case";
    before = raw;
    if (FILLER.has(raw) || /^\d/.test(raw) || idiom) continue;
    out.push(stem(GLOSSARY[raw] ?? raw));
  }
  return out;
}

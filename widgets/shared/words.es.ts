// shared/words.ts in US Spanish (usted).
import { phone, shop } from "virtual:shop-facts";
import type { CommonWords } from "./words.ts";

export const commonEs: CommonWords = {
  lang: "es",
  callNow: "Llamar ahora",
  callNowNamed: `Llamar ahora: ${phone.display}`,
  callShop: `Llamar a ${shop.name}`,
  text: "Texto",
  textUs: "Envíenos un texto",
  textUsNamed: `Envíenos un mensaje de texto: ${phone.display}`,
  newTab: " (se abre en una pestaña nueva)",
};

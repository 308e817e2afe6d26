// repair-directions-bar/words.ts in US Spanish (usted); the tagline is the owner's (site/_data/es/business.ts).
import { shop } from "virtual:shop-facts";
import { tagline } from "virtual:owner-words-es";
import { commonEs } from "../shared/words.es.ts";
import type { DirectionsBarWords } from "./words.ts";

export const directionsBarEs: DirectionsBarWords = {
  ...commonEs,
  barName: `Cómo llegar a ${shop.name}`,
  get: "",
  directions: "Cómo llegar",
  close: "Cerrar la barra de indicaciones",
  tagline,
};

// The profile's words in Spanish (US Spanish, addressed as usted). Only words: the name, phone, address,
// hours and prices stay written once in ../business.ts. Checked when business.ts lists "es".
import business from "../business.ts";
import { z } from "zod";
import { defineTranslation } from "#shop/define-content.ts";

const words = z.string().trim().min(1);

export default defineTranslation(
  import.meta.url,
  {
    language: "es",
    checked: business.languages.includes("es"),
    source: "site/_data/business.ts",
    entry: z.strictObject({
      tagline: words,
      warrantyCovers: words,
      offerAppliesTo: words,
      offerPeriod: words,
      olderModelsSupported: words,
      /** The same order as `paymentAccepted`. */
      paymentAccepted: z.array(words).length(business.paymentAccepted.length),
      /** A label for each special day, by its date. */
      specialHours: z.strictObject(Object.fromEntries(business.specialHours.map((day) => [day.date, words]))),
    }),
  },
  {
    tagline: "Reparación de iPhone",
    warrantyCovers: "piezas y mano de obra",
    offerAppliesTo: "el cambio de pantalla",
    offerPeriod: "esta semana",
    olderModelsSupported: "del iPhone 6 al iPhone XS",
    paymentAccepted: ["efectivo", "tarjeta de crédito"],
    specialHours: {
      "2026-11-26": "Día de Acción de Gracias",
      "2026-12-24": "Nochebuena",
      "2026-12-25": "Navidad",
      "2027-01-01": "Año Nuevo",
    },
  },
);

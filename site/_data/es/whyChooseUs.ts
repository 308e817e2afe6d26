// The reasons to choose the shop in Spanish, in the order of ../whyChooseUs.ts.
import business from "../business.ts";
import whyChooseUs from "../whyChooseUs.ts";
import words from "./business.ts";
import { z } from "zod";
import { defineTranslation } from "#shop/define-content.ts";

const text = z.string().trim().min(1);
const days = business.warranty.days;

export default defineTranslation(
  import.meta.url,
  {
    language: "es",
    checked: business.languages.includes("es"),
    source: "site/_data/whyChooseUs.ts",
    english: whyChooseUs,
    entry: z.strictObject({ title: text, text }),
  },
  [
    {
      title: "Servicio el mismo día",
      text: `La mayoría de las reparaciones están listas en unos ${business.averageRepairMinutes} minutos mientras usted espera. No necesita cita.`,
    },
    {
      title: "Técnicos expertos",
      text: "Especialistas en iPhone que prueban Face ID, True Tone, las cámaras y la carga antes de que se vaya.",
    },
    {
      title: `Garantía de ${days} días`,
      text: `Cada reparación tiene ${days} días de garantía en ${words.warrantyCovers}.`,
    },
    {
      title: "Precios locales y honestos",
      text: `Precios 'desde' claros, cotización gratis por teléfono, y aceptamos ${words.paymentAccepted.join(" o ")}.`,
    },
  ],
);

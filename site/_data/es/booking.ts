// The booking's words in Spanish, by the keys of ../booking.ts: what the form says beside the phone
// field, the check-in's checklist, the advice before drop-off, the pickup's words and the repair terms.
// Only words: the versions, the days and the keys stay in ../booking.ts. The version a visitor signs
// is the English file's, so a change of the terms there needs its Spanish here before the build passes.
import booking from "../booking.ts";
import business from "../business.ts";
import profile from "./business.ts";
import { z } from "zod";
import { defineTranslation } from "#shop/define-content.ts";

const words = z.string().trim().min(1);
const keyed = <T extends z.ZodType>(keys: readonly string[], entry: T) =>
  z.strictObject(Object.fromEntries(keys.map((key) => [key, entry])) as Record<string, T>);
const unclaimedDays = booking.terms?.unclaimedDays ?? 60;

export default defineTranslation(
  import.meta.url,
  {
    language: "es",
    checked: business.languages.includes("es"),
    source: "site/_data/booking.ts",
    entry: z.strictObject({
      textConsent: z.strictObject({ words, optOut: words }),
      /** A label for each item of the checklist, by its key. */
      checklist: keyed(
        booking.checkIn.checklist.map((c) => c.key),
        words,
      ),
      /** The same order as `checkIn.beforeDropOff`. */
      beforeDropOff: z.array(words).length(booking.checkIn.beforeDropOff.length),
      pickup: words,
      terms: booking.terms
        ? z.strictObject({
            title: words,
            /** Each section's title and text, by its key. */
            sections: keyed(
              booking.terms.sections.map((s) => s.key),
              z.strictObject({ title: words, text: words }),
            ),
          })
        : z.undefined(),
    }),
  },
  {
    textConsent: {
      words:
        "Le enviamos mensajes de texto a este número solo sobre esta reparación: su horario, los cambios y cuando esté lista. Responda PARAR para dejar de recibirlos, AYUDA para pedir ayuda. Pueden aplicarse tarifas de mensajes y datos.",
      optOut: "No me envíen mensajes de texto sobre esta reparación",
    },
    checklist: {
      screen: "Pantalla",
      "back-glass": "Vidrio trasero",
      frame: "Marco",
      buttons: "Botones",
      cameras: "Cámaras",
      "face-id": "Face ID / Touch ID",
      charging: "Carga",
      speakers: "Bocinas",
      water: "Señales de agua",
    },
    beforeDropOff: [
      "Haga una copia de seguridad de su iPhone (en iCloud o en una computadora): una reparación puede, rara vez, borrar lo que contiene.",
      "Desactive Buscar (Configuración, su nombre, Buscar), o active el Estado de reparación si su iPhone lo ofrece.",
      "Nunca nos dé su código por escrito: hacemos las pruebas con usted presente, o como acordemos en persona.",
      "Traiga el cargador y el cable que usa, para probar la falla con ellos.",
    ],
    pickup: "Ya tengo mi teléfono y funciona.",
    terms: {
      title: "Condiciones de reparación",
      sections: {
        warranty: {
          title: "Garantía",
          text: `Nuestras reparaciones tienen una garantía de ${business.warranty.days} días en ${profile.warrantyCovers}, desde el día en que recoge su teléfono. No cubre daños nuevos (caídas, agua) ni reparaciones hechas después por otra persona.`,
        },
        data: {
          title: "Sus datos y copias de seguridad",
          text: "Haga una copia de seguridad de su teléfono antes de dejárnoslo. No abrimos sus fotos, mensajes ni archivos, nunca le pedimos su código por escrito y no somos responsables de los datos que se pierdan en una reparación.",
        },
        parts: {
          title: "Piezas que usamos",
          text: "Instalamos piezas de repuesto de calidad, salvo que acordemos otra cosa antes de la reparación. Su iPhone puede indicar en Configuración que una pieza no es original de Apple; eso no afecta nuestra garantía. Puede pedir la pieza vieja cuando recoja el teléfono.",
        },
        unclaimed: {
          title: "Teléfonos que no se recogen",
          text: `Guardamos un teléfono reparado durante ${unclaimedDays} días después de avisarle que está listo. Después nos comunicamos con usted una vez más, y luego el teléfono puede reciclarse con sus datos borrados.`,
        },
      },
    },
  },
);

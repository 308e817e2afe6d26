// The questions and answers in Spanish, by the question's id in ../faq.ts (which keeps the categories
// and the order). Answers quote the profile through the same facts, phrased in Spanish.
import business from "../business.ts";
import faq from "../faq.ts";
import words from "./business.ts";
import { z } from "zod";
import { defineTranslation } from "#shop/define-content.ts";
import { fullAddress, hoursTextEs, listEs, modelRangeEs, offerEs, warrantyEs } from "#shop/facts.ts";

const text = z.string().trim().min(1);
const area = business.serviceArea.filter((c) => c !== business.address.city);

export default defineTranslation(
  import.meta.url,
  {
    language: "es",
    checked: business.languages.includes("es"),
    source: "site/_data/faq.ts",
    english: faq,
    keyOf: (item) => item.id,
    entry: z.strictObject({ question: text, answer: text }),
  },
  {
    "how-long-screen-repair": {
      question: "¿Cuánto tarda la reparación de la pantalla de un iPhone?",
      answer: `La mayoría de los cambios de pantalla tardan unos ${business.averageRepairMinutes} minutos y puede esperar en el taller. Las pantallas más grandes de los Pro Max pueden tardar hasta una hora.`,
    },
    "where-are-you": {
      question: `¿Dónde está su taller de reparación en ${business.address.city}?`,
      answer: `Estamos en ${fullAddress}, con estacionamiento gratis al frente. Nos visitan clientes de ${listEs(area)}.`,
    },
    "how-much": {
      question: "¿Cuánto cuesta reparar la pantalla de un iPhone?",
      answer: `Depende del modelo: la página de cada modelo y nuestra tabla de precios muestran el precio 'desde' donde lo publicamos, y el resto se lo cotizamos gratis por teléfono. Ahora mismo hay ${offerEs}.`,
    },
    "what-parts": {
      question: "¿Qué tipo de piezas usan?",
      answer:
        "Usamos pantallas OLED de alta calidad y baterías de calidad original, y probamos cada pieza en su teléfono antes de que lo recoja.",
    },
    "which-models": {
      question: "¿Qué modelos de iPhone reparan?",
      answer: `${modelRangeEs()}, y también modelos anteriores (${words.olderModelsSupported}).`,
    },
    "what-services": {
      question: "¿Qué reparaciones ofrecen además de pantallas?",
      answer:
        "Cambio de batería, reparación del puerto de carga, de la cámara, de la bocina y el micrófono, y reparación por daño de agua.",
    },
    appointment: {
      question: "¿Necesito hacer una cita?",
      answer: `No, puede venir sin cita. Nuestro horario es ${hoursTextEs}. Si nos llama antes, tendremos su pieza lista.`,
    },
    "same-day": {
      question: "¿Pueden reparar mi iPhone hoy?",
      answer:
        "Sí. La mayoría de las reparaciones de pantalla, batería y puerto de carga se hacen el mismo día, casi siempre mientras usted espera.",
    },
    warranty: {
      question: "¿Sus reparaciones tienen garantía?",
      answer: `Sí: cada reparación tiene ${warrantyEs}. Si la pieza que instalamos falla, traiga el teléfono y se lo reparamos gratis.`,
    },
    "water-damage": {
      question: "Se me mojó el iPhone. ¿Qué hago?",
      answer:
        "Apáguelo, no lo cargue y no lo ponga en arroz. Tráiganoslo lo antes posible: el diagnóstico es gratis, la mayoría de las reparaciones por daño de agua tardan unas 48 horas y, si no lo podemos reparar, no paga nada.",
    },
    "business-customers": {
      question: "¿Reparan teléfonos de empresas?",
      answer:
        "Sí. Reparamos teléfonos de empresas locales y podemos atender varios equipos a la vez. Llámenos para coordinarlo.",
    },
    "battery-replacement": {
      question: "¿Cómo sé si tengo que cambiar la batería?",
      answer:
        "Abra Configuración > Batería > Salud de la batería. Si la capacidad máxima está por debajo del 80 %, el teléfono se apaga de repente o aparece un mensaje de 'Servicio', es hora de cambiarla. El cambio de batería tarda de 15 a 30 minutos.",
    },
  },
);

// The six repairs' words in Spanish, by the repair's key in ../services.ts (which keeps the order,
// the icons and the schema.org types).
import business from "../business.ts";
import services from "../services.ts";
import { z } from "zod";
import { defineTranslation } from "#shop/define-content.ts";

const words = z.string().trim().min(1);
const minutes = business.averageRepairMinutes;
const warranty = `Garantía de ${business.warranty.days} días`;

export default defineTranslation(
  import.meta.url,
  {
    language: "es",
    checked: business.languages.includes("es"),
    source: "site/_data/services.ts",
    english: services,
    keyOf: (service) => service.key,
    entry: z.strictObject({
      name: words,
      cardTitle: words,
      subtitle: words,
      description: words,
      typicalTime: words,
      features: z.array(words).default([]),
    }),
  },
  {
    screen: {
      name: "Cambio de pantalla",
      cardTitle: "Cambio de pantalla de iPhone",
      subtitle: "Vidrio roto, líneas, táctil que no responde",
      description:
        "Vidrio estrellado, pantalla negra, líneas verdes o un táctil que dejó de responder: instalamos una pantalla OLED de calidad y probamos True Tone, Face ID y el táctil antes de que se vaya.",
      typicalTime: `unos ${minutes} minutos`,
      features: ["Piezas OLED de calidad original", `Reparación en ${minutes} minutos`, warranty],
    },
    battery: {
      name: "Cambio de batería",
      cardTitle: "Cambio de batería",
      subtitle: "Energía para todo el día otra vez",
      description:
        "Si se descarga rápido, se apaga al 20 % o aparece 'Servicio' en Salud de la batería, una batería nueva le devuelve la duración de todo el día y el mejor rendimiento.",
      typicalTime: "de 15 a 30 minutos",
      features: ["Baterías de calidad original", "Servicio en 15 minutos", "Rendimiento recuperado"],
    },
    camera: {
      name: "Reparación de cámara",
      cardTitle: "Reparación de cámara",
      subtitle: "Fotos borrosas, cámara que vibra o lente rota",
      description:
        "Fotos borrosas, una cámara que vibra o se ve negra, o el vidrio del lente roto: cambiamos el módulo de la cámara o la tapa del lente y revisamos el enfoque y la estabilización.",
      typicalTime: "el mismo día",
    },
    "charging-port": {
      name: "Reparación del puerto de carga",
      cardTitle: "Reparación del puerto de carga",
      subtitle: "Cable flojo, carga lenta o no carga",
      description:
        "Un cable que se mueve, que solo carga en cierto ángulo o que no carga: limpiamos o cambiamos el puerto y probamos la carga y los datos antes de entregárselo.",
      typicalTime: "el mismo día",
      features: ["Reparación el mismo día", "Calidad garantizada", "Probado antes de la entrega"],
    },
    "water-damage": {
      name: "Reparación por daño de agua",
      cardTitle: "Reparación por daño de agua",
      subtitle: "¿Se le mojó? Venga ahora",
      description:
        "Piscina, lavabo o lluvia: apague el teléfono, no lo cargue y tráiganoslo. Abrimos, limpiamos y secamos la placa, y le decimos con honestidad qué se puede salvar.",
      typicalTime: "unas 48 horas",
      features: ["Diagnóstico gratis", "Listo en 48 horas", "Si no se repara, no se cobra"],
    },
    speaker: {
      name: "Reparación de bocina",
      cardTitle: "Reparación de bocina",
      subtitle: "Llamadas apagadas, sonido que cruje",
      description:
        "Si no le escuchan en las llamadas o la música cruje, limpiamos o cambiamos el auricular, la bocina o el micrófono y probamos cada uno.",
      typicalTime: "el mismo día",
    },
  },
);

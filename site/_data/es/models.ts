// The model pages' words in Spanish, by the model's slug in ../models.ts (which keeps the names,
// prices, minutes and display sizes).
import business from "../business.ts";
import models from "../models.ts";
import { z } from "zod";
import { defineTranslation } from "#shop/define-content.ts";

const words = z.string().trim().min(1);
const oled = "Super Retina XDR OLED";
const promotion = "Super Retina XDR OLED con ProMotion";

export default defineTranslation(
  import.meta.url,
  {
    language: "es",
    checked: business.languages.includes("es"),
    source: "site/_data/models.ts",
    english: models,
    keyOf: (model) => model.slug,
    entry: z.strictObject({ description: words, camera: words, displayKind: words }),
  },
  {
    "iphone-16-pro-max-repair": {
      displayKind: promotion,
      camera: "cámara triple de 48 MP con teleobjetivo 5x",
      description:
        "El iPhone más grande hasta ahora, con pantalla siempre activa de 6.9 pulgadas, marco de titanio y botón Control de la Cámara.",
    },
    "iphone-16-pro-repair": {
      displayKind: promotion,
      camera: "cámara triple de 48 MP con teleobjetivo 5x",
      description:
        "Pantalla siempre activa de 6.3 pulgadas, marco de titanio, botón Control de la Cámara y sistema de cámaras Fusion de 48 MP.",
    },
    "iphone-16-plus-repair": {
      displayKind: oled,
      camera: "cámara dual Fusion de 48 MP",
      description:
        "Pantalla de 6.7 pulgadas, botón de Acción y Control de la Cámara en el modelo de batería grande de Apple.",
    },
    "iphone-16-repair": {
      displayKind: oled,
      camera: "cámara dual Fusion de 48 MP",
      description: "Pantalla de 6.1 pulgadas, botón de Acción, Control de la Cámara y la cámara dual vertical.",
    },
    "iphone-15-pro-max-repair": {
      displayKind: promotion,
      camera: "cámara triple de 48 MP con teleobjetivo 5x",
      description:
        "Pantalla ProMotion de 6.7 pulgadas en un marco de titanio, con la cámara teleobjetivo tetraprisma 5x.",
    },
    "iphone-15-pro-repair": {
      displayKind: promotion,
      camera: "cámara triple de 48 MP",
      description: "Pantalla ProMotion de 6.1 pulgadas, marco de titanio, botón de Acción y USB-C.",
    },
    "iphone-15-plus-repair": {
      displayKind: oled,
      camera: "cámara dual de 48 MP",
      description: "Pantalla de 6.7 pulgadas con Dynamic Island, cámara principal de 48 MP y USB-C.",
    },
    "iphone-15-repair": {
      displayKind: oled,
      camera: "cámara dual de 48 MP",
      description: "Pantalla de 6.1 pulgadas con Dynamic Island, parte trasera de vidrio teñido y USB-C.",
    },
    "iphone-14-pro-max-repair": {
      displayKind: promotion,
      camera: "cámara triple de 48 MP",
      description: "Pantalla ProMotion siempre activa de 6.7 pulgadas con Dynamic Island y cámara principal de 48 MP.",
    },
    "iphone-14-pro-repair": {
      displayKind: promotion,
      camera: "cámara triple de 48 MP",
      description: "Pantalla ProMotion siempre activa de 6.1 pulgadas con Dynamic Island y cámara principal de 48 MP.",
    },
    "iphone-14-plus-repair": {
      displayKind: oled,
      camera: "cámara dual de 12 MP",
      description: "Pantalla de 6.7 pulgadas y la batería de mayor duración de la línea iPhone 14.",
    },
    "iphone-14-repair": {
      displayKind: oled,
      camera: "cámara dual de 12 MP",
      description: "Pantalla de 6.1 pulgadas, detección de choques y una cámara dual de 12 MP mejorada.",
    },
    "iphone-13-pro-max-repair": {
      displayKind: promotion,
      camera: "cámara triple de 12 MP",
      description: "Pantalla ProMotion de 6.7 pulgadas y la cámara triple pro con fotografía macro.",
    },
    "iphone-13-pro-repair": {
      displayKind: promotion,
      camera: "cámara triple de 12 MP",
      description: "Pantalla ProMotion de 6.1 pulgadas y la cámara triple pro con fotografía macro.",
    },
    "iphone-13-mini-repair": {
      displayKind: oled,
      camera: "cámara dual de 12 MP",
      description: "Una compacta pantalla Super Retina XDR de 5.4 pulgadas y un sistema de cámara dual.",
    },
    "iphone-13-repair": {
      displayKind: oled,
      camera: "cámara dual de 12 MP",
      description: "Pantalla de 6.1 pulgadas, cámara dual en diagonal y el chip A15 Bionic.",
    },
    "iphone-12-pro-max-repair": {
      displayKind: oled,
      camera: "cámara triple de 12 MP con LiDAR",
      description: "Pantalla de 6.7 pulgadas, frente de Ceramic Shield y la cámara triple pro con LiDAR.",
    },
    "iphone-12-pro-repair": {
      displayKind: oled,
      camera: "cámara triple de 12 MP con LiDAR",
      description: "Pantalla de 6.1 pulgadas, frente de Ceramic Shield y marco de acero inoxidable.",
    },
    "iphone-12-mini-repair": {
      displayKind: oled,
      camera: "cámara dual de 12 MP",
      description: "El primer mini: pantalla de 5.4 pulgadas con Ceramic Shield en un cuerpo de bolsillo.",
    },
    "iphone-12-repair": {
      displayKind: oled,
      camera: "cámara dual de 12 MP",
      description: "Pantalla de 6.1 pulgadas con Ceramic Shield, bordes planos y MagSafe.",
    },
    "iphone-11-pro-max-repair": {
      displayKind: oled,
      camera: "cámara triple de 12 MP",
      description: "Pantalla Super Retina XDR de 6.5 pulgadas y la primera cámara triple de Apple.",
    },
    "iphone-11-pro-repair": {
      displayKind: oled,
      camera: "cámara triple de 12 MP",
      description: "Pantalla Super Retina XDR de 5.8 pulgadas y la primera cámara triple de Apple.",
    },
    "iphone-11-repair": {
      displayKind: "Liquid Retina HD LCD",
      camera: "cámara dual de 12 MP",
      description: "Pantalla Liquid Retina LCD de 6.1 pulgadas, cámara dual y batería para todo el día.",
    },
  },
);

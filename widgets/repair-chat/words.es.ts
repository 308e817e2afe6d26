// repair-chat/words.ts in US Spanish (usted).
import { address, phone, shop } from "virtual:shop-facts";
import { commonEs } from "../shared/words.es.ts";
import type { ChatWords } from "./words.ts";

export const chatEs: ChatWords = {
  ...commonEs,
  greeting: `¡Hola! Soy el asistente de reparaciones de ${shop.name}. Cuénteme qué le pasa a su iPhone, iPad o computadora y le ayudo a resolverlo. También puede llamarnos al ${phone.display} o visitarnos en ${address.street}, en ${address.city}, ${address.state}.`,
  quickPrompts: [
    "Se me rompió la pantalla del iPhone",
    "Mi teléfono no enciende",
    "Mi iPad no carga",
    "Mi computadora está lenta",
  ],
  toastTitle: "Error",
  toastDescription: "No se pudo obtener una respuesta. Inténtelo de nuevo.",
  connectionApology: `Lo sentimos, en este momento tenemos problemas de conexión. Llame directamente a la tienda cuando le convenga, o visítenos en ${address.city}, ${address.state} para recibir ayuda de inmediato.`,
  missingResponse: "Lo sentimos, ocurrió un error. Inténtelo de nuevo.",
  chatWith: `Chatee con ${shop.name}`,
  openChat: "Abrir el chat de reparaciones",
  closeRepairChat: "Cerrar el chat de reparaciones",
  dismiss: "Descartar",
  loading: "Cargando el chat…",
  heading: "Asistente de reparaciones",
  about: (model) => `Sobre su ${model}`,
  subheading: "Ayuda para resolver problemas, ahora mismo",
  startOver: "Empezar de nuevo",
  closeChat: "Cerrar el chat",
  conversation: "Conversación",
  you: "Usted: ",
  assistant: "Asistente: ",
  typing: "El asistente está escribiendo…",
  quickQuestions: "Preguntas rápidas",
  suggested: "Preguntas sugeridas",
  describe: "Describa su problema",
  placeholder: "Describa su problema…",
  send: "Enviar mensaje",
  nextSteps: "Próximos pasos",
};

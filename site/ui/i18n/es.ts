// The pages' words in US Spanish, addressed as usted: the same keys as en.ts (its type), so nothing
// can be left out. The owner's own words (services, models, FAQ) are in site/_data/es/.
import {
  business,
  fullAddress,
  hoursLinesEs,
  listEs,
  models,
  offerEs,
  rangeEs,
  ratingText,
  warrantyEs,
} from "#shop/facts.ts";
import { businessEs as words } from "#shop/owner-data.ts";
import type { PageWords } from "./en.ts";
import { bookEs } from "./book-es.ts";

const city = `${business.address.city}, ${business.address.state}`;
const street = business.address.street;
const phone = business.phone.display;
const minutes = business.averageRepairMinutes;
const area = listEs(business.serviceArea);
const specialLabels: Partial<Record<string, string>> = words.specialHours;
const price = (dollars: number) => `$${dollars}`;

/** "iphone-13-pro-repair" -> "Reparación de iPhone 13 Pro"; "pricing" -> "Precios". */
function segment(slug: string): string {
  const model = models.find((m) => m.slug === slug);
  if (model) return `Reparación de ${model.name}`;
  return { pricing: "Precios", embed: "Widgets", book: "Reservar" }[slug] ?? slug;
}

export const es: PageWords = {
  languageName: "Español",
  switchLabel: "Idioma",
  facts: {
    warranty: warrantyEs,
    offer: offerEs,
    tagline: words.tagline,
    olderModels: words.olderModelsSupported,
    payment: words.paymentAccepted.join(" o "),
    repairTime: (minutes) => `unos ${minutes} minutos`,
    price,
    series: (series) => `Serie iPhone ${series}`,
    hoursLines: hoursLinesEs,
    specialLabel: (date, label) => specialLabels[date] ?? label,
    range: rangeEs,
  },
  header: {
    skip: "Ir al contenido principal",
    modelsNav: "Modelos de iPhone",
    models: "Modelos",
    callNow: "Llame ahora",
    textUs: `Envíenos un mensaje de texto: ${phone}`,
    text: "Mensaje",
  },
  footer: {
    hours: "Horario",
    repairs: "Reparaciones",
    pricing: "Tabla de precios de reparación",
    faq: "Preguntas frecuentes",
    embed: "Agregue nuestros widgets a su sitio",
    area: "Área de servicio",
    legal: (year) =>
      `© ${year} ${business.name}. iPhone es una marca comercial de Apple Inc.; somos un taller de reparación independiente.`,
  },
  hours: { special: "Horario de días festivos y especiales", closed: "Cerrado" },
  actions: {
    call: `Llame al ${phone}`,
    text: "Envíenos un texto",
    directions: "Cómo llegar",
    newTabMaps: " (abre Google Maps en una pestaña nueva)",
    book: "Reserve una reparación",
    callToBook: "Llame para reservar",
  },
  breadcrumb: { label: "Ruta de navegación", home: "Inicio", segment },
  faq: {
    title: "Preguntas frecuentes",
    prompt: {
      question: `¿Todavía tiene preguntas sobre la reparación de iPhone en ${city}?`,
      call: `Llame al ${phone}`,
      visit: `Visite nuestro taller en ${business.address.city}`,
      newTab: " (abre en una pestaña nueva)",
    },
    textUs: "Envíenos un texto",
    textUsLabel: `Envíenos un mensaje de texto: ${phone}`,
    modelTitle: (model) => `Preguntas sobre la reparación del ${model}`,
    sectionLabel: "Preguntas frecuentes",
  },
  location: {
    address: "Dirección",
    phone: "Teléfono",
    text: "Mensaje de texto",
    hours: "Horario",
    email: "Correo electrónico",
    textPhone: `Envíe un texto al ${phone}`,
    mapSketch: `Croquis del mapa: ${business.name} en ${street}`,
    showMap: "Ver mapa",
    emergencyTitle: "¿Se le rompió el teléfono ahora mismo?",
    emergency:
      "La mayoría de las reparaciones se hacen el mismo día, muchas veces mientras usted espera. Llámenos y le diremos cuándo puede estar listo.",
    callNow: "Llame ahora",
    area: `Atendemos a ${area}. Puede venir sin cita; si nos llama antes, tendremos su pieza lista.`,
    visit: `Visite nuestro taller en ${business.address.city}`,
  },
  modelLink: (model) => `Reparación de ${model}`,
  cards: {
    quote: "Llame para una cotización",
    from: (amount) => `Desde ${amount}`,
    typicalTime: "Tiempo habitual: ",
    title: (model, service) => `${service} del ${model}`,
  },
  reviews: {
    stars: (count) => `${count} de 5 estrellas`,
    claim: `Calificación de ${ratingText}/5 en más de ${business.rating.count} reseñas de Google`,
    stats: {
      customers: "Clientes satisfechos",
      minutes: `${minutes} min`,
      repairTime: "Tiempo promedio de reparación",
      rating: "Calificación en Google",
      days: `${business.warranty.days} días`,
      warranty: "Garantía",
    },
  },
  home: {
    title: `Reparación de pantallas de iPhone en ${city} | El mismo día | ${business.name}`,
    description: `Reparación de pantalla, batería, puerto de carga y daño de agua de iPhone el mismo día en ${street}, ${city}. La mayoría de las reparaciones en unos ${minutes} minutos, con ${warrantyEs}. Llame al ${phone}.`,
    keywords: [
      `reparación de iPhone ${business.address.city}`,
      `reparación de pantalla de iPhone ${city}`,
      "cambio de batería de iPhone",
      "reparación de puerto de carga",
      "reparación por daño de agua",
      ...business.serviceArea.map((c) => `reparación de celulares ${c}`),
    ],
    trust: "Por qué confían en nosotros",
    reviewsBadge: `${ratingText} en reseñas de Google`,
    sameDayBadge: "Pantallas OLED el mismo día",
    localBadge: "Expertos locales",
    h1: `Reparación de pantallas de iPhone en ${city}, lista hoy`,
    lead: `¿Pantalla rota, batería que no dura o un teléfono que no carga? Venga a ${street} y salga con su teléfono reparado. La mayoría de las reparaciones tardan unos ${minutes} minutos.`,
    factMinutes: `Reparaciones en ${minutes} minutos`,
    factWarranty: `Garantía de ${business.warranty.days} días`,
    callNow: "Llame ahora",
    offerLead: "Por tiempo limitado",
    offerLink: "Ver la tabla de precios",
    heroAlt: "Un iPhone con la pantalla rota, con las etiquetas '¿ROTO?' y '¡LO REPARAMOS!'",
    heroTags: { broken: "¿ROTO?", fixed: "¡LO REPARAMOS!" },
    servicesEyebrow: "Nuestros servicios",
    servicesTitle: "Reparaciones de iPhone rápidas y confiables",
    servicesIntro: `Cada reparación la hacen especialistas en iPhone en nuestro taller de ${business.address.city}, se prueba antes de que la recoja y tiene ${warrantyEs}.`,
    whyTitle: `¿Por qué elegir ${business.name}?`,
    freeQuote: "Llame para una cotización gratis",
    reviewsEyebrow: "Reseñas",
    reviewsTitle: "Lo que dicen nuestros clientes",
    visitEyebrow: "Visítenos",
    locationTitle: `Nuestro taller en ${business.address.city}`,
    moreTitle: "Más reparaciones de iPhone",
    moreIntro: (count, older) =>
      `Elija su modelo para ver sus precios y tiempos de reparación. Reparamos los ${count} modelos de abajo y también los anteriores (${older}).`,
    contactTitle: `Atendemos a ${area}`,
    contactBefore:
      "Estudiantes, familias y negocios locales nos traen sus iPhone. Llame para una cotización gratis, escriba a ",
    contactAfter: " o venga directamente: no necesita cita.",
  },
  model: {
    title: (model) => `Reparación de ${model} en ${city}`,
    pageTitle: (model) => `Reparación de ${model} en ${city} | Pantalla y batería | ${business.name}`,
    description: (model, pitch) =>
      `Reparación de pantalla, batería, cámara, puerto de carga, daño de agua y bocina del ${model} en ${city}. ${pitch} Servicio el mismo día, ${warrantyEs}.`,
    keywords: (model) => [
      `reparación de ${model}`,
      `cambio de pantalla de ${model} ${business.address.city}`,
      `cambio de batería de ${model}`,
      `reparación del puerto de carga de ${model}`,
      `reparación de iPhone ${city}`,
    ],
    pitchPrice: (model, amount, time) => `El cambio de pantalla de su ${model} cuesta desde ${amount} y tarda ${time}.`,
    pitchQuote: (model, time) =>
      `El cambio de pantalla de su ${model} tarda ${time}; llámenos para una cotización gratis.`,
    quoteMessage: (model) => `Quisiera una cotización gratis para reparar mi ${model}.`,
    trust: "Por qué confían en nosotros",
    sameDay: "Servicio el mismo día",
    stars: (stars) => `Reseñas de ${stars} estrellas`,
    experts: "Técnicos expertos",
    lead: (description, pitch) =>
      `${description} Pantalla rota, batería cansada o un puerto que no carga: se lo reparamos hoy en ${street}. ${pitch}`,
    freeQuote: "Cotización gratis",
    offerLead: "Esta semana",
    offerLink: "Comparar todos los precios",
    servicesTitle: (model) => `Servicios de reparación del ${model}`,
    servicesIntro: (model) =>
      `Precios 'desde' para el ${model}; el precio final depende de la pieza y siempre se lo confirmamos antes de empezar.`,
    callForQuote: "Llame para cotizar",
    schedule: "Reserve su reparación",
    whyTitle: (model) => `¿Por qué elegirnos para su ${model}?`,
    includedTitle: (model) => `Cada reparación del ${model} incluye`,
    included: (model, services, payment) => [
      `Piezas hechas para la pantalla ${model.display.kind} de ${model.display.inches} pulgadas del ${model.name}`,
      `Revisión de la ${model.camera}, Face ID, las bocinas y el puerto ${model.port} antes de la entrega`,
      warrantyEs.charAt(0).toUpperCase() + warrantyEs.slice(1),
      `${services} y más, casi siempre el mismo día`,
      "Diagnóstico gratis y una cotización clara antes de empezar cualquier trabajo",
      `Aceptamos ${payment}`,
    ],
    otherTitle: "Otros modelos de iPhone que reparamos",
  },
  pricing: {
    title: `Precios de reparación de iPhone en ${city} | ${business.name}`,
    description: (span) =>
      `Precios 'desde' y tiempos de reparación de cada iPhone, ${span}: pantalla, batería, cámara, puerto de carga, daño de agua y bocina en ${city}.`,
    span: (oldest, newest) => `de la serie ${oldest} a la ${newest}`,
    keywords: [
      `precios de reparación de iPhone ${business.address.city}`,
      "costo de cambio de pantalla de iPhone",
      "precio de cambio de batería de iPhone",
    ],
    h1: "Precios de reparación de iPhone",
    intro: `Precios 'desde' en dólares estadounidenses. Donde un modelo dice 'Llame', se lo cotizamos gratis por teléfono. Cada reparación tiene ${warrantyEs}, y ahora mismo hay ${offerEs}.`,
    caption: "Precios desde, por modelo y reparación",
    model: "Modelo",
    call: "Llame",
    times: "Tiempos habituales de reparación",
    timesNote: "Los modelos con tiempos propios publicados los muestran en su página.",
  },
  notFound: {
    title: `Página no encontrada | ${business.name}`,
    description: `Esa página no existe. Busque la página de reparación de su modelo de iPhone o llame a ${business.name}.`,
    h1: "¡Uy! Página no encontrada",
    text: "La página que buscaba no está aquí, pero igual podemos reparar su iPhone hoy.",
    home: "Volver al inicio",
  },
  book: bookEs,
  meta: { ogAlt: `${business.name}: reparación de iPhone el mismo día en ${business.address.city}` },
  structured: {
    book: "Reserve una reparación",
    appointment: `Cita de reparación en ${business.name}`,
    serviceName: (subject) => `Reparación de ${subject} en ${city}`,
    modelServiceType: (model) => `Reparación de ${model}`,
    serviceType: "Reparación de teléfonos celulares",
    modelDescription: (services, model) => `${services} para el ${model} en ${fullAddress}.`,
    description: (services) => `Reparación de iPhone el mismo día en ${business.address.city}: ${services}.`,
    catalog: (subject) => `Servicios de reparación de ${subject}`,
  },
};

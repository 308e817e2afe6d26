// The /es/embed/ page's words in US Spanish (usted): words-en.ts's keys, so nothing can be left out.
import type { EmbedFacts, EmbedWords } from "./words-en.ts";

export const embedEs = (f: EmbedFacts): EmbedWords => {
  const count = f.booking ? "seis" : "cinco";
  const apiAttr = (service: string, named: string) =>
    f.api
      ? { value: `una dirección, aquí ${f.api}`, meaning: named }
      : {
          value: `una dirección; por defecto, ${f.origin}`,
          meaning: `Dónde está ${service}. Por defecto, la dirección desde la que se cargó el script; cámbiela solo para un servidor de pruebas.`,
        };
  const pixels = (n: number) => `un número de píxeles; por defecto, ${n}`;
  const presentOrAbsent = "presente o ausente";
  const side = (fallback: string) => `"left" (izquierda) o "right" (derecha); por defecto, ${fallback}`;
  return {
    title: `Ponga los widgets de ${f.shop} en su sitio web`,
    description: `Ponga nuestro chat de reparación de iPhone, las preguntas frecuentes, el menú de modelos, el botón de llamada, la barra de indicaciones${f.booking ? " o la reserva de reparaciones" : ""} en su propia página o en Google Sites con una línea de HTML.`,
    keywords: ["chat de reparación para su sitio", "widget de reparación de iPhone", `widgets de ${f.shop}`],
    h1: "Ponga nuestros widgets en su sitio",
    intro: `Socios, escuelas y negocios locales pueden mostrar en sus propias páginas el chat de reparación de ${f.shop}, las preguntas frecuentes, el menú de modelos, el botón de llamada, la barra de indicaciones${f.booking ? " o la reserva de reparaciones" : ""}. Cada uno es una sola línea de HTML: un script de este sitio y su elemento. Conservan sus propios estilos sin tocar los suyos, y los datos del taller siempre vienen de aquí.`,
    allAtOnce: `Los ${count} a la vez:`,
    snippetAll: `Código: los ${count} widgets`,
    languageNote:
      'En una página en español (<html lang="es">) los widgets hablan español con el mismo código; o ponga lang="es" en cada elemento.',
    snippet: (title) => `Código: ${title}`,
    attributes: "Atributos (todos opcionales)",
    live: "En vivo",
    chat: {
      title: "Chat de diagnóstico",
      what: "Un botón redondo de chat que abre el asistente de reparaciones; o, en línea, el asistente mismo en su lugar (lo indicado para un cuadro incrustado). Responde al instante y orienta a las personas para que llamen o nos visiten. La conversación acompaña al visitante de una página a otra.",
      mode: {
        value: `"floating" (flotante, por defecto) o "inline" (en línea)`,
        meaning:
          "Flotante: un botón redondo abajo a la derecha que abre un panel. En línea: el panel en su lugar, siempre abierto.",
      },
      model: {
        value: `el identificador de un modelo, p. ej. "${f.model}"`,
        meaning:
          "El iPhone del que trata la página: se envía con cada pregunta, para que las respuestas y los precios sean de ese modelo.",
      },
      api: apiAttr(
        "la API del chat",
        "Dónde está la API del chat. Este taller la tiene en su propia dirección, así que cada código de esta página la indica; sin ella, el chat llamaría a la dirección desde la que se cargó el script.",
      ),
      position: {
        value: side('"right"'),
        meaning: "Flotante: la esquina donde se ubica, para que nunca tape sus propios botones.",
      },
      offset: {
        value: pixels(0),
        meaning:
          "Flotante: a qué altura sobre el borde inferior, p. ej. 72 sobre su propia barra de navegación de 64 px.",
      },
    },
    faq: {
      title: "Preguntas frecuentes",
      what: "Las preguntas frecuentes como acordeón (una respuesta abierta a la vez), con un enlace para llamar y las indicaciones al final.",
      example: "Preguntas sobre la batería",
      heading: { value: `texto; por defecto, "Preguntas frecuentes"`, meaning: "El título sobre las preguntas." },
      titleAttr: {
        value: "texto",
        meaning:
          "Lo mismo, con su nombre anterior; heading tiene prioridad (title también aparece como información sobre herramientas del navegador).",
      },
      maxItems: { value: "un número", meaning: "Muestra como máximo esta cantidad de preguntas." },
      category: {
        value: `p. ej. "battery" o "timing,warranty"`,
        meaning: (categories) => `Solo las preguntas de estas categorías: ${categories}.`,
      },
      headingLevel: {
        value: "de 2 a 6; por defecto, 2",
        meaning: "El nivel del título, para que encaje en la estructura de la página que lo rodea.",
      },
    },
    menu: {
      title: "Menú de modelos de iPhone",
      what: "El menú 'Modelos de iPhone', agrupado por serie, con la página de cada modelo; en pantallas anchas, al lado, el número de teléfono y un botón para llamar.",
      example: "Modelos de iPhone (ejemplo)",
      current: {
        value: `el identificador de un modelo, p. ej. "${f.model}"`,
        meaning: "Marca ese modelo como la página actual.",
      },
      site: {
        value: `una dirección; por defecto, ${f.origin}`,
        meaning: "Dónde están las páginas de los modelos (por defecto, la dirección desde la que se cargó el script).",
      },
      label: {
        value: `texto; por defecto, el nombre del menú en el idioma de la página`,
        meaning:
          "El nombre que los lectores de pantalla dan a esta navegación; use otro si su página ya tiene una navegación con ese nombre.",
      },
    },
    call: {
      title: "Botón flotante de llamada",
      what: "Un botón de llamada abajo a la izquierda, que aparece cuando la página se desplaza más de 100 px.",
      threshold: { value: pixels(100), meaning: "Cuánto debe desplazarse la página antes de que aparezca el botón." },
      always: {
        value: presentOrAbsent,
        meaning: "Muestra el botón de inmediato (en un cuadro incrustado, que nunca se desplaza).",
      },
      position: {
        value: side('"left"'),
        meaning: "La esquina donde se ubica, para que nunca tape sus propios botones.",
      },
      offset: {
        value: pixels(0),
        meaning: "A qué altura sobre el borde inferior, p. ej. 72 sobre su propia barra de navegación de 64 px.",
      },
      liveNote: "En vivo en esta página: desplácese un poco hacia abajo y aparecerá abajo a la izquierda.",
    },
    bar: {
      title: "Barra de indicaciones",
      what: "Una barra a lo largo del borde inferior con el nombre del taller, la dirección y el botón para llegar, que aparece después de 200 px de desplazamiento. Su botón de cerrar la oculta hasta el siguiente desplazamiento más allá de 200 px.",
      threshold: { value: pixels(200), meaning: "Cuánto debe desplazarse la página antes de que aparezca la barra." },
      always: { value: presentOrAbsent, meaning: "Muestra la barra de inmediato." },
      position: {
        value: side("centrada"),
        meaning: "En pantallas anchas, el lado donde quedan su texto y su botón (siempre ocupa todo el ancho).",
      },
      offset: {
        value: pixels(0),
        meaning:
          "A qué altura sobre el borde inferior, p. ej. sobre su propia barra de navegación; el botón de llamada y el chat suben por encima de ella.",
      },
      liveNote: "En vivo en esta página: desplácese más de 200 px y aparecerá abajo.",
    },
    booking: {
      /** The live example's fallback, until the visitor reaches for it. */
      fallback:
        "El formulario de reserva se abre aquí en cuanto lo señale o llegue a él con el tabulador; también funciona en su propia página.",
      open: "Abrir el formulario de reserva",
      title: "Reserva de reparaciones",
      what: "Reserve una reparación ahí mismo: la reparación y el modelo de iPhone, un día, una hora libre (siempre en la hora del taller, y se lo dice al visitante si está en otra zona), luego el nombre y el teléfono. El visitante recibe un número de referencia, la dirección con indicaciones, un archivo de calendario y un enlace privado para ver o cancelar. Se ubica en la página como un formulario (nunca flota) y cabe en un cuadro incrustado de 420 × 560 píxeles.",
      model: {
        value: `el identificador de un modelo, p. ej. "${f.model}"`,
        meaning: "El iPhone elegido al principio (el visitante puede cambiarlo o elegir 'Otro / no aparece').",
      },
      service: {
        value: f.services,
        meaning: "La reparación elegida al principio; \"diagnosis\" es 'No estoy seguro: diagnostíquenlo'.",
      },
      api: apiAttr(
        "la API de reservas",
        "Dónde está la API de reservas (junto a la del chat). Sin ella, el formulario consultaría la dirección desde la que se cargó el script.",
      ),
      start: {
        value: `una hora, p. ej. "2026-11-25T10:30:00-05:00"`,
        meaning:
          "Una hora libre elegida al principio (la usa el botón 'Reservar esta hora' del asistente); si ya no está libre, se le avisa al visitante y elige otra.",
      },
    },
    theming: {
      title: "Sus colores, sus esquinas",
      intro:
        "Los widgets ignoran los estilos, el tamaño de letra y la dirección del texto de su página, así que se ven igual en todas partes. Para que coincidan con su marca, defina estas propiedades personalizadas en los elementos (o en cualquier elemento que los contenga) en su propia hoja de estilos:",
      accent: "(botones y enlaces),",
      onAccent: "(el texto sobre ellos; por defecto, blanco),",
      and: "y",
      parts: "Para más, dé estilo a las partes:",
      bookingParts: "; las de la reserva:",
      liveBrown: "En vivo: las preguntas sobre la garantía en el marrón de un socio",
      warranty: "Preguntas sobre la garantía",
      liveMove: "En vivo: mueva el chat y el botón de llamada de esta página",
      move: "Los widgets flotantes aceptan position y offset, para que nunca tapen sus propias barras, y se quedan en pantalla dentro de los contenedores de los creadores de páginas. Pruébelo en esta página:",
      legend: "Ubicación del chat flotante y del botón de llamada de esta página",
      sideDefault: "Chat a la derecha, llamada a la izquierda (por defecto)",
      sideSwap: "Chat a la izquierda, llamada a la derecha",
      offset: "Distancia sobre el borde inferior, en píxeles",
      placement: "ubicación",
      themingSnippet: "estilos",
    },
    sites: {
      title: "En Google Sites",
      steps: [
        "Abra su sitio en Google Sites y elija Insertar y luego Incorporar.",
        'Elija la pestaña "Código incorporado", pegue el código de abajo y luego haga clic en Siguiente e Insertar.',
        "Arrastre el cuadro al tamaño que quiera (unos 420 × 560 píxeles le quedan bien al chat) y publique.",
      ],
      box: "Un cuadro incrustado es una pequeña página aparte que no se desplaza con la suya, así que use el chat en línea (o agregue always al botón de llamada y a la barra de indicaciones). El chat en línea llena el cuadro a partir de 300 × 400 píxeles; la conversación se desplaza dentro de él y los enlaces a este sitio se abren en una pestaña nueva.",
      chatSnippet: "el chat en un cuadro incrustado de Google Sites",
      booking:
        "La reserva de reparaciones también funciona en un cuadro, a partir de 300 × 400 píxeles (420 × 560 o más alto es cómodo): su formulario se desplaza dentro del cuadro, y el enlace privado para ver o cancelar una reserva se abre en una pestaña nueva.",
      bookingSnippet: "la reserva de reparaciones en un cuadro incrustado de Google Sites",
      links: "Los enlaces de los widgets llevan a este sitio, por ejemplo a la",
      modelPage: `página de reparación del ${f.modelName}`,
    },
  };
};

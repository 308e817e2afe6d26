// The /embed/ page's words in English; words-es.ts has the same keys in Spanish (its type is this
// one's). The facts they name (the shop, the example model, the addresses) are given to them.
export interface EmbedFacts {
  shop: string;
  origin: string;
  model: string;
  modelName: string;
  /** The chat API's own address, when it runs elsewhere (CHAT_API_URL). */
  api: string | undefined;
  booking: boolean;
  services: string;
}

type Attr = { value: string; meaning: string };

export const embedEn = (f: EmbedFacts) => {
  const count = f.booking ? "six" : "five";
  const apiAttr = (service: string, named: string): Attr =>
    f.api
      ? { value: `an address, here ${f.api}`, meaning: named }
      : {
          value: `an address, default ${f.origin}`,
          meaning: `Where the ${service} is. By default the address the script was loaded from; change it only for a test server.`,
        };
  const pixels = (n: number) => `a number of pixels, default ${n}`;
  return {
    title: `Embed the ${f.shop} widgets on your site`,
    description: `Put our iPhone repair chat, FAQ, model menu, call button, directions bar${f.booking ? " or repair booking" : ""} on your own page or Google Site with one line of HTML.`,
    keywords: ["embed repair chat", "iPhone repair widget", `${f.shop} widgets`],
    h1: "Embed our widgets",
    intro: `Partners, schools and local businesses can show the ${f.shop} repair chat, FAQ, model menu, call button, directions bar${f.booking ? " or repair booking" : ""} on their own pages. Each one is a single line of HTML: a script from this site and its element. They keep their own styles and leave yours alone, and the shop's details always come from here.`,
    allAtOnce: `All ${count} at once:`,
    snippetAll: `Snippet: all ${count} widgets`,
    /** What the snippets add on a page in this language (nothing: English is the default). */
    languageNote: "",
    snippet: (title: string) => `Snippet: ${title}`,
    attributes: "Attributes (all optional)",
    live: "Live",
    chat: {
      title: "Troubleshooting chat",
      what: "A round chat button that opens the repair assistant; or, inline, the assistant itself in place (the right choice for an embed box). It answers right away and points people to a call or a visit. The conversation follows the visitor from page to page.",
      mode: {
        value: `"floating" (default) or "inline"`,
        meaning:
          "Floating: a round button at the bottom right that opens a panel. Inline: the panel in place, always open.",
      },
      model: {
        value: `a model slug, e.g. "${f.model}"`,
        meaning: "The iPhone the page is about: sent with every question, so answers and quotes are about that model.",
      },
      api: apiAttr(
        "chat API",
        "Where the chat API is. This shop runs it on its own address, so every snippet here names it; without it the chat would call the address the script was loaded from.",
      ),
      position: {
        value: `"left" or "right", default "right"`,
        meaning: "Floating: the corner it sits in, so it never covers your own buttons.",
      },
      offset: {
        value: pixels(0),
        meaning: "Floating: how far above the bottom edge, e.g. 72 over your own 64 px bottom navigation.",
      },
    },
    faq: {
      title: "Frequently asked questions",
      what: "The FAQ as an accordion (one answer open at a time), ending with a call link and directions.",
      example: "Battery questions",
      heading: { value: `text, default "Frequently Asked Questions"`, meaning: "The heading above the questions." },
      titleAttr: {
        value: "text",
        meaning: "The same, under its older name; heading wins (title also shows as a browser tooltip).",
      },
      maxItems: { value: "a number", meaning: "Show at most this many questions." },
      category: {
        value: `e.g. "battery" or "timing,warranty"`,
        meaning: (categories: string) => `Only questions of these categories: ${categories}.`,
      },
      headingLevel: {
        value: "2 to 6, default 2",
        meaning: "The level of the heading, to fit the outline of the page around it.",
      },
    },
    menu: {
      title: "iPhone models menu",
      what: "The 'iPhone Models' menu, grouped by series, with every model page; on wide screens the phone number and a Call Now button beside it.",
      example: "iPhone models (example)",
      current: { value: `a model slug, e.g. "${f.model}"`, meaning: "Marks that model as the current page." },
      site: {
        value: `an address, default ${f.origin}`,
        meaning: "Where the model pages are (by default the address the script was loaded from).",
      },
      label: {
        value: `text, default "iPhone models"`,
        meaning:
          "The name screen readers give this navigation; use another if your page has a navigation of that name.",
      },
    },
    call: {
      title: "Floating call button",
      what: "A call button at the bottom left, shown once the page is scrolled past 100 px.",
      threshold: { value: pixels(100), meaning: "How far the page must be scrolled before the button shows." },
      always: {
        value: "present or absent",
        meaning: "Show the button at once (in an embed box, which never scrolls).",
      },
      position: {
        value: `"left" or "right", default "left"`,
        meaning: "The corner it sits in, so it never covers your own buttons.",
      },
      offset: {
        value: pixels(0),
        meaning: "How far above the bottom edge, e.g. 72 over your own 64 px bottom navigation.",
      },
      liveNote: "Live on this page: scroll down a little and it appears at the bottom left.",
    },
    bar: {
      title: "Directions bar",
      what: "A bar along the bottom with the shop's name, address and Get Directions, shown past 200 px of scrolling. Its close button hides it until the next scroll beyond 200 px.",
      threshold: { value: pixels(200), meaning: "How far the page must be scrolled before the bar shows." },
      always: { value: "present or absent", meaning: "Show the bar at once." },
      position: {
        value: `"left" or "right", default centred`,
        meaning: "On wide screens, the side its text and button sit on (it always spans the width).",
      },
      offset: {
        value: pixels(0),
        meaning:
          "How far above the bottom edge, e.g. above your own bottom navigation; the call button and chat rise above it.",
      },
      liveNote: "Live on this page: scroll past 200 px and it appears at the bottom.",
    },
    booking: {
      /** The live example's fallback, until the visitor reaches for it. */
      fallback: "The live booking form starts here when you point at it or tab to it; it also works on its own page.",
      open: "Open the booking form",
      title: "Repair booking",
      what: "Book a repair in place: the repair and the iPhone model, a day, a free time (always in the shop's time, said so when the visitor is elsewhere), then name and phone. The visitor gets a reference, the address with directions, a calendar file and a private link to see or cancel. It sits in the page like a form (it never floats), and suits an embed box of 420 × 560 pixels.",
      model: {
        value: `a model slug, e.g. "${f.model}"`,
        meaning: "The iPhone chosen at first (the visitor can change it, or pick 'Other / not listed').",
      },
      service: {
        value: f.services,
        meaning: "The repair chosen at first; \"diagnosis\" is 'Not sure — diagnose it'.",
      },
      api: apiAttr(
        "booking API",
        "Where the booking API is (beside the chat's). Without it the form would ask the address the script was loaded from.",
      ),
      start: {
        value: `a time, e.g. "2026-11-25T10:30:00-05:00"`,
        meaning:
          "A free time chosen at first (the repair assistant's 'Book this time' uses it); if it is gone, the visitor is told and picks another.",
      },
    },
    theming: {
      title: "Your colours, your corners",
      intro:
        "The widgets ignore your page's styles, font size and text direction, so they look the same everywhere. To match your brand, set these custom properties on the elements (or any ancestor) in your own stylesheet:",
      accent: "(buttons and links),",
      onAccent: "(text on them, default white),",
      and: "and",
      parts: "For more, style the parts:",
      bookingParts: "; the booking's",
      liveBrown: "Live: the warranty questions in a partner's brown",
      warranty: "Warranty questions",
      liveMove: "Live: move this page's chat and call button",
      move: "Floating widgets take position and offset, so they never cover your own bars, and they stay on screen inside page builders' wrappers. Try it on this page:",
      legend: "Placement of this page's floating chat and call button",
      sideDefault: "Chat right, call left (default)",
      sideSwap: "Chat left, call right",
      offset: "Offset above the bottom, in pixels",
      placement: "placement",
      themingSnippet: "theming",
    },
    sites: {
      title: "In Google Sites",
      steps: [
        "Open your site in Google Sites and choose Insert, then Embed.",
        'Pick the "Embed code" tab and paste the snippet below, then Next and Insert.',
        "Drag the box to the size you want (about 420 × 560 pixels suits the chat) and publish.",
      ],
      box: "An embed box is a small page of its own that does not scroll with yours, so use the inline chat (or add always to the call button and the directions bar). The inline chat fills the box from 300 × 400 pixels up; the conversation scrolls inside it and links to this site open in a new tab.",
      chatSnippet: "the chat in a Google Sites embed box",
      booking:
        "The repair booking works in a box too, from 300 × 400 pixels up (420 × 560 or taller is comfortable): its form scrolls inside the box, and the private link to see or cancel a booking opens in a new tab.",
      bookingSnippet: "the repair booking in a Google Sites embed box",
      links: "Links in the widgets lead to this site, for example the",
      modelPage: `${f.modelName} repair page`,
    },
  };
};

export type EmbedWords = ReturnType<typeof embedEn>;

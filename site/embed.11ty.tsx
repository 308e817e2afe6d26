// /embed/: the one-line snippets for each widget, live on this page, with every attribute, and how
// to put them in a Google Sites embed box. The snippets load from this site's own address.
import type { ReactNode } from "react";
import type { bookingAttributes } from "../widgets/repair-booking/attributes.ts";
import type { callButtonAttributes } from "../widgets/repair-call-button/attributes.ts";
import type { chatAttributes } from "../widgets/repair-chat/attributes.ts";
import type { directionsBarAttributes } from "../widgets/repair-directions-bar/attributes.ts";
import type { faqAttributes } from "../widgets/repair-faq/attributes.ts";
import type { modelMenuAttributes } from "../widgets/repair-model-menu/attributes.ts";
import type { AttributeType } from "../widgets/shared/define-widget.ts";
import type { AttributeName } from "./_includes/custom-elements.d.ts";
import { Faq } from "./_includes/components/Faq.tsx";
import { Section } from "./_includes/components/Section.tsx";
import { Base } from "./ui/layout/Base.tsx";
import { chatApiOrigin } from "./ui/chat-api.ts";
import { booking, business, modelPath, models } from "#shop/facts.ts";

export const data = { permalink: "/embed/", sitemap: { priority: 0.3, changefreq: "yearly" } };

const origin = business.siteUrl;
const script = (file: string) => `<script type="module" src="${origin}/widgets/${file}"></script>`;
// With the chat API on another address (CHAT_API_URL), every chat here and in the snippets names it.
const apiAttr = chatApiOrigin ? ` api="${chatApiOrigin}"` : "";
const apiProp = chatApiOrigin ? { api: chatApiOrigin } : {};
const THEMING_CSS = `repair-chat, repair-faq, repair-call-button {
  --repair-accent: #7c2d12;
  --repair-radius: 6px;
  --repair-font: Georgia, serif;
}
repair-chat::part(header) { background: #431407; }`;
const exampleModel = models.find((m) => m.slug === "iphone-13-pro-repair") ?? models[0]!;

interface Attribute {
  value: string;
  meaning: string;
}

interface Widget<Table extends Record<string, AttributeType> = Record<string, AttributeType>> {
  tag: string;
  title: string;
  what: string;
  snippet: string;
  /** Every attribute of the widget's table (widgets/<name>/attributes.ts), no more: the type-check holds them together. */
  attributes: Record<AttributeName<Table>, Attribute>;
  /** The live example on this page (the floating ones are already live at the page's corners). */
  live?: ReactNode;
  liveNote?: string;
}

/**
 * The `api` attribute of a widget that calls `service`: with the chat API on another address
 * (CHAT_API_URL), that address and what naming it means here; else the default, the script's address.
 */
const apiAttribute = (service: string, named: string): Attribute =>
  chatApiOrigin
    ? { value: `an address, here ${chatApiOrigin}`, meaning: named }
    : {
        value: `an address, default ${origin}`,
        meaning: `Where the ${service} is. By default the address the script was loaded from; change it only for a test server.`,
      };

/** A widget's entry, its attributes held to its table by the type-check (a missing or unknown one is an error). */
const documented = <Table extends Record<string, AttributeType>>(widget: Widget<Table>): Widget => widget;

const WIDGETS: Widget[] = [
  documented<typeof chatAttributes>({
    tag: "repair-chat",
    title: "Troubleshooting chat",
    what: "A round chat button that opens the repair assistant; or, inline, the assistant itself in place (the right choice for an embed box). It answers right away and points people to a call or a visit. The conversation follows the visitor from page to page.",
    snippet: `${script("repair-chat.js")}\n<repair-chat mode="inline" model="${exampleModel.slug}"${apiAttr}></repair-chat>`,
    attributes: {
      mode: {
        value: `"floating" (default) or "inline"`,
        meaning:
          "Floating: a round button at the bottom right that opens a panel. Inline: the panel in place, always open.",
      },
      model: {
        value: `a model slug, e.g. "${exampleModel.slug}"`,
        meaning: "The iPhone the page is about: sent with every question, so answers and quotes are about that model.",
      },
      api: apiAttribute(
        "chat API",
        "Where the chat API is. This shop runs it on its own address, so every snippet here names it; without it the chat would call the address the script was loaded from.",
      ),
      position: {
        value: `"left" or "right", default "right"`,
        meaning: "Floating: the corner it sits in, so it never covers your own buttons.",
      },
      offset: {
        value: "a number of pixels, default 0",
        meaning: "Floating: how far above the bottom edge, e.g. 72 over your own 64 px bottom navigation.",
      },
    },
    live: <repair-chat mode="inline" model={exampleModel.slug} {...apiProp} />,
  }),
  documented<typeof faqAttributes>({
    tag: "repair-faq",
    title: "Frequently asked questions",
    what: "The FAQ as an accordion (one answer open at a time), ending with a call link and directions.",
    snippet: `${script("repair-faq.js")}\n<repair-faq heading="Battery questions" category="battery" max-items="3"></repair-faq>`,
    attributes: {
      heading: { value: `text, default "Frequently Asked Questions"`, meaning: "The heading above the questions." },
      title: {
        value: "text",
        meaning: "The same, under its older name; heading wins (title also shows as a browser tooltip).",
      },
      "max-items": { value: "a number", meaning: "Show at most this many questions." },
      category: {
        value: `e.g. "battery" or "timing,warranty"`,
        meaning:
          "Only questions of these categories: repair-time, location, pricing, parts, models, services, timing, warranty, water-damage, business, battery.",
      },
      "heading-level": {
        value: "2 to 6, default 2",
        meaning: "The level of the heading, to fit the outline of the page around it.",
      },
    },
    live: <Faq title="Battery questions" category="battery" maxItems={3} />,
  }),
  documented<typeof modelMenuAttributes>({
    tag: "repair-model-menu",
    title: "iPhone models menu",
    what: "The 'iPhone Models' menu, grouped by series, with every model page; on wide screens the phone number and a Call Now button beside it.",
    snippet: `${script("repair-model-menu.js")}\n<repair-model-menu></repair-model-menu>`,
    attributes: {
      current: { value: `a model slug, e.g. "${exampleModel.slug}"`, meaning: "Marks that model as the current page." },
      site: {
        value: `an address, default ${origin}`,
        meaning: "Where the model pages are (by default the address the script was loaded from).",
      },
      label: {
        value: `text, default "iPhone models"`,
        meaning:
          "The name screen readers give this navigation; use another if your page has a navigation of that name.",
      },
    },
    live: <repair-model-menu label="iPhone models (example)" />,
  }),
  documented<typeof callButtonAttributes>({
    tag: "repair-call-button",
    title: "Floating call button",
    what: "A call button at the bottom left, shown once the page is scrolled past 100 px.",
    snippet: `${script("repair-call-button.js")}\n<repair-call-button></repair-call-button>`,
    attributes: {
      threshold: {
        value: "a number of pixels, default 100",
        meaning: "How far the page must be scrolled before the button shows.",
      },
      always: {
        value: "present or absent",
        meaning: "Show the button at once (in an embed box, which never scrolls).",
      },
      position: {
        value: `"left" or "right", default "left"`,
        meaning: "The corner it sits in, so it never covers your own buttons.",
      },
      offset: {
        value: "a number of pixels, default 0",
        meaning: "How far above the bottom edge, e.g. 72 over your own 64 px bottom navigation.",
      },
    },
    liveNote: "Live on this page: scroll down a little and it appears at the bottom left.",
  }),
  documented<typeof directionsBarAttributes>({
    tag: "repair-directions-bar",
    title: "Directions bar",
    what: "A bar along the bottom with the shop's name, address and Get Directions, shown past 200 px of scrolling. Its close button hides it until the next scroll beyond 200 px.",
    snippet: `${script("repair-directions-bar.js")}\n<repair-directions-bar></repair-directions-bar>`,
    attributes: {
      threshold: {
        value: "a number of pixels, default 200",
        meaning: "How far the page must be scrolled before the bar shows.",
      },
      always: { value: "present or absent", meaning: "Show the bar at once." },
      position: {
        value: `"left" or "right", default centred`,
        meaning: "On wide screens, the side its text and button sit on (it always spans the width).",
      },
      offset: {
        value: "a number of pixels, default 0",
        meaning:
          "How far above the bottom edge, e.g. above your own bottom navigation; the call button and chat rise above it.",
      },
    },
    liveNote: "Live on this page: scroll past 200 px and it appears at the bottom.",
  }),
  ...(booking.enabled ? [bookingWidget()] : []),
];

/** <repair-booking>: listed while booking is switched on in booking.ts. */
function bookingWidget(): Widget {
  const service = booking.services.find((key) => key !== "diagnosis") ?? booking.services[0]!;
  return documented<typeof bookingAttributes>({
    tag: "repair-booking",
    title: "Repair booking",
    what: "Book a repair in place: the repair and the iPhone model, a day, a free time (always in the shop's time, said so when the visitor is elsewhere), then name and phone. The visitor gets a reference, the address with directions, a calendar file and a private link to see or cancel. It sits in the page like a form (it never floats), and suits an embed box of 420 × 560 pixels.",
    snippet: `${script("repair-booking.js")}\n<repair-booking model="${exampleModel.slug}" service="${service}"${apiAttr}></repair-booking>`,
    attributes: {
      model: {
        value: `a model slug, e.g. "${exampleModel.slug}"`,
        meaning: "The iPhone chosen at first (the visitor can change it, or pick 'Other / not listed').",
      },
      service: {
        value: booking.services.map((key) => `"${key}"`).join(", "),
        meaning: "The repair chosen at first; \"diagnosis\" is 'Not sure — diagnose it'.",
      },
      api: apiAttribute(
        "booking API",
        "Where the booking API is (beside the chat's). Without it the form would ask the address the script was loaded from.",
      ),
      start: {
        value: `a time, e.g. "2026-11-25T10:30:00-05:00"`,
        meaning:
          "A free time chosen at first (the repair assistant's 'Book this time' uses it); if it is gone, the visitor is told and picks another.",
      },
    },
    live: <repair-booking model={exampleModel.slug} service={service} {...apiProp} />,
  });
}

function Snippet({ code, label }: { code: string; label: string }) {
  return (
    <div className="table-scroll snippet" tabIndex={0} role="region" aria-label={label}>
      <pre>
        <code>{code}</code>
      </pre>
    </div>
  );
}

export function render() {
  return (
    <Base
      path="/embed/"
      title={`Embed the ${business.name} widgets on your site`}
      description={`Put our iPhone repair chat, FAQ, model menu, call button, directions bar${booking.enabled ? " or repair booking" : ""} on your own page or Google Site with one line of HTML.`}
      keywords={["embed repair chat", "iPhone repair widget", `${business.name} widgets`]}
      scripts={["/assets/embed-placement.js"]}
    >
      <section className="section">
        <div className="container">
          <h1>Embed our widgets</h1>
          <p className="section__intro">
            Partners, schools and local businesses can show the {business.name} repair chat, FAQ, model menu, call
            button, directions bar{booking.enabled ? " or repair booking" : ""} on their own pages. Each one is a single
            line of HTML: a script from this site and its element. They keep their own styles and leave yours alone, and
            the shop's details always come from here.
          </p>
          <p>All {booking.enabled ? "six" : "five"} at once:</p>
          <Snippet
            label={`Snippet: all ${booking.enabled ? "six" : "five"} widgets`}
            code={`${script("repair-widgets.js")}\n<repair-chat${apiAttr}></repair-chat>`}
          />
        </div>
      </section>
      {WIDGETS.map((widget) => (
        <Section
          key={widget.tag}
          name={widget.tag}
          title={
            <>
              {widget.title}: <code>&lt;{widget.tag}&gt;</code>
            </>
          }
        >
          <p>{widget.what}</p>
          <Snippet label={`Snippet: ${widget.title}`} code={widget.snippet} />
          <h3 className="attributes__title">Attributes (all optional)</h3>
          <dl className="attributes">
            {Object.entries(widget.attributes).map(([name, a]) => (
              <div key={name}>
                <dt>
                  <code>{name}</code>
                </dt>
                <dd className="attributes__value">{a.value}</dd>
                <dd>{a.meaning}</dd>
              </div>
            ))}
          </dl>
          {widget.live && (
            <>
              <h3 className="embed-live">Live</h3>
              {widget.live}
            </>
          )}
          {widget.liveNote && <p className="embed-note">{widget.liveNote}</p>}
        </Section>
      ))}
      {/* On the plain background: the FAQ widget brings its own white surface. */}
      <Section name="theming" title="Your colours, your corners">
        <p>
          The widgets ignore your page's styles, font size and text direction, so they look the same everywhere. To
          match your brand, set these custom properties on the elements (or any ancestor) in your own stylesheet:{" "}
          <code>--repair-accent</code> (buttons and links), <code>--repair-on-accent</code> (text on them, default
          white), <code>--repair-radius</code> and <code>--repair-font</code>. For more, style the parts:{" "}
          <code>::part(launcher)</code>, <code>panel</code>, <code>header</code>, <code>button</code>, <code>send</code>
          , <code>prompt</code>, <code>input</code>, <code>call-button</code>, <code>bar</code>,{" "}
          <code>directions-button</code>, <code>faq</code>, <code>question</code>, <code>nav</code>,{" "}
          <code>menu-button</code>, <code>phone-link</code>
          {booking.enabled && (
            <>
              ; the booking's <code>booking</code>, <code>step</code>, <code>day</code>, <code>slot</code>,{" "}
              <code>slot-checked</code>, <code>zone-note</code>, <code>notice</code>, <code>nearest</code>,{" "}
              <code>book</code>, <code>confirmation</code> and <code>manage-link</code>
            </>
          )}
          .
        </p>
        <Snippet label="Snippet: theming" code={THEMING_CSS} />
        <h3 className="embed-live">Live: the warranty questions in a partner's brown</h3>
        <div className="embed-themed">
          <Faq title="Warranty questions" category="warranty" maxItems={2} />
        </div>
        <h3 className="embed-live">Live: move this page's chat and call button</h3>
        <p>
          Floating widgets take <code>position</code> and <code>offset</code>, so they never cover your own bars, and
          they stay on screen inside page builders' wrappers. Try it on this page:
        </p>
        <form className="placement-demo" data-placement-demo>
          <fieldset>
            <legend>Placement of this page's floating chat and call button</legend>
            <label>
              <input type="radio" name="side" value="default" defaultChecked /> Chat right, call left (default)
            </label>
            <label>
              <input type="radio" name="side" value="swap" /> Chat left, call right
            </label>
            <label>
              Offset above the bottom, in pixels{" "}
              <input type="number" name="offset" min={0} max={400} step={8} defaultValue={0} inputMode="numeric" />
            </label>
          </fieldset>
        </form>
        <Snippet
          label="Snippet: placement"
          code={`<repair-call-button position="right" offset="72"></repair-call-button>\n<repair-chat position="left" offset="72"${apiAttr}></repair-chat>`}
        />
      </Section>
      <Section name="google-sites" alt title="In Google Sites">
        <ol>
          <li>Open your site in Google Sites and choose Insert, then Embed.</li>
          <li>Pick the "Embed code" tab and paste the snippet below, then Next and Insert.</li>
          <li>Drag the box to the size you want (about 420 × 560 pixels suits the chat) and publish.</li>
        </ol>
        <p>
          An embed box is a small page of its own that does not scroll with yours, so use the inline chat (or add{" "}
          <code>always</code> to the call button and the directions bar). The inline chat fills the box from 300 × 400
          pixels up; the conversation scrolls inside it and links to this site open in a new tab.
        </p>
        <Snippet
          label="Snippet: the chat in a Google Sites embed box"
          code={`${script("repair-chat.js")}\n<repair-chat mode="inline"${apiAttr}></repair-chat>`}
        />
        {booking.enabled && (
          <>
            <p>
              The repair booking works in a box too, from 300 × 400 pixels up (420 × 560 or taller is comfortable): its
              form scrolls inside the box, and the private link to see or cancel a booking opens in a new tab.
            </p>
            <Snippet
              label="Snippet: the repair booking in a Google Sites embed box"
              code={`${script("repair-booking.js")}\n<repair-booking${apiAttr}></repair-booking>`}
            />
          </>
        )}
        <p>
          Links in the widgets lead to this site, for example the{" "}
          <a href={modelPath(exampleModel)}>{exampleModel.name} repair page</a>.
        </p>
      </Section>
    </Base>
  );
}

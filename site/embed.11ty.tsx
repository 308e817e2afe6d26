// /embed/: the one-line snippets for each widget, live on this page, with every attribute, and how
// to put them in a Google Sites embed box. The snippets load from this site's own address. One page
// per language (/es/embed/): its words in site/lib/embed/, its snippets and live examples in Spanish.
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
import { embedEn, type EmbedFacts, type EmbedWords } from "./lib/embed/words-en.ts";
import { embedEs } from "./lib/embed/words-es.ts";
import { Base } from "./ui/layout/Base.tsx";
import { chatApiOrigin } from "./ui/chat-api.ts";
import { localePath, type Language } from "./ui/i18n/language.ts";
import { inEveryLanguage } from "./ui/i18n/pages.ts";
import { FAQ_CATEGORIES } from "#shop/content-schemas.ts";
import { booking, business, modelPath, models } from "#shop/facts.ts";

export const data = { ...inEveryLanguage("/embed/"), sitemap: { priority: 0.3, changefreq: "yearly" } };

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
const exampleService = booking.services.find((key) => key !== "diagnosis") ?? booking.services[0]!;

const facts: EmbedFacts = {
  shop: business.name,
  origin,
  model: exampleModel.slug,
  modelName: exampleModel.name,
  api: chatApiOrigin || undefined,
  booking: booking.enabled,
  services: booking.services.map((key) => `"${key}"`).join(", "),
};
const WORDS: Record<Language, EmbedWords> = { en: embedEn(facts), es: embedEs(facts) };

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

/** A widget's entry, its attributes held to its table by the type-check (a missing or unknown one is an error). */
const documented = <Table extends Record<string, AttributeType>>(widget: Widget<Table>): Widget => widget;

/** The snippets on a page in another language than English say it on each element (lang="es"). */
const langAttr = (lang: Language) => (lang === "en" ? "" : ` lang="${lang}"`);

function widgets(lang: Language): Widget[] {
  const t = WORDS[lang];
  const l = langAttr(lang);
  return [
    documented<typeof chatAttributes>({
      tag: "repair-chat",
      title: t.chat.title,
      what: t.chat.what,
      snippet: `${script("repair-chat.js")}\n<repair-chat mode="inline" model="${exampleModel.slug}"${apiAttr}${l}></repair-chat>`,
      attributes: {
        mode: t.chat.mode,
        model: t.chat.model,
        api: t.chat.api,
        position: t.chat.position,
        offset: t.chat.offset,
      },
      live: <repair-chat mode="inline" model={exampleModel.slug} {...apiProp} />,
    }),
    documented<typeof faqAttributes>({
      tag: "repair-faq",
      title: t.faq.title,
      what: t.faq.what,
      snippet: `${script("repair-faq.js")}\n<repair-faq heading="${t.faq.example}" category="battery" max-items="3"${l}></repair-faq>`,
      attributes: {
        heading: t.faq.heading,
        title: t.faq.titleAttr,
        "max-items": t.faq.maxItems,
        category: { value: t.faq.category.value, meaning: t.faq.category.meaning(FAQ_CATEGORIES.join(", ")) },
        "heading-level": t.faq.headingLevel,
      },
      live: <Faq title={t.faq.example} category="battery" maxItems={3} />,
    }),
    documented<typeof modelMenuAttributes>({
      tag: "repair-model-menu",
      title: t.menu.title,
      what: t.menu.what,
      snippet: `${script("repair-model-menu.js")}\n<repair-model-menu${l}></repair-model-menu>`,
      attributes: { current: t.menu.current, site: t.menu.site, label: t.menu.label },
      live: <repair-model-menu label={t.menu.example} />,
    }),
    documented<typeof callButtonAttributes>({
      tag: "repair-call-button",
      title: t.call.title,
      what: t.call.what,
      snippet: `${script("repair-call-button.js")}\n<repair-call-button${l}></repair-call-button>`,
      attributes: {
        threshold: t.call.threshold,
        always: t.call.always,
        position: t.call.position,
        offset: t.call.offset,
      },
      liveNote: t.call.liveNote,
    }),
    documented<typeof directionsBarAttributes>({
      tag: "repair-directions-bar",
      title: t.bar.title,
      what: t.bar.what,
      snippet: `${script("repair-directions-bar.js")}\n<repair-directions-bar${l}></repair-directions-bar>`,
      attributes: { threshold: t.bar.threshold, always: t.bar.always, position: t.bar.position, offset: t.bar.offset },
      liveNote: t.bar.liveNote,
    }),
    ...(booking.enabled ? [bookingWidget(t, l, lang)] : []),
  ];
}

/** <repair-booking>: listed while booking is switched on in booking.ts. */
function bookingWidget(t: EmbedWords, l: string, lang: Language): Widget {
  return documented<typeof bookingAttributes>({
    tag: "repair-booking",
    title: t.booking.title,
    what: t.booking.what,
    snippet: `${script("repair-booking.js")}\n<repair-booking model="${exampleModel.slug}" service="${exampleService}"${apiAttr}${l}></repair-booking>`,
    attributes: { model: t.booking.model, service: t.booking.service, api: t.booking.api, start: t.booking.start },
    // Inside it, a form that works without JavaScript (the /book/ page, prefilled): the element then
    // renders when the visitor reaches for it (define-widget.ts), so the form's code is no part of this
    // page's first visit.
    live: (
      <repair-booking model={exampleModel.slug} service={exampleService} {...apiProp}>
        <form className="embed-booking" action={localePath(lang, "/book/")} method="get">
          <input type="hidden" name="model" value={exampleModel.slug} />
          <input type="hidden" name="service" value={exampleService} />
          <p>{t.booking.fallback}</p>
          <button className="button" type="submit">
            {t.booking.open}
          </button>
        </form>
      </repair-booking>
    ),
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

export function render({ lang }: { lang: Language }) {
  const t = WORDS[lang];
  const th = t.theming;
  return (
    <Base
      path="/embed/"
      lang={lang}
      twin
      title={t.title}
      description={t.description}
      keywords={t.keywords}
      scripts={["/assets/embed-placement.js"]}
    >
      <section className="section">
        <div className="container">
          <h1>{t.h1}</h1>
          <p className="section__intro">{t.intro}</p>
          <p>{t.allAtOnce}</p>
          <Snippet
            label={t.snippetAll}
            code={`${script("repair-widgets.js")}\n<repair-chat${apiAttr}${langAttr(lang)}></repair-chat>`}
          />
          {t.languageNote && <p>{t.languageNote}</p>}
        </div>
      </section>
      {widgets(lang).map((widget) => (
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
          <Snippet label={t.snippet(widget.title)} code={widget.snippet} />
          <h3 className="attributes__title">{t.attributes}</h3>
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
              <h3 className="embed-live">{t.live}</h3>
              {widget.live}
            </>
          )}
          {widget.liveNote && <p className="embed-note">{widget.liveNote}</p>}
        </Section>
      ))}
      {/* On the plain background: the FAQ widget brings its own white surface. */}
      <Section name="theming" title={th.title}>
        <p>
          {th.intro} <code>--repair-accent</code> {th.accent} <code>--repair-on-accent</code> {th.onAccent}{" "}
          <code>--repair-radius</code> {th.and} <code>--repair-font</code>. {th.parts} <code>::part(launcher)</code>,{" "}
          <code>panel</code>, <code>header</code>, <code>button</code>, <code>send</code>, <code>prompt</code>,{" "}
          <code>input</code>, <code>call-button</code>, <code>bar</code>, <code>directions-button</code>,{" "}
          <code>faq</code>, <code>question</code>, <code>nav</code>, <code>menu-button</code>, <code>phone-link</code>
          {booking.enabled && (
            <>
              {th.bookingParts} <code>booking</code>, <code>step</code>, <code>day</code>, <code>slot</code>,{" "}
              <code>slot-checked</code>, <code>zone-note</code>, <code>notice</code>, <code>nearest</code>,{" "}
              <code>book</code>, <code>confirmation</code>, <code>manage-link</code>
            </>
          )}
          .
        </p>
        <Snippet label={t.snippet(th.themingSnippet)} code={THEMING_CSS} />
        <h3 className="embed-live">{th.liveBrown}</h3>
        <div className="embed-themed">
          <Faq title={th.warranty} category="warranty" maxItems={2} />
        </div>
        <h3 className="embed-live">{th.liveMove}</h3>
        <p>{th.move}</p>
        <form className="placement-demo" data-placement-demo>
          <fieldset>
            <legend>{th.legend}</legend>
            <label>
              <input type="radio" name="side" value="default" defaultChecked /> {th.sideDefault}
            </label>
            <label>
              <input type="radio" name="side" value="swap" /> {th.sideSwap}
            </label>
            <label>
              {th.offset}{" "}
              <input type="number" name="offset" min={0} max={400} step={8} defaultValue={0} inputMode="numeric" />
            </label>
          </fieldset>
        </form>
        <Snippet
          label={t.snippet(th.placement)}
          code={`<repair-call-button position="right" offset="72"${langAttr(lang)}></repair-call-button>\n<repair-chat position="left" offset="72"${apiAttr}${langAttr(lang)}></repair-chat>`}
        />
      </Section>
      <Section name="google-sites" alt title={t.sites.title}>
        <ol>
          {t.sites.steps.map((step) => (
            <li key={step}>{step}</li>
          ))}
        </ol>
        <p>{t.sites.box}</p>
        <Snippet
          label={t.snippet(t.sites.chatSnippet)}
          code={`${script("repair-chat.js")}\n<repair-chat mode="inline"${apiAttr}${langAttr(lang)}></repair-chat>`}
        />
        {booking.enabled && (
          <>
            <p>{t.sites.booking}</p>
            <Snippet
              label={t.snippet(t.sites.bookingSnippet)}
              code={`${script("repair-booking.js")}\n<repair-booking${apiAttr}${langAttr(lang)}></repair-booking>`}
            />
          </>
        )}
        <p>
          {t.sites.links} <a href={localePath(lang, modelPath(exampleModel))}>{t.sites.modelPage}</a>.
        </p>
      </Section>
    </Base>
  );
}

// One template for every model page: Eleventy paginates over the models, one page each.
import type { Model } from "#shop/content-schemas.ts";
import { CallLink, DirectionsLink, TextLink } from "./ui/Actions.tsx";
import { BookLink } from "./_includes/components/BookLink.tsx";
import { CheckList } from "./_includes/components/CheckList.tsx";
import { Faq } from "./_includes/components/Faq.tsx";
import { Icon } from "./ui/Icon.tsx";
import { ContactDetails, MapFacade } from "./_includes/components/Location.tsx";
import { ModelLinks } from "./_includes/components/ModelLinks.tsx";
import { Offer } from "./_includes/components/Offer.tsx";
import { Section } from "./_includes/components/Section.tsx";
import { ModelServices } from "./_includes/components/ServiceCards.tsx";
import { WhyChooseUs } from "./_includes/components/WhyChooseUs.tsx";
import { Base } from "./ui/layout/Base.tsx";
import { business, capitalize, modelPath, otherModels, telHref } from "#shop/facts.ts";
import { repairService } from "./ui/layout/structured-data.ts";
import { repairTimeIn } from "./_includes/components/ServiceCards.tsx";
import { modelIn, serviceIn, servicesIn } from "./ui/i18n/content.ts";
import { modelPagePath, modelPages, type ModelPage } from "./ui/i18n/pages.ts";
import { WORDS } from "./ui/i18n/words.ts";
import type { PageWords } from "./ui/i18n/en.ts";

export const data = {
  modelList: modelPages,
  pagination: { data: "modelList", size: 1, alias: "entry", addAllPagesToCollections: true },
  permalink: ({ entry }: { entry: ModelPage }) => modelPagePath(entry),
  // The sitemap's lastmod and alternates.
  eleventyComputed: {
    model: ({ entry }: { entry: ModelPage }) => entry.model,
    englishPath: ({ entry }: { entry: ModelPage }) => modelPath(entry.model),
  },
  sitemap: { priority: 0.9, changefreq: "monthly" },
};

function pitch(words: PageWords, model: Model, language: ModelPage["lang"]): string {
  const screen = model.prices.screen;
  const time = repairTimeIn(words, model, serviceIn(language, "screen"));
  return screen
    ? words.model.pitchPrice(model.name, words.facts.price(screen), time)
    : words.model.pitchQuote(model.name, time);
}

export function render({ entry }: { entry: ModelPage }) {
  const { lang } = entry;
  const model = modelIn(lang, entry.model);
  const words = WORDS[lang];
  const w = words.model;
  const title = w.title(model.name);
  return (
    <Base
      path={modelPath(model)}
      lang={lang}
      twin
      modelSlug={model.slug}
      title={w.pageTitle(model.name)}
      description={w.description(model.name, pitch(words, model, lang))}
      keywords={w.keywords(model.name)}
      jsonLd={[repairService(model, lang)]}
      scripts={["/assets/map-facade.js"]}
    >
      <section className="hero" aria-labelledby="hero-title">
        <div className="container">
          <ul className="badges wrap-list" aria-label={w.trust}>
            <li className="badge">
              <Icon name="Zap" /> {w.sameDay}
            </li>
            <li className="badge badge--stars">
              <Icon name="Star" /> {w.stars(Math.round(business.rating.value))}
            </li>
            <li className="badge">
              <Icon name="Award" /> {w.experts}
            </li>
          </ul>
          <h1 id="hero-title">{title}</h1>
          <p className="hero__lead">{w.lead(model.description, pitch(words, model, lang))}</p>
          <div className="actions">
            <CallLink>{words.actions.call}</CallLink>
            <TextLink />
            <DirectionsLink />
            <a
              className="button button--ghost"
              href={telHref}
              data-repair-chat-open=""
              data-repair-chat-message={w.quoteMessage(model.name)}
            >
              <Icon name="MessageCircle" />
              {w.freeQuote}
            </a>
          </div>
          <Offer lead={w.offerLead} link={w.offerLink} />
        </div>
      </section>

      <Section name="services" id="services" title={w.servicesTitle(model.name)} intro={w.servicesIntro(model.name)}>
        <ModelServices model={model} />
        <div className="actions">
          <CallLink>{w.callForQuote}</CallLink>
          <BookLink model={model}>{w.schedule}</BookLink>
        </div>
      </Section>

      <Section name="why" alt title={w.whyTitle(model.name)}>
        <WhyChooseUs />
      </Section>

      <section className="section" id="location" aria-labelledby="location-title">
        <div className="container location">
          <div>
            <h2 id="location-title">{words.location.visit}</h2>
            <ContactDetails withEmail={false} />
            <div className="actions">
              <CallLink />
              <TextLink />
              <DirectionsLink />
            </div>
          </div>
          <MapFacade />
        </div>
      </section>

      <Section name="included" alt title={w.includedTitle(model.name)}>
        <CheckList
          className="features"
          items={w.included(
            model,
            capitalize(
              servicesIn(lang)
                .map((s) => s.name.toLowerCase())
                .slice(0, 3)
                .join(", "),
            ),
            words.facts.payment,
          )}
        />
      </Section>

      <section className="section" id="faq" aria-label={words.faq.sectionLabel}>
        <div className="container">
          <Faq title={words.faq.modelTitle(model.name)} maxItems={5} />
        </div>
      </section>

      <Section name="other" alt title={w.otherTitle}>
        <ModelLinks models={otherModels(model)} wide />
      </Section>
    </Base>
  );
}

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
import {
  business,
  capitalize,
  formatPrice,
  modelPath,
  models,
  otherModels,
  repairTime,
  services,
  telHref,
  warrantyText,
} from "#shop/facts.ts";
import { repairService } from "./ui/layout/structured-data.ts";

export const data = {
  modelList: models,
  pagination: { data: "modelList", size: 1, alias: "model", addAllPagesToCollections: true },
  permalink: ({ model }: { model: Model }) => modelPath(model),
  sitemap: { priority: 0.9, changefreq: "monthly" },
};

const city = `${business.address.city}, ${business.address.state}`;

function pitch(model: Model): string {
  const screen = model.prices.screen;
  const time = repairTime(model, "screen");
  return screen
    ? `Screen replacement for your ${model.name} starts at ${formatPrice(screen)} and takes ${time}.`
    : `Screen replacement for your ${model.name} takes ${time}; call us for a free quote.`;
}

export function render({ model }: { model: Model }) {
  const title = `${model.name} Repair in ${city}`;
  const quoteMessage = `I'd like a free quote to repair my ${model.name}.`;
  return (
    <Base
      path={modelPath(model)}
      modelSlug={model.slug}
      title={`${title} | Screen & Battery | ${business.name}`}
      description={`${model.name} screen, battery, camera, charging port, water damage and speaker repair in ${city}. ${pitch(model)} Same-day service, ${warrantyText}.`}
      keywords={[
        `${model.name} repair`,
        `${model.name} screen replacement ${business.address.city}`,
        `${model.name} battery replacement`,
        `${model.name} charging port repair`,
        `iPhone repair ${city}`,
      ]}
      jsonLd={[repairService(model)]}
      scripts={["/assets/map-facade.js"]}
    >
      <section className="hero" aria-labelledby="hero-title">
        <div className="container">
          <ul className="badges wrap-list" aria-label="Why people trust us">
            <li className="badge">
              <Icon name="Zap" /> Same-Day Service
            </li>
            <li className="badge badge--stars">
              <Icon name="Star" /> {Math.round(business.rating.value)}-Star Reviews
            </li>
            <li className="badge">
              <Icon name="Award" /> Expert Technicians
            </li>
          </ul>
          <h1 id="hero-title">{title}</h1>
          <p className="hero__lead">
            {model.description} Cracked screen, tired battery or a port that won't charge: we fix it today at{" "}
            {business.address.street}. {pitch(model)}
          </p>
          <div className="actions">
            <CallLink>Call {business.phone.display}</CallLink>
            <TextLink />
            <DirectionsLink />
            <a
              className="button button--ghost"
              href={telHref}
              data-repair-chat-open=""
              data-repair-chat-message={quoteMessage}
            >
              <Icon name="MessageCircle" />
              Get Free Quote
            </a>
          </div>
          <Offer lead="This week" link="Compare all prices" />
        </div>
      </section>

      <Section
        name="services"
        id="services"
        title={`${model.name} Repair Services`}
        intro={
          <>
            'Starting at' prices for the {model.name}; the final price depends on the part, and we always confirm it
            before we start.
          </>
        }
      >
        <ModelServices model={model} />
        <div className="actions">
          <CallLink>Call for Quote</CallLink>
          <BookLink model={model}>Schedule Repair</BookLink>
        </div>
      </Section>

      <Section name="why" alt title={`Why Choose Us for Your ${model.name}?`}>
        <WhyChooseUs />
      </Section>

      <section className="section" id="location" aria-labelledby="location-title">
        <div className="container location">
          <div>
            <h2 id="location-title">Visit Our {business.address.city} Location</h2>
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

      <Section name="included" alt title={`Every ${model.name} Repair Includes`}>
        <CheckList
          className="features"
          items={[
            `Parts matched to the ${model.name}'s ${model.display.inches}-inch ${model.display.kind} display`,
            `Checks of the ${model.camera}, Face ID, speakers and ${model.port} port before pickup`,
            `A ${warrantyText}`,
            `${capitalize(
              services
                .map((s) => s.name.toLowerCase())
                .slice(0, 3)
                .join(", "),
            )} and more, most done the same day`,
            `Free diagnosis and a clear quote before any work starts`,
            `${capitalize(business.paymentAccepted.join(" or ").toLowerCase())} accepted`,
          ]}
        />
      </Section>

      <section className="section" id="faq" aria-label="Frequently asked questions">
        <div className="container">
          <Faq title={`${model.name} Repair Questions`} maxItems={5} />
        </div>
      </section>

      <Section name="other" alt title="Other iPhone Models We Repair">
        <ModelLinks models={otherModels(model)} wide />
      </Section>
    </Base>
  );
}

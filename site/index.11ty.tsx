import { CallLink, DirectionsLink, TextLink } from "./ui/Actions.tsx";
import { BookLink } from "./_includes/components/BookLink.tsx";
import { Faq } from "./_includes/components/Faq.tsx";
import { Icon } from "./ui/Icon.tsx";
import { LocationBlock } from "./_includes/components/Location.tsx";
import { ModelLinks } from "./_includes/components/ModelLinks.tsx";
import { Offer } from "./_includes/components/Offer.tsx";
import { Section } from "./_includes/components/Section.tsx";
import { FeaturedServices } from "./_includes/components/ServiceCards.tsx";
import { Stats, Testimonials } from "./_includes/components/Testimonials.tsx";
import { WhyChooseUs } from "./_includes/components/WhyChooseUs.tsx";
import { Base } from "./ui/layout/Base.tsx";
import { business, models, ratingText, seriesGroups, warrantyText } from "#shop/facts.ts";
import { faqPage, repairService } from "./ui/layout/structured-data.ts";

export const data = { permalink: "/", sitemap: { priority: 1.0, changefreq: "weekly" } };

const city = `${business.address.city}, ${business.address.state}`;

export function render() {
  return (
    <Base
      path="/"
      title={`iPhone Screen Repair in ${city} | Same-Day | ${business.name}`}
      description={`Same-day iPhone screen, battery, charging port and water damage repair on ${business.address.street} in ${city}. Most repairs in about ${business.averageRepairMinutes} minutes, ${warrantyText}. Call ${business.phone.display}.`}
      keywords={[
        `iPhone repair ${business.address.city}`,
        `iPhone screen repair ${city}`,
        "iPhone battery replacement",
        "charging port repair",
        "water damage repair",
        ...business.serviceArea.map((c) => `phone repair ${c}`),
      ]}
      jsonLd={[repairService(), faqPage()]}
      scripts={["/assets/map-facade.js"]}
    >
      <section className="hero" aria-labelledby="hero-title">
        <div className="container hero__grid">
          <div>
            <ul className="badges wrap-list" aria-label="Why people trust us">
              <li className="badge badge--stars">
                <Icon name="Star" /> {ratingText} Google Reviews
              </li>
              <li className="badge">
                <Icon name="Zap" /> Same-Day OLED Screen Repair
              </li>
              <li className="badge">
                <Icon name="MapPin" /> Local Experts
              </li>
            </ul>
            <h1 id="hero-title">iPhone Screen Repair in {city}, Done Today</h1>
            <p className="hero__lead">
              Cracked screen, dying battery or a phone that won't charge? Walk in on {business.address.street} and walk
              out fixed. Most repairs take about {business.averageRepairMinutes} minutes.
            </p>
            <ul className="hero__facts">
              <li>
                <Icon name="Clock" /> Repairs in {business.averageRepairMinutes} minutes
              </li>
              <li>
                <Icon name="ShieldCheck" /> {business.warranty.days}-day warranty
              </li>
              <li>
                <Icon name="MapPin" /> {business.address.street}
              </li>
            </ul>
            <div className="actions">
              <CallLink>Call Now</CallLink>
              <TextLink />
              <DirectionsLink />
              <BookLink offLabel="Call to book" />
            </div>
            <Offer lead="Limited time" link="View Pricing Chart" />
          </div>
          <img
            className="hero__art"
            src="/assets/hero-phone.svg"
            width="360"
            height="400"
            alt="An iPhone with a cracked screen, tagged 'BROKEN?' and 'WE FIX IT!'"
            fetchPriority="high"
          />
        </div>
      </section>

      <Section
        name="services"
        id="services"
        eyebrow="Our services"
        title="Fast, Reliable iPhone Repairs"
        intro={
          <>
            Every repair is done in our {business.address.city} shop by iPhone specialists, tested before you pick it up
            and covered by our {warrantyText}.
          </>
        }
      >
        <FeaturedServices />
      </Section>

      <Section name="why" alt title={`Why Choose ${business.name}?`}>
        <WhyChooseUs />
        <CallLink>Call for a Free Quote</CallLink>
      </Section>

      <Section name="reviews" id="reviews" eyebrow="Reviews" title="What Our Customers Say">
        <Testimonials />
        <Stats />
      </Section>

      <Section name="location" id="location" alt eyebrow="Visit us" title={`Our ${business.address.city} Location`}>
        <LocationBlock />
      </Section>

      {/* Not a named region itself: the FAQ inside is one, named by its heading (unique landmark names). */}
      <section className="section" id="faq">
        <div className="container">
          <Faq />
        </div>
      </section>

      <Section
        name="more"
        id="more-repairs"
        alt
        title="More iPhone Repair"
        intro={
          <>
            Pick your model for its repair prices and times. We fix all {models.length} models below, and older ones too
            ({business.olderModelsSupported}).
          </>
        }
      >
        {seriesGroups().map((group) => (
          <section key={group.series} className="series-group" aria-labelledby={`more-${group.series}`}>
            <h3 id={`more-${group.series}`}>{group.label}</h3>
            <ModelLinks models={group.models} />
          </section>
        ))}
      </Section>

      <Section
        name="contact"
        id="contact"
        title={`Serving ${business.serviceArea.slice(0, -1).join(", ")} & ${business.serviceArea.at(-1)}`}
        intro={
          <>
            Students, families and local businesses bring their iPhones to us. Call for a free quote, email{" "}
            <a href={`mailto:${business.email}`}>{business.email}</a>, or drive over: no appointment needed.
          </>
        }
      >
        <div className="actions">
          <CallLink />
          <DirectionsLink />
        </div>
      </Section>
    </Base>
  );
}

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
import { business, models, seriesGroups } from "#shop/facts.ts";
import { faqPage, repairService } from "./ui/layout/structured-data.ts";
import type { Language } from "./ui/i18n/language.ts";
import { inEveryLanguage } from "./ui/i18n/pages.ts";
import { WORDS } from "./ui/i18n/words.ts";
import { heroPath } from "./hero-phone.svg.11ty.ts";

export const data = { ...inEveryLanguage("/"), sitemap: { priority: 1.0, changefreq: "weekly" } };

export function render({ lang }: { lang: Language }) {
  const words = WORDS[lang];
  const w = words.home;
  return (
    <Base
      path="/"
      lang={lang}
      twin
      title={w.title}
      description={w.description}
      keywords={w.keywords}
      jsonLd={[repairService(undefined, lang), faqPage(lang)]}
      scripts={["/assets/map-facade.js"]}
    >
      <section className="hero" aria-labelledby="hero-title">
        <div className="container hero__grid">
          <div>
            <ul className="badges wrap-list" aria-label={w.trust}>
              <li className="badge badge--stars">
                <Icon name="Star" /> {w.reviewsBadge}
              </li>
              <li className="badge">
                <Icon name="Zap" /> {w.sameDayBadge}
              </li>
              <li className="badge">
                <Icon name="MapPin" /> {w.localBadge}
              </li>
            </ul>
            <h1 id="hero-title">{w.h1}</h1>
            <p className="hero__lead">{w.lead}</p>
            <ul className="hero__facts">
              <li>
                <Icon name="Clock" /> {w.factMinutes}
              </li>
              <li>
                <Icon name="ShieldCheck" /> {w.factWarranty}
              </li>
              <li>
                <Icon name="MapPin" /> {business.address.street}
              </li>
            </ul>
            <div className="actions">
              <CallLink>{w.callNow}</CallLink>
              <TextLink />
              <DirectionsLink />
              <BookLink offLabel={words.actions.callToBook} />
            </div>
            <Offer lead={w.offerLead} link={w.offerLink} />
          </div>
          <img
            className="hero__art"
            src={heroPath(lang)}
            width="360"
            height="400"
            alt={w.heroAlt}
            fetchPriority="high"
          />
        </div>
      </section>

      <Section
        name="services"
        id="services"
        eyebrow={w.servicesEyebrow}
        title={w.servicesTitle}
        intro={w.servicesIntro}
      >
        <FeaturedServices />
      </Section>

      <Section name="why" alt title={w.whyTitle}>
        <WhyChooseUs />
        <CallLink>{w.freeQuote}</CallLink>
      </Section>

      <Section name="reviews" id="reviews" eyebrow={w.reviewsEyebrow} title={w.reviewsTitle}>
        <Testimonials />
        <Stats />
      </Section>

      <Section name="location" id="location" alt eyebrow={w.visitEyebrow} title={w.locationTitle}>
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
        title={w.moreTitle}
        intro={w.moreIntro(models.length, words.facts.olderModels)}
      >
        {seriesGroups().map((group) => (
          <section key={group.series} className="series-group" aria-labelledby={`more-${group.series}`}>
            <h3 id={`more-${group.series}`}>{words.facts.series(group.series)}</h3>
            <ModelLinks models={group.models} />
          </section>
        ))}
      </Section>

      <Section
        name="contact"
        id="contact"
        title={w.contactTitle}
        intro={
          <>
            {w.contactBefore}
            <a href={`mailto:${business.email}`}>{business.email}</a>
            {w.contactAfter}
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

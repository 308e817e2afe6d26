// JSON-LD for search engines, typed with schema-dts so only schema.org types and properties compile.
import type {
  AggregateOffer,
  BreadcrumbList,
  DayOfWeek,
  FAQPage,
  Graph,
  MobilePhoneStore,
  Offer,
  OpeningHoursSpecification,
  ReserveAction,
  Review,
  Service,
  Thing,
  WebPage,
} from "schema-dts";
import { testimonials } from "#shop/owner-data.ts";
import type { Model } from "#shop/content-schemas.ts";
import { absoluteUrl, booking, business, modelPath, schedule } from "#shop/facts.ts";
import type { Crumb } from "./breadcrumbs.ts";
import { faqIn, servicesIn } from "../i18n/content.ts";
import { LOCALE, localePath, type Language } from "../i18n/language.ts";
import { WORDS } from "../i18n/words.ts";

export const businessId = absoluteUrl("/#business");

const postalAddress = {
  "@type": "PostalAddress",
  streetAddress: business.address.street,
  addressLocality: business.address.city,
  addressRegion: business.address.state,
  postalCode: business.address.zip,
  addressCountry: business.address.country,
} as const;

const areaServed = business.serviceArea.map((name) =>
  /georgia/i.test(name)
    ? ({ "@type": "AdministrativeArea", name } as const)
    : ({ "@type": "City", name: `${name}, ${business.address.state}` } as const),
);

/** One entry per group of days that share hours and per range of the group (a lunch break makes two). */
export function weeklyOpeningHours(): OpeningHoursSpecification[] {
  return schedule.groups().flatMap((group) =>
    group.ranges.map((range) => ({
      "@type": "OpeningHoursSpecification" as const,
      dayOfWeek: group.days.map((d) => `https://schema.org/${d}` as DayOfWeek),
      opens: range.opens,
      closes: range.closes,
    })),
  );
}

/**
 * The special days still to come at build time, each valid for its one date. A closed day is
 * opens = closes = "00:00", as Google documents for specialOpeningHoursSpecification.
 */
export function specialOpeningHours(now: Date, language: Language = "en"): OpeningHoursSpecification[] {
  return schedule.upcomingSpecials(now).map((day) => ({
    "@type": "OpeningHoursSpecification" as const,
    name: WORDS[language].facts.specialLabel(day.date, day.label),
    validFrom: day.date,
    validThrough: day.date,
    opens: day.closed ? "00:00" : day.opens!,
    closes: day.closed ? "00:00" : day.closes!,
  }));
}

/** Booking a repair online (/book/), offered while booking.ts has it switched on. */
export function reserveAction(language: Language = "en"): ReserveAction {
  return {
    "@type": "ReserveAction",
    name: WORDS[language].structured.book,
    target: {
      "@type": "EntryPoint",
      urlTemplate: absoluteUrl(localePath(language, "/book/")),
      actionPlatform: ["https://schema.org/DesktopWebPlatform", "https://schema.org/MobileWebPlatform"],
    },
    result: { "@type": "Reservation", name: WORDS[language].structured.appointment },
  };
}

/** The shop as JSON-LD; `now` is the render time (site/ui/render-time.ts), from which special days count. */
export function localBusiness(now: Date, language: Language = "en"): MobilePhoneStore {
  const [sample] = [...testimonials].sort((a, b) => b.date.localeCompare(a.date));
  const review: Review[] = sample
    ? [
        {
          "@type": "Review",
          author: { "@type": "Person", name: sample.name },
          reviewRating: { "@type": "Rating", ratingValue: sample.rating, bestRating: 5 },
          reviewBody: sample.text,
          // Reviews are shown as their authors wrote them, whatever the page's language.
          inLanguage: sample.language,
          datePublished: sample.date,
        },
      ]
    : [];
  return {
    "@type": "MobilePhoneStore",
    "@id": businessId,
    name: business.name,
    url: absoluteUrl(localePath(language, "/")),
    telephone: business.phone.e164,
    email: business.email,
    image: absoluteUrl("/assets/og-image.png"),
    address: postalAddress,
    geo: { "@type": "GeoCoordinates", latitude: business.geo.lat, longitude: business.geo.lng },
    openingHoursSpecification: weeklyOpeningHours(),
    specialOpeningHoursSpecification: specialOpeningHours(now, language),
    areaServed,
    priceRange: business.priceRange,
    paymentAccepted: language === "en" ? business.paymentAccepted.join(", ") : WORDS[language].facts.payment,
    currenciesAccepted: business.currency,
    aggregateRating: {
      "@type": "AggregateRating",
      ratingValue: business.rating.value,
      reviewCount: business.rating.count,
      bestRating: 5,
    },
    review,
    sameAs: Object.values(business.socialMedia),
    ...(booking.enabled ? { potentialAction: reserveAction(language) } : {}),
  };
}

function offer(name: string, price: number | undefined): Offer {
  return {
    "@type": "Offer",
    itemOffered: { "@type": "Service", name },
    ...(price === undefined
      ? {}
      : {
          priceSpecification: {
            "@type": "PriceSpecification",
            minPrice: price,
            priceCurrency: business.currency,
          },
        }),
  };
}

/** The shop's services, with an offer catalog; for a model, its six repairs with their 'starting at' prices. */
export function repairService(model?: Model, language: Language = "en"): Service {
  const subject = model ? model.name : "iPhone";
  const words = WORDS[language].structured;
  const services = servicesIn(language);
  const page = localePath(language, model ? modelPath(model) : "/");
  return {
    "@type": "Service",
    "@id": absoluteUrl(`${page}#service`),
    name: words.serviceName(subject),
    serviceType: model ? words.modelServiceType(model.name) : words.serviceType,
    description: model
      ? words.modelDescription(services.map((s) => s.name).join(", "), model.name)
      : words.description(services.map((s) => s.name.toLowerCase()).join(", ")),
    url: absoluteUrl(page),
    provider: { "@id": businessId },
    areaServed,
    ...(model && Object.keys(model.prices).length > 0 ? { offers: aggregateOffer(model) } : {}),
    hasOfferCatalog: {
      "@type": "OfferCatalog",
      name: words.catalog(subject),
      itemListElement: services.map((s) =>
        offer(
          model ? WORDS[language].cards.title(model.name, s.name) : language === "en" ? s.serviceType : s.name,
          model ? model.prices[s.key] : undefined,
        ),
      ),
    },
  };
}

/** A model's price range, from its own 'starting at' prices (else the business-wide range): a search result never shows a price the page does not. */
function aggregateOffer(model: Model): AggregateOffer {
  const prices = Object.values(model.prices);
  return {
    "@type": "AggregateOffer",
    priceCurrency: business.currency,
    lowPrice: Math.min(...prices),
    highPrice: Math.max(...prices),
    offerCount: prices.length,
  };
}

export function breadcrumbList(crumbs: Crumb[]): BreadcrumbList {
  return {
    "@type": "BreadcrumbList",
    itemListElement: crumbs.map((crumb, index) => ({
      "@type": "ListItem",
      position: index + 1,
      name: crumb.name,
      item: absoluteUrl(crumb.path),
    })),
  };
}

export function faqPage(language: Language = "en"): FAQPage {
  return {
    "@type": "FAQPage",
    inLanguage: LOCALE[language],
    mainEntity: faqIn(language).map((item) => ({
      "@type": "Question",
      name: item.question,
      acceptedAnswer: { "@type": "Answer", text: item.answer },
    })),
  };
}

/** The page itself, in its language (search engines read the language of the page's JSON-LD from it). */
export function webPage(url: string, language: Language): WebPage {
  // No name: the server renders one path under several titles (the booking's steps), one frame.
  return { "@type": "WebPage", "@id": url, url, inLanguage: LOCALE[language], about: { "@id": businessId } };
}

/** One JSON-LD document per page: a graph of everything the page is about. */
export function graph(nodes: Thing[]): Graph {
  return { "@context": "https://schema.org", "@graph": nodes };
}

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
} from "schema-dts";
import { faq, testimonials } from "#shop/owner-data.ts";
import type { Model } from "#shop/content-schemas.ts";
import { absoluteUrl, booking, business, fullAddress, modelPath, schedule, services } from "#shop/facts.ts";
import type { Crumb } from "./breadcrumbs.ts";

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
export function specialOpeningHours(now: Date): OpeningHoursSpecification[] {
  return schedule.upcomingSpecials(now).map((day) => ({
    "@type": "OpeningHoursSpecification" as const,
    name: day.label,
    validFrom: day.date,
    validThrough: day.date,
    opens: day.closed ? "00:00" : day.opens!,
    closes: day.closed ? "00:00" : day.closes!,
  }));
}

/** Booking a repair online (/book/), offered while booking.ts has it switched on. */
export function reserveAction(): ReserveAction {
  return {
    "@type": "ReserveAction",
    name: "Book a repair",
    target: {
      "@type": "EntryPoint",
      urlTemplate: absoluteUrl("/book/"),
      actionPlatform: ["https://schema.org/DesktopWebPlatform", "https://schema.org/MobileWebPlatform"],
    },
    result: { "@type": "Reservation", name: `Repair appointment at ${business.name}` },
  };
}

/** The shop as JSON-LD; `now` is the render time (site/ui/render-time.ts), from which special days count. */
export function localBusiness(now: Date): MobilePhoneStore {
  const [sample] = [...testimonials].sort((a, b) => b.date.localeCompare(a.date));
  const review: Review[] = sample
    ? [
        {
          "@type": "Review",
          author: { "@type": "Person", name: sample.name },
          reviewRating: { "@type": "Rating", ratingValue: sample.rating, bestRating: 5 },
          reviewBody: sample.text,
          datePublished: sample.date,
        },
      ]
    : [];
  return {
    "@type": "MobilePhoneStore",
    "@id": businessId,
    name: business.name,
    url: absoluteUrl("/"),
    telephone: business.phone.e164,
    email: business.email,
    image: absoluteUrl("/assets/og-image.png"),
    address: postalAddress,
    geo: { "@type": "GeoCoordinates", latitude: business.geo.lat, longitude: business.geo.lng },
    openingHoursSpecification: weeklyOpeningHours(),
    specialOpeningHoursSpecification: specialOpeningHours(now),
    areaServed,
    priceRange: business.priceRange,
    paymentAccepted: business.paymentAccepted.join(", "),
    currenciesAccepted: business.currency,
    aggregateRating: {
      "@type": "AggregateRating",
      ratingValue: business.rating.value,
      reviewCount: business.rating.count,
      bestRating: 5,
    },
    review,
    sameAs: Object.values(business.socialMedia),
    ...(booking.enabled ? { potentialAction: reserveAction() } : {}),
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
export function repairService(model?: Model): Service {
  const subject = model ? model.name : "iPhone";
  return {
    "@type": "Service",
    "@id": absoluteUrl(model ? `${modelPath(model)}#service` : "/#service"),
    name: `${subject} Repair in ${business.address.city}, ${business.address.state}`,
    serviceType: model ? `${model.name} Repair` : "Mobile Phone Repair",
    description: model
      ? `${services.map((s) => s.name).join(", ")} for the ${model.name} at ${fullAddress}.`
      : `Same-day iPhone repair in ${business.address.city}: ${services.map((s) => s.name.toLowerCase()).join(", ")}.`,
    url: absoluteUrl(model ? modelPath(model) : "/"),
    provider: { "@id": businessId },
    areaServed,
    ...(model && Object.keys(model.prices).length > 0 ? { offers: aggregateOffer(model) } : {}),
    hasOfferCatalog: {
      "@type": "OfferCatalog",
      name: `${subject} repair services`,
      itemListElement: services.map((s) =>
        offer(model ? `${model.name} ${s.name}` : s.serviceType, model ? model.prices[s.key] : undefined),
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

export function faqPage(): FAQPage {
  return {
    "@type": "FAQPage",
    mainEntity: faq.map((item) => ({
      "@type": "Question",
      name: item.question,
      acceptedAnswer: { "@type": "Answer", text: item.answer },
    })),
  };
}

/** One JSON-LD document per page: a graph of everything the page is about. */
export function graph(nodes: Thing[]): Graph {
  return { "@context": "https://schema.org", "@graph": nodes };
}

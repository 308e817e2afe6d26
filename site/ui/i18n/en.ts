// The English words of the pages' chrome and copy: every phrase a page writes around the owner's data.
// es.ts has the same keys in Spanish (its type is this one's), so a phrase added here and not there
// fails the type check; tests/site/languages.test.ts checks that no English phrase is left on a
// Spanish page.
import type { Model } from "#shop/content-schemas.ts";
import { business, capitalize, fullAddress, hoursLines, offerText, ratingText, warrantyText } from "#shop/facts.ts";
import { faqPrompt, FAQ_TITLE } from "#shop/faq-view.ts";
import { formatRange } from "#shop/schedule.ts";
import { bookEn } from "./book-en.ts";

const city = `${business.address.city}, ${business.address.state}`;
const street = business.address.street;
const phone = business.phone.display;
const minutes = business.averageRepairMinutes;
const areaHead = business.serviceArea.slice(0, -1).join(", ");
const areaLast = business.serviceArea.at(-1);

/** Words whose usual capitalisation is not title case. */
const SPECIAL_WORDS: Record<string, string> = { iphone: "iPhone", ipad: "iPad", faq: "FAQ" };

function titleCase(segment: string): string {
  return decodeURIComponent(segment)
    .split(/[-_\s]+/)
    .filter(Boolean)
    .map((word) => SPECIAL_WORDS[word.toLowerCase()] ?? capitalize(word))
    .join(" ");
}

export const en = {
  /** The link to this page in the other language, in that language's own words. */
  languageName: "English",
  switchLabel: "Language",
  facts: {
    warranty: warrantyText,
    offer: offerText,
    tagline: business.tagline,
    olderModels: business.olderModelsSupported,
    payment: business.paymentAccepted.join(" or ").toLowerCase(),
    repairTime: (minutes: number) => `about ${minutes} minutes`,
    price: (dollars: number) => `$${dollars}`,
    series: (series: number) => `iPhone ${series} Series`,
    hoursLines,
    specialLabel: (date: string, label: string) => label,
    range: formatRange,
  },
  header: {
    skip: "Skip to main content",
    modelsNav: "iPhone models",
    models: "iPhone Models",
    callNow: "Call Now",
    textUs: `Text us: ${phone}`,
    text: "Text",
  },
  footer: {
    hours: "Hours",
    repairs: "Repairs",
    pricing: "Repair pricing chart",
    faq: "Frequently asked questions",
    embed: "Add our widgets to your site",
    area: "Service area",
    legal: (year: string) =>
      `© ${year} ${business.name}. iPhone is a trademark of Apple Inc.; we are an independent repair shop.`,
  },
  hours: { special: "Holiday & special hours", closed: "Closed" },
  actions: {
    call: `Call ${phone}`,
    text: "Text us",
    directions: "Get Directions",
    newTabMaps: " (opens Google Maps in a new tab)",
    book: "Book a repair",
    callToBook: "Call to book",
  },
  breadcrumb: { label: "Breadcrumb", home: "Home", segment: (segment: string) => titleCase(segment) },
  faq: {
    title: FAQ_TITLE,
    prompt: faqPrompt({ city: business.address.city, state: business.address.state, phoneDisplay: phone }),
    textUs: "Text us",
    textUsLabel: `Text us: ${phone}`,
    modelTitle: (model: string) => `${model} Repair Questions`,
    sectionLabel: "Frequently asked questions",
  },
  location: {
    address: "Address",
    phone: "Phone",
    text: "Text",
    hours: "Hours",
    email: "Email",
    textPhone: `Text ${phone}`,
    mapSketch: `Map sketch: ${business.name} on ${street}`,
    showMap: "Show map",
    emergencyTitle: "Phone broken right now?",
    emergency: "Most repairs are done the same day, often while you wait. Call now and we'll tell you how soon.",
    callNow: "Call now",
    area: `Serving ${areaHead} and all of ${areaLast}. Walk-ins are welcome; call ahead and we'll have your part ready.`,
    visit: `Visit Our ${business.address.city} Location`,
  },
  modelLink: (model: string) => `${model} Repair`,
  cards: {
    quote: "Call for a quote",
    from: (price: string) => `Starting at ${price}`,
    typicalTime: "Typical time: ",
    title: (model: string, service: string) => `${model} ${service}`,
  },
  reviews: {
    stars: (count: number) => `${count} out of 5 stars`,
    claim: `Rated ${ratingText}/5 from ${business.rating.count}+ Google reviews`,
    stats: {
      customers: "Happy customers",
      minutes: `${minutes} min`,
      repairTime: "Average repair time",
      rating: "Google rating",
      days: `${business.warranty.days} days`,
      warranty: "Warranty",
    },
  },
  home: {
    title: `iPhone Screen Repair in ${city} | Same-Day | ${business.name}`,
    description: `Same-day iPhone screen, battery, charging port and water damage repair on ${street} in ${city}. Most repairs in about ${minutes} minutes, ${warrantyText}. Call ${phone}.`,
    keywords: [
      `iPhone repair ${business.address.city}`,
      `iPhone screen repair ${city}`,
      "iPhone battery replacement",
      "charging port repair",
      "water damage repair",
      ...business.serviceArea.map((c) => `phone repair ${c}`),
    ],
    trust: "Why people trust us",
    reviewsBadge: `${ratingText} Google Reviews`,
    sameDayBadge: "Same-Day OLED Screen Repair",
    localBadge: "Local Experts",
    h1: `iPhone Screen Repair in ${city}, Done Today`,
    lead: `Cracked screen, dying battery or a phone that won't charge? Walk in on ${street} and walk out fixed. Most repairs take about ${minutes} minutes.`,
    factMinutes: `Repairs in ${minutes} minutes`,
    factWarranty: `${business.warranty.days}-day warranty`,
    callNow: "Call Now",
    offerLead: "Limited time",
    offerLink: "View Pricing Chart",
    heroAlt: "An iPhone with a cracked screen, tagged 'BROKEN?' and 'WE FIX IT!'",
    /** The hero picture's two tags (site/hero-phone.svg.11ty.ts). */
    heroTags: { broken: "BROKEN?", fixed: "WE FIX IT!" },
    servicesEyebrow: "Our services",
    servicesTitle: "Fast, Reliable iPhone Repairs",
    servicesIntro: `Every repair is done in our ${business.address.city} shop by iPhone specialists, tested before you pick it up and covered by our ${warrantyText}.`,
    whyTitle: `Why Choose ${business.name}?`,
    freeQuote: "Call for a Free Quote",
    reviewsEyebrow: "Reviews",
    reviewsTitle: "What Our Customers Say",
    visitEyebrow: "Visit us",
    locationTitle: `Our ${business.address.city} Location`,
    moreTitle: "More iPhone Repair",
    moreIntro: (count: number, older: string) =>
      `Pick your model for its repair prices and times. We fix all ${count} models below, and older ones too (${older}).`,
    contactTitle: `Serving ${areaHead} & ${areaLast}`,
    contactBefore: "Students, families and local businesses bring their iPhones to us. Call for a free quote, email ",
    contactAfter: ", or drive over: no appointment needed.",
  },
  model: {
    title: (model: string) => `${model} Repair in ${city}`,
    pageTitle: (model: string) => `${model} Repair in ${city} | Screen & Battery | ${business.name}`,
    description: (model: string, pitch: string) =>
      `${model} screen, battery, camera, charging port, water damage and speaker repair in ${city}. ${pitch} Same-day service, ${warrantyText}.`,
    keywords: (model: string) => [
      `${model} repair`,
      `${model} screen replacement ${business.address.city}`,
      `${model} battery replacement`,
      `${model} charging port repair`,
      `iPhone repair ${city}`,
    ],
    pitchPrice: (model: string, price: string, time: string) =>
      `Screen replacement for your ${model} starts at ${price} and takes ${time}.`,
    pitchQuote: (model: string, time: string) =>
      `Screen replacement for your ${model} takes ${time}; call us for a free quote.`,
    quoteMessage: (model: string) => `I'd like a free quote to repair my ${model}.`,
    trust: "Why people trust us",
    sameDay: "Same-Day Service",
    stars: (stars: number) => `${stars}-Star Reviews`,
    experts: "Expert Technicians",
    lead: (description: string, pitch: string) =>
      `${description} Cracked screen, tired battery or a port that won't charge: we fix it today at ${street}. ${pitch}`,
    freeQuote: "Get Free Quote",
    offerLead: "This week",
    offerLink: "Compare all prices",
    servicesTitle: (model: string) => `${model} Repair Services`,
    servicesIntro: (model: string) =>
      `'Starting at' prices for the ${model}; the final price depends on the part, and we always confirm it before we start.`,
    callForQuote: "Call for Quote",
    schedule: "Schedule Repair",
    whyTitle: (model: string) => `Why Choose Us for Your ${model}?`,
    includedTitle: (model: string) => `Every ${model} Repair Includes`,
    included: (model: Model, services: string, payment: string) => [
      `Parts matched to the ${model.name}'s ${model.display.inches}-inch ${model.display.kind} display`,
      `Checks of the ${model.camera}, Face ID, speakers and ${model.port} port before pickup`,
      `A ${warrantyText}`,
      `${services} and more, most done the same day`,
      `Free diagnosis and a clear quote before any work starts`,
      `${capitalize(payment)} accepted`,
    ],
    otherTitle: "Other iPhone Models We Repair",
  },
  pricing: {
    title: `iPhone Repair Prices in ${city} | ${business.name}`,
    description: (span: string) =>
      `'Starting at' prices and repair times for every iPhone from ${span}: screen, battery, camera, charging port, water damage and speaker repair in ${city}.`,
    span: (oldest: number, newest: number) => `the ${oldest} to the ${newest} series`,
    keywords: [
      `iPhone repair prices ${business.address.city}`,
      "iPhone screen replacement cost",
      "iPhone battery replacement price",
    ],
    h1: "iPhone Repair Prices",
    intro: `'Starting at' prices in US dollars. Where a model shows 'Call', we quote it by phone for free. Every repair has a ${warrantyText}, and right now it's ${offerText}.`,
    caption: "Starting prices by model and repair",
    model: "Model",
    call: "Call",
    times: "Typical repair times",
    timesNote: "Models with their own published times show them on their page.",
  },
  notFound: {
    title: `Page not found | ${business.name}`,
    description: `That page doesn't exist. Find your iPhone model's repair page or call ${business.name}.`,
    h1: "Oops! Page not found",
    text: "The page you were looking for isn't here, but we can still fix your iPhone today.",
    home: "Return to Home",
  },
  book: bookEn,
  meta: { ogAlt: `${business.name}: same-day iPhone repair in ${business.address.city}` },
  structured: {
    book: "Book a repair",
    appointment: `Repair appointment at ${business.name}`,
    serviceName: (subject: string) => `${subject} Repair in ${city}`,
    modelServiceType: (model: string) => `${model} Repair`,
    serviceType: "Mobile Phone Repair",
    modelDescription: (services: string, model: string) => `${services} for the ${model} at ${fullAddress}.`,
    description: (services: string) => `Same-day iPhone repair in ${business.address.city}: ${services}.`,
    catalog: (subject: string) => `${subject} repair services`,
  },
};

export type PageWords = typeof en;

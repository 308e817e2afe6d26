// Types of the build-time facts (see widgets/build/shop-facts.ts), derived from the content schemas.
declare module "virtual:shop-facts" {
  type Facts = import("./build/shop-facts.ts").ShopFacts;
  export const shop: Facts["shop"];
  export const links: Facts["links"];
  export const phone: Facts["phone"];
  export const address: Facts["address"];
  export const hours: Facts["hours"];
  export const offer: Facts["offer"];
  export const warranty: Facts["warranty"];
  export const series: Facts["series"];
}

// The FAQ's entries (widgets/build/shop-facts.ts, faqFacts): only the FAQ's words import them.
declare module "virtual:shop-faq" {
  export const faq: import("./build/shop-facts.ts").FaqFacts;
}

// <repair-booking>'s facts (widgets/build/shop-facts.ts, bookingFacts): loaded with the booking form only.
declare module "virtual:booking-facts" {
  export const booking: import("./build/shop-facts.ts").BookingFacts;
}

// The owner's words in Spanish (widgets/build/shop-facts.ts, ownerWordsEs): loaded with the Spanish words only.
declare module "virtual:owner-words-es" {
  type Words = import("./build/shop-facts.ts").OwnerWordsEs;
  export const tagline: Words["tagline"];
  export const faq: Words["faq"];
}

// The booking's Spanish consent words (widgets/build/shop-facts.ts, bookingWordsEs): in the booking's Spanish words' chunk only.
declare module "virtual:booking-words-es" {
  export const textConsent: import("./build/shop-facts.ts").BookingWordsEs["textConsent"];
}

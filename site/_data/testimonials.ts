// Sample reviews until the owner pastes in real ones from the shop's Google profile. Reviews stay in the
// words their authors wrote, on every page: `language` says which language that is.
import { TestimonialsSchema } from "#shop/content-schemas.ts";
import { defineContent } from "#shop/define-content.ts";

export default defineContent(import.meta.url, TestimonialsSchema, [
  {
    name: "Jasmine T.",
    rating: 5,
    text: "Dropped my iPhone 14 in the parking lot and the screen was spiderwebbed. They had it looking brand new in 25 minutes. Friendly and fair.",
    service: "Screen Replacement",
    language: "en",
    date: "2025-09-14",
  },
  {
    name: "Marcus W.",
    rating: 5,
    text: "My battery was dying by lunch every day. Quick swap while I waited, and now it lasts all day again.",
    service: "Battery Replacement",
    language: "en",
    date: "2025-08-02",
  },
  {
    name: "Kayla R.",
    rating: 5,
    text: "Phone went in the pool. They told me exactly what to do on the phone and saved all my photos. Honest people.",
    service: "Water Damage Repair",
    language: "en",
    date: "2025-07-19",
  },
  {
    name: "Derrick H.",
    rating: 5,
    text: "Charger kept falling out of my 12 Pro. Fixed the same day and they showed me it charging before I left.",
    service: "Charging Port Repair",
    language: "en",
    date: "2025-06-28",
  },
  {
    name: "Priya S.",
    rating: 5,
    text: "Drove in from Warner Robins on my lunch break. Clear price up front and my screen was done before I finished my coffee.",
    service: "Screen Replacement",
    language: "en",
    date: "2025-10-03",
  },
]);

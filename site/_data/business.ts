// The shop's profile: the one file the owner edits for name, phone, address, hours, warranty and offer.
// Name, phone and email are clearly sample values until the owner replaces them.
import { BusinessSchema } from "#shop/content-schemas.ts";
import { defineContent } from "#shop/define-content.ts";

const siteUrl = (process.env.SITE_URL ?? "http://localhost:8080").replace(/\/+$/, "");

export default defineContent(import.meta.url, BusinessSchema, {
  name: "Eisenhower Tech Repair",
  // The pages' languages, English first; Spanish words are in site/_data/es/. ["en"] alone: no /es/ pages.
  languages: ["en", "es"],
  tagline: "iPhone Repair",
  phone: { display: "(478) 555-0142", e164: "+14785550142" },
  email: `hello@${new URL(siteUrl).hostname}`,
  siteUrl,
  address: { street: "3742 Eisenhower Parkway", city: "Macon", state: "GA", zip: "31206", country: "US" },
  geo: { lat: 32.8104, lng: -83.7079 },
  timeZone: "America/New_York",
  // Any weekly schedule: a day may be in several entries (e.g. 10:00–13:00 and 14:00–18:00 for a lunch break).
  hours: [
    { days: ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"], opens: "10:00", closes: "18:00" },
  ],
  // Holidays and one-off changes, "YYYY-MM-DD" in the shop's time zone: { date, label, closed: true }
  // or { date, label, opens, closes }. They win over the weekly hours on their date; past ones are ignored.
  specialHours: [
    { date: "2026-11-26", label: "Thanksgiving", closed: true },
    { date: "2026-12-24", label: "Christmas Eve", opens: "10:00", closes: "14:00" },
    { date: "2026-12-25", label: "Christmas Day", closed: true },
    { date: "2027-01-01", label: "New Year's Day", closed: true },
  ],
  serviceArea: ["Macon", "Warner Robins", "Perry", "Forsyth", "Gray", "Middle Georgia"],
  socialMedia: {},
  paymentAccepted: ["Cash", "Credit Card"],
  currency: "USD",
  priceRange: "$",
  rating: { value: 5, count: 200 },
  happyCustomers: 200,
  averageRepairMinutes: 30,
  warranty: { days: 30, covers: "parts and labor" },
  offer: { amountOff: 10, appliesTo: "screen repairs", period: "this week" },
  olderModelsSupported: "iPhone 6 through iPhone XS",
  // Where a customer writes a review after pickup (a sample: your Google profile's "Ask for reviews" link).
  reviewUrl: "https://g.page/r/sample-eisenhower-tech-repair/review",
  // The shop's number takes texts: a Text link stands beside Call.
  textsAccepted: true,
});

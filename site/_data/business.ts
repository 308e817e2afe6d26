// The shop's profile: the one file the owner edits for name, phone, address, hours, warranty and offer.
// Name, phone and email are clearly sample values until the owner replaces them.
import { BusinessSchema } from "./schemas.ts";
import { defineContent } from "./validate.ts";

const siteUrl = (process.env.SITE_URL ?? "http://localhost:8080").replace(/\/+$/, "");

export default defineContent(import.meta.url, BusinessSchema, {
  name: "Eisenhower Tech Repair",
  tagline: "iPhone Repair",
  phone: { display: "(478) 555-0142", e164: "+14785550142" },
  email: `hello@${new URL(siteUrl).hostname}`,
  siteUrl,
  address: { street: "3742 Eisenhower Parkway", city: "Macon", state: "GA", zip: "31206", country: "US" },
  geo: { lat: 32.8104, lng: -83.7079 },
  timeZone: "America/New_York",
  hours: [{ days: ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"], opens: "10:00", closes: "18:00" }],
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
});

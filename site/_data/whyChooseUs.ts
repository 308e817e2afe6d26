import business from "./business.ts";
import { WhyChooseUsSchema } from "#shop/content-schemas.ts";
import { defineContent } from "#shop/define-content.ts";

export default defineContent(import.meta.url, WhyChooseUsSchema, [
  {
    title: "Same-Day Service",
    text: `Most repairs are done in about ${business.averageRepairMinutes} minutes while you wait. No appointment needed.`,
    icon: "Clock",
  },
  {
    title: "Expert Technicians",
    text: "iPhone specialists who test Face ID, True Tone, cameras and charging before you leave.",
    icon: "Award",
  },
  {
    title: `${business.warranty.days}-Day Warranty`,
    text: `Every repair is covered for ${business.warranty.days} days on ${business.warranty.covers}.`,
    icon: "ShieldCheck",
  },
  {
    title: "Honest Local Pricing",
    text: `Clear 'starting at' prices, a free quote by phone, and ${business.paymentAccepted.join(" or ").toLowerCase()} accepted.`,
    icon: "BadgeDollarSign",
  },
]);

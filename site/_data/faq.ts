// Twelve questions people ask before they call. Answers quote the profile, never a second copy of a fact.
import business from "./business.ts";
import { FaqSchema } from "#shop/content-schemas.ts";
import { defineContent } from "#shop/define-content.ts";
import { fullAddress, hoursText, modelRangeText, offerText, warrantyText } from "#shop/facts.ts";
import { listAnd } from "#shop/schedule.ts";

const area = business.serviceArea.filter((c) => c !== business.address.city);

export default defineContent(import.meta.url, FaqSchema, [
  {
    id: "how-long-screen-repair",
    category: "repair-time",
    question: "How long does an iPhone screen repair take?",
    answer: `Most screen replacements take about ${business.averageRepairMinutes} minutes, and you can wait in the shop. Larger Pro Max screens can take up to an hour.`,
  },
  {
    id: "where-are-you",
    category: "location",
    question: `Where is your repair shop in ${business.address.city}?`,
    answer: `We're at ${fullAddress}, with free parking out front. Customers come from ${listAnd(area)}.`,
  },
  {
    id: "how-much",
    category: "pricing",
    question: "How much does an iPhone screen repair cost?",
    answer: `It depends on the model: each model page and our pricing chart show the 'starting at' price where we publish one, and we quote the rest by phone for free. Right now it's ${offerText}.`,
  },
  {
    id: "what-parts",
    category: "parts",
    question: "What kind of parts do you use?",
    answer:
      "We use high-quality OLED screens and authentic-grade batteries, and we test every part in your phone before you pick it up.",
  },
  {
    id: "which-models",
    category: "models",
    question: "Which iPhone models do you repair?",
    answer: `${modelRangeText()}, and older models too (${business.olderModelsSupported}).`,
  },
  {
    id: "what-services",
    category: "services",
    question: "What repairs do you offer besides screens?",
    answer:
      "Battery replacement, charging port repair, camera repair, speaker and microphone repair, and water damage repair.",
  },
  {
    id: "appointment",
    category: "timing",
    question: "Do I need an appointment?",
    answer: `No, walk-ins are welcome. Our hours are ${hoursText}. Calling ahead lets us have your part ready.`,
  },
  {
    id: "same-day",
    category: "timing",
    question: "Can you fix my iPhone today?",
    answer: "Yes. Most screen, battery and charging port repairs are done the same day, usually while you wait.",
  },
  {
    id: "warranty",
    category: "warranty",
    question: "Do your repairs come with a warranty?",
    answer: `Yes: every repair has a ${warrantyText}. If the part we fitted fails, bring the phone back and we fix it free.`,
  },
  {
    id: "water-damage",
    category: "water-damage",
    question: "My iPhone got wet. What should I do?",
    answer:
      "Turn it off, don't charge it and don't put it in rice. Bring it in as soon as you can: diagnosis is free, most water damage repairs take about 48 hours, and if we can't fix it you don't pay.",
  },
  {
    id: "business-customers",
    category: "business",
    question: "Do you repair phones for businesses?",
    answer:
      "Yes. We repair company phones for local businesses and can handle several devices at once. Call us to arrange it.",
  },
  {
    id: "battery-replacement",
    category: "battery",
    question: "How do I know if my battery needs replacing?",
    answer:
      "Open Settings > Battery > Battery Health. Under 80% maximum capacity, sudden shutdowns or a 'Service' message mean it's time. A battery swap takes 15 to 30 minutes.",
  },
]);

// The words visitors use. Problems, devices and topics have their words in site/_data/troubleshooting.ts
// (content the owner edits); these are the engine's own: the kinds of question it can answer from the data
// (what a message asks is the classifier's since issue 38's sixteenth round: the reader holds no question
// word), the words that name a repair (a slot), off-topic words, and manipulation. Greetings and thanks are not here: the classifier reads them (understand/intents/talk.ts;
// docs/assistant.md, issue 38's fifth round), nor are rude or angry words: the visitor's mood is learned
// from examples (understand/moods.ts, the thirteenth round).
// A keyword is a word or a short phrase; a phrase matches when its words appear in order, with at most
// two other words between them ("screen is cracked" matches "screen cracked").
import type { ServiceKey } from "#shop/content-schemas.ts";

export const QUESTION_KINDS = [
  "price",
  "time",
  "open-now",
  "hours",
  "location",
  "directions",
  "payment",
  "warranty",
  "parts",
  "data-safety",
  "discounts",
  "business",
  "service-area",
  "appointment",
  "contact",
  "models",
  "services",
  "reviews",
  "years",
  "apple",
  "diagnosis",
  "unknown",
  "visit",
  "no-fix",
  "busy",
  "repair-status",
  "my-booking",
  "booking-ahead",
] as const;
export type QuestionKind = (typeof QUESTION_KINDS)[number];

/** Words that name a repair without describing a symptom ("how much is a screen for the 14?"). */
export const SERVICE_KEYWORDS: Record<ServiceKey, string[]> = {
  screen: [
    "screen",
    "screens",
    "display",
    "glass",
    "lcd",
    "oled",
    "screen replacement",
    "new screen",
    "replace screen",
    "fix screen",
    "screen repair",
    "screen fixed",
  ],
  battery: ["battery", "batteries", "batt", "battery replacement", "new battery", "replace battery", "battery swap"],
  camera: ["camera", "cameras", "lens", "cam", "camera repair"],
  "charging-port": ["charging port", "port", "charge port", "charging repair", "lightning", "usb c"],
  "water-damage": ["water damage", "water"],
  speaker: ["speaker", "speakers", "microphone", "mic", "earpiece", "speaker repair"],
};

/** Clear signs of a question that has nothing to do with the shop. */
export const OFF_TOPIC = ["weather", "essay"];

/**
 * Attempts to make the assistant say something the shop never said, or to drop its instructions.
 * Matched on the normalized text (lowercase, apostrophes removed).
 */
export const MANIPULATION_PATTERNS: RegExp[] = [
  /\b(ignore|disregard|forget|override|bypass)\b.{0,40}\b(instructions?|prompts?|rules|previous|above|directions|programming|guidelines|system)\b/,
  /\b(system prompt|developer mode|dev mode|jailbreak|dan mode|you are now|new instructions|your instructions|your prompt|repeat after me)\b/,
  /\b(act as|pretend|roleplay as|role play as)\b/,
  /\b(offer|discount|deal|price) (is|was|should be) (\$\s?\d|\d+ ?%|free)/,
  /\b(say|tell me|confirm|promise|write|state|agree|admit)\b.{0,40}\b(price|cost|repair|screen|battery|it)\b.{0,20}\b(is|are|costs?|be|for)\b.{0,10}(\$\s?\d|\bfree\b|\b\d+ (dollars?|bucks|cents?)\b)/,
  /\b(free|freebie)\s+(repairs?|screens?|batter(y|ies)|fix|fixes|phones?|iphones?|replacements?|service)\b/,
  /\b(for free|at no cost|no charge|for nothing|gratis)\b/,
  /\b\d{2,3}\s?% off\b/,
  /\bgive me\b.{0,20}\b(free|discount|coupon|code|money|refund)\b/,
  /\b(price|cost)\s+(is|should be|must be)\s+(\$\s?\d|\d+ (dollars?|bucks|cents?)\b|free\b)/,
];

/**
 * Words of questions the classifier now reads (they left the reader's lists): still words the assistant
 * knows, so a slip is mended to them ("paymnet" is "payment") and the desk's topic keeps them ("where can
 * I park" and "is there parking?" are one topic). They decide no kind of question.
 */
export const KNOWN_QUESTION_WORDS =
  `where address find street what parking park pay payment cash card cards venmo zelle paypal financing
serve come mobile travel house call far close appointment book schedule walk walkins ready status update
news dropped reschedule move instead accept charge wait store charges wants genius bar applecare care vs
versus besides screens guarantee deal current promo cost coupon services coupons money price prices quote
expensive cheap cheaper cheapest warranty guaranteed directions map discount discounts offer sale percent match
negotiate fast long repairs`.split(/\s+/);

/** Common words that are never corrected to a keyword (so "change" stays "change", not "charge"). */
export const COMMON_WORDS =
  `a about above after again all also am an and any anyone anything are around as ask at away back
bad be because been before being best better big bit both brand broke broken bring but buy by came can cant change changed
check come could day did didnt do does doesnt doing done dont down drop dropped each else even ever every fell few find first
fix fixed fixing for from get gets getting give go goes going gone good got had has have having he help her here him his home
how i if im in into is isnt it its ive just keep kind know last left let like little look looks lot made make many may me
might mine more most much must my need needs never new next no none not now of off ok old on once one only or other our out
over own people phone phones please pretty problem problems put quite really repair repaired repairing replace replaced
replacement right said same see she should show since so some something still stop sure take than that the their them then
there these they thing things think this those though through tried try trying turn turned two under up us use used very
want wanted was way we week well went were what when where which while who why will with without wont work worked working
works would yes yet you your yours yall ur u pls plz iphone iphones apple mobile cell cellphone device tell said says saying
today tomorrow tonight morning night now soon later yesterday hour hours minute minutes sorry meant mean
actually instead both total also plus together second another noon lunch evening afternoon until till late early latest
before after around about tool tools january february march april june july august september october november december long`.split(
    /\s+/,
  );

// The words visitors use for their questions. Problems, devices and topics have their words in
// site/_data/troubleshooting.ts (content the owner edits); these are the engine's own: the kinds of
// question it can answer from the data, and the small talk around them.
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
] as const;
export type QuestionKind = (typeof QUESTION_KINDS)[number];

export const QUESTION_KEYWORDS: Record<Exclude<QuestionKind, "data-safety">, string[]> = {
  price: [
    "how much", "price", "prices", "pricing", "cost", "costs", "costing", "quote", "estimate", "expensive",
    "cheap", "cheapest", "fee", "fees", "rate", "rates", "dollars", "bucks", "afford", "charge for", "you charge",
    "price list", "pricing chart", "what does it run", "total", "how much would", "whats it cost", "cost me", "tax", "taxes",
  ],
  time: [
    "how long", "how fast", "how quick", "how quickly", "take long", "same day", "today fix", "fix today",
    "fixed today", "done today", "wait time", "have to wait", "long wait", "how long wait", "can i wait", "turnaround", "minutes", "ready", "how soon", "time does it take",
    "long does", "long will", "long to fix", "repair time", "quick fix", "while i wait", "same-day", "when can i pick",
  ],
  "open-now": [
    "open now", "open right now", "still open", "open today", "are you open", "you open", "currently open",
    "open rn", "open tonight", "closed today", "closed now", "open tomorrow", "open on sunday", "open sunday",
    "open this weekend", "open on saturday", "open saturday", "yall open", "u open", "you guys open", "open yet",
  ],
  hours: [
    "hours", "hrs", "opening", "closing", "what time", "business hours", "store hours", "when open", "when close",
    "you close", "shop open", "store open", "open till", "open until", "close at", "open on", "sunday", "saturday",
    "weekend", "weekdays", "open late", "open early", "close", "closes", "closing time", "opens", "open at", "do you open", "do you close", "you close", "open on", "be open", "closed on",
    "monday", "tuesday", "wednesday", "thursday", "friday", "holiday", "holidays",
  ],
  location: [
    "where", "address", "located", "location", "find you", "near me", "whereabouts", "what street",
    "which street", "shop located", "store located",
  ],
  directions: ["directions", "how do i get", "get there", "map", "maps", "navigate", "route", "parking", "park", "drive there"],
  payment: [
    "pay", "apple pay", "google pay", "samsung pay", "personal check", "pay by check", "klarna", "afterpay", "affirm", "payment", "payments", "cash", "card", "cards", "credit", "debit", "apple pay", "venmo", "zelle",
    "cash app", "paypal", "financing", "finance", "installments", "take card", "accept cash", "accept card", "accept credit", "accept apple",
  ],
  warranty: ["warranty", "warranties", "guarantee", "guaranteed", "covered", "coverage", "breaks again", "stops working again", "warrenty", "waranty"],
  parts: [
    "parts", "original", "oem", "genuine", "aftermarket", "apple parts", "real apple", "quality",
    "refurbished", "used parts", "what screen do you use", "oled screen", "kind of screen", "type of screen",
  ],
  discounts: [
    "discount", "discounts", "deal", "deals", "coupon", "coupons", "promo", "promotion", "any offers", "special offer",
    "current offer", "offers right now",
    "special", "specials", "sale", "student discount", "military discount", "senior discount", "money off", "percent off",
    "price match", "match a price", "match the price", "cheaper", "lower price", "lower the price", "do better", "best price", "negotiate",
    "haggle", "knock off", "off the price", "students", "military", "veterans", "seniors", "teacher discount", "first responder",
  ],
  business: [
    "business", "businesses", "company", "corporate", "fleet", "employees", "bulk", "multiple phones",
    "several phones", "company phones", "work phones", "our staff", "phones at once", "phones at the same time",
  ],
  // A town named is not a question by itself (read.ts's places): these words ask about the area.
  "service-area": [
    "service area", "what areas", "which areas", "your area", "in the area", "areas you", "area you", "serve", "serving",
    "come to me", "come to my", "mobile repair", "travel", "house call", "how far", "far from", "far away", "far are you",
    "far is it", "too far", "nearby", "distance", "close to", "closest",
  ],
  appointment: [
    "appointment", "appointments", "book", "booking", "schedule", "walk in", "walk ins", "walkin", "walkins",
    "reserve", "reservation", "drop off", "drop it off", "come in", "stop by",
  ],
  contact: [
    "phone number", "your number", "call you", "contact", "email", "reach you", "talk to", "human", "real person",
    "text you", "speak to", "number to call", "call the shop", "call the store",
  ],
  models: [
    "which models", "what models", "models do you fix", "models do you repair", "models", "which iphones", "what iphones", "all iphones", "every iphone",
    "older iphone", "old iphone", "do you fix iphones", "do you repair iphones", "fix iphones", "repair iphones", "older model", "old model", "do you fix iphone", "do you repair iphone",
  ],
  services: [
    "services", "what do you fix", "what do you repair", "what repairs", "what can you fix", "other repairs",
    "what else", "besides screens", "do you do", "do you fix", "do you repair", "can you fix",
  ],
  // Facts the data does not hold: the answer says so and offers the phone.
  years: [
    "how long have you been", "how many years", "years in business", "been in business", "been around", "when did you open",
    "when did you start", "since when", "established", "how old is the shop", "how old is your", "how long in business",
    "how long you been", "in business long", "been open long", "year founded", "founded", "when did the shop open",
    "when did the store open", "when was the shop", "shop opened", "how old is", "how long has the shop", "how long has your",
  ],
  apple: [
    "apple store", "apple charge", "apple charges", "than apple", "apple price", "apple prices", "apple cost", "apple costs",
    "apple would", "genius bar", "applecare", "apple care", "compared to apple", "vs apple", "versus apple", "apple does", "apple wants",
    "buy new", "buy a new", "new phone", "worth fixing", "worth repairing", "worth it", "cheaper to fix", "cheaper than a new", "upgrade instead",
  ],
  diagnosis: ["diagnosis", "diagnostic", "diagnostics", "diagnose", "free check", "look at it", "take a look", "check it out", "inspection"],
  unknown: [
    "sell phones", "sell iphones", "sell used", "buy phones", "buy my phone", "buy my iphone", "buy used", "buy broken", "trade in", "trade ins", "tradein", "tradeins",
    "unlock", "unlocking", "carrier unlock", "icloud unlock", "insurance", "loaner", "loaner phone", "rental", "accessories",
    "sell cases", "sell chargers", "screen protectors", "data recovery", "recover data",
    "transfer data", "data transfer", "transfer my data", "transfer my photos", "transfer photos", "move my data", "set up my new phone", "set up a new phone", "setup new phone", "gift card", "gift cards", "pickup and delivery",
    "delivery", "mail in", "mail it", "ship it", "wifi password", "restroom", "bathroom", "hiring", "jobs", "job",
  ],
  "no-fix": ["cant fix", "cannot fix", "can not fix", "unable to fix", "not fixable", "no fix", "still pay", "do i pay if", "pay if you", "if it cant be fixed", "if you cant"],
  // A phone already in the shop (past tense, "yet", "status"): not a question about a future visit.
  "repair-status": [
    "is my phone ready", "is my iphone ready", "ready yet", "done yet", "finished yet", "repair status", "status of my",
    "dropped off my", "dropped it off", "left my phone", "left it with you", "still fixing", "still working on", "order status",
  ],
  busy: ["busy", "how long is the wait", "wait right now", "line right now", "queue", "how many people", "crowded", "in stock", "stock", "have the part", "parts available", "part available"],
  visit: ["come", "come by", "come in", "stop by", "swing by", "drop by", "drop it off", "visit", "be there", "pop in", "head over", "show up", "bring it", "make it"],
  reviews: ["reviews", "review", "rating", "rated", "reputation", "trust", "legit", "trustworthy", "good shop", "stars", "best shop", "best place", "best repair shop", "any good"],
};

/** Words that name a repair without describing a symptom ("how much is a screen for the 14?"). */
export const SERVICE_KEYWORDS: Record<ServiceKey, string[]> = {
  screen: [
    "screen", "screens", "display", "glass", "lcd", "oled", "screen replacement", "new screen", "replace screen",
    "fix screen", "screen repair", "screen fixed",
  ],
  battery: ["battery", "batteries", "batt", "battery replacement", "new battery", "replace battery", "battery swap"],
  camera: ["camera", "cameras", "lens", "cam", "camera repair"],
  "charging-port": ["charging port", "port", "charge port", "charging repair", "lightning", "usb c"],
  "water-damage": ["water damage", "water"],
  speaker: ["speaker", "speakers", "microphone", "mic", "earpiece", "speaker repair"],
};

export const GREETINGS = [
  "hi", "hello", "hey", "heya", "hiya", "yo", "howdy", "sup", "good morning", "good afternoon", "good evening",
  "greetings", "hola", "whats up", "anyone there", "are you there",
];
export const THANKS = [
  "thanks", "thank", "thx", "ty", "tysm", "appreciate", "appreciated", "bye", "goodbye", "see you", "see ya",
  "got it", "perfect", "awesome", "great", "cool", "ok", "okay", "sounds good", "helpful", "will do",
];

/** Clear signs of a question that has nothing to do with the shop. */
export const OFF_TOPIC = [
  "weather", "joke", "poem", "story", "recipe", "homework", "essay", "bitcoin", "crypto", "stock", "stocks",
  "president", "election", "football", "basketball", "score", "movie", "song", "lyrics", "meaning of life",
  "capital of", "translate", "math", "girlfriend", "boyfriend", "dating", "pizza", "traffic", "restaurant", "restaurants",
];

/** Insults aimed at the assistant or the shop: a calm reply, never an argument or a block of facts. */
export const RUDE = [
  "stupid", "useless", "dumb", "idiot", "idiotic", "moron", "you suck", "this sucks", "trash", "garbage", "scam", "scammer",
  "scammers", "rip off", "ripoff", "worthless", "shut up", "hate you", "fuck", "fucking", "wtf", "bullshit", "screw you",
  "pathetic", "worst", "stfu", "dumbest", "clown",
];
/** Frustration: the visitor is upset about something; the reply starts by hearing it. */
export const ANGRY = [
  "ridiculous", "unacceptable", "angry", "furious", "pissed", "frustrated", "frustrating", "annoyed", "annoying", "terrible",
  "horrible", "awful", "disappointed", "complaint", "complain", "manager", "refund", "never again", "waste of time",
  "still not fixed", "still broken", "fed up", "sick of",
];

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
  /\b(discount|coupon|promo)\s+code\b/,
];

/** Common words that are never corrected to a keyword (so "change" stays "change", not "charge"). */
export const COMMON_WORDS = `a about above after again all also am an and any anyone anything are around as ask at away back
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
before after around about tool tools january february march april june july august september october november december long`.split(/\s+/);

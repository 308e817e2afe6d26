// The assistant's sentence frames in English: the last stage of read -> answer -> say. A frame is a
// sentence with {placeholders} that the answer fills with facts from site/_data/ (a price, a time, the
// phone, the address, a day's hours); no fact is written here. Spanish has the same frames in es.ts,
// so a language costs a reader's lexicon and a set of frames, not a second engine.
export const enFrames = {
  // --- words the frames are built of ---------------------------------------------------------
  today: "today",
  tomorrow: "tomorrow",
  and: "and",
  or: "or",
  open: "open {ranges}",
  closed: "closed",
  closedFor: "closed for {label}",
  // --- a repair's price and time -------------------------------------------------------------
  offerKnown: "{service} for the {model} starts at {price}, typical repair time {time}.",
  offerNoPrice:
    "{service} for the {model}: there's no price online for it, so call for a quote at {phone}. Typical repair time: {time}.",
  offerOlder:
    "We repair older iPhones too ({older}). There's no price online for the {model}: call for a quote at {phone}.",
  offerUnknown: "The {model} isn't in our price list yet: call for a quote at {phone}.",
  offerRange: "{service} prices depend on the model, from {price} on the models we list, and it {takes}.",
  offerRangeNoPrice: "{service} {takes}: call for a quote at {phone}.",
  offerNow: "Right now: {offer}.",
  whichIphone: "Which iPhone do you have? Price list: {pricing}",
  takesAbout: "takes {time}",
  takesDay: "is usually done the {time}",
  timeOnModel: "{service} on the {model} {takes}.",
  timeOf: "{service} {takes}.",
  pricedAlone: "Each repair is priced on its own: call {phone} for an exact total.",
  salesTax: "I can't confirm whether sales tax is added to these prices: call {phone} to ask.",
  modelPrices: "Yes, we repair the {model}. Starting prices: {prices}.",
  modelNoPrices: "Yes, we repair the {model}. Its prices aren't online yet: call for a quote at {phone}.",
  modelTimes: "Typical times: {times}.",
  whatsWrong: "What's wrong with it?",
  olderModel:
    "We repair older iPhones too ({older}). There's no price online for the {model}: call for a quote at {phone}. What's wrong with it?",
  unknownModel: "The {model} isn't in our list yet: call us at {phone} and we'll tell you what we can do.",
  modelTimesFor: "Typical times for the {model}: {times}.",
  averageTime: "Most repairs take about {minutes} minutes.",
  pricesDepend:
    'Prices depend on your iPhone model and the repair: tell me both (for example "iPhone 14 Pro screen") or see our price list: {pricing}\nRight now: {offer}.',
  modelPage: "Your model's page: {page}",
  modelPages: "The models' pages: {pages}",
  callOrStopBy: "Call {phone} or stop by {address}.",
  // --- problems ------------------------------------------------------------------------------
  tryFirst: "Try this first: {steps}",
  needsALook: "We don't list a price for {label}: it needs a look first, so call for a quote at {phone}.",
  bringItIn: "For {label}, bring it in and we'll find out what's wrong: call for a quote at {phone}.",
  stillNeedsFixing:
    "If it still needs fixing, bring it in and we'll find out what's wrong: call for a quote at {phone}.",
  // --- where, phone, booking -----------------------------------------------------------------
  location: "We're at {address}. Directions: {maps}",
  // --- against Apple: what the data says of this shop, never Apple's figures, which it does not hold
  noApplePrices: "I don't have Apple's prices or the price of a new phone, so I can't compare them with ours.",
  ourSide: "What I can tell you of us: {sameDay} Every repair has a {days}-day warranty on {covers}.",
  ourPrices: "Our own starting prices are on the model pages and our price list: {pricing}",
  anyQuestion: "Call {phone} with any question.",
  // --- what the understanding stage adds: how to book, the texts, the owner's records, a repair's state
  bookOnline:
    "To book online, open {book}: choose the repair, your iPhone model and a free time, then give your {details}. The confirmation we send has a private link to change or cancel it.",
  texts: "{about} To stop them, reply {stop} to any of our texts, or call {phone}.",
  /** After the texts we send, where the shop's number takes texts (business.ts textsAccepted). */
  textUsToo: "You can text us at {phone} too.",
  whatHappens:
    "Sorry it's giving you trouble. What does it do exactly, and which iPhone is it? We fix {repairs}; tell me what happens and I'll give you quick first steps, the price and the repair time, or call us at {phone}.",
  ownerOnly:
    "I can't show bookings, customers or the shop's records in this chat, whoever asks: the owner sees them on the desk after signing in. For anything else, call {phone}.",
  stateMeans: "Your tracker says “{state}”. {advice}",
  "state:booked": "The shop still has to confirm the time; there's nothing you need to do.",
  "state:confirmed": "Your time is confirmed: come in then.",
  "state:checked-in": "We have your phone and start on it soon.",
  "state:diagnosing": "We're finding what is wrong, and we'll tell you what it needs.",
  "state:awaiting-approval":
    "We sent you an estimate: open the private link in your booking confirmation to approve or decline it. Nothing is repaired until you say yes.",
  "state:waiting-for-part": "We're waiting for a part for your phone; the repair goes on when it arrives.",
  "state:repairing": "We're working on it now.",
  "state:ready": "When your tracker says this, come pick it up while we're open.",
  "state:collected": "You've picked it up. If something isn't right, call {phone}.",
  "state:cancelled": "That booking is cancelled. You can book again at {book}, or call {phone}.",
  "state:no-show": "We didn't see you at the booked time: call {phone} and we'll check you in when you come.",
  whichOne: "Do you mean {first}, or {second}?",
  passage: "{quote} Call {phone} with any question.",
  // --- a booking made, or to make: the chat never books, moves or cancels one itself
  myBooking:
    "I can't change or cancel a booking from this chat. Open the private link in your booking confirmation (the email or text message we sent you): it lets you change the time or cancel up to {cutoff} minutes before it. After that, or any time, call us at {phone}.",
  repairStatus:
    "I can't see the repairs in the shop from this chat. If you booked online, the private link in your booking confirmation (the email or text message we sent you) shows where your repair is; or call {phone} and we'll check.",
  bookingAhead:
    "You can book online up to {days} days ahead, at least {notice} minutes before the time you pick. For a later date, call us at {phone}.",
  // --- the offer: all the data holds of discounts, and a price less it when asked
  offerOnly:
    "The only offer I can confirm is {offer}.{notFor} I don't know of any other discount, so I can't promise one: call {phone} to ask.",
  offerNotFor: " I can't confirm it for {others}.",
  offerSum: "With the {offer}, {service} for the {model} comes to {sum} instead of {price}.",
  serviceArea: "We're at {address} and serve {towns}. Directions: {maps}",
  directions: "We're at {address}.{parking} Get directions: {maps}",
  getDirections: "Get directions: {maps}",
  noParking: " I don't have parking details for the shop: call {phone} and we'll tell you.",
  contact: "Call us at {phone} or email {email}.",
  /** The same where the shop's number takes texts (business.ts textsAccepted). */
  contactTexts: "Call or text us at {phone}, or email {email}.",
  callUs: "Call us at {phone}.",
  ourHours: "Our hours: {hours}.",
  // The booking offer (booking-offer.ts): free slots near the time asked; it never books by itself.
  freeTimes:
    "Free times to book near then: {times}. Pick one to book it (nothing is booked until you confirm), or walk in.",
  noFreeTimes: "I can't find a free time to book online near then. Call us at {phone} and we'll fit you in.",
  slotsOn: "{date} at {times}",
  bookSlot: "Book {day} {time}",
  /** After a quote, when the visitor asked to book it: the booking page opened on the repair and model. */
  bookThisBoth: "Book it online at {book}: the repair and your model are chosen already; pick a free time.",
  bookThisModel: "Book it online at {book}: your model is chosen already; pick the repair and a free time.",
  bookThisRepair: "Book it online at {book}: the repair is chosen already; pick your model and a free time.",
  bookThis: "Book it online at {book}: pick the repair, your model and a free time.",
  actionBook: "Book online",
  allFreeTimes: "See all free times",
  // --- the rest the data says: paying, the warranty, parts, the shop itself, and what it does not say
  noDeals: "I can only share the shop's real prices and policies, and I can't change them.",
  allPrices: "Every price we publish is on the model pages and our price list: {pricing}",
  currentOffer: "Current offer: {offer}.",
  anythingElse: "For anything else, call us at {phone}.",
  weAccept: "We accept {methods}.",
  notOnList: "I don't see {names} on our list, so I can't confirm it: ask us at {phone}.",
  askElse: "For anything else, ask us at {phone}.",
  warranty: "Every repair comes with a {days}-day warranty on {covers}.",
  warrantyIncluded: "It comes with the repair: there's no separate warranty to buy.",
  askParts: "Ask us about the parts for your repair: call {phone}.",
  weExplain: "Call us at {phone} and we'll explain.",
  businessAsk: "For a business or several phones at once, call us at {phone} to ask.",
  ourNumber: "Our number is {phone}.",
  modelsRange: "{range}, and older models too ({older}).",
  priceList: "Price list: {pricing}",
  weDo: "We do {repairs}. Tell me your iPhone model and I'll give you the price.",
  reviews: "We're rated {rating} from {count} reviews. Call {phone} or stop by {address}.",
  noYears: "I don't know how long we've been in business: that isn't in my information. Call us at {phone} and ask.",
  freeDiagnosis:
    "Diagnosis is free for {services}. For anything else I can't confirm a diagnosis fee: call {phone} to ask.",
  noDiagnosisInfo: "I don't know whether a diagnosis costs anything: call {phone} to ask.",
  noFixFeature: "For {services}: {feature}. For other repairs I can't confirm it: call {phone} to ask.",
  noFixInfo: "I can't confirm what happens if a repair can't be done: call {phone} to ask.",
  busy: "I can't see how busy the shop is or what's in stock right now: call {phone} before you come and we'll check.",
  noInfo: "I don't have information about that, so I can't promise it. Call us at {phone} and we'll tell you.",
  notAway: "I can't confirm repairs away from the shop: call {phone} to ask. We're at {address} and serve {towns}.",
  samePrice: "They start at the same price.",
  costsLeast: "Of these, {label} costs least, from {price}.",
  forModel: "{service} for the {model}",
  theModel: "the {model}",
  // --- hours ---------------------------------------------------------------------------------
  comingUp: " Coming up: {days}.",
  nowLabel: "{weekday} {time}",
  itsNow: "it's {now} in {city}",
  openNow: "Yes, we're open now ({at}) until {closes}{special}.",
  specialHours: " ({label} hours)",
  closedNow: "We're closed right now{reason} ({at}){next}.",
  closedReason: " for {label}",
  opensNext: "; we open {day} at {time}",
  untilClose: "We close at {closes} today, {span} from now (it's {now} in {city}).",
  hours1: "1 hour",
  hoursN: "{n} hours",
  minutes1: "1 minute",
  minutesN: "{n} minutes",
  noWeeklyHours: "We haven't published weekly hours: call {phone}.",
  latest: "Our latest closing time is {time} ({days}); we don't have later hours on any day.",
  earliest: "Our earliest opening time is {time} ({days}).",
  noHolidayHours:
    "We haven't listed any holiday hours, so holidays may differ from our usual hours: call {phone} to confirm.",
  holidayHours: "Holiday hours we've listed: {list}. For any other holiday, call {phone} to confirm.",
  thisWeekend: "This weekend: Saturday we're {saturday}, Sunday we're {sunday}.",
  noSuchDay: "I don't see hours listed for {day} ahead: call {phone} to confirm.",
  thatDay: "that day",
  tonightHours: "Tonight we're {hours}. {now}",
  tonightOpen: "Tonight we're open until {time}.",
  notTonight: "We close at {time} today, so we're not open tonight.",
  dayHours: "{day} we're {hours}.",
  todayName: "{name} ({weekday})",
  onWeekday: "on {weekday}, {date}",
  onDate: "on {date}",
  atClock: "At {clock}",
  saidClock: "{said} ({clock})",
  atClockClosed: "{day} we're {hours}, so not {when}.",
  notAtClock: "at {clock}",
  openAtClock: "{lead} {day} we're open{passed}: {hours}, closing at {closes}.",
  passed: " (that time has passed today)",
  nextOpenDay: "The next day we're open: {day}, {hours}.",
  closedAtClock: "{lead} {day} we're closed: {why} (hours {hours}).",
  weClose: "we close at {time}",
  weOpen: "we open at {time}",
  onBreak: "that's during our break",
  holidayListed: "On {name} ({date}) we're {hours}.",
  holidayUnlisted:
    "We haven't listed special hours for {name} ({date}). {usual}, but holidays can change that: call {phone} to confirm.",
  usualClosed: "On {weekday}s we're usually closed",
  usualOpen: "On {weekday}s we're usually open {ranges}",
  // --- small talk ----------------------------------------------------------------------------
  hi: "Hi!",
  greeting:
    "Hi! I'm the {name} assistant. Tell me your iPhone model and what's wrong (a cracked screen, the battery, charging...) and I'll give you quick tips, the price and the repair time.",
  alsoCall: "You can also call us at {phone}.",
  thanks: "You're welcome! Call us at {phone} or stop by {address}. Our hours: {hours}.",
  offTopic:
    "That's outside what I can help with. I'm the {name} assistant: iPhone repairs ({repairs}), their prices and times, and our hours.\nTell me your iPhone model and what's wrong, or call us at {phone}.",
  upset:
    "I'm sorry this has been frustrating. I can help with repair prices and times, our hours and how to find us; to talk to a person, call us at {phone}.",
  heard: "I'm sorry this has been frustrating.",
  // --- buttons and follow-ups ----------------------------------------------------------------
  actionCall: "Call {phone}",
  actionText: "Text {phone}",
  actionDirections: "Get directions",
  actionPage: "{model} repairs",
  actionPricing: "Price list",
  suggestPrice: "{service} price?",
  suggestTime: "How long does it take?",
  suggestOpen: "Are you open now?",
  suggestWhere: "Where are you?",
  suggestWarranty: "Warranty?",
  suggestAppointment: "Do I need an appointment?",
  suggestScreen: "Screen price?",
  suggestBattery: "Battery price?",
};

export type FrameKey = keyof typeof enFrames;
export type Frames = Record<FrameKey, string>;

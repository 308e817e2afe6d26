// The content model. Every fact on the site, in the widgets and in the chat engine is
// validated against these schemas; the TypeScript types are inferred from them, never
// written a second time. Every object is strict: a misspelled or unknown field stops the build
// (validate.ts names it and suggests the field meant) instead of vanishing silently.
import { z } from "zod";
import { checkInSchema, CheckedTermsSchema } from "./checkin-content.ts";
import { DAYS, scheduleProblems } from "./schedule.ts";
import { LANGUAGES } from "./languages.ts";

const nonEmpty = z.string().trim().min(1);
const hhmm = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, "expected a 24-hour time such as 18:00");
const absoluteUrl = z.url({ protocol: /^https?$/ });

export { DAYS };
const DaySchema = z.enum(DAYS);

const isTimeZone = (zone: string) => {
  try {
    new Intl.DateTimeFormat("en-US", { timeZone: zone });
    return true;
  } catch {
    return false;
  }
};

/** One run of opening hours; a day may appear in several entries (a lunch break). */
export const WeeklyHoursSchema = z.strictObject({
  days: z.array(DaySchema).min(1),
  opens: hhmm,
  closes: hhmm,
});

/** A holiday or one-off change: `closed: true`, or other `opens`/`closes` that day. */
export const SpecialDaySchema = z.strictObject({
  date: z.iso.date("expected a date such as 2026-11-26"),
  label: nonEmpty,
  closed: z.literal(true).optional(),
  opens: hhmm.optional(),
  closes: hhmm.optional(),
});

/** Service keys in the order the model pages list them. */
export const SERVICE_KEYS = ["screen", "battery", "camera", "charging-port", "water-damage", "speaker"] as const;
export const ServiceKey = z.enum(SERVICE_KEYS);
export type ServiceKey = z.infer<typeof ServiceKey>;

export const BusinessSchema = z
  .strictObject({
    name: nonEmpty,
    /**
     * The languages the pages speak, English first: each other one gets its own twin of every page
     * (under /es/) and must be translated in site/_data/<language>/.
     */
    languages: z
      .array(z.enum(LANGUAGES))
      .min(1)
      .refine((list) => list[0] === "en", 'expected "en" first: English is the default language')
      .refine((list) => new Set(list).size === list.length, "a language is listed twice")
      .default(["en"]),
    /** Shown after the name in the directions bar, e.g. "iPhone Repair". */
    tagline: nonEmpty,
    phone: z.strictObject({
      display: nonEmpty,
      e164: z.string().regex(/^\+[1-9]\d{7,14}$/, "expected an E.164 number such as +14785550142"),
    }),
    // Loose on purpose: a local preview's address (hello@localhost) is fine, a typo without @ is not.
    email: z.string().regex(/^[^@\s]+@[^@\s]+$/, "expected an email address such as hello@example.com"),
    siteUrl: absoluteUrl,
    address: z.strictObject({
      street: nonEmpty,
      city: nonEmpty,
      state: z.string().length(2),
      zip: z.string().regex(/^\d{5}$/),
      country: z.string().length(2),
    }),
    geo: z.strictObject({
      lat: z.number().min(-90).max(90),
      lng: z.number().min(-180).max(180),
    }),
    /** The IANA zone the hours are in; the live status and the assistant read the clock there. */
    timeZone: nonEmpty.refine(isTimeZone, "expected an IANA time zone such as America/New_York"),
    hours: z.array(WeeklyHoursSchema).min(1),
    /** Holidays and one-off changes; they win over the weekly hours on their date. */
    specialHours: z.array(SpecialDaySchema).default([]),
    serviceArea: z.array(nonEmpty).min(1),
    socialMedia: z.strictObject({ google: absoluteUrl, facebook: absoluteUrl, yelp: absoluteUrl }).partial(),
    paymentAccepted: z.array(nonEmpty).min(1),
    currency: z.string().length(3),
    priceRange: nonEmpty,
    rating: z.strictObject({ value: z.number().min(1).max(5), count: z.number().int().positive() }),
    happyCustomers: z.number().int().positive(),
    averageRepairMinutes: z.number().int().positive(),
    warranty: z.strictObject({ days: z.number().int().positive(), covers: nonEmpty }),
    offer: z.strictObject({ amountOff: z.number().positive(), appliesTo: nonEmpty, period: nonEmpty }),
    /** An external pricing page; when absent, our own /pricing/ page is the chart. */
    pricingChartUrl: absoluteUrl.optional(),
    /** Models older than the 11 series that the shop still repairs (they have no page of their own). */
    olderModelsSupported: nonEmpty,
    /** Where a collected repair's customer writes a review (Google's 'write a review' address); without it nobody is asked. */
    reviewUrl: absoluteUrl.optional(),
    /** The shop's number takes texts: a Text link (sms:) stands beside Call on the pages, bars and widgets. */
    textsAccepted: z.boolean(),
  })
  .superRefine((business, ctx) => {
    for (const [path, message] of scheduleProblems(business)) ctx.addIssue({ code: "custom", path, message });
  });
/** @public The content model's type, for whoever edits or reads it. */
export type Business = z.infer<typeof BusinessSchema>;

const minutes = z.number().int().positive();

export const ModelSchema = z.strictObject({
  name: nonEmpty,
  slug: z.string().regex(/^iphone-[a-z0-9-]+-repair$/, "expected a slug such as iphone-13-pro-repair"),
  series: z.number().int().min(1),
  year: z.number().int().min(2007),
  display: z.strictObject({ inches: z.number().positive(), kind: nonEmpty }),
  camera: nonEmpty,
  port: z.enum(["Lightning", "USB-C"]),
  description: nonEmpty,
  /** 'Starting at' prices in whole dollars, only where the shop has published them. */
  prices: z.partialRecord(ServiceKey, z.number().int().positive()).default({}),
  /** Typical repair minutes, only where the shop has published them. */
  minutes: z.partialRecord(ServiceKey, minutes).default({}),
  /** The date this model's content last changed (sitemap lastmod), YYYY-MM-DD. */
  updated: z.iso.date().optional(),
});
export const ModelsSchema = z
  .array(ModelSchema)
  .min(1)
  .superRefine((models, ctx) => {
    const seen = new Set<string>();
    models.forEach((m, i) => {
      if (seen.has(m.slug)) ctx.addIssue({ code: "custom", path: [i, "slug"], message: `duplicate slug ${m.slug}` });
      seen.add(m.slug);
    });
  });
export type Model = z.infer<typeof ModelSchema>;

export const ServiceSchema = z.strictObject({
  key: ServiceKey,
  name: nonEmpty,
  /** The home page's card title, e.g. "iPhone Screen Replacement". */
  cardTitle: nonEmpty,
  subtitle: nonEmpty,
  description: nonEmpty,
  icon: nonEmpty,
  /** Shown when a model has no minutes of its own for this service. */
  typicalTime: nonEmpty,
  /** Home page card features; only the services with features get a card there. */
  features: z.array(nonEmpty).default([]),
  /** The schema.org serviceType. */
  serviceType: nonEmpty,
  /** Its test needs the phone unlocked: the desk asks how (never the passcode itself). */
  needsUnlock: z.boolean().default(false),
});
export const ServicesSchema = z
  .array(ServiceSchema)
  .length(SERVICE_KEYS.length)
  .superRefine((services, ctx) => {
    services.forEach((s, i) => {
      if (s.key !== SERVICE_KEYS[i])
        ctx.addIssue({ code: "custom", path: [i, "key"], message: `expected ${SERVICE_KEYS[i]} in position ${i + 1}` });
    });
  });
export type Service = z.infer<typeof ServiceSchema>;

export const FAQ_CATEGORIES = [
  "repair-time",
  "location",
  "pricing",
  "parts",
  "models",
  "services",
  "timing",
  "warranty",
  "water-damage",
  "business",
  "battery",
] as const;
export const FaqCategory = z.enum(FAQ_CATEGORIES);
export type FaqCategory = z.infer<typeof FaqCategory>;

export const FaqItemSchema = z.strictObject({
  id: z.string().regex(/^[a-z0-9-]+$/),
  question: nonEmpty,
  answer: nonEmpty,
  category: FaqCategory,
});
export const FaqSchema = z.array(FaqItemSchema).min(1);
/** @public The content model's type, for whoever edits or reads it. */
export type FaqItem = z.infer<typeof FaqItemSchema>;

export const TestimonialSchema = z.strictObject({
  name: nonEmpty,
  rating: z.number().int().min(1).max(5),
  text: nonEmpty,
  service: nonEmpty,
  date: z.iso.date(),
  /** The language the review was written in: shown as written, never translated, and marked so. */
  language: z.enum(LANGUAGES).default("en"),
});
export const TestimonialsSchema = z.array(TestimonialSchema).min(1);
/** @public The content model's type, for whoever edits or reads it. */
export type Testimonial = z.infer<typeof TestimonialSchema>;

export const ReasonSchema = z.strictObject({ title: nonEmpty, text: nonEmpty, icon: nonEmpty });
export const WhyChooseUsSchema = z.array(ReasonSchema).min(1);
/** @public The content model's type, for whoever edits or reads it. */
export type Reason = z.infer<typeof ReasonSchema>;

/** What a visitor can book: one of the repairs, or a diagnosis when they don't know what is wrong. */
export const DIAGNOSIS = "diagnosis" as const;
export const BOOKABLE_KEYS = [...SERVICE_KEYS, DIAGNOSIS] as const;
export const BookableService = z.enum(BOOKABLE_KEYS);
export type BookableService = z.infer<typeof BookableService>;

export const CheckInSchema = checkInSchema(ServiceKey);
/** What a booking.ts without a checklist of its own checks. */
const DEFAULT_CHECKLIST = [
  ["screen", "Screen"],
  ["back-glass", "Back glass"],
  ["frame", "Frame"],
  ["buttons", "Buttons"],
  ["cameras", "Cameras"],
  ["face-id", "Face ID / Touch ID"],
  ["charging", "Charging"],
  ["speakers", "Speakers"],
  ["water", "Signs of water"],
].map(([key, label]) => ({ key: key!, label: label! }));

/** The booking rules (site/_data/booking.ts): slot grid, bench capacity, notice, horizon, limits, retention. */
export const BookingSchema = z.strictObject({
  /** Off: 'Schedule Repair' dials the shop again and the booking API answers 404. */
  enabled: z.boolean(),
  /** Length of one bookable slot; slots start at each opening time and end before each closing time. */
  slotMinutes: z.number().int().min(5).max(240),
  /** Phones the bench takes in one slot. */
  capacity: z.number().int().min(1).max(50),
  /** How long before a slot it can still be booked online. */
  minimumNoticeMinutes: z
    .number()
    .int()
    .min(0)
    .max(7 * 24 * 60),
  /** The last bookable date is today (in the shop's zone) plus this many days. */
  horizonDays: z.number().int().min(0).max(365),
  /** What can be booked online, in the order the form offers it ("diagnosis": Not sure, diagnose it). */
  services: z
    .array(BookableService)
    .min(1)
    .refine((list) => new Set(list).size === list.length, "a service is listed twice"),
  /** Future bookings one phone number may hold at once. */
  maxFutureBookingsPerPhone: z.number().int().min(1).max(100),
  /**
   * Bounds on online bookings, since a phone number is not verified: without them one address could
   * take every place in the book. Counted in the database over the last 24 hours (cancelled ones too),
   * so they hold across instances; the owner's own bookings are not counted.
   */
  onlineLimits: z.strictObject({
    /** Bookings one client (an IPv4 address, an IPv6 /64) may make online in 24 hours. */
    perClientPerDay: z.number().int().min(1).max(1000),
    /** Bookings the shop takes online in 24 hours from everyone; beyond it the page says to call. */
    perDay: z.number().int().min(1).max(100_000),
  }),
  /** A booking's personal data is deleted this many days after its slot. */
  retentionDays: z.number().int().min(1).max(3650),
  /** Reminders before the slot, each a lead in minutes (1440: the day before at the same time). */
  reminders: z
    .array(
      z
        .number()
        .int()
        .min(5)
        .max(14 * 24 * 60),
    )
    .max(5)
    .refine((list) => new Set(list).size === list.length, "a reminder is listed twice")
    .default([1440, 120]),
  /** The visitor may change the time online until this many minutes before the slot; after it, they call. */
  changeCutoffMinutes: z
    .number()
    .int()
    .min(0)
    .max(7 * 24 * 60)
    .default(120),
  /** After pickup, one review ask (the shop's reviewUrl in business.ts) and one reminder of it. */
  reviewAsk: z
    .strictObject({
      enabled: z.boolean(),
      /** Minutes after the repair is collected; moved to 9:00 the next morning when it falls outside 9:00 to 20:00. */
      delayMinutes: z
        .number()
        .int()
        .min(0)
        .max(7 * 24 * 60),
      /** Days after the ask, one reminder unless the link was opened. */
      reminderDays: z.number().int().min(1).max(30),
    })
    .default({ enabled: true, delayMinutes: 120, reminderDays: 3 }),
  /**
   * What every booking form says beside the phone field about texts, and the box that says no. The
   * version is stored with each booking's choice: change it whenever the words change.
   */
  textConsent: z.strictObject({
    version: z.string().regex(/^[\w.-]{1,32}$/, "expected a short version such as 2026-11"),
    words: nonEmpty,
    optOut: nonEmpty,
  }),
  /** What the desk records when a phone comes in (the condition, photos) and asks before drop-off. */
  checkIn: CheckInSchema.default({
    checklist: DEFAULT_CHECKLIST,
    suggestedPhotos: 2,
    beforeDropOff: [],
    pickup: { version: "1", words: "I have my phone back and it works." },
  }),
  /** The repair terms a visitor signs on the tracker or at the counter; without them nothing is signed. */
  terms: CheckedTermsSchema.optional(),
});
export type BookingRules = z.infer<typeof BookingSchema>;

/** The chat assistant's settings (site/_data/chat.ts). */
export const ChatSchema = z.strictObject({
  /** Record (without personal data) what visitors asked that the assistant could not answer, for the owner's desk. */
  recordUnanswered: z.boolean(),
  /** A recorded question is deleted this many days after it was asked. */
  unansweredRetentionDays: z.number().int().min(1).max(3650),
});

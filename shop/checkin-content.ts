// The check-in's part of the content model (site/_data/booking.ts): the condition checklist, what to do
// before drop-off, and the repair terms the visitor signs. Kept beside content-schemas.ts, which adds
// them to the booking rules, so that file stays one screenful per file of data.
import { z } from "zod";

const nonEmpty = z.string().trim().min(1);
const slug = z.string().regex(/^[a-z0-9-]+$/, "expected a short key such as back-glass");
const version = z.string().regex(/^[\w.-]{1,32}$/, "expected a short version such as 2026-12");

/** What the owner looks at when a phone comes in: each is then 'fine', 'damaged' or 'not checked'. */
export const CONDITION_STATUSES = ["fine", "damaged", "not checked"] as const;
export type ConditionStatus = (typeof CONDITION_STATUSES)[number];

const unique = <T extends { key: string }>(list: readonly T[]) => new Set(list.map((x) => x.key)).size === list.length;

/** Made with the service keys content-schemas.ts defines (it composes this file, so it hands them over). */
export const checkInSchema = <K extends z.ZodType<string>>(serviceKey: K) =>
  z.strictObject({
    /** The checklist, in the order the desk asks it. */
    checklist: z
      .array(z.strictObject({ key: slug, label: nonEmpty }))
      .min(1)
      .max(30)
      .refine(unique, "an item's key is listed twice"),
    /** Photos the desk suggests at check-in (none is required). */
    suggestedPhotos: z.number().int().min(0).max(8),
    /** What the confirmation asks of the visitor before drop-off; `services` limits a line to those repairs. */
    beforeDropOff: z.array(z.strictObject({ text: nonEmpty, services: z.array(serviceKey).min(1).optional() })).max(12),
    /** What the visitor confirms when they take the phone back; a new version whenever the words change. */
    pickup: z
      .strictObject({
        version,
        words: nonEmpty,
      })
      .default({ version: "1", words: "I have my phone back and it works." }),
  });

/**
 * The shop's repair terms. A new version whenever the words change: a signature keeps the version and
 * the words it was given, and a signature on an older version than the one shown is refused.
 */
export const TermsSchema = z.strictObject({
  version,
  title: nonEmpty,
  /** Days after 'ready for pickup' that an unclaimed phone is kept (the 'unclaimed' section says what then). */
  unclaimedDays: z.number().int().min(1).max(3650),
  sections: z
    .array(z.strictObject({ key: slug, title: nonEmpty, text: nonEmpty }))
    .min(1)
    .max(20)
    .refine(unique, "a section's key is listed twice"),
});
export type Terms = z.infer<typeof TermsSchema>;

// A clause that limits a customer's review is void under the Consumer Review Fairness Act (15 U.S.C.
// 45b), and offering one is itself a violation: a sentence that speaks of reviews and restricts, charges
// or claims them stops the build. Deliberately broad; a shop whose harmless sentence trips it rewords it.
const ABOUT_REVIEWS =
  /\b(reviews?|reviewing|ratings?|rate us|star rating|feedback|testimonials?|yelp|disparag\w*|defam\w*|negative (comments?|posts?|statements?|remarks?))\b/i;
const RESTRICTS =
  /\b(not|never|no|nor|prohibit\w*|forbid\w*|refrain\w*|waive\w*|penalt\w*|fines?|fees?|charged?|remove|delete|take down|copyright|assign\w*|permission|approv\w*|consent|only)\b/i;

/** The sections (by index) whose words would limit the visitor's right to review the shop. */
export function reviewGagSections(terms: Pick<Terms, "sections">): number[] {
  return terms.sections.flatMap((section, index) =>
    `${section.title}. ${section.text}`
      .split(/(?<=[.!?;])\s+/)
      .some((sentence) => ABOUT_REVIEWS.test(sentence) && RESTRICTS.test(sentence))
      ? [index]
      : [],
  );
}

/** The terms as the content check accepts them: valid, and limiting no review. */
export const CheckedTermsSchema = TermsSchema.superRefine((terms, ctx) => {
  for (const index of reviewGagSections(terms))
    ctx.addIssue({
      code: "custom",
      path: ["sections", index, "text"],
      message:
        "terms may not limit the customer's right to review the shop (the Consumer Review Fairness Act voids such a clause): remove the sentence about reviews",
    });
});

/** The lines of `beforeDropOff` for one repair: those for every repair and those naming it. */
export function beforeDropOffFor(
  checkIn: { beforeDropOff: readonly { text: string; services?: readonly string[] }[] },
  service: string,
): string[] {
  return checkIn.beforeDropOff.filter((l) => !l.services || l.services.includes(service)).map((l) => l.text);
}

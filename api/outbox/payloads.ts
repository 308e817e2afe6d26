// What waits in the outbox, as the worker reads it back: an email (plain text, maybe one calendar file)
// and the webhook's signed body. A text's payload is the channel's own (sms/payload.ts).
import { z } from "zod";

/** An email as it waits in the outbox: plain text, maybe one calendar file. */
export const EmailPayload = z.strictObject({
  to: z.string().min(3),
  subject: z.string().min(1),
  text: z.string().min(1),
  /** Where a reply goes: the visitor (owner's email) or the owner (visitor's email). */
  replyTo: z.string().optional(),
  ics: z.strictObject({ filename: z.string().min(1), content: z.string().min(1) }).optional(),
  /** The visitor's private link, sealed (seal.ts): the text and .ics hold LINK_MARKER until it is sent. */
  link: z.string().optional(),
});
export type EmailPayload = z.infer<typeof EmailPayload>;

/** The webhook's JSON body, exactly as it is signed and sent (documented in docs/booking.md). */
export const WebhookPayload = z.strictObject({
  /** "booking.created", …: each notice's row names its event (api/journey/notice-kinds.ts), not the outbox. */
  event: z.string().regex(/^booking\.[a-z]+$/),
  /** When the change happened (ISO 8601, UTC). */
  at: z.string(),
  booking: z.strictObject({
    id: z.string(),
    reference: z.string(),
    state: z.string(),
    source: z.string(),
    /** The slot on the shop's wall clock with its offset ("2026-11-25T10:00:00-05:00"). */
    start: z.string(),
    end: z.string(),
    timeZone: z.string(),
    service: z.string(),
    serviceName: z.string(),
    model: z.string().nullable(),
    modelName: z.string().nullable(),
    name: z.string(),
    /** E.164. */
    phone: z.string(),
    email: z.string().nullable(),
    notes: z.string().nullable(),
  }),
  /** booking.estimate only: the estimate as the visitor is shown it, prices in dollars. */
  estimate: z
    .strictObject({
      version: z.number().int(),
      options: z.array(z.strictObject({ label: z.string(), price: z.number() })),
      note: z.string().nullable(),
      partNeeded: z.boolean(),
    })
    .optional(),
});
export type WebhookPayload = z.infer<typeof WebhookPayload>;

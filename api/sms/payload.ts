// A text as it waits in the outbox (kind "sms"): who it goes to, its words, and what the sender needs to
// send it once and only when it may (quiet hours, STOP, a deadline), and to fall back to email.
import { z } from "zod";
import { EmailPayload } from "../outbox/payloads.ts";

export const SmsPayload = z.strictObject({
  /** E.164. */
  to: z.string().regex(/^\+[1-9]\d{7,14}$/),
  /** The words; a notice's private link stands as LINK_MARKER until it is sent (sealed in `link`). */
  body: z.string().min(1),
  /** The private link, sealed (api/outbox/seal.ts). */
  link: z.string().optional(),
  bookingId: z.string().nullable(),
  /** When the text was written: a retry looks at the provider for a copy made since then. */
  queuedAt: z.number(),
  /** Not sent from this instant on (a reminder whose slot has begun). */
  notAfter: z.number().optional(),
  /** The email to send instead if the text fails for good (the visitor gave an address). */
  fallback: EmailPayload.optional(),
  /** The owner's own answer from the desk: its words are kept with the conversation, in this thread. */
  answer: z.strictObject({ thread: z.string() }).optional(),
});
export type SmsPayload = z.infer<typeof SmsPayload>;

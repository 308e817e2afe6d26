// The chat assistant's settings. What it answers comes from the other files (business.ts, models.ts,
// services.ts, faq.ts, troubleshooting.ts); these say what the chat keeps for the owner.
import { ChatSchema } from "#shop/content-schemas.ts";
import { defineContent } from "#shop/define-content.ts";

export default defineContent(import.meta.url, ChatSchema, {
  // What visitors asked that the assistant could not answer, without personal data, for the owner's desk.
  recordUnanswered: true,
  unansweredRetentionDays: 90,
});

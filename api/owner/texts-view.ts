// What the desk's texts section shows (views/Texts.tsx), apart from its actions (texts.ts): the desk
// reads it to draw the page, and the actions, which answer through the desk, read it too.
import type { FastifyRequest } from "fastify";
import { UNSENT } from "../sms/store.ts";
import type { Texts } from "../sms/texts.ts";
import type { TextsView } from "./views/Texts.tsx";

/** Our own statuses in the owner's words; the provider's (failed, undelivered) are shown as it says them. */
const STATUS_WORDS: Readonly<Record<string, string>> = {
  [UNSENT]: "did not go (the text provider could not say whether it took it)",
};

export const FLASH = { answered: "Your answer is on its way.", handled: "Marked handled." } as const;

/** What the desk's texts section shows now. */
export async function textsView(texts: Texts | undefined, request: FastifyRequest): Promise<TextsView> {
  if (!texts) return { on: false, replies: [], failed: [] };
  const done = (request.query as Record<string, string | undefined>).texts;
  const [replies, failed] = await Promise.all([texts.replies(), texts.failedTexts()]);
  return {
    on: true,
    replies,
    failed: failed.map((f) => ({ ...f, status: STATUS_WORDS[f.status] ?? f.status })),
    flash: done === "answered" || done === "handled" ? FLASH[done] : undefined,
  };
}

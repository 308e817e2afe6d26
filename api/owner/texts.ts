// The desk's texts (views/Texts.tsx): what the section shows, and its two actions, answering a reply
// (through the outbox, so quiet hours and STOP hold for the owner's words too) and marking it handled.
// Each answers the plain form with a redirect to the desk, or the desk again with the answer's problem.
import type { FastifyInstance, FastifyReply } from "fastify";
import { HttpError } from "../errors.ts";
import { countSegments, MAX_SEGMENTS } from "../sms/segments.ts";
import type { Texts } from "../sms/texts.ts";
import { CHANNEL_WORDS } from "../sms/replies.ts";
import type { Desk } from "./desk.ts";
import { typedOf } from "./forms.ts";
import { ANSWER_MAX } from "./views/Texts.tsx";
import { FLASH, textsView } from "./texts-view.ts";

/** Why an answer cannot go, or undefined. */
function answerProblem(words: string): string | undefined {
  if (!words) return "Write the answer.";
  if (words.length > ANSWER_MAX || countSegments(CHANNEL_WORDS.answer(words)).segments > MAX_SEGMENTS)
    return "Keep the answer shorter: it must fit in two text messages.";
  return undefined;
}

export function textsActions(scope: FastifyInstance, desk: Desk, texts: Texts | undefined) {
  const need = () => {
    if (!texts) throw new HttpError(503, "texts_off", "Texts are off: the SMS_ variables are not set.");
    return texts;
  };
  const replyOf = async (t: Texts, thread: string) => {
    const [reply] = await t.replies({ thread, limit: 1 });
    if (!reply)
      throw new HttpError(404, "not_found", "There is no such text (it may have been deleted with its booking).");
    return reply;
  };
  const back = (reply: FastifyReply, done: keyof typeof FLASH) => reply.redirect(`/owner/?texts=${done}#texts`, 303);

  scope.post<{ Params: { thread: string } }>("/owner/texts/:thread/answer", async (request, reply) => {
    const t = need();
    const text = await replyOf(t, request.params.thread);
    const body = (request.body ?? {}) as Record<string, unknown>;
    const words = typeof body.words === "string" ? body.words.replace(/\s+/g, " ").trim() : "";
    const problem = answerProblem(words);
    if (problem)
      return desk.send(request, reply, 400, {
        texts: {
          ...(await textsView(t, request)),
          answer: { thread: text.thread, values: typedOf(body, ["words"]), errors: { words: problem } },
        },
      });
    // With several live bookings the owner picked one; else it is the only one (or none).
    const picked = typeof body.booking === "string" ? text.bookings.find((b) => b.id === body.booking) : undefined;
    const bookingId = (picked ?? text.bookings[0])?.id ?? null;
    await t.answer(text.phone, words, bookingId, text.thread);
    await t.store.markHandled(text.thread, desk.now().getTime());
    request.log.info({ texts: "answer" }, "text answered by the owner");
    return back(reply, "answered");
  });

  scope.post<{ Params: { thread: string } }>("/owner/texts/:thread/handled", async (request, reply) => {
    const t = need();
    const text = await replyOf(t, request.params.thread);
    await t.store.markHandled(text.thread, desk.now().getTime());
    return back(reply, "handled");
  });
}
